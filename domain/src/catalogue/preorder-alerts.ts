// 'Tell me when pre-orders open' (docs/product.md#pre-order-alerts): a customer asks about a pre-order piece whose
// window is closed (ended, not yet open, or none); when a window for the piece is open, everyone waiting is mailed
// once, in the order they asked. One request per customer and piece: a window opens for the whole piece, not a size.
import { compose, type MailBrand, type QueuedMail } from '../mail/mail';
import { dayKeyWords, lagosDayKey } from '../shared/lagos-time';
import type { ProductType } from '../shared/vocab';
import { askOrder, type WaitingRequest } from './back-in-stock';

/** `preorderAlerts/{productId}_{uid}`: at most one request per customer and piece. */
export const preorderAlertId = (productId: string, uid: string): string => `${productId}_${uid}`;

/** `mail/{id}` of the mail that answers one request (a request asked again after its mail gets its own). */
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
 * are shown to customers but not enforced, at checkout or here (docs/product.md#pre-order-alerts says why).
 */
export function windowOpenNow(
  window: (Pick<WindowForAlerts, 'active'> & Partial<WindowForAlerts>) | null | undefined,
): boolean {
  return window?.active === true;
}

interface PreorderPiece {
  readonly type: ProductType;
  readonly active: boolean;
}

/** A customer may ask on a pre-order piece on sale whose window is not open now (or that has none). */
export function canAskWhenOpen(product: PreorderPiece, window: WindowForAlerts | null | undefined): boolean {
  return product.type === 'PREORDER' && product.active && !windowOpenNow(window);
}

export type PreorderAlertFate = 'tell' | 'close' | 'wait';

/**
 * What becomes of the requests waiting on a piece: told when its window is open, closed without mail when the piece
 * is gone, archived or no longer a pre-order (there is nothing to tell them), left waiting otherwise.
 */
export function preorderAlertFate(
  product: PreorderPiece | null,
  window: WindowForAlerts | null | undefined,
): PreorderAlertFate {
  if (product?.type !== 'PREORDER' || !product.active) return 'close';
  return windowOpenNow(window) ? 'tell' : 'wait';
}

/** Whom to mail, and in what order: everyone waiting, first asked first (a window has no stock to run out). */
export const whomToTellWhenOpen = <T extends WaitingRequest>(waiting: readonly T[]): T[] => askOrder(waiting);

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

/** The one mail a request gets: pre-orders are open, until when, a button straight to the piece. */
export function preorderOpenMail(input: PreorderOpenMailInput, brand: MailBrand): QueuedMail {
  const until = input.endAt
    ? ` takes pre-orders until ${dayKeyWords(lagosDayKey(input.endAt))}`
    : ' takes pre-orders now';
  return compose(
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
      { kind: 'p', text: 'This is the only mail about this request. To hear about it again, ask again on the page.' },
    ],
    brand,
  );
}

export interface WantedPiece {
  readonly productId: string;
  readonly productName: string;
  readonly waiting: number;
}

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
