/**
 * A discount code read from Firestore, judged by the domain's acceptCode for one buyer (docs/product.md#promotions):
 * startCheckout inside its transaction, checkCode for the code box. Unknown codes and promotions that are not codes
 * read alike, so nothing is learnt about which exist.
 */
import {
  CODE_UNKNOWN,
  DomainError,
  acceptCode,
  type CodePromotion,
  type CodeRule,
  type Customer,
  type Order,
  type Promotion,
  type PromotionRedemption,
} from '@aso/domain';

export const unknownCode = (): DomainError =>
  new DomainError('invalid_data', 'promotion/unknown', CODE_UNKNOWN, { discountCode: CODE_UNKNOWN });

/** A stored promotion as a code, or null when it is not one. */
export function codePromotionOf(id: string, p: Promotion): CodePromotion | null {
  if (p.kind !== 'code' || p.code === null || p.offer === null) return null;
  return { ...p, id, code: p.code, offer: p.offer };
}

/**
 * The code's rule when this buyer may use it now, else its refusal in words. `replaced` are the buyer's own
 * checkouts this one replaces: the uses they hold come back in the same transaction.
 */
export function acceptedCode(
  promotionId: string,
  promotion: Promotion | null,
  ctx: {
    readonly now: Date;
    readonly customer: Pick<Customer, 'orderCount'> | null;
    readonly redemption: PromotionRedemption | null;
    readonly replaced?: readonly Pick<Order, 'codeUse'>[];
    /** False for a signed-out visitor (checkCode): the buyer's own limits are checked at checkout. */
    readonly signedIn?: boolean;
    /** The checkout holds one of the code's limited uses already (its use slot: use-slots.ts). */
    readonly useTaken?: boolean;
  },
): CodeRule {
  const code = promotion ? codePromotionOf(promotionId, promotion) : null;
  if (!code) throw unknownCode();
  const releasing = (ctx.replaced ?? []).filter(
    (o) => o.codeUse?.state === 'held' && o.codeUse.promotionId === promotionId,
  ).length;
  const buyer =
    ctx.signedIn === false
      ? null
      : {
          orderCount: ctx.customer?.orderCount ?? 0,
          uses: ctx.redemption?.uses ?? 0,
          held: ctx.redemption?.held ?? 0,
        };
  return acceptCode(code, { now: ctx.now, buyer, releasing, useTaken: ctx.useTaken ?? false });
}
