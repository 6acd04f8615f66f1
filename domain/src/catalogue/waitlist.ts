// The waitlist (docs/product.md#waitlist): a customer asks to be told when something they cannot buy becomes
// available, and is mailed once, in the order they asked. Two lists, one capability: a sold-out size of a
// ready-to-wear piece (`stockAlerts`, told when units come back, as many as came back) and a pre-order piece whose
// window is closed (`preorderAlerts`, everyone told when a window for it opens). Who waits, when they are told and
// what the mail says live here; functions/src/waitlist/ does the telling.
import { compose, type Block, type MailBrand, type QueuedMail } from '../mail/mail';
import { dayKeyWords, lagosDayKey } from '../shared/lagos-time';
import type { SizeStockMap } from './stock';
import type { Availability, ProductType } from '../shared/vocab';

// ---- Who is waiting -------------------------------------------------------------------------------------------

/** `stockAlerts/{productId}_{size}_{uid}`: at most one request per customer, product and size. */
export const stockAlertId = (productId: string, size: string, uid: string): string => `${productId}_${size}_${uid}`;

/** `preorderAlerts/{productId}_{uid}`: one per customer and piece (a window opens for the piece, not a size). */
export const preorderAlertId = (productId: string, uid: string): string => `${productId}_${uid}`;

/**
 * `mail/{id}` of the mail that answers one request: the request's id and when it was made, so a request asked
 * again after it was answered gets its own mail, and a retried telling writes none twice.
 */
export const backInStockMailId = (alertId: string, askedAt: Date): string =>
  `back-in-stock-${alertId}-${askedAt.getTime()}`;
export const preorderOpenMailId = (alertId: string, askedAt: Date): string =>
  `preorder-open-${alertId}-${askedAt.getTime()}`;

export interface WindowForAlerts {
  readonly active: boolean;
  readonly startAt: Date | null;
  readonly endAt: Date | null;
}

/**
 * A window takes pre-orders while staff have it switched on: the same test checkout prices by
 * (`checkoutUnitPrice`), so the page never offers both "Add to cart" and "tell me when pre-orders open". Its dates
 * are shown to customers but not enforced, at checkout or here (docs/product.md#waitlist says why).
 */
export function windowOpenNow(
  window: (Pick<WindowForAlerts, 'active'> & Partial<WindowForAlerts>) | null | undefined,
): boolean {
  return window?.active === true;
}

interface Piece {
  readonly type: ProductType;
  readonly active: boolean;
}

/** A customer may ask about a size of a ready-to-wear piece on sale that is sold out now. */
export function canAskWhenBack(
  product: Piece & { availability: Partial<Record<string, Availability>> },
  size: string,
): boolean {
  return product.type === 'RTW' && product.active && (product.availability[size] ?? 'out') === 'out';
}

/** A customer may ask on a pre-order piece on sale whose window is not open now (or that has none). */
export function canAskWhenOpen(product: Piece, window: WindowForAlerts | null | undefined): boolean {
  return product.type === 'PREORDER' && product.active && !windowOpenNow(window);
}

// ---- When to tell them ----------------------------------------------------------------------------------------

export interface WaitingRequest {
  readonly id: string;
  readonly createdAt: Date;
}

/** The order requests are answered in: who asked first (ties by id, so every reader agrees). */
export function askOrder<T extends WaitingRequest>(waiting: readonly T[]): T[] {
  return [...waiting].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

/** The units each size gained from `before` to `after` (sizes that rose only): what may be told. */
export function unitsReturned(before: SizeStockMap, after: SizeStockMap): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [size, level] of Object.entries(after)) {
    const rise = (level?.onHand ?? 0) - (before[size]?.onHand ?? 0);
    if (rise > 0) out[size] = rise;
  }
  return out;
}

/**
 * Stock came back: who is told when `returned` units of a size come back and `onHandNow` are there when we tell.
 * The first to ask, one each, as many as the units returned and still there (3 back, 5 waiting → the first 3; the
 * other 2 wait for the next return). A product no longer on sale or no longer ready-to-wear tells nobody; its
 * requests keep waiting.
 */
export function whomToTell<T extends WaitingRequest>(
  waiting: readonly T[],
  returned: number,
  onHandNow: number,
  product: Piece | null,
): T[] {
  if (product?.type !== 'RTW' || !product.active) return [];
  const n = Math.max(0, Math.min(Math.floor(returned), Math.floor(onHandNow)));
  return askOrder(waiting).slice(0, n);
}

export type PreorderAlertFate = 'tell' | 'close' | 'wait';

/**
 * A window opened: what becomes of the requests waiting on a piece. Told when its window is open, closed without
 * mail when the piece is gone, archived or no longer a pre-order (there is nothing to tell them), left waiting
 * otherwise.
 */
export function preorderAlertFate(
  product: Piece | null,
  window: WindowForAlerts | null | undefined,
): PreorderAlertFate {
  if (product?.type !== 'PREORDER' || !product.active) return 'close';
  return windowOpenNow(window) ? 'tell' : 'wait';
}

/** Whom to mail when a window opens: everyone waiting, first asked first (a window has no stock to run out). */
export const whomToTellWhenOpen = <T extends WaitingRequest>(waiting: readonly T[]): T[] => askOrder(waiting);

// ---- What the mail says ---------------------------------------------------------------------------------------

/** Both mails: the news, why we write, a button straight to the piece, and that this is the only mail. */
function waitlistMail(to: string, subject: string, blocks: readonly Block[], brand: MailBrand): QueuedMail {
  const onlyMail = 'This is the only mail about this request. To hear about it again, ask again on the page.';
  return compose(to, subject, [...blocks, { kind: 'p', text: onlyMail }], brand);
}

export interface BackInStockMailInput {
  readonly to: string;
  readonly productName: string;
  readonly size: string;
  /** The product's slug (or id): the mail links to its page with the size chosen. */
  readonly productKey: string;
}

/** The product page starting on a size (web/src/config/paths.ts builds the same): '/product/kente-midi?size=L'. */
export const productSizePath = (key: string, size: string): string =>
  `/product/${encodeURIComponent(key)}?size=${encodeURIComponent(size)}`;

/** The size is back, few may be left, a button straight to it. */
export function backInStockMail(input: BackInStockMailInput, brand: MailBrand): QueuedMail {
  const piece = `${input.productName} in size ${input.size}`;
  return waitlistMail(
    input.to,
    `${brand.name}: ${piece} is back`,
    [
      { kind: 'p', text: 'Good news: {} is back in stock.', strong: piece },
      {
        kind: 'p',
        text:
          'You asked us to tell you, so we are writing to the first to ask, one each, as many as came back. ' +
          'It is first come, first served: we cannot hold it for you.',
      },
      {
        kind: 'button',
        label: `Shop size ${input.size}`,
        href: `${brand.siteUrl}${productSizePath(input.productKey, input.size)}`,
      },
    ],
    brand,
  );
}

export interface PreorderOpenMailInput {
  readonly to: string;
  readonly productName: string;
  /** The window's name ('Detty December drop'). */
  readonly windowName: string;
  /** When the window closes, if it says; shown so the customer knows how long they have. */
  readonly endAt: Date | null;
  /** The product's slug (or id): the mail links to its page. */
  readonly productKey: string;
}

/** Pre-orders are open, until when, a button straight to the piece. */
export function preorderOpenMail(input: PreorderOpenMailInput, brand: MailBrand): QueuedMail {
  const until = input.endAt
    ? ` takes pre-orders until ${dayKeyWords(lagosDayKey(input.endAt))}`
    : ' takes pre-orders now';
  return waitlistMail(
    input.to,
    `${brand.name}: pre-orders for ${input.productName} are open`,
    [
      { kind: 'p', text: 'Good news: pre-orders for {} are open.', strong: input.productName },
      {
        kind: 'p',
        text: `${input.windowName}${until}. You asked us to tell you, so you are among the first to know.`,
      },
      {
        kind: 'button',
        label: 'Pre-order now',
        href: `${brand.siteUrl}/product/${encodeURIComponent(input.productKey)}`,
      },
    ],
    brand,
  );
}

// ---- Demand, for the back office ------------------------------------------------------------------------------

export interface OpenRequest {
  readonly productId: string;
  readonly productName: string;
  readonly size: string;
}

/** Open requests per size of one product ({ L: 5, XL: 2 }), for the back office's size table. */
export function waitingBySize(requests: readonly Pick<OpenRequest, 'size'>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of requests) out[r.size] = (out[r.size] ?? 0) + 1;
  return out;
}

export interface WantedSize {
  readonly productId: string;
  readonly productName: string;
  readonly size: string;
  readonly waiting: number;
}

/** The sizes most asked for, most first (then by name and size): demand to plan production from. */
export function mostWanted(requests: readonly OpenRequest[], limit = 10): WantedSize[] {
  const by = new Map<string, WantedSize>();
  for (const r of requests) {
    const key = `${r.productId}\u0000${r.size}`;
    const seen = by.get(key);
    by.set(key, {
      productId: r.productId,
      productName: r.productName,
      size: r.size,
      waiting: (seen?.waiting ?? 0) + 1,
    });
  }
  return [...by.values()]
    .sort((a, b) => b.waiting - a.waiting || a.productName.localeCompare(b.productName) || a.size.localeCompare(b.size))
    .slice(0, limit);
}

export type WantedPiece = Omit<WantedSize, 'size'>;

/** Customers waiting per pre-order piece, most first (then by name): the demand a new window can be planned on. */
export function waitingByPiece(
  requests: readonly { readonly productId: string; readonly productName: string }[],
  limit = 10,
): WantedPiece[] {
  const by = new Map<string, WantedPiece>();
  for (const r of requests) {
    const seen = by.get(r.productId);
    by.set(r.productId, { productId: r.productId, productName: r.productName, waiting: (seen?.waiting ?? 0) + 1 });
  }
  return [...by.values()]
    .sort((a, b) => b.waiting - a.waiting || a.productName.localeCompare(b.productName))
    .slice(0, limit);
}
