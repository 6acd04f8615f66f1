/**
 * savePromotion (Back office → Promotions, New and Edit; docs/product.md#promotions): an admin — or staff, when
 * Settings allow — creates or changes a sale, a discount code or free delivery. The input is the domain's schema
 * (every field refused in words beside it); one transaction then checks what only Firestore knows (the code unique
 * among promotions and referral codes, the pieces still in the catalogue, the zones in the shipping settings, a use
 * cap not below the uses already taken) and writes the promotion, its code's index entry and its public part.
 */
import { runTransaction } from '../lib/transactions';
import {
  DomainError,
  PROMOTION_CODE_IS_REFERRAL,
  PROMOTION_ENDED_FINAL,
  PROMOTION_KIND_FIXED,
  PROMOTION_LIMIT_FIXED_AFTER_USE,
  PROMOTION_NOT_FOUND,
  PROMOTION_PIECE_UNKNOWN,
  PROMOTION_ZONE_UNKNOWN,
  PROMOTIONS_ADMIN_ONLY,
  mayManagePromotions,
  promotionCodeInUse,
  promotionUsesBelowTaken,
  type Promotion,
  type SavePromotionInput,
  type Settings,
} from '@aso/domain';
import type { Caller } from '../lib/callable';
import {
  dataOf,
  productDoc,
  promotionCodeDoc,
  promotionDoc,
  promotionsCol,
  readNamed,
  referralCodeDoc,
} from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { promotionSaved } from '../lib/logs';
import { readSettings } from '../lib/settings';
import { writePublicPart } from './offers';
import { slotMovesBelow, writeSlotMoves } from './use-slots';
import type { SavePromotionResult } from '@aso/domain/contract';

const refused = (field: string, message: string, code: 'promotion/code-in-use' | 'input/invalid' = 'input/invalid') =>
  new DomainError('invalid_data', code, message, { [field]: message });

/** Refuses a caller who may not change promotions (an admin, or staff when Settings allow); the settings read. */
export async function checkMayManage(deps: DbClockDeps, caller: Caller): Promise<Settings> {
  const settings = await readSettings(deps.db);
  if (!mayManagePromotions(caller.role, settings))
    throw new DomainError('not_allowed', 'promotion/not-allowed', PROMOTIONS_ADMIN_ONLY);
  return settings;
}

export async function handleSavePromotion(
  deps: DbClockDeps,
  caller: Caller,
  input: SavePromotionInput,
): Promise<SavePromotionResult> {
  const settings = await checkMayManage(deps, caller);
  const { db } = deps;
  const unknownZones = Object.keys(input.zones).filter((zone) => !(zone in settings.shipping.zones));
  if (unknownZones.length > 0) throw refused(`zones.${unknownZones[0]}`, PROMOTION_ZONE_UNKNOWN);

  const id = input.id ?? promotionsCol(db).doc().id;
  const result = await runTransaction(db, async (tx) => {
    const now = deps.clock();
    const read = await readNamed(tx, {
      promotion: promotionDoc(db, id),
      codeIndex: input.code ? promotionCodeDoc(db, input.code) : null,
      referral: input.code ? referralCodeDoc(db, input.code) : null,
      products: input.scope.productIds.map((productId) => productDoc(db, productId)),
    });
    const existing = dataOf(read.promotion);
    if (input.id && !existing) throw new DomainError('not_found', 'promotion/not-found', PROMOTION_NOT_FOUND);
    if (existing?.status === 'ended') throw new DomainError('conflict', 'promotion/ended-final', PROMOTION_ENDED_FINAL);
    if (existing && existing.kind !== input.kind) throw refused('kind', PROMOTION_KIND_FIXED);
    if (read.products.some((p) => !p.exists)) throw refused('scope.productIds', PROMOTION_PIECE_UNKNOWN);
    const holder = read.codeIndex?.data()?.promotionId;
    if (holder && holder !== id) {
      const other = dataOf(await tx.get(promotionDoc(db, holder)));
      throw refused('code', promotionCodeInUse(other?.name ?? holder), 'promotion/code-in-use');
    }
    if (read.referral?.exists) throw refused('code', PROMOTION_CODE_IS_REFERRAL, 'promotion/code-in-use');
    const taken = (existing?.uses ?? 0) + (existing?.held ?? 0);
    if (input.maxUses !== null && input.maxUses < taken)
      throw refused('maxUses', promotionUsesBelowTaken(taken, existing?.held ?? 0));
    // A code used without a limit has no use slots for those uses (use-slots.ts): it keeps having none.
    if (existing?.maxUses === null && input.maxUses !== null && taken > 0)
      throw refused('maxUses', PROMOTION_LIMIT_FIXED_AFTER_USE);
    // A lower limit: the uses taken at or above it move below it (their checkouts follow).
    const moves =
      existing?.maxUses != null && input.maxUses !== null && input.maxUses < existing.maxUses
        ? await slotMovesBelow(tx, db, id, input.maxUses)
        : null;

    const promotion: Promotion = {
      kind: input.kind,
      name: input.name,
      code: input.code,
      offer: input.offer,
      percent: input.percent,
      amount: input.amount,
      minSubtotal: input.minSubtotal,
      zones: input.zones,
      // The pieces' names as they are now, so a refusal can name them ('it is for Kente Jumpsuit').
      scope: {
        ...input.scope,
        productNames: Object.fromEntries(
          read.products.flatMap((p) => {
            const name = p.data()?.name;
            return name ? [[p.id, name]] : [];
          }),
        ),
      },
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      maxUses: input.maxUses,
      maxUsesPerCustomer: input.maxUsesPerCustomer,
      firstOrderOnly: input.firstOrderOnly,
      status: existing?.status ?? 'active',
      uses: existing?.uses ?? 0,
      held: existing?.held ?? 0,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      createdBy: existing?.createdBy ?? caller.uid,
      updatedBy: caller.uid,
      endedAt: null,
    };
    tx.set(promotionDoc(db, id), promotion);
    if (moves) writeSlotMoves(tx, db, id, moves, now);
    // The code's index entry moves with the code; an old code is free for another promotion once renamed.
    if (existing?.code && existing.code !== input.code) tx.delete(promotionCodeDoc(db, existing.code));
    if (input.code && holder !== id) tx.set(promotionCodeDoc(db, input.code), { promotionId: id });
    writePublicPart(tx, db, id, promotion);
    return { promotionId: id, created: !existing };
  });
  promotionSaved(result.promotionId, input.kind, caller.uid, result.created);
  return result;
}
