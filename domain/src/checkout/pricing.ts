// Order totals (docs/architecture.md#style-domain: one function over a plain cart-like object) and the checkout's
// pricing rules. The browser uses orderTotals for display; startCheckout uses priceCheckout with prices read from
// Firestore.
import { percentOf, lineAmount, sumNaira, clampDepositPercent, depositAmount, nairaToKobo } from '../shared/money';
import type { Settings, ShippingZoneSettings } from '../settings/schemas/settings';
import type { ShippingZone, PayMode, ProductType } from '../shared/vocab';

export interface ShippingQuote extends ShippingZoneSettings {
  zone: ShippingZone;
}

/**
 * Fee, lead time and label of a zone from settings (docs/product.md#constants defaults when settings are the
 * defaults).
 */
export function shippingQuote(settings: Pick<Settings, 'shipping'>, zone: ShippingZone): ShippingQuote {
  return { zone, ...settings.shipping.zones[zone] };
}

export interface PricedLine {
  type: ProductType;
  qty: number;
  unitPrice: number;
  /** Only a pre-order line with 'deposit' pays a deposit; anything else pays in full. */
  payMode: PayMode | null;
  /** The pre-order window's percent (clamped 1–90, default 40). */
  depositPercent?: number | null;
  /**
   * The line's share of the order's discount (a code and a referral, allocated over the lines they cover:
   * allocateDiscount), so a deposit is the window's percent of what the piece costs after discounts.
   */
  discount?: number | null;
}

export function paysDeposit(line: Pick<PricedLine, 'type' | 'payMode'>): boolean {
  return line.type === 'PREORDER' && line.payMode === 'deposit';
}

const shareOf = (line: Pick<PricedLine, 'discount'>): number => {
  const share = line.discount ?? 0;
  return Number.isFinite(share) ? Math.max(0, Math.round(share)) : 0;
};

/**
 * What a line costs at the first payment (docs/product.md#pre-order): the whole line after its discount share, or
 * for a deposit line the deposit per item × qty less the deposit of its discount share — the window's percent of
 * the discounted price, so the balance is the same percent's remainder (docs/product.md#stacking).
 */
export function lineDueNow(line: PricedLine): number {
  const share = shareOf(line);
  if (!paysDeposit(line)) return lineAmount(line.unitPrice, line.qty) - share;
  const percent = clampDepositPercent(line.depositPercent);
  return lineAmount(depositAmount(line.unitPrice, percent), line.qty) - percentOf(share, percent);
}

/**
 * `amount` shared over `weights` in proportion, in whole naira, by largest remainder (ties to the earlier weight): the
 * shares add up to the amount exactly, and none is above its weight while the amount is at most their sum (a
 * discount never takes a line below ₦0). A non-finite or negative amount or weight counts as 0.
 */
export function allocateDiscount(amount: number, weights: readonly number[]): number[] {
  const w = weights.map((x) => (Number.isFinite(x) && x > 0 ? x : 0));
  const total = w.reduce((a, b) => a + b, 0);
  const want = Number.isFinite(amount) ? Math.max(0, Math.min(Math.round(amount), total)) : 0;
  if (total === 0 || want === 0) return w.map(() => 0);
  const exact = w.map((x) => (want * x) / total);
  const shares = exact.map(Math.floor);
  let left = want - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < w[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

export interface OrderTotals {
  subtotal: number;
  shippingFee: number;
  discount: number;
  /** subtotal + shippingFee − discount, never negative. */
  total: number;
  /**
   * The first payment: every line's due-now amount (after its discount share) + shipping, never above total; when
   * that would be ₦0 with something still owed, the whole total.
   */
  amountDueNow: number;
  /** total − amountDueNow: what a deposit order still owes after the deposit. */
  balanceDue: number;
}

/**
 * Totals of an order. Shipping is settled with the first payment; the discount comes off the lines it covers (their
 * `discount` shares, or — when the lines carry none — `discount` shared over every line in proportion), so a deposit
 * line pays its percent of the discounted price and its remainder is the balance. A non-finite or negative fee or
 * discount counts as 0; the discount never takes the pieces below ₦0.
 */
export function orderTotals(input: {
  lines: readonly PricedLine[];
  shippingFee: number;
  discount?: number;
}): OrderTotals {
  const gross = input.lines.map((l) => lineAmount(l.unitPrice, l.qty));
  const subtotal = sumNaira(gross);
  const shippingFee = Number.isFinite(input.shippingFee) ? Math.max(0, Math.round(input.shippingFee)) : 0;
  const carried = input.lines.some((l) => l.discount != null);
  const shares = carried
    ? input.lines.map((l, i) => Math.min(shareOf(l), gross[i] ?? 0))
    : allocateDiscount(input.discount ?? 0, gross);
  const discount = sumNaira(shares);
  const total = Math.max(0, subtotal + shippingFee - discount);
  const dueLines = sumNaira(input.lines.map((l, i) => lineDueNow({ ...l, discount: shares[i] ?? 0 })));
  let amountDueNow = Math.min(total, Math.max(0, dueLines + shippingFee));
  // A first payment of ₦0 with something still owed cannot go through Paystack: such an order is paid in full at once.
  if (amountDueNow === 0 && total > 0) amountDueNow = total;
  return { subtotal, shippingFee, discount, total, amountDueNow, balanceDue: total - amountDueNow };
}

/** The Paystack amount of a payment: whole naira × 100 (kobo). */
export function paystackAmount(naira: number): number {
  return nairaToKobo(naira);
}

/**
 * The deposit figure for marketing copy, from the open pre-order windows (one source for the home strip, banner,
 * policy cards and FAQ): '40%' when they agree, '40–50%' when they differ, null when no window is open — then
 * the copy names no figure rather than a default that may not hold.
 */
export function depositPercentWords(windows: readonly { depositPercent: unknown }[]): string | null {
  if (windows.length === 0) return null;
  const percents = windows.map((w) => clampDepositPercent(w.depositPercent));
  const low = Math.min(...percents);
  const high = Math.max(...percents);
  return low === high ? `${low}%` : `${low}–${high}%`;
}
