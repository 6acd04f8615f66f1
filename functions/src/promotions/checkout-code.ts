/**
 * A discount code at startCheckout, before its transaction (docs/design.md#a-code-used-up-cleanly): the code is
 * looked up and judged for this buyer (so a refusal in words costs no use), then a code with a limit on uses gives
 * the checkout one of its use slots — the slot of the buyer's own checkout this one replaces when that checkout held
 * one, else a free one (use-slots.ts). The transaction checks the buyer's own limits again, as they stand then.
 */
import type { Order, Promotion } from '@aso/domain';
import type { Caller } from '../lib/callable';
import { customerDoc, promotionCodeDoc, promotionDoc, promotionRedemptionDoc } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { acceptedCode, unknownCode } from './accept-code';
import { claimUseSlot } from './use-slots';

/** The code's promotion as read before the transaction, and the slot this checkout holds (null: no limit). */
export interface CheckoutCode {
  readonly promotionId: string;
  readonly promotion: Promotion;
  readonly slot: TakenSlot | null;
}

export interface TakenSlot {
  readonly k: number;
  /** The replaced checkout the slot comes from; null when it was claimed for this checkout. */
  readonly from: string | null;
}

/** The replaced checkout's slot could not pass to the new one (that checkout closed meanwhile): claim another. */
export class SlotTransferLost extends Error {
  constructor(readonly orderId: string) {
    super(`The use slot of checkout ${orderId} was given back before the new checkout could take it over`);
  }
}

/** The replaced checkout that holds a use slot of this promotion, if one does. */
function slotToTakeOver(promotionId: string, replacing: readonly { id: string; order: Order }[]): TakenSlot | null {
  for (const { id, order } of replacing) {
    const use = order.codeUse;
    if (use?.state === 'held' && use.promotionId === promotionId && use.slot != null) return { k: use.slot, from: id };
  }
  return null;
}

/** Looks the code up and judges it for the buyer (refusals in words); then takes a use slot when it has a limit. */
export async function takeCheckoutCode(
  deps: DbClockDeps & { readonly random: () => number },
  caller: Caller,
  code: string,
  orderId: string,
  replacing: readonly { id: string; order: Order }[],
): Promise<CheckoutCode> {
  const { db } = deps;
  const promotionId = (await promotionCodeDoc(db, code).get()).data()?.promotionId ?? null;
  if (!promotionId) throw unknownCode();
  const [promotionSnap, customerSnap, redemptionSnap] = await Promise.all([
    promotionDoc(db, promotionId).get(),
    customerDoc(db, caller.uid).get(),
    promotionRedemptionDoc(db, promotionId, caller.uid).get(),
  ]);
  const promotion = promotionSnap.data();
  if (!promotion) throw unknownCode();
  const rule = acceptedCode(promotionId, promotion, {
    now: deps.clock(),
    customer: customerSnap.data() ?? null,
    redemption: redemptionSnap.data() ?? null,
    replaced: replacing.map((r) => r.order),
  });
  if (promotion.maxUses === null) return { promotionId, promotion, slot: null };
  const slot: TakenSlot = slotToTakeOver(promotionId, replacing) ?? {
    k: await claimUseSlot(
      deps,
      { promotionId, code: rule.code, maxUses: promotion.maxUses },
      { orderId, uid: caller.uid },
    ),
    from: null,
  };
  return { promotionId, promotion, slot };
}

/** A fresh slot for the checkout after a take-over was lost. */
export async function claimAnotherSlot(
  deps: DbClockDeps & { readonly random: () => number },
  caller: Caller,
  taken: CheckoutCode,
  orderId: string,
): Promise<CheckoutCode> {
  const { code, maxUses } = taken.promotion;
  if (code === null || maxUses === null) return { ...taken, slot: null };
  const k = await claimUseSlot(deps, { promotionId: taken.promotionId, code, maxUses }, { orderId, uid: caller.uid });
  return { ...taken, slot: { k, from: null } };
}
