// The cart as plain data (docs/product.md#cart). Both the guest cart (localStorage) and `carts/{uid}` hold this shape;
// prices in it are for display only — startCheckout re-prices from Firestore.
import { CART_MAX_LINES, CART_MAX_QTY } from './constants';
import { lineAmount, sumNaira, toPrice } from './money';
import { REFERRAL_APPLIED, REFERRAL_CLEARED } from './messages';
import { toFiniteNumber } from './numbers';
import { orderTotals, referralDiscount, type OrderTotals } from './pricing';
import { normaliseReferralCode } from './referrals';
import { PRODUCT_TYPES, isOneOf, type PayMode, type ProductType } from './vocab';

export interface CartLine {
  productId: string;
  name: string;
  sku: string;
  type: ProductType;
  size: string | null;
  qty: number;
  unitPrice: number;
  /** Pre-order lines only: pay the deposit now or the full price. Null for other types. */
  payMode: PayMode | null;
}

export interface Cart {
  lines: CartLine[];
  referralCode: string | null;
}

/** What a screen hands to `addToCart`: loosely typed, because it comes from forms and storage. */
export interface CartLineInput {
  productId?: unknown;
  name?: unknown;
  sku?: unknown;
  type?: unknown;
  size?: unknown;
  qty?: unknown;
  unitPrice?: unknown;
  payMode?: unknown;
}

export const emptyCart = (): Cart => ({ lines: [], referralCode: null });

/** Quantity rule: non-numeric → 1, below 1 → 1, whole units, at most 99. */
export function normaliseQty(value: unknown): number {
  const n = toFiniteNumber(value);
  if (n === null || n < 1) return 1;
  return Math.min(CART_MAX_QTY, Math.floor(n));
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A clean line, or null when it has no product id (such lines are ignored, docs/product.md#cart). */
export function normaliseLine(input: CartLineInput): CartLine | null {
  const productId = text(input.productId);
  if (productId === '') return null;
  const type: ProductType = isOneOf(PRODUCT_TYPES, input.type) ? input.type : 'RTW';
  const size = text(input.size);
  return {
    productId,
    name: text(input.name),
    sku: text(input.sku),
    type,
    size: size === '' ? null : size,
    qty: normaliseQty(input.qty),
    unitPrice: toPrice(input.unitPrice),
    payMode: type === 'PREORDER' ? (input.payMode === 'deposit' ? 'deposit' : 'full') : null,
  };
}

/** What tells one line from another: the product, its size and (pre-orders) how it is paid. */
export type LineKey = Pick<CartLine, 'productId' | 'size' | 'payMode'>;

const sameLine = (line: LineKey, key: LineKey): boolean =>
  line.productId === key.productId && line.size === key.size && line.payMode === key.payMode;

/**
 * Add: the same product, size and pay mode merge, quantities add (capped at 99) and the newest unit price and
 * name win; a pre-order paid in full and the same piece on a deposit stay two lines. A line without a product
 * id, or a new line beyond 50, leaves the cart as it was.
 */
export function addToCart(cart: Cart, input: CartLineInput): Cart {
  const line = normaliseLine(input);
  if (!line) return cart;
  const existing = cart.lines.find((l) => sameLine(l, line));
  if (!existing) {
    return cart.lines.length >= CART_MAX_LINES ? cart : { ...cart, lines: [...cart.lines, line] };
  }
  const merged: CartLine = { ...line, qty: Math.min(CART_MAX_QTY, existing.qty + line.qty) };
  return { ...cart, lines: cart.lines.map((l) => (l === existing ? merged : l)) };
}

export function removeFromCart(cart: Cart, key: LineKey): Cart {
  return { ...cart, lines: cart.lines.filter((l) => !sameLine(l, key)) };
}

/** Set quantity: at least 1 (non-numeric → 1); an unknown line changes nothing. */
export function setLineQty(cart: Cart, key: LineKey, qty: unknown): Cart {
  const next = normaliseQty(qty);
  return { ...cart, lines: cart.lines.map((l) => (sameLine(l, key) ? { ...l, qty: next } : l)) };
}

/**
 * Change a line's size (a ready-to-wear line added without one, or the wrong one): the line keeps its place;
 * when the cart already holds that size, the two merge (quantities add, capped at 99). Blank → no size.
 */
export function setLineSize(cart: Cart, key: LineKey, size: unknown): Cart {
  const target = cart.lines.find((l) => sameLine(l, key));
  const nextSize = typeof size === 'string' && size.trim() !== '' ? size.trim() : null;
  if (!target || target.size === nextSize) return cart;
  const moved: CartLine = { ...target, size: nextSize };
  const twin = cart.lines.find((l) => l !== target && sameLine(l, moved));
  if (!twin) return { ...cart, lines: cart.lines.map((l) => (l === target ? moved : l)) };
  const merged: CartLine = { ...moved, qty: Math.min(CART_MAX_QTY, twin.qty + target.qty) };
  return { ...cart, lines: cart.lines.filter((l) => l !== twin).map((l) => (l === target ? merged : l)) };
}

/** Change how a pre-order line is paid; merges with the line already paid that way. */
export function setLinePayMode(cart: Cart, key: LineKey, payMode: PayMode): Cart {
  const target = cart.lines.find((l) => sameLine(l, key));
  if (target?.type !== 'PREORDER' || target.payMode === payMode) return cart;
  const moved: CartLine = { ...target, payMode };
  const twin = cart.lines.find((l) => l !== target && sameLine(l, moved));
  if (!twin) return { ...cart, lines: cart.lines.map((l) => (l === target ? moved : l)) };
  const merged: CartLine = { ...moved, qty: Math.min(CART_MAX_QTY, twin.qty + target.qty) };
  return { ...cart, lines: cart.lines.filter((l) => l !== twin).map((l) => (l === target ? merged : l)) };
}

/** A ready-to-wear line that still needs a size before checkout. */
export const needsSize = (line: Pick<CartLine, 'type' | 'size'>): boolean => line.type === 'RTW' && line.size === null;

/** Referral form: trimmed and upper-cased; empty clears it. Returns the toast to show. */
export function applyReferral(cart: Cart, code: unknown): { cart: Cart; message: string } {
  const referralCode = normaliseReferralCode(code);
  return { cart: { ...cart, referralCode }, message: referralCode ? REFERRAL_APPLIED : REFERRAL_CLEARED };
}

/** Replace everything (e.g. with the server cart after sign-in), cleaning each line and merging duplicates. */
export function replaceCart(lines: readonly CartLineInput[], referralCode: unknown = null): Cart {
  const base: Cart = { lines: [], referralCode: normaliseReferralCode(referralCode) };
  return lines.reduce<Cart>((cart, line) => addToCart(cart, line), base);
}

/**
 * Guest → account on sign-in: the guest's lines are added into the account cart with the add rules, and the
 * guest's referral code wins when it has one.
 */
export function mergeCarts(account: Cart, guest: Cart): Cart {
  const merged = guest.lines.reduce<Cart>((cart, line) => addToCart(cart, line), account);
  return { ...merged, referralCode: guest.referralCode ?? account.referralCode };
}

export function cartItemCount(cart: Cart): number {
  return cart.lines.reduce((n, l) => n + l.qty, 0);
}

export function cartLineTotal(line: Pick<CartLine, 'qty' | 'unitPrice'>): number {
  return lineAmount(line.unitPrice, line.qty);
}

export function cartSubtotal(cart: Cart): number {
  return sumNaira(cart.lines.map(cartLineTotal));
}

export interface CartPricing {
  /** The deposit percent of each pre-order product's window, by product id (missing → the default 40). */
  depositPercents?: ReadonlyMap<string, number>;
  /** The referral discount percent when the cart's code has been checked and accepted; null = no discount. */
  discountPercent?: number | null;
  /** The chosen zone's fee at checkout; 0 in the cart. */
  shippingFee?: number;
}

/**
 * The cart's money as checkout will charge it (shipping once a zone is chosen): subtotal, referral discount, what is paid now
 * (deposits) and the balance later. The server re-prices at checkout; this is the same arithmetic on the cart.
 */
export function cartTotals(cart: Cart, pricing: CartPricing = {}): OrderTotals {
  const lines = cart.lines.map((l) => ({ ...l, depositPercent: pricing.depositPercents?.get(l.productId) ?? null }));
  const subtotal = cartSubtotal(cart);
  const discount = pricing.discountPercent == null ? 0 : referralDiscount(subtotal, pricing.discountPercent);
  return orderTotals({ lines, shippingFee: pricing.shippingFee ?? 0, discount });
}
