// The one pricing pipeline (docs/product.md#stacking): the browser prices the cart and checkout with it for display,
// and startCheckout prices the order with it from Firestore data, so what a shopper reads is what Paystack charges.
//
//   1. sale price per line: the best running sale covering the piece (sales never add up);
//   2. the discount code: on the lines it covers, at their sale prices, once the pieces reach its minimum;
//   3. the referral discount: the settings' percent of what is left after the code;
//   4. delivery: the zone's fee, free by a free-delivery code or a running free-delivery offer the pieces reach;
//   5. totals (pricing.orderTotals): deposits and balances from each line's discounted price.
//
// No line goes below ₦0 (discounts are shared over the lines they cover, never more than a line costs). Pure.
import { clampDiscountPercent } from '../referrals/referrals';
import { formatNairaAdmin, lineAmount, percentOf, sumNaira } from '../shared/money';
import type { ErrorCode } from '../shared/errors';
import type { PayMode, ProductType } from '../shared/vocab';
import { allocateDiscount, lineDueNow, orderTotals, type OrderTotals } from '../checkout/pricing';
import { codeLeavesNothing, codeNotForThesePieces, codeUnderMinimum } from './messages';
import {
  freeDeliveryFor,
  inScope,
  saleOf,
  salePrice,
  scopeWords,
  type CodeRule,
  type PublicOffer,
  type SaleOnPiece,
} from './promotions';

/** A line as the pipeline takes it: the piece, how many, and its own price (before any sale). */
export interface OrderLineIn {
  readonly productId: string;
  readonly collection: string | null;
  readonly type: ProductType;
  readonly qty: number;
  /** The piece's own price, per piece. */
  readonly price: number;
  readonly payMode: PayMode | null;
  readonly depositPercent?: number | null;
}

/** The sale a line was sold at, as the order keeps it. */
export interface LineSale {
  readonly promotionId: string;
  readonly name: string;
  readonly percent: number;
}

export type PricedOrderLine<L extends OrderLineIn> = L & {
  /** The piece's own price ("was"). */
  readonly listPrice: number;
  /** What one piece costs after the sale. */
  readonly unitPrice: number;
  readonly sale: LineSale | null;
  /** The line's share of the code's and the referral's discount. */
  readonly discount: number;
  /** The line at the first payment (its deposit of the discounted price, or all of it). */
  readonly amountDueNow: number;
};

export const DISCOUNT_KINDS = ['sale', 'code', 'referral', 'delivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * One line of the order's discounts, as the order, the mails, My Orders, the CSV and the figures name it: a sale
 * (its savings, already in the prices), the code, the referral, free delivery (the fee not charged).
 */
export interface OrderDiscount {
  readonly kind: DiscountKind;
  /** The promotion's id; null for a referral. */
  readonly promotionId: string | null;
  readonly name: string;
  readonly code: string | null;
  readonly amount: number;
}

export interface PromotionContext {
  readonly now: Date;
  /** The public offers: running and coming sales and free delivery (the pipeline picks what runs at `now`). */
  readonly offers: readonly PublicOffer[];
  /** A code already accepted for this buyer (promotions.acceptCode), or none. */
  readonly code: CodeRule | null;
  /** A referral code and the settings' percent, or none. */
  readonly referral: { readonly code: string; readonly percent: number } | null;
  /** The chosen zone and its fee; null before a zone is chosen (no fee yet, no free delivery to say). */
  readonly delivery: { readonly zone: string; readonly fee: number } | null;
  /** Product names for a refusal's words ('it is for Kente Jumpsuit'). */
  readonly nameOf?: (productId: string) => string | undefined;
}

export interface CodeProblem {
  readonly code: ErrorCode;
  readonly message: string;
}

export interface PricedOrder<L extends OrderLineIn> {
  readonly lines: PricedOrderLine<L>[];
  readonly totals: OrderTotals;
  readonly discounts: OrderDiscount[];
  /** The zone's fee before any free delivery. */
  readonly deliveryFee: number;
  /** The code in force (applied, giving what it gives); null when none was given or it gives nothing here. */
  readonly codeApplied: CodeRule | null;
  /** Why the code gives nothing with these pieces: the cart says it beside the code, checkout refuses it. */
  readonly codeProblem: CodeProblem | null;
}

function codeProblemOf(
  code: CodeRule,
  subtotal: number,
  lines: readonly OrderLineIn[],
  nameOf: PromotionContext['nameOf'],
) {
  if (subtotal < code.minSubtotal)
    return {
      code: 'promotion/under-minimum' as const,
      message: codeUnderMinimum(code.code, formatNairaAdmin(code.minSubtotal), formatNairaAdmin(subtotal)),
    };
  if (!lines.some((l) => inScope(code.scope, l)))
    return {
      code: 'promotion/not-for-pieces' as const,
      message: codeNotForThesePieces(code.code, scopeWords(code.scope, nameOf ?? (() => undefined))),
    };
  return null;
}

/** Every discount of one kind and promotion as one entry (two pieces in one sale are one line). */
function addDiscount(into: OrderDiscount[], entry: OrderDiscount): void {
  if (entry.amount <= 0) return;
  const same = into.findIndex((d) => d.kind === entry.kind && d.promotionId === entry.promotionId);
  if (same === -1) into.push(entry);
  else into[same] = { ...into[same]!, amount: into[same]!.amount + entry.amount };
}

/** Price an order (see the top of this file). A code that gives nothing here is left out and said in codeProblem. */
export function priceOrder<L extends OrderLineIn>(lines: readonly L[], ctx: PromotionContext): PricedOrder<L> {
  const priced = withCode(lines, ctx, ctx.code);
  // A code that would leave nothing to pay (Paystack cannot take ₦0) is refused; the order is priced without it.
  if (ctx.code && priced.codeApplied && priced.totals.total === 0) {
    const without = withCode(lines, ctx, null);
    return {
      ...without,
      codeProblem: { code: 'promotion/leaves-nothing', message: codeLeavesNothing(ctx.code.code) },
    };
  }
  return priced;
}

function withCode<L extends OrderLineIn>(
  lines: readonly L[],
  ctx: PromotionContext,
  code: CodeRule | null,
): PricedOrder<L> {
  // 1. Sale prices.
  const sales: (SaleOnPiece | null)[] = lines.map((l) => saleOf(l, ctx.offers, ctx.now));
  const unitPrices = lines.map((l, i) => {
    const sale = sales[i];
    return sale ? salePrice(l.price, sale.percent) : l.price;
  });
  const gross = lines.map((l, i) => lineAmount(unitPrices[i] ?? 0, l.qty));
  const subtotal = sumNaira(gross);

  // 2. The code, on the lines it covers.
  const problem = code ? codeProblemOf(code, subtotal, lines, ctx.nameOf) : null;
  const applied = code && !problem ? code : null;
  let codeShares = lines.map(() => 0);
  if (applied && applied.offer !== 'free_delivery') {
    const covered = lines.map((l, i) => (inScope(applied.scope, l) ? (gross[i] ?? 0) : 0));
    const coveredTotal = sumNaira(covered);
    const amount =
      applied.offer === 'percent'
        ? percentOf(coveredTotal, applied.percent ?? 0)
        : Math.min(applied.amount ?? 0, coveredTotal);
    codeShares = allocateDiscount(amount, covered);
  }
  const codeTotal = sumNaira(codeShares);

  // 3. The referral, on what is left.
  const afterCode = gross.map((g, i) => g - (codeShares[i] ?? 0));
  const referralTotal = ctx.referral ? percentOf(subtotal - codeTotal, clampDiscountPercent(ctx.referral.percent)) : 0;
  const referralShares = allocateDiscount(referralTotal, afterCode);

  // 4. Delivery.
  const fee = ctx.delivery ? Math.max(0, Math.round(ctx.delivery.fee)) : 0;
  const byOffer = ctx.delivery ? freeDeliveryFor(ctx.delivery.zone, subtotal, ctx.offers, ctx.now) : null;
  const freeByCode = applied?.offer === 'free_delivery';
  const shippingFee = freeByCode || byOffer ? 0 : fee;

  // 5. Lines and totals.
  const pricedLines: PricedOrderLine<L>[] = lines.map((l, i) => {
    const sale = sales[i];
    const line = {
      ...l,
      listPrice: l.price,
      unitPrice: unitPrices[i] ?? l.price,
      sale: sale ? { promotionId: sale.promotionId, name: sale.name, percent: sale.percent } : null,
      discount: (codeShares[i] ?? 0) + (referralShares[i] ?? 0),
      amountDueNow: 0,
    };
    return { ...line, amountDueNow: lineDueNow(line) };
  });
  const totals = orderTotals({ lines: pricedLines, shippingFee });

  const discounts: OrderDiscount[] = [];
  pricedLines.forEach((l) => {
    if (l.sale)
      addDiscount(discounts, {
        kind: 'sale',
        promotionId: l.sale.promotionId,
        name: l.sale.name,
        code: null,
        amount: lineAmount(l.listPrice - l.unitPrice, l.qty),
      });
  });
  if (applied && codeTotal > 0)
    addDiscount(discounts, {
      kind: 'code',
      promotionId: applied.promotionId,
      name: applied.name,
      code: applied.code,
      amount: codeTotal,
    });
  if (ctx.referral && referralTotal > 0)
    addDiscount(discounts, {
      kind: 'referral',
      promotionId: null,
      name: 'Referral',
      code: ctx.referral.code,
      amount: referralTotal,
    });
  if (fee > 0 && shippingFee === 0) {
    const by = freeByCode && applied ? applied : byOffer;
    if (by)
      addDiscount(discounts, {
        kind: 'delivery',
        promotionId: 'promotionId' in by ? by.promotionId : by.id,
        name: by.name,
        code: freeByCode && applied ? applied.code : null,
        amount: fee,
      });
  }
  return { lines: pricedLines, totals, discounts, deliveryFee: fee, codeApplied: applied, codeProblem: problem };
}

/** 'AMAKA10 · Amaka’s first order', 'Referral TUNDE-7QK2', 'Detty December', 'Free delivery (FREEDELIVERY)'. */
export function discountLabel(d: Pick<OrderDiscount, 'kind' | 'name' | 'code'>): string {
  if (d.kind === 'referral') return d.code ? `Referral ${d.code}` : 'Referral';
  if (d.kind === 'code') return d.code ? `${d.code} · ${d.name}` : d.name;
  if (d.kind === 'delivery') return d.code ? `Free delivery (${d.code})` : `Free delivery · ${d.name}`;
  return `${d.name} sale`;
}
