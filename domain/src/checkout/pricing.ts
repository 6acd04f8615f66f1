// Order totals (docs/architecture.md#style-domain: one function over a plain cart-like object) and the checkout's
// pricing rules. The browser uses orderTotals for display; startCheckout uses priceCheckout with prices read from
// Firestore.
import { percentOf, lineAmount, sumNaira, clampDepositPercent, depositAmount, nairaToKobo } from '../shared/money';
import { clampDiscountPercent } from '../referrals/referrals';
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

/** round(subtotal × percent / 100) with the percent clamped 0–90; default 0 % (no discount). */
export function referralDiscount(subtotal: number, discountPercent: unknown): number {
  return percentOf(subtotal, clampDiscountPercent(discountPercent));
}

export interface PricedLine {
  type: ProductType;
  qty: number;
  unitPrice: number;
  /** Only a pre-order line with 'deposit' pays a deposit; anything else pays in full. */
  payMode: PayMode | null;
  /** The pre-order window's percent (clamped 1–90, default 40). */
  depositPercent?: number | null;
}

export function paysDeposit(line: Pick<PricedLine, 'type' | 'payMode'>): boolean {
  return line.type === 'PREORDER' && line.payMode === 'deposit';
}

/** What a line costs at the first payment: deposit per item × qty (docs/product.md#pre-order), or the whole line. */
export function lineDueNow(line: PricedLine): number {
  if (!paysDeposit(line)) return lineAmount(line.unitPrice, line.qty);
  return lineAmount(depositAmount(line.unitPrice, clampDepositPercent(line.depositPercent)), line.qty);
}

export interface OrderTotals {
  subtotal: number;
  shippingFee: number;
  discount: number;
  /** subtotal + shippingFee − discount, never negative. */
  total: number;
  /**
   * The first payment: every line's due-now amount + shipping − discount, never above total; when that would be
   * ₦0 with something still owed, the whole total.
   */
  amountDueNow: number;
  /** total − amountDueNow: what a deposit order still owes after the deposit. */
  balanceDue: number;
}

/**
 * Totals of an order. Shipping and the discount are settled with the first payment; a deposit line's remainder
 * is the balance. A non-finite or negative fee counts as 0.
 */
export function orderTotals(input: {
  lines: readonly PricedLine[];
  shippingFee: number;
  discount?: number;
}): OrderTotals {
  const subtotal = sumNaira(input.lines.map((l) => lineAmount(l.unitPrice, l.qty)));
  const shippingFee = Number.isFinite(input.shippingFee) ? Math.max(0, Math.round(input.shippingFee)) : 0;
  const rawDiscount = input.discount ?? 0;
  const discount = Number.isFinite(rawDiscount) ? Math.max(0, Math.round(rawDiscount)) : 0;
  const total = Math.max(0, subtotal + shippingFee - discount);
  const dueLines = sumNaira(input.lines.map(lineDueNow));
  let amountDueNow = Math.min(total, Math.max(0, dueLines + shippingFee - discount));
  // A discount that swallows the whole first payment of a deposit order would leave nothing to charge now and
  // a balance later (Paystack cannot take ₦0): such an order is paid in full at once.
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
