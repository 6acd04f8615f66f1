// The first page's Firestore reads, started by an inline script in index.html while the app's JavaScript is still
// downloading (web/vite/first-visit.ts inlines `startEarlyQueries` with its config): the shop settings (branding) on every
// page, and the products of `/` and `/shop`. On a 400 ms mobile link this saves the JS download and the SDK's
// CORS preflight before the shop's first products and their images, and the first render has the real branding.
//
// The requests are the Firestore REST calls the Lite SDK makes (same runQuery, same filters and order), sent as
// CORS *simple* requests: GET, or POST with a text/plain body, the API key in the URL and no custom headers, so
// the browser sends no preflight. They read only what firestore.rules lets a signed-out visitor read (settings,
// active products), which is what every visitor's first page shows. The app takes the results through lib/first-page-results.ts
// and parses them with its own converters; anything missing, failed or older than `maxAgeMs` is fetched again
// by the SDK, so this can only make the first page faster, never different.
//
// `startEarlyQueries` is serialised with Function#toString: it must not use anything from outside its body.
import { FEATURED_PRODUCTS, SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { PRODUCT_TYPES, SIZES } from '@aso/domain/shared/vocab';
import type { AppEnv, HostPort } from './env';

/** /shop's first row on a phone, whose pictures load with high priority (ProductGrid's default priorityCount). */
const SHOP_PRIORITY_IMAGES = 2;

/** Where Firestore's REST API and Storage's download URLs live: the emulators, or Google's hosts. */
export function serviceOrigins(env: AppEnv): { readonly firestore: string; readonly storage: string } {
  const at = (service: HostPort | undefined, google: string) =>
    service ? `http://${service.host}:${service.port}` : google;
  return {
    firestore: at(env.emulators.firestore, 'https://firestore.googleapis.com'),
    storage: at(env.emulators.storage, 'https://firebasestorage.googleapis.com'),
  };
}

/**
 * The script's config for this build's env (web/vite/first-visit.ts inlines it; tests run the script with it). `cardSizes`
 * is @aso/domain/catalogue/site-pictures' CARD_PICTURE_SIZES, passed in so the app's entry chunk (which imports this module
 * for `earlyKeys`) does not carry the picture helpers the catalogue chunk has.
 */
export function earlyQueriesConfig(env: AppEnv, cardSizes: string): EarlyQueriesConfig {
  const { firestore, storage } = serviceOrigins(env);
  return {
    documents: `${firestore}/v1/projects/${env.firebase.projectId}/databases/(default)/documents`,
    apiKey: env.firebase.apiKey,
    storage: `${storage}/v0/b/${encodeURIComponent(env.firebase.storageBucket)}/o/`,
    shopPageSize: SHOP_PAGE_SIZE,
    featuredCount: FEATURED_PRODUCTS,
    productTypes: PRODUCT_TYPES,
    sizes: SIZES,
    preloadImages: SHOP_PRIORITY_IMAGES,
    cardSizes,
  };
}

export interface EarlyQueriesConfig {
  /** `<origin>/v1/projects/<project>/databases/(default)/documents` (emulator or firestore.googleapis.com). */
  readonly documents: string;
  readonly apiKey: string;
  /** `<origin>/v0/b/<bucket>/o/`: Storage paths of product images become `<storage><encoded path>?alt=media`. */
  readonly storage: string;
  readonly shopPageSize: number;
  readonly featuredCount: number;
  readonly productTypes: readonly string[];
  readonly sizes: readonly string[];
  /** How many of /shop's first images to fetch as soon as the products are known (the first row on a phone). */
  readonly preloadImages: number;
  /** A card picture's `sizes` (lib/image-sources.tsx), so a preload picks the copy the card will. */
  readonly cardSizes: string;
}

/** What the inline script leaves on `window.__asoEarly` for the app. */
export interface EarlyStore {
  /** `Date.now()` when the requests started. */
  readonly startedAt: number;
  /** Pending REST responses (JSON) by key: see `earlyKeys`. */
  readonly results: Record<string, Promise<unknown> | undefined>;
}

/** Keys of the early results; the script builds the same strings (it cannot import this). */
export const earlyKeys = {
  shopPage: (type: string | null, size: string | null) => `shop:${type ?? ''}:${size ?? ''}`,
  shopCount: (type: string | null, size: string | null) => `shopCount:${type ?? ''}:${size ?? ''}`,
  /** A server-drawn /shop's aisle view (search, size, prices, sort…), by the URL's search part: page 1 and its count. */
  shopView: (search: string) => `shopView:${search}`,
  shopViewCount: (search: string) => `shopViewCount:${search}`,
  /** The collections a server-drawn /shop offers in its filter (a list of names). */
  shopCollections: 'shopCollections',
  /** `settings/global` (every page: branding, WhatsApp number). */
  settings: 'settings',
  featured: 'featured',
  /** The first ready-to-wear pieces by name, when fewer than 4 are featured (null when not needed). */
  featuredFill: 'featuredFill',
  /** A product page's product, by the key in its URL (only a server-rendered page carries it). */
  product: (key: string) => `product:${key}`,
  /** The active windows, newest start first: asked for early on `/`, carried by a server-rendered /preorder. */
  preorderWindows: 'preorderWindows',
  /** /preorder's first page of pieces (only a server-rendered page carries it). */
  preorderPage: 'preorderPage',
  /** The public sales and free delivery still to end (lib/offers.ts): asked for early on `/`, carried by server pages. */
  offers: 'offers',
} as const;

export function startEarlyQueries(
  config: EarlyQueriesConfig,
  win: Window & { __asoEarly?: EarlyStore; __asoServer?: unknown } = window,
): void {
  type Filter = Record<string, unknown>;
  const results: Record<string, Promise<unknown> | undefined> = {};
  win.__asoEarly = { startedAt: Date.now(), results };

  const path = win.location.pathname.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(win.location.search);
  const str = (value: string) => ({ stringValue: value });
  const equal = (field: string, value: unknown): Filter => ({
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value },
  });
  const all = (filters: Filter[]): Filter =>
    filters.length === 1 ? (filters[0] ?? {}) : { compositeFilter: { op: 'AND', filters } };
  const byName = [
    { field: { fieldPath: 'name' }, direction: 'ASCENDING' },
    { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
  ];
  const products = (filters: Filter[], limit: number) => ({
    // eslint-disable-next-line no-restricted-syntax -- serialised alone; lib/data/__tests__ checks it against dataPaths
    structuredQuery: { from: [{ collectionId: 'products' }], where: all(filters), orderBy: byName, limit },
  });
  // Each request starts in a task of its own: starting a cross-origin fetch costs a phone's main thread tens of
  // milliseconds, and five of them in one task blocked a tap on `/` for longer than the page's whole budget.
  const request = (url: string, init?: RequestInit): Promise<unknown> => {
    const pending = new Promise((ownTask) => setTimeout(ownTask, 0))
      .then(() => fetch(`${url}?key=${encodeURIComponent(config.apiKey)}`, init))
      .then((response) => {
        if (!response.ok) throw new Error(`Firestore answered HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      });
    pending.catch(() => undefined); // the app falls back to the SDK; no unhandled rejection here
    return pending;
  };
  // A string body is sent as text/plain;charset=UTF-8, a CORS-safelisted type: no preflight.
  const post = (verb: string, body: unknown) =>
    request(`${config.documents}:${verb}`, { method: 'POST', body: JSON.stringify(body) });
  interface RestDoc {
    fields?: { images?: { arrayValue?: { values?: { stringValue?: string }[] } } };
  }
  const docs = (rows: unknown): RestDoc[] =>
    Array.isArray(rows)
      ? (rows as ({ document?: RestDoc } | null)[]).flatMap((row) => (row?.document ? [row.document] : []))
      : [];
  // The picture a card shows (lib/image-sources.tsx pictureSource): the first non-blank entry; URLs and site paths
  // as they are; a product picture as the site's copies (the same srcset and sizes, so the card reuses the
  // download); any other Storage path from Storage.
  const imageSource = (images: readonly { stringValue?: string }[]): { href: string; srcset?: string } | null => {
    const first = images
      .map((v) => (typeof v.stringValue === 'string' ? v.stringValue.trim() : ''))
      .find((v) => v !== '');
    if (!first) return null;
    if (/^https?:\/\//i.test(first) || first.startsWith('/') || first.startsWith('data:')) return { href: first };
    const path = first.replace(/^\/+/, '');
    const file = path.startsWith('products/') ? path.slice('products/'.length) : '';
    if (file === '' || file.includes('/')) return { href: `${config.storage}${encodeURIComponent(path)}?alt=media` };
    const copy = (width: number) => `/img/${width}/products/${encodeURIComponent(file)}`;
    return { href: copy(600), srcset: [360, 400, 600, 800].map((w) => `${copy(w)} ${w}w`).join(', ') };
  };
  const active = equal('active', { booleanValue: true });

  results.settings = request(`${config.documents}/settings/global`);

  // A server-rendered /shop carries its products and their first pictures (window.__asoServer): nothing to ask.
  if (path === '/shop' && !win.__asoServer) {
    const page = params.get('page');
    if (page !== null && page !== '' && page !== '1') return;
    // An aisle (size, search, prices, sort, collection) is worked out over the catalogue by the app: nothing to ask.
    if (['size', 'q', 'sort', 'min', 'max', 'collection'].some((name) => (params.get(name) ?? '') !== '')) return;
    const typeParam = params.get('type');
    const type = typeParam !== null && config.productTypes.includes(typeParam) ? typeParam : null;
    const filters = [active];
    if (type) filters.push(equal('type', str(type)));
    const key = `${type ?? ''}:`;
    const list = post('runQuery', products(filters, config.shopPageSize));
    results[`shop:${key}`] = list;
    results[`shopCount:${key}`] = post('runAggregationQuery', {
      structuredAggregationQuery: {
        aggregations: [{ alias: 'count', count: {} }],
        // eslint-disable-next-line no-restricted-syntax -- serialised alone; lib/data/__tests__ checks it against dataPaths
        structuredQuery: { from: [{ collectionId: 'products' }], where: all(filters) },
      },
    });
    // The first row's pictures are the page's largest paint: fetch them now rather than after React renders.
    list.then(
      (rows) => {
        for (const doc of docs(rows).slice(0, config.preloadImages)) {
          const source = imageSource(doc.fields?.images?.arrayValue?.values ?? []);
          if (!source) continue;
          const link = win.document.createElement('link');
          link.rel = 'preload';
          link.setAttribute('as', 'image');
          link.setAttribute('fetchpriority', 'high');
          if (source.srcset) {
            link.setAttribute('imagesrcset', source.srcset);
            link.setAttribute('imagesizes', config.cardSizes);
          }
          link.href = source.href;
          win.document.head.appendChild(link);
        }
      },
      () => undefined,
    );
  } else if (path === '/') {
    const rtw = [active, equal('type', str('RTW'))];
    const featured = post(
      'runQuery',
      products([...rtw, equal('featured', { booleanValue: true })], config.featuredCount),
    );
    results.featured = featured;
    results.featuredFill = featured.then((rows) =>
      docs(rows).length < config.featuredCount ? post('runQuery', products(rtw, config.featuredCount)) : null,
    );
    results.featuredFill.catch(() => undefined);
    // The cards' sale prices (lib/offers.ts getPublicOffers: the same query). With them here, a guest's `/` runs
    // no SDK at all: Firestore Lite's evaluation was most of the page's blocking time.
    const endsAt = { fieldPath: 'endsAt' };
    results.offers = post('runQuery', {
      structuredQuery: {
        // eslint-disable-next-line no-restricted-syntax -- serialised alone; lib/data/__tests__ checks it against dataPaths
        from: [{ collectionId: 'publicPromotions' }],
        where: {
          compositeFilter: {
            op: 'OR',
            filters: [
              { unaryFilter: { op: 'IS_NULL', field: endsAt } },
              {
                fieldFilter: { field: endsAt, op: 'GREATER_THAN', value: { timestampValue: new Date().toISOString() } },
              },
            ],
          },
        },
      },
    });
  }
  // The open windows (lib/preorder-windows.ts): `/`'s promo strip and a product page's pre-order alert. With them
  // here, a guest's `/` and product page run no SDK at all (the product page carries its product from the server).
  if (path === '/' || path.startsWith('/product/'))
    results.preorderWindows = post('runQuery', {
      structuredQuery: {
        // eslint-disable-next-line no-restricted-syntax -- serialised alone; lib/data/__tests__ checks it against dataPaths
        from: [{ collectionId: 'preorderWindows' }],
        where: active,
        orderBy: [{ field: { fieldPath: 'startAt' }, direction: 'DESCENDING' }],
      },
    });
}
