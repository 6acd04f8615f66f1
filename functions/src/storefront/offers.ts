// The public offers a server-drawn page shows (sales and free delivery, `publicPromotions`), read as a signed-out
// visitor's browser reads them (web/src/lib/offers.ts), and how long the page may be kept at the CDN: never past a
// sale's start or end, so a page kept there never shows a price the checkout no longer charges
// (docs/product.md#promotions).
import { Filter, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { storefrontPublicPromotions } from '../lib/collections';

/** How long the CDN keeps a server-drawn page when no offer starts or ends sooner. */
export const RENDERED_SECONDS = 60;

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;

/** Seconds until the next start or end of an offer after `now`, at most RENDERED_SECONDS. */
export function secondsToNextChange(docs: readonly DocumentSnapshot[], now: Date): number {
  let seconds = RENDERED_SECONDS;
  for (const doc of docs)
    for (const field of ['startsAt', 'endsAt']) {
      const at = dateOf(doc.get(field));
      if (at && at.getTime() > now.getTime())
        seconds = Math.min(seconds, Math.ceil((at.getTime() - now.getTime()) / 1000));
    }
  return seconds;
}

/** The offers still to end (running or to come), and how long a page drawn with them may be cached. */
export async function storefrontOffers(
  db: Firestore,
  now: Date,
): Promise<{ readonly docs: DocumentSnapshot[]; readonly cacheSeconds: number }> {
  const snap = await storefrontPublicPromotions(db)
    .where(Filter.or(Filter.where('endsAt', '==', null), Filter.where('endsAt', '>', now)))
    .get();
  return { docs: snap.docs, cacheSeconds: secondsToNextChange(snap.docs, now) };
}
