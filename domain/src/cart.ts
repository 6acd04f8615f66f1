// The cart as plain data (SPEC §4, §5). Both the guest cart (localStorage) and `carts/{uid}` hold this shape;
// prices in it are for display only — startCheckout re-prices from Firestore.
import { CART_MAX_LINES, CART_MAX_QTY } from './constants';
import { lineAmount, sumNaira, toPrice } from './money';
import { REFERRAL_APPLIED, REFERRAL_CLEARED } from './messages';
import { toFiniteNumber } from './numbers';
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

/** Clear: no lines and no referral code. */
export const clearCart = emptyCart;

/** Quantity rule: non-numeric → 1, below 1 → 1, whole units, at most 99. */
export function normaliseQty(value: unknown): number {
  const n = toFiniteNumber(value);
  if (n === null || n < 1) return 1;
  return Math.min(CART_MAX_QTY, Math.floor(n));
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A clean line, or null when it has no product id (such lines are ignored, SPEC §5). */
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

const sameLine = (line: CartLine, productId: string, size: string | null): boolean =>
  line.productId === productId && line.size === size;

/**
 * Add: the same product and size merge, quantities add (capped at 99) and the newest unit price, name and pay
 * mode win. A line without a product id, or a new line beyond 50, leaves the cart as it was.
 */
export function addToCart(cart: Cart, input: CartLineInput): Cart {
  const line = normaliseLine(input);
  if (!line) return cart;
  const existing = cart.lines.find((l) => sameLine(l, line.productId, line.size));
  if (!existing) {
    return cart.lines.length >= CART_MAX_LINES ? cart : { ...cart, lines: [...cart.lines, line] };
  }
  const merged: CartLine = { ...line, qty: Math.min(CART_MAX_QTY, existing.qty + line.qty) };
  return { ...cart, lines: cart.lines.map((l) => (l === existing ? merged : l)) };
}

export function removeFromCart(cart: Cart, productId: string, size: string | null): Cart {
  return { ...cart, lines: cart.lines.filter((l) => !sameLine(l, productId, size)) };
}

/** Set quantity: at least 1 (non-numeric → 1); an unknown line changes nothing. */
export function setLineQty(cart: Cart, productId: string, size: string | null, qty: unknown): Cart {
  const next = normaliseQty(qty);
  return { ...cart, lines: cart.lines.map((l) => (sameLine(l, productId, size) ? { ...l, qty: next } : l)) };
}

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
