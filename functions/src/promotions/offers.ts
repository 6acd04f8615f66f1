/**
 * The public offers (`publicPromotions/{promotionId}`): an active sale's or free delivery's public part, which the
 * storefront reads to show "Was ₦X" and free delivery, and startCheckout reads in its transaction to charge the same
 * (docs/data-model.md). Written with the promotion by savePromotion and setPromotionStatus; a paused or ended
 * promotion has none. A discount code never has a public part.
 */
import type { Promotion, PublicOffer, PublicPromotion } from '@aso/domain';
import { Filter, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { publicPromotionDoc, publicPromotionsCol } from '../lib/collections';

/** A stored public offer as the pipeline takes it. */
export function publicOfferOf(id: string, p: PublicPromotion): PublicOffer {
  return p.kind === 'sale'
    ? {
        kind: 'sale',
        id,
        name: p.name,
        percent: p.percent ?? 0,
        scope: p.scope,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
      }
    : { kind: 'delivery', id, name: p.name, zones: p.zones, startsAt: p.startsAt, endsAt: p.endsAt };
}

/** The public part of a promotion, or null when it has none (a code, or one paused or ended). */
export function publicPartOf(p: Promotion): PublicPromotion | null {
  if (p.kind === 'code' || p.status !== 'active') return null;
  return {
    kind: p.kind,
    name: p.name,
    percent: p.kind === 'sale' ? p.percent : null,
    scope: p.scope,
    zones: p.kind === 'delivery' ? p.zones : {},
    startsAt: p.startsAt,
    endsAt: p.endsAt,
  };
}

/** Writes (or removes) the public part with the promotion, in the caller's transaction. */
export function writePublicPart(tx: Transaction, db: Firestore, id: string, p: Promotion): void {
  const part = publicPartOf(p);
  if (part) tx.set(publicPromotionDoc(db, id), part);
  else tx.delete(publicPromotionDoc(db, id));
}

/**
 * The offers still to end (no end, or an end after `now`): what runs now and what is to come. Never inside a
 * transaction: that query would lock the collection for every checkout in flight (start-checkout.ts).
 */
export async function readOffers(db: Firestore, now: Date): Promise<PublicOffer[]> {
  const snap = await publicPromotionsCol(db)
    .where(Filter.or(Filter.where('endsAt', '==', null), Filter.where('endsAt', '>', now)))
    .get();
  return snap.docs.map((d) => publicOfferOf(d.id, d.data()));
}
