// The product feeds Meta (Commerce Manager: Facebook and Instagram Shops) and Google Merchant Center fetch
// (`/feeds/meta.csv`, `/feeds/google.xml`; docs/product.md#product-feeds names the published specifications and why
// each availability value is the one chosen). One item per piece and size, built from the products the storefront
// shows at the price the checkout charges (checkout.checkoutUnitPrice). Pure: the caller reads Firestore.
import { fitOf, leadTimeOf, sizesOf } from '../catalogue/catalogue';
import { checkoutUnitPrice } from '../checkout/checkout';
import { saleOrNextOf, salePrice, type PublicOffer } from '../promotions/promotions';
import type { Availability, ProductType } from '../shared/vocab';

const DAY_MS = 86_400_000;

/** What a feed needs of `products/{id}`. */
export interface FeedProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  price: number;
  type: ProductType;
  active: boolean;
  images: readonly string[];
  sizeOptions: readonly string[];
  leadTimeDays: number | null;
  preorderWindowId: string | null;
  availability: Partial<Record<string, Availability>>;
  /** The named collection, which a sale may cover; absent = none. */
  collection?: string | null;
}

/** What a feed needs of `preorderWindows/{id}`. */
export interface FeedWindow {
  active: boolean;
  endAt: Date | null;
}

/**
 * Whether a customer can have the piece now: from stock ('in'), not at all ('out'), ordered ahead of a release
 * ('preorder', shipping from `availableOn`), or made after the order within the lead time ('made_to_order').
 */
export type FeedStock = 'in' | 'out' | 'preorder' | 'made_to_order';

export interface FeedItem {
  id: string;
  /** The product's id for every size of a piece sold in sizes; null for a piece made to measure (one item). */
  itemGroupId: string | null;
  size: string | null;
  title: string;
  description: string;
  /** The product page, with the size chosen and the feed's own campaign tags (docs/product.md#channels). */
  link: string;
  /** The 1200 × 630 JPEG copy of the first picture (`/og/<slug>.jpg`). */
  imageLink: string;
  brand: string;
  condition: 'new';
  /** Whole naira: the piece's own price (what checkout charges outside a sale). */
  price: number;
  /**
   * The sale running now, or else the next one, with its window: the platforms show `sale_price` only inside it,
   * and checkout charges it at exactly those times (promotions.saleOf). Null: no sale.
   */
  sale: { price: number; from: Date; to: Date } | null;
  stock: FeedStock;
  /** The day a pre-order or made-to-order piece ships at the earliest; null for stock and for an unknown date. */
  availableOn: Date | null;
  productType: string;
}

export type FeedChannel = 'meta' | 'google';

/** The campaign tags a feed's links carry, so an order from a Shop or a Shopping listing is counted there. */
export const FEED_UTM: Readonly<Record<FeedChannel, { source: string; medium: string }>> = {
  meta: { source: 'meta', medium: 'catalog' },
  google: { source: 'google', medium: 'shopping' },
};

const TYPE_WORDS: Readonly<Record<ProductType, string>> = {
  RTW: 'Ready-to-wear',
  MTO: 'Made to order',
  PREORDER: 'Pre-order',
};

/** Spec limits both feeds respect (the tighter of the two: Google's). */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;

/** Plain text on one line per paragraph, without characters XML 1.0 forbids, cut at a limit on a word. */
export function feedText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `38500.00 NGN`: the feeds' price format (number, a space, the ISO 4217 code). */
export function feedPrice(naira: number): string {
  return `${naira.toFixed(2)} NGN`;
}

/** ISO 8601 at the minute in UTC (`2026-12-05T09:00Z`), the form both specs show. */
export function feedDate(date: Date): string {
  return `${date.toISOString().slice(0, 16)}Z`;
}

interface FeedArgs {
  products: readonly FeedProduct[];
  windows: ReadonlyMap<string, FeedWindow>;
  /** The shop's public address, no trailing slash. */
  origin: string;
  brand: string;
  now: Date;
  /** The public offers: the sales the storefront shows (and checkout charges), running or to come. */
  offers?: readonly PublicOffer[];
}

/**
 * Every item of a feed, in the products' order. A product the checkout would refuse (inactive, a closed pre-order
 * window) or that costs nothing is left out; a ready-to-wear size without stock is listed as out of stock, so a
 * tag on a post still finds it and says so. A pre-order ships the lead time after its window closes.
 */
export function feedItems(args: FeedArgs, channel: FeedChannel): FeedItem[] {
  const items: FeedItem[] = [];
  for (const product of args.products) {
    const price = checkoutUnitPrice(product, args.windows);
    if (price === null || !(price > 0)) continue;
    const base = {
      title: feedText(product.name, TITLE_MAX),
      description: feedText(
        product.description || `${product.name}. ${TYPE_WORDS[product.type]} by ${args.brand}.`,
        DESCRIPTION_MAX,
      ),
      imageLink: `${args.origin}/og/${encodeURIComponent(product.slug || product.id)}.jpg`,
      brand: args.brand,
      condition: 'new' as const,
      price,
      sale: feedSale(product, price, args.offers ?? [], args.now),
      productType: TYPE_WORDS[product.type],
    };
    const availableOn = shipsOn(product, args.windows, args.now);
    const link = (size: string | null) => productLink(args.origin, product.slug || product.id, size, channel);
    if (fitOf(product) === 'measurements') {
      const stock = product.type === 'PREORDER' ? 'preorder' : 'made_to_order';
      items.push({ ...base, id: product.id, itemGroupId: null, size: null, link: link(null), stock, availableOn });
      continue;
    }
    for (const size of sizesOf(product)) {
      const stock: FeedStock =
        product.type === 'PREORDER' ? 'preorder' : (product.availability[size] ?? 'out') === 'out' ? 'out' : 'in';
      items.push({
        ...base,
        id: `${product.id}-${size}`,
        itemGroupId: product.id,
        size,
        link: link(size),
        stock,
        availableOn: stock === 'preorder' ? availableOn : null,
      });
    }
  }
  return items;
}

/** A sale with both ends (every sale has them) that lowers the price: its price and window; else null. */
function feedSale(product: FeedProduct, price: number, offers: readonly PublicOffer[], now: Date): FeedItem['sale'] {
  const sale = saleOrNextOf(
    { productId: product.id, collection: product.collection ?? null, type: product.type },
    offers,
    now,
  );
  if (!sale?.startsAt || !sale.endsAt) return null;
  const reduced = salePrice(price, sale.percent);
  return reduced < price && reduced > 0 ? { price: reduced, from: sale.startsAt, to: sale.endsAt } : null;
}

/** `2026-12-05T09:00Z/2026-12-26T22:59Z`: an ISO 8601 interval, the form both specs give for a sale's dates. */
export function feedDateRange(from: Date, to: Date): string {
  return `${feedDate(from)}/${feedDate(to)}`;
}

function productLink(origin: string, key: string, size: string | null, channel: FeedChannel): string {
  const query = new URLSearchParams();
  if (size) query.set('size', size);
  query.set('utm_source', FEED_UTM[channel].source);
  query.set('utm_medium', FEED_UTM[channel].medium);
  return `${origin}/product/${encodeURIComponent(key)}?${query.toString()}`;
}

/**
 * The earliest day the piece ships: made to order, its lead time from today; a pre-order, the house lead time after
 * its window closes (from today when the close has passed); null for a pre-order whose window has no end, or none.
 */
function shipsOn(product: FeedProduct, windows: ReadonlyMap<string, FeedWindow>, now: Date): Date | null {
  const lead = leadTimeOf(product) * DAY_MS;
  if (product.type === 'MTO') return new Date(now.getTime() + lead);
  if (product.type !== 'PREORDER' || product.preorderWindowId === null) return null;
  const endAt = windows.get(product.preorderWindowId)?.endAt;
  if (!endAt) return null;
  return new Date(Math.max(endAt.getTime(), now.getTime()) + lead);
}
