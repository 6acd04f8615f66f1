// The cart as plain data (docs/product.md#cart). Both the guest cart (localStorage) and `carts/{uid}` hold this shape;
// prices in it are for display only — startCheckout re-prices from Firestore.
import { fitOf } from '../catalogue/catalogue';
import { CART_MAX_LINES, CART_MAX_QTY, CART_MIN_QTY } from '../shared/constants';
import { lineAmount, sumNaira, toPrice } from '../shared/money';
import {
  REFERRAL_APPLIED,
  REFERRAL_CLEARED,
  addedToCart,
  cartLineFull,
  cartTooManyLines,
  onlyLeftInCart,
  onlyLeftWithCart,
  soldOutInCart,
  pieceWords,
  quantityRange,
  sizeRequiredFor,
} from './messages';
import { toFiniteNumber } from '../shared/numbers';
import { priceOrder, type OrderLineIn, type PricedOrder } from '../promotions/price-order';
import type { CodeRule, PublicOffer } from '../promotions/promotions';
import { normaliseReferralCode } from '../referrals/referrals';
import { leftOfSize } from '../catalogue/stock';
import { PRODUCT_TYPES, isOneOf, type PayMode, type ProductType } from '../shared/vocab';

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
  /** One discount code (docs/product.md#promotions), checked when applied and again at checkout; absent = none. */
  discountCode?: string | null;
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

export const emptyCart = (): Cart => ({ lines: [], referralCode: null, discountCode: null });

/**
 * Quantity rule for stored carts (the spec's: non-numeric → 1, below 1 → 1, whole units, at most 99). What a person
 * types goes through typedQuantity instead, which refuses rather than changes it.
 */
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

/**
 * A line that still needs a size before checkout: ready-to-wear, or a pre-order that comes in sizes (the product's
 * sizes tell; until it is read, a pre-order line is not held up here and startCheckout still refuses it).
 */
export const needsSize = (
  line: Pick<CartLine, 'type' | 'size'>,
  product?: { type: ProductType; sizeOptions?: readonly string[] | null },
): boolean => line.size === null && fitOf(product ?? { type: line.type === 'RTW' ? 'RTW' : 'MTO' }) === 'size';

/** Referral form: trimmed and upper-cased; empty clears it. Returns the toast to show. */
export function applyReferral(cart: Cart, code: unknown): { cart: Cart; message: string } {
  const referralCode = normaliseReferralCode(code);
  return { cart: { ...cart, referralCode }, message: referralCode ? REFERRAL_APPLIED : REFERRAL_CLEARED };
}

/** A discount code as the cart keeps it: trimmed and upper-cased, as referral codes; empty = none. */
export const normaliseDiscountCode = normaliseReferralCode;

/** Keep (or, empty, clear) the cart's one discount code; a second code replaces the first. */
export function applyDiscountCode(cart: Cart, code: unknown): Cart {
  return { ...cart, discountCode: normaliseDiscountCode(code) };
}

/** Replace everything (e.g. with the server cart after sign-in), cleaning each line and merging duplicates. */
export function replaceCart(
  lines: readonly CartLineInput[],
  referralCode: unknown = null,
  discountCode: unknown = null,
): Cart {
  const base: Cart = {
    lines: [],
    referralCode: normaliseReferralCode(referralCode),
    discountCode: normaliseDiscountCode(discountCode),
  };
  return lines.reduce<Cart>((cart, line) => addToCart(cart, line), base);
}

/**
 * Guest → account on sign-in: the guest's lines are added into the account cart with the add rules, and the
 * guest's referral code wins when it has one.
 */
export function mergeCarts(account: Cart, guest: Cart): Cart {
  const merged = guest.lines.reduce<Cart>((cart, line) => addToCart(cart, line), account);
  return {
    ...merged,
    referralCode: guest.referralCode ?? account.referralCode,
    discountCode: guest.discountCode ?? account.discountCode ?? null,
  };
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
  /** The chosen zone (free delivery is per zone); none in the cart. */
  zone?: string | null;
  /** Each line's product as the shop shows it now (its collection, for the sales and codes that cover it). */
  productOf?: (productId: string) => { collection?: string | null } | undefined;
  /** The public offers (sales, free delivery) and the code the server accepted for this buyer. */
  offers?: readonly PublicOffer[];
  code?: CodeRule | null;
  /** The moment to price at (a sale's window); the caller's clock. */
  now?: Date;
}

/**
 * The cart priced as checkout will charge it (promotions/price-order.ts): sale prices, the code, the referral
 * discount, delivery once a zone is chosen, deposit now and balance later. The server prices again at checkout with
 * the same pipeline; this is the same arithmetic on the cart.
 */
export function cartPricing(cart: Cart, pricing: CartPricing = {}): PricedOrder<CartOrderLine> {
  const lines: CartOrderLine[] = cart.lines.map((l) => ({
    line: l,
    productId: l.productId,
    collection: pricing.productOf?.(l.productId)?.collection ?? null,
    type: l.type,
    qty: l.qty,
    price: l.unitPrice,
    payMode: l.payMode,
    depositPercent: pricing.depositPercents?.get(l.productId) ?? null,
  }));
  const referral =
    pricing.discountPercent == null ? null : { code: cart.referralCode ?? '', percent: pricing.discountPercent };
  return priceOrder(lines, {
    now: pricing.now ?? new Date(0),
    offers: pricing.offers ?? [],
    code: pricing.code ?? null,
    referral,
    delivery: pricing.zone ? { zone: pricing.zone, fee: pricing.shippingFee ?? 0 } : null,
  });
}

/** A cart line as the pipeline prices it, keeping the line it came from. */
export interface CartOrderLine extends OrderLineIn {
  readonly line: CartLine;
}

// What a person does to the cart, with the words to say what happened (docs/product.md#cart): nothing is added
// silently short of what was asked, and nothing is added at all when it cannot be.

/** The outcome of a cart action: the cart after it and what to tell the person; `ok` false = nothing changed. */
export type CartChange = { ok: true; cart: Cart; message: string } | { ok: false; cart: Cart; message: string };

/** A typed quantity: a whole number from 1 to 99, or the words that say why not ('0', '-1', '999', '2.5', 'two'). */
export function typedQuantity(text: unknown): { ok: true; qty: number } | { ok: false; message: string } {
  const n = typeof text === 'number' ? text : typeof text === 'string' && /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(n) && n >= CART_MIN_QTY && n <= CART_MAX_QTY
    ? { ok: true, qty: n }
    : { ok: false, message: quantityRange(CART_MAX_QTY) };
}

const refused = (cart: Cart, message: string): CartChange => ({ ok: false, cart, message });

/**
 * A line's new quantity against the units the shop says are left of its size (null = not limited) and the cap. What
 * is left is said first when it is the tighter limit, so the words never offer more than the shop has ('Only 4 left',
 * never 'you can add 95 more' of a size with 4).
 */
function quantityRefusal(line: CartLine, qty: number, have: number, left: number | null): string | null {
  const limited = left !== null && line.size !== null && left < CART_MAX_QTY;
  if (limited && qty > left) return onlyLeftWithCart(line.name, line.size!, left, have);
  if (qty > CART_MAX_QTY) return cartLineFull(pieceWords(line.name, line.size), have, CART_MAX_QTY);
  return null;
}

/**
 * Add what a screen asks for, all of it or nothing: the quantity as given (1–99), within the 99 a line can hold once
 * merged with the same piece already in the cart, within the 50 lines a cart holds, and within `left`, the units of
 * the size the storefront shows as left (stock.unitsLeftOf; 0 when sold out, null when plenty or not stocked).
 */
export function tryAddToCart(cart: Cart, input: CartLineInput, left: number | null = null): CartChange {
  const asked = typedQuantity(input.qty ?? 1);
  if (!asked.ok) return refused(cart, asked.message);
  const line = normaliseLine({ ...input, qty: asked.qty });
  if (!line) return refused(cart, quantityRange(CART_MAX_QTY));
  const existing = cart.lines.find((l) => sameLine(l, line));
  if (!existing && cart.lines.length >= CART_MAX_LINES) return refused(cart, cartTooManyLines(CART_MAX_LINES));
  const have = existing?.qty ?? 0;
  const problem = quantityRefusal(line, have + asked.qty, have, left);
  if (problem) return refused(cart, problem);
  return { ok: true, cart: addToCart(cart, line), message: addedToCart(line.name || 'item', asked.qty) };
}

/** Set a line's quantity as typed; refused in words when it is not 1–99 or more than is left of its size. */
export function trySetLineQty(cart: Cart, key: LineKey, text: unknown, left: number | null = null): CartChange {
  const line = cart.lines.find((l) => sameLine(l, key));
  if (!line) return { ok: true, cart, message: '' };
  const asked = typedQuantity(text);
  if (!asked.ok) return refused(cart, asked.message);
  const problem = quantityRefusal(line, asked.qty, 0, left);
  if (problem) return refused(cart, problem);
  return { ok: true, cart: setLineQty(cart, key, asked.qty), message: '' };
}

/**
 * Choose or change a line's size: when the cart already holds that size the two merge, refused in words if the
 * total would pass 99 or what is left of the new size (`left`), so no quantity is cut down without a word.
 */
export function trySetLineSize(cart: Cart, key: LineKey, size: string, left: number | null = null): CartChange {
  const line = cart.lines.find((l) => sameLine(l, key));
  if (!line || line.size === size) return { ok: true, cart, message: '' };
  const moved: CartLine = { ...line, size };
  const twin = cart.lines.find((l) => l !== line && sameLine(l, moved));
  const have = twin?.qty ?? 0;
  const problem = quantityRefusal(moved, have + line.qty, have, left);
  if (problem) return refused(cart, problem);
  return { ok: true, cart: setLineSize(cart, key, size), message: '' };
}

/** Change how a pre-order line is paid; merging with the line already paid that way is refused past 99. */
export function trySetLinePayMode(cart: Cart, key: LineKey, payMode: PayMode): CartChange {
  const line = cart.lines.find((l) => sameLine(l, key));
  if (line?.type !== 'PREORDER' || line.payMode === payMode) return { ok: true, cart, message: '' };
  const twin = cart.lines.find((l) => l !== line && sameLine(l, { ...line, payMode }));
  const have = twin?.qty ?? 0;
  const problem = quantityRefusal({ ...line, payMode }, have + line.qty, have, null);
  if (problem) return refused(cart, problem);
  return { ok: true, cart: setLinePayMode(cart, key, payMode), message: '' };
}

/** What the cart and checkout know of a line's product: how it is fitted and what is left of each size. */
export type LineProduct = Parameters<typeof leftOfSize>[0] & {
  type: ProductType;
  sizeOptions?: readonly string[] | null;
};

/**
 * What stops a line going to checkout, in the words to fix it: a size still to choose, or more than is left of its
 * size (stock sold since it was added). Null = ready. Without its product read, only the ready-to-wear size is known.
 */
export function lineProblem(line: CartLine, product?: LineProduct): string | null {
  if (needsSize(line, product)) return sizeRequiredFor(line.name);
  const left = product ? leftOfSize(product, line.size) : null;
  if (left !== null && line.size !== null && line.qty > left)
    return left === 0 ? soldOutInCart(line.name, line.size) : onlyLeftInCart(line.name, line.size, left);
  return null;
}

/**
 * A line the cart cannot sell now: its size sold out since it was added. The cart leaves it out of its totals (and
 * says so beside it), so the total is what checkout could charge.
 */
export const soldOutLine = (line: CartLine, product?: LineProduct): boolean =>
  product !== undefined && line.size !== null && leftOfSize(product, line.size) === 0;

/** What an order line says about the piece it sold, enough to find it in a cart (orders' `items`). */
export interface PaidPiece {
  productId: string;
  type: ProductType;
  size: string | null;
  qty: number;
  payMode: PayMode;
}

/**
 * The cart once an order's pieces are paid (docs/architecture.md#settlement): each paid piece's quantity comes off the
 * line of the same product, size and pay mode (a line that reaches 0 goes), and everything else stays as it was — a
 * piece added after the checkout started, or more of a paid piece than was bought, is still there to pay for. A cart
 * line of another type keeps no pay mode (null) where the order says 'full'.
 */
export function withoutPaidPieces(cart: Cart, pieces: readonly PaidPiece[]): Cart {
  let lines = cart.lines;
  for (const piece of pieces) {
    const key: LineKey = {
      productId: piece.productId,
      size: piece.size,
      payMode: piece.type === 'PREORDER' ? piece.payMode : null,
    };
    if (!lines.some((l) => sameLine(l, key))) continue;
    lines = lines.flatMap((l) => {
      if (!sameLine(l, key)) return [l];
      const qty = l.qty - piece.qty;
      return qty > 0 ? [{ ...l, qty }] : [];
    });
  }
  return lines === cart.lines ? cart : { ...cart, lines };
}
