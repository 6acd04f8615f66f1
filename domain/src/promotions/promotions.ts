// Promotions (docs/product.md#promotions): automatic sales, discount codes and free delivery above a subtotal per
// zone. What a promotion covers, when it runs (Lagos time), which sale a piece is on, and whether a code may be used
// now by this buyer, with the refusal in words when not. Pure: the functions read Firestore and pass data in; the
// storefront reads the public offers (sales and free delivery) and prices with the same rules (price-order.ts).
import { DomainError, type ErrorCode } from '../shared/errors';
import { lagosWhenWords } from '../shared/lagos-time';
import { formatNairaAdmin, percentOf } from '../shared/money';
import type { ProductType, Role } from '../shared/vocab';
import {
  codeEnded,
  codeFirstOrderOnly,
  codeHeldByYou,
  codeHeldUp,
  codeNotStarted,
  codePaused,
  codeUsedByYou,
  codeUsedUp,
} from './messages';

export const PROMOTION_KINDS = ['code', 'sale', 'delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** What a discount code gives: a percentage off, naira off, or free delivery. */
export const CODE_OFFERS = ['percent', 'amount', 'free_delivery'] as const;
export type CodeOffer = (typeof CODE_OFFERS)[number];
/** Stored status: staff pause and resume; ended is final. When it runs is its window's business. */
export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
/** A sale or a code takes at most 90% off, as the referral discount (a piece is never given away). */
export const PROMOTION_PERCENT_MIN = 1;
export const PROMOTION_PERCENT_MAX = 90;

/** Which pieces a promotion covers: any of these products, collections or types; all empty = everything. */
export interface PromotionScope {
  readonly productIds: readonly string[];
  readonly collections: readonly string[];
  readonly types: readonly ProductType[];
  /** The pieces' names when the promotion was saved, so a refusal can name them ('it is for Kente Jumpsuit'). */
  readonly productNames?: Readonly<Record<string, string>>;
}

export const coversEverything = (scope: PromotionScope): boolean =>
  scope.productIds.length === 0 && scope.collections.length === 0 && scope.types.length === 0;

/** What a promotion needs of a piece to know whether it covers it. */
export interface Piece {
  readonly productId: string;
  readonly collection: string | null;
  readonly type: ProductType;
}

export function inScope(scope: PromotionScope, piece: Piece): boolean {
  if (coversEverything(scope)) return true;
  const collection = piece.collection?.toLowerCase() ?? null;
  return (
    scope.productIds.includes(piece.productId) ||
    (collection !== null && scope.collections.some((c) => c.toLowerCase() === collection)) ||
    scope.types.includes(piece.type)
  );
}

export interface TimeWindow {
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
}

export type WindowState = 'scheduled' | 'running' | 'finished';

/** Before its start, while it runs (start included, end excluded), after its end. No start: from now; no end: open. */
export function windowState(window: TimeWindow, now: Date): WindowState {
  if (window.startsAt && now.getTime() < window.startsAt.getTime()) return 'scheduled';
  if (window.endsAt && now.getTime() >= window.endsAt.getTime()) return 'finished';
  return 'running';
}

/** An automatic sale as everyone reads it (`publicPromotions/{id}`): a percentage off some pieces for a window. */
export interface SaleOffer extends TimeWindow {
  readonly kind: 'sale';
  readonly id: string;
  readonly name: string;
  readonly percent: number;
  readonly scope: PromotionScope;
}

/** Free delivery to a zone once the pieces come to its order value (`publicPromotions/{id}`). */
export interface DeliveryOffer extends TimeWindow {
  readonly kind: 'delivery';
  readonly id: string;
  readonly name: string;
  /** Zone → the pieces' value (after sale prices) from which delivery there is free. */
  readonly zones: Readonly<Record<string, number>>;
}

/** What the shop shows everyone: its running and coming sales and free delivery. Codes are never public. */
export type PublicOffer = SaleOffer | DeliveryOffer;

/** The sale a piece is on: its name and percent (and end, for "until …"). */
export interface SaleOnPiece {
  readonly promotionId: string;
  readonly name: string;
  readonly percent: number;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
}

const saleOnPiece = (offer: SaleOffer): SaleOnPiece => ({
  promotionId: offer.id,
  name: offer.name,
  percent: offer.percent,
  startsAt: offer.startsAt,
  endsAt: offer.endsAt,
});

/** The better of two sales for the buyer: the larger percent, then the one ending first, then by id (stable). */
function better(a: SaleOffer, b: SaleOffer): SaleOffer {
  if (a.percent !== b.percent) return a.percent > b.percent ? a : b;
  const end = (o: SaleOffer) => o.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (end(a) !== end(b)) return end(a) < end(b) ? a : b;
  return a.id <= b.id ? a : b;
}

/**
 * The sale a piece is on now: of the running sales that cover it, the one taking the most off (sales never add
 * up: docs/product.md#stacking). Null when none.
 */
export function saleOf(piece: Piece, offers: readonly PublicOffer[], now: Date): SaleOnPiece | null {
  let best: SaleOffer | null = null;
  for (const offer of offers) {
    if (offer.kind !== 'sale' || windowState(offer, now) !== 'running' || !inScope(offer.scope, piece)) continue;
    best = best ? better(best, offer) : offer;
  }
  return best ? saleOnPiece(best) : null;
}

/**
 * The sale running now, else the next one to start (the feeds announce a coming sale with its dates, and the
 * platforms apply it only inside them).
 */
export function saleOrNextOf(piece: Piece, offers: readonly PublicOffer[], now: Date): SaleOnPiece | null {
  const running = saleOf(piece, offers, now);
  if (running) return running;
  const coming = offers
    .filter((o): o is SaleOffer => o.kind === 'sale' && windowState(o, now) === 'scheduled' && inScope(o.scope, piece))
    .sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0) || b.percent - a.percent);
  return coming[0] ? saleOnPiece(coming[0]) : null;
}

/** A piece's price during a sale: its price less round(price × percent ÷ 100), half up; never below ₦0. */
export function salePrice(price: number, percent: number): number {
  return Math.max(0, price - percentOf(price, Math.min(PROMOTION_PERCENT_MAX, Math.max(0, percent))));
}

/** The running free delivery for a zone whose order value the pieces reach (the lowest value when several do). */
export function freeDeliveryFor(
  zone: string,
  subtotal: number,
  offers: readonly PublicOffer[],
  now: Date,
): DeliveryOffer | null {
  let found: DeliveryOffer | null = null;
  for (const offer of offers) {
    if (offer.kind !== 'delivery' || windowState(offer, now) !== 'running') continue;
    const minimum = offer.zones[zone];
    if (minimum === undefined || subtotal < minimum) continue;
    if (!found || minimum < (found.zones[zone] ?? 0)) found = offer;
  }
  return found;
}

/** How far the pieces are from free delivery to a zone: the lowest running order value above them, or null. */
export function freeDeliveryGap(
  zone: string,
  subtotal: number,
  offers: readonly PublicOffer[],
  now: Date,
): { offer: DeliveryOffer; minimum: number; gap: number } | null {
  let found: { offer: DeliveryOffer; minimum: number; gap: number } | null = null;
  for (const offer of offers) {
    if (offer.kind !== 'delivery' || windowState(offer, now) !== 'running') continue;
    const minimum = offer.zones[zone];
    if (minimum === undefined || subtotal >= minimum) continue;
    if (!found || minimum < found.minimum) found = { offer, minimum, gap: minimum - subtotal };
  }
  return found;
}

/** What the pipeline and the code box need of a code: what it gives, on which pieces, from which subtotal. */
export interface CodeRule {
  readonly promotionId: string;
  readonly code: string;
  readonly name: string;
  readonly offer: CodeOffer;
  readonly percent: number | null;
  readonly amount: number | null;
  /** The pieces' value (after sale prices) the order must reach; 0 = none. */
  readonly minSubtotal: number;
  readonly scope: PromotionScope;
  readonly firstOrderOnly: boolean;
}

/** A discount code as stored (`promotions/{id}` with kind 'code'): its rule, window, status and uses. */
export interface CodePromotion extends TimeWindow {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly offer: CodeOffer;
  readonly percent: number | null;
  readonly amount: number | null;
  readonly minSubtotal: number;
  readonly scope: PromotionScope;
  readonly firstOrderOnly: boolean;
  readonly status: PromotionStatus;
  readonly endedAt: Date | null;
  readonly maxUses: number | null;
  readonly maxUsesPerCustomer: number | null;
  /** Paid orders that used it. */
  readonly uses: number;
  /** Checkouts awaiting payment that hold a use (given back when they lapse or are cancelled). */
  readonly held: number;
}

export function codeRuleOf(p: Omit<CodePromotion, 'id'> & { readonly id: string }): CodeRule {
  return {
    promotionId: p.id,
    code: p.code,
    name: p.name,
    offer: p.offer,
    percent: p.percent,
    amount: p.amount,
    minSubtotal: p.minSubtotal,
    scope: p.scope,
    firstOrderOnly: p.firstOrderOnly,
  };
}

/** What acceptance knows of the buyer: paid orders so far and their own uses of this code (signed out: null). */
export interface CodeBuyer {
  readonly orderCount: number;
  /** Their uses of this code: paid, and held by their checkouts awaiting payment. */
  readonly uses: number;
  readonly held: number;
}

const refused = (code: ErrorCode, message: string): DomainError =>
  new DomainError('invalid_data', code, message, { discountCode: message });

/**
 * Whether the code may be used now by this buyer; its rule when it may, else a DomainError in the code box's words
 * (field `discountCode`), in this order: ended, paused, not started, used up (all paid, or every use held by
 * checkouts awaiting payment), first order only, the buyer's own uses. `releasing` counts uses held by the buyer's
 * own checkouts that this one replaces (given back in the same transaction). `useTaken`: the checkout already holds one
 * of the code's limited uses (its use slot), so the code's own counters — which may lag by a moment — are not asked.
 * Minimum spend and the pieces it is for are the pipeline's checks (price-order.ts), since they depend on the cart.
 */
export function acceptCode(
  p: CodePromotion,
  ctx: {
    readonly now: Date;
    readonly buyer: CodeBuyer | null;
    readonly releasing?: number;
    readonly useTaken?: boolean;
  },
): CodeRule {
  const window = windowState(p, ctx.now);
  if (p.status === 'ended' || window === 'finished') {
    const at = p.status === 'ended' ? p.endedAt : p.endsAt;
    throw refused('promotion/ended', codeEnded(p.code, at ? lagosWhenWords(at) : null));
  }
  if (p.status === 'paused') throw refused('promotion/paused', codePaused(p.code));
  if (window === 'scheduled' && p.startsAt)
    throw refused('promotion/not-started', codeNotStarted(p.code, lagosWhenWords(p.startsAt)));
  const releasing = ctx.releasing ?? 0;
  const held = Math.max(0, p.held - releasing);
  const limit = ctx.useTaken === true ? null : p.maxUses;
  if (limit !== null && p.uses >= limit) throw refused('promotion/used-up', codeUsedUp(p.code));
  if (limit !== null && p.uses + held >= limit) throw refused('promotion/held-up', codeHeldUp(p.code));
  const buyer = ctx.buyer;
  if (buyer) {
    const ownHeld = Math.max(0, buyer.held - releasing);
    if (p.firstOrderOnly && (buyer.orderCount > 0 || buyer.uses > 0))
      throw refused('promotion/first-order', codeFirstOrderOnly(p.code));
    const perCustomer = p.firstOrderOnly ? 1 : p.maxUsesPerCustomer;
    if (perCustomer !== null && buyer.uses >= perCustomer)
      throw refused('promotion/customer-used', codeUsedByYou(p.code, perCustomer));
    if (perCustomer !== null && buyer.uses + ownHeld >= perCustomer)
      throw refused('promotion/customer-held', codeHeldByYou(p.code));
  }
  return codeRuleOf(p);
}

/** A promotion as the back office reads its state: stored status and window together. */
export type PromotionState = 'scheduled' | 'running' | 'paused' | 'finished' | 'ended';

export function promotionState(p: TimeWindow & { readonly status: PromotionStatus }, now: Date): PromotionState {
  if (p.status === 'ended') return 'ended';
  const window = windowState(p, now);
  if (window === 'finished') return 'finished';
  if (p.status === 'paused') return 'paused';
  return window;
}

export const PROMOTION_STATE_LABELS: Readonly<Record<PromotionState, string>> = {
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  finished: 'Finished',
  ended: 'Ended',
};

export const PROMOTION_KIND_LABELS: Readonly<Record<PromotionKind, string>> = {
  code: 'Discount code',
  sale: 'Automatic sale',
  delivery: 'Free delivery',
};

/** '10% off', '₦5,000 off', 'free delivery'. */
export function offerWords(rule: Pick<CodeRule, 'offer' | 'percent' | 'amount'>): string {
  if (rule.offer === 'percent') return `${rule.percent ?? 0}% off`;
  if (rule.offer === 'amount') return `${formatNairaAdmin(rule.amount ?? 0)} off`;
  return 'free delivery';
}

const TYPE_WORDS: Readonly<Record<ProductType, string>> = {
  RTW: 'ready-to-wear',
  MTO: 'made-to-order pieces',
  PREORDER: 'pre-orders',
};

/**
 * What a scope covers, in words: 'the Owambe collection', 'Kente Jumpsuit', 'ready-to-wear', joined with 'and';
 * null for everything. A piece is named from the scope's own names, else by `nameOf`; one neither knows is counted
 * ('2 other pieces').
 */
export function scopeWords(scope: PromotionScope, nameOf: (productId: string) => string | undefined): string | null {
  if (coversEverything(scope)) return null;
  const named = scope.productIds.map((id) => scope.productNames?.[id] ?? nameOf(id));
  const unnamed = named.filter((n) => n === undefined).length;
  const parts = [
    ...scope.collections.map((c) => `the ${c} collection`),
    ...scope.types.map((t) => TYPE_WORDS[t]),
    ...named.filter((n): n is string => n !== undefined),
  ];
  if (unnamed > 0) parts.push(unnamed === 1 ? 'another piece' : `${unnamed} other pieces`);
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, 2).join(', ')} and ${parts.length - 2} more`;
}

/** Who creates, changes, pauses and ends promotions: an admin, or staff too when Settings say so. */
export function mayManagePromotions(role: Role, settings: { promotions: { staffMayManage: boolean } }): boolean {
  return role === 'admin' || (role === 'staff' && settings.promotions.staffMayManage);
}

/**
 * The code box is rate-limited so codes cannot be guessed (docs/design.md#a-code-used-up-cleanly): a fixed window of
 * 10 minutes, 10 codes per signed-in account, 30 per client address when signed out (many phones share an address
 * behind a Nigerian carrier's NAT, so the address allowance is wider).
 */
export const CODE_CHECK_WINDOW_MS = 10 * 60 * 1000;
export const CODE_CHECKS_PER_ACCOUNT = 10;
export const CODE_CHECKS_PER_ADDRESS = 30;

export function codeCheckWindow(now: Date): { readonly index: number; readonly endsAt: Date } {
  const index = Math.floor(now.getTime() / CODE_CHECK_WINDOW_MS);
  return { index, endsAt: new Date((index + 1) * CODE_CHECK_WINDOW_MS) };
}

/** `count` includes this check. */
export function codeCheckAllowed(count: number, signedIn: boolean): boolean {
  return count <= (signedIn ? CODE_CHECKS_PER_ACCOUNT : CODE_CHECKS_PER_ADDRESS);
}
