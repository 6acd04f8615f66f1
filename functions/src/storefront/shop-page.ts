// The first visit to /shop as HTML with its first page already drawn (Firebase Hosting rewrites `/shop` here;
// web/src/ssr/render-shop.tsx has the why). The reads are the ones the browser would make as a signed-out
// visitor (active products only, the same filters and order), so the page shows nothing the rules would not.
// Anything that goes wrong serves index.html as it is: the app then reads and draws the page itself, as it
// does for every other path.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SHOP_CATALOGUE_WINDOW, SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { isPlainShopQuery, type ShopQuery } from '@aso/domain/catalogue/shop-aisles';
import { collectionNames } from '@aso/domain/catalogue/catalogue';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { settingsDoc, storefrontPreorderWindows, storefrontProducts } from '../lib/collections';
import { shopPageFellBack } from '../lib/logs';
import { countResponse, runQueryResponse, settingsDocument } from './rest-json';
import { RENDERED_SECONDS, storefrontOffers } from './offers';

/** web/src/ssr/render-shop.tsx, as functions/build.ts bundles it beside index.js. */
export interface ShopRenderer {
  shopRequest(url: string): { readonly filters: ShopQuery; readonly page: number };
  renderShopPage(
    template: string,
    data: {
      url: string;
      products: unknown;
      count: unknown;
      /** The public offers (sales, free delivery) as a runQuery response, so the cards show sale prices. */
      offers: unknown;
      windows?: unknown;
      collections?: readonly string[];
      /** settings/global as a REST document, or null: the app's branding, carried so no early read is needed. */
      settings?: unknown;
      storageUrl: (path: string) => string;
    },
  ): string;
}

/** What every page drawn on the server needs: the reads, the picture host, index.html and the bundled renderer. */
export interface PageDeps<R> {
  readonly db: Firestore;
  readonly projectId: string;
  /** Where product pictures are downloaded from, as the browser does: `<origin>/v0/b/<bucket>/o/`. */
  readonly storageBase: string;
  readonly template: () => Promise<string>;
  readonly renderer: () => R;
  /** The moment a page is drawn (which sales run); the system clock when absent. */
  readonly clock?: () => Date;
}

export type ShopPageDeps = PageDeps<ShopRenderer>;

export interface ShopPageResponse {
  readonly status: number;
  readonly html: string;
  readonly cacheControl: string;
}

/** A minute at the CDN: every visitor in that minute gets the same bytes; browsers always revalidate. */
export const RENDERED_CACHE = `public, max-age=0, s-maxage=${RENDERED_SECONDS}`;
/** index.html as Hosting serves it (firebase.json headers). */
const TEMPLATE_CACHE = 'no-cache';

/** index.html as it is, for the app to draw the page itself (404 when the address names nothing). */
export const templateResponse = (template: string, status = 200): ShopPageResponse => ({
  status,
  html: template,
  cacheControl: TEMPLATE_CACHE,
});

/**
 * A page drawn here, shared at the CDN for a minute, or less when a sale starts or ends sooner (storefront/offers.ts):
 * a kept page never shows a price the checkout no longer charges.
 */
export const renderedResponse = (html: string, seconds = RENDERED_SECONDS): ShopPageResponse => ({
  status: 200,
  html,
  cacheControl: seconds >= RENDERED_SECONDS ? RENDERED_CACHE : `public, max-age=0, s-maxage=${Math.max(0, seconds)}`,
});

export function storageDownloadUrl(storageBase: string, file: string): string {
  return `${storageBase}${encodeURIComponent(file)}?alt=media`;
}

/** The plain shop's query (a type at most), as the browser's early read and the app make it. */
function shopQuery(db: Firestore, filters: ShopQuery): Query {
  let query: Query = storefrontProducts(db).where('active', '==', true);
  if (filters.type) query = query.where('type', '==', filters.type);
  return query;
}

/** The pieces of one page: the plain shop's page and count, or the active catalogue an aisle view is made from. */
async function shopReads(
  db: Firestore,
  projectId: string,
  filters: ShopQuery,
): Promise<{ products: unknown; count: unknown; collections?: string[] }> {
  const byName = (query: Query) => query.orderBy('name').orderBy(FieldPath.documentId());
  if (!isPlainShopQuery(filters)) {
    const catalogue = await byName(storefrontProducts(db).where('active', '==', true))
      .limit(SHOP_CATALOGUE_WINDOW)
      .get();
    return { products: runQueryResponse(catalogue.docs, projectId), count: null };
  }
  const query = shopQuery(db, filters);
  // The collection filter's choices, from the active products' `collection` alone (a projection: a few bytes each).
  const [list, count, named] = await Promise.all([
    byName(query).limit(SHOP_PAGE_SIZE).get(),
    query.count().get(),
    storefrontProducts(db).where('active', '==', true).select('collection').limit(SHOP_CATALOGUE_WINDOW).get(),
  ]);
  return {
    products: runQueryResponse(list.docs, projectId),
    count: countResponse(count.data().count),
    collections: collectionNames(
      named.docs.map((d) => ({ collection: (d.get('collection') as string | null) ?? null })),
    ),
  };
}

/** The active pre-order windows, newest start first; async, so a failure is a rejection the page's catch sees. */
async function activeWindows(db: Firestore) {
  return storefrontPreorderWindows(db).where('active', '==', true).orderBy('startAt', 'desc').get();
}

/** settings/global; async like the reads beside it, so a failure is a rejection too. */
async function settingsRead(db: Firestore) {
  return settingsDoc(db).get();
}

export async function renderShopResponse(deps: ShopPageDeps, url: string): Promise<ShopPageResponse> {
  const template = await deps.template();
  try {
    const renderer = deps.renderer();
    const { filters, page } = renderer.shopRequest(url);
    // Later pages are reached from the first by the app (or by a shared link, rare): the app draws those.
    if (page !== 1) return templateResponse(template);
    const now = (deps.clock ?? (() => new Date()))();
    // The active windows too: a card offers a pre-order only while its window is open.
    // The settings as well, for the app's branding: the page then needs none of the head script's early reads.
    const [reads, windows, offers, settings] = await Promise.all([
      shopReads(deps.db, deps.projectId, filters),
      activeWindows(deps.db),
      storefrontOffers(deps.db, now),
      settingsRead(deps.db),
    ]);
    const html = renderer.renderShopPage(template, {
      url,
      ...reads,
      windows: runQueryResponse(windows.docs, deps.projectId),
      offers: runQueryResponse(offers.docs, deps.projectId),
      settings: settingsDocument(settings, deps.projectId),
      storageUrl: (file) => storageDownloadUrl(deps.storageBase, file),
    });
    return renderedResponse(html, offers.cacheSeconds);
  } catch (error) {
    shopPageFellBack(url, error);
    return templateResponse(template);
  }
}

/** index.html of the web build: ASO_WEB_DIST (a local stack's build) or the copy functions/build.ts bundles. */
export function templateFile(): string {
  const dir = process.env.ASO_WEB_DIST?.trim() || path.join(__dirname, 'web');
  return path.join(dir, 'index.html');
}

/**
 * The template of a server-drawn page, by the host the visitor reached (Hosting's `X-Forwarded-Host`): the built
 * index.html, except under a Vite dev server named by ASO_WEB_TEMPLATE_URL (`npm start`, and the test stack's dev
 * server beside its build), whose own index.html is asked for at each request, so the page loads the dev server's
 * modules and React Refresh. Anything else (Hosting, the preview, the storefront bench's stand-in, a direct call)
 * gets the build, so a page measured or tested as the build is the build.
 */
export function liveTemplate(): (reachedHost: string | undefined) => () => Promise<string> {
  const built = templateReader(templateFile());
  const devServer = process.env.ASO_WEB_TEMPLATE_URL?.trim();
  if (!devServer) return () => built;
  const devHost = new URL(devServer).host;
  const fromDevServer = async () => {
    const response = await fetch(devServer);
    if (!response.ok) throw new Error(`The web dev server answered HTTP ${response.status} for index.html`);
    return response.text();
  };
  return (reachedHost) => (reachedHost === devHost ? fromDevServer : built);
}

/** Reads the template once per change of the file (a local stack rebuilds it; a deployed one never changes). */
export function templateReader(file: string): () => Promise<string> {
  let cached: { at: number; html: string } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.at !== mtimeMs) cached = { at: mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
