// Back-in-stock requests (docs/product.md#back-in-stock): a customer asks to be told when a sold-out size of a
// ready-to-wear piece returns; when units come back, the first to ask are told, one each, up to the units returned.
import { compose, type MailBrand, type QueuedMail } from '../mail/mail';
import type { SizeStockMap } from './stock';
import type { Availability, ProductType } from '../shared/vocab';

/** `stockAlerts/{productId}_{size}_{uid}`: at most one request per customer, product and size. */
export const stockAlertId = (productId: string, size: string, uid: string): string => `${productId}_${size}_${uid}`;

/**
 * `mail/{id}` of the mail that answers one request: the request's id and when it was made, so a request asked
 * again after it was answered gets its own mail, and a retried telling writes none twice.
 */
export const backInStockMailId = (alertId: string, askedAt: Date): string =>
  `back-in-stock-${alertId}-${askedAt.getTime()}`;

/** A customer may ask about a size of a ready-to-wear piece on sale that is sold out now. */
export function canAskWhenBack(
  product: { type: ProductType; active: boolean; availability: Partial<Record<string, Availability>> },
  size: string,
): boolean {
  return product.type === 'RTW' && product.active && (product.availability[size] ?? 'out') === 'out';
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

export interface WaitingRequest {
  readonly id: string;
  readonly createdAt: Date;
}

/** The order requests are answered in: who asked first (ties by id, so every reader agrees). */
export function askOrder<T extends WaitingRequest>(waiting: readonly T[]): T[] {
  return [...waiting].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

/**
 * Who is told when `returned` units of a size come back and `onHandNow` are there when we tell: the first to ask,
 * one each, as many as the units returned and still there (3 back, 5 waiting → the first 3; the other 2 wait for
 * the next return). A product no longer on sale or no longer ready-to-wear tells nobody; its requests keep waiting.
 */
export function whomToTell<T extends WaitingRequest>(
  waiting: readonly T[],
  returned: number,
  onHandNow: number,
  product: { type: ProductType; active: boolean } | null,
): T[] {
  if (product?.type !== 'RTW' || !product.active) return [];
  const n = Math.max(0, Math.min(Math.floor(returned), Math.floor(onHandNow)));
  return askOrder(waiting).slice(0, n);
}

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

/** The one mail a request gets: the size is back, few may be left, a button straight to it. */
export function backInStockMail(input: BackInStockMailInput, brand: MailBrand): QueuedMail {
  const piece = `${input.productName} in size ${input.size}`;
  return compose(
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
      { kind: 'p', text: 'This is the only mail about this request. To hear about it again, ask again on the page.' },
    ],
    brand,
  );
}
