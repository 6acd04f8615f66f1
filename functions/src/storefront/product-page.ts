// A product page's first visit as HTML with its preview tags and the page drawn (Firebase Hosting rewrites
// `/product/**` and `/preorder` here; web/src/ssr/render-product.tsx has the why). The reads are the ones a
// signed-out visitor's browser makes (active products only), so the page shows nothing the rules would not.
// A key that names no active product is a 404 with the shop's own not-found page (notFoundResponse); anything that
// goes wrong serves index.html as it is, and the app then reads the key itself and says what it finds.
import { PREORDER_PAGE_SIZE, PREORDER_WINDOWS_PER_QUERY } from '@aso/domain/shared/constants';
import { FieldPath, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { settingsDoc, storefrontPreorderWindows, storefrontProducts } from '../lib/collections';
import { productPageFellBack } from '../lib/logs';
import { activeProductSlugs, findActiveProduct } from './product-lookup';
import { runQueryResponse, settingsDocument } from './rest-json';
import { storefrontOffers } from './offers';
import {
  renderedResponse,
  storageDownloadUrl,
  templateResponse,
  RENDERED_CACHE,
  type PageDeps,
  type ShopPageResponse,
} from './shop-page';

/** web/src/ssr/render-product.tsx, as functions/build.ts bundles it beside index.js. */
export interface ProductRenderer {
  productKeyOf(url: string): string | null;
  renderProductPage(
    template: string,
    data: {
      url: string;
      origin: string;
      product: unknown;
      settings: unknown;
      /** The active pre-order windows as a runQuery response. */
      windows: unknown;
      /** The public offers (sales, free delivery) as a runQuery response: the sale price and "Was". */
      offers: unknown;
      storageUrl: (path: string) => string;
    },
  ): string;
  renderPreorderPage(
    template: string,
    data: {
      origin: string;
      settings: unknown;
      image: string | null;
      windows: unknown;
      products: unknown;
      offers: unknown;
      storageUrl: (path: string) => string;
    },
  ): string;
  renderNotFoundPage(
    template: string,
    data: {
      url: string;
      origin: string;
      settings: unknown;
      windows: unknown;
      storageUrl: (path: string) => string;
    },
  ): string;
  groupIdOf(url: string): string | null;
  renderGroupPage(
    template: string,
    data: {
      origin: string;
      settings: unknown;
      group: {
        id: string;
        title: string;
        productName: string;
        price: number;
        eventDate: string;
        joinDeadline: string;
        city: string;
      };
      image: string | null;
    },
  ): string;
}

export type ProductPageDeps = PageDeps<ProductRenderer>;

/**
 * A product, pre-order or group page: `draw` reads and draws it; anything that goes wrong serves index.html as it
 * is (logged with `path`), so the app draws the page itself.
 */
export async function drawOrTemplate(
  deps: ProductPageDeps,
  path: string,
  draw: (template: string, renderer: ProductRenderer) => Promise<ShopPageResponse>,
): Promise<ShopPageResponse> {
  const template = await deps.template();
  try {
    return await draw(template, deps.renderer());
  } catch (error) {
    productPageFellBack(path, error);
    return templateResponse(template);
  }
}

/** The active pre-order windows, as the app asks for them (lib/preorder-windows.ts: the same filter and order). */
function activeWindows(db: Firestore) {
  return storefrontPreorderWindows(db).where('active', '==', true).orderBy('startAt', 'desc').get();
}

/**
 * A link under a server-drawn path that names nothing: 404 with the shop's own not-found page (never index.html with
 * 200, a soft 404 that search engines index), cached as firebase.json caches these paths (Hosting's CDN keeps a
 * 404 of a function ten minutes whatever it is told: docs/architecture.md#local-stack-and-hosting).
 */
export async function notFoundResponse(
  deps: ProductPageDeps,
  template: string,
  renderer: ProductRenderer,
  url: string,
  origin: string,
): Promise<ShopPageResponse> {
  const settings = await settingsDoc(deps.db).get();
  const html = renderer.renderNotFoundPage(template, {
    url,
    origin,
    settings: settingsDocument(settings, deps.projectId),
    windows: [],
    storageUrl: (file) => storageDownloadUrl(deps.storageBase, file),
  });
  return { status: 404, html, cacheControl: RENDERED_CACHE };
}

export function renderProductResponse(deps: ProductPageDeps, url: string, origin: string): Promise<ShopPageResponse> {
  return drawOrTemplate(deps, url, async (template, renderer) => {
    const key = renderer.productKeyOf(url);
    const found = key === null ? null : await findActiveProduct(deps.db, key);
    if (!found) return notFoundResponse(deps, template, renderer, url, origin);
    const now = (deps.clock ?? (() => new Date()))();
    // The windows and the settings for any piece: with them the page carries every read the head script would start
    // (a pre-order piece's window, the windows' alert, the branding), and the browser asks Firestore for nothing.
    const [settings, windows, offers] = await Promise.all([
      settingsDoc(deps.db).get(),
      activeWindows(deps.db),
      storefrontOffers(deps.db, now),
    ]);
    const product = runQueryResponse([found], deps.projectId);
    const html = renderer.renderProductPage(template, {
      url,
      origin,
      product,
      settings: settingsDocument(settings, deps.projectId),
      windows: runQueryResponse(windows.docs, deps.projectId),
      offers: runQueryResponse(offers.docs, deps.projectId),
      storageUrl: (file) => storageDownloadUrl(deps.storageBase, file),
    });
    return renderedResponse(html, offers.cacheSeconds);
  });
}

/**
 * A path that is none of the app's pages (firebase.json's catch-all, after the pages it lists): 404 with the shop's
 * not-found page, never index.html with 200 (a soft 404 that search engines index).
 */
export function renderUnknownResponse(deps: ProductPageDeps, url: string, origin: string): Promise<ShopPageResponse> {
  return drawOrTemplate(deps, url, (template, renderer) => notFoundResponse(deps, template, renderer, url, origin));
}

/** `/preorder` (and `/preorder/`); a path below it names nothing. */
export function renderPreorderResponse(deps: ProductPageDeps, url: string, origin: string): Promise<ShopPageResponse> {
  return drawOrTemplate(deps, url, async (template, renderer) => {
    if (!/^\/preorder\/?(?:\?|$)/.test(url)) return notFoundResponse(deps, template, renderer, url, origin);
    // The reads a signed-out visitor's browser makes for the page: the live windows and the first pieces by name
    // (web/src/features/catalogue/api/get-preorder-products.ts, PREORDER_PAGE_SIZE).
    const now = (deps.clock ?? (() => new Date()))();
    const [settings, windows, offers] = await Promise.all([
      settingsDoc(deps.db).get(),
      activeWindows(deps.db),
      storefrontOffers(deps.db, now),
    ]);
    // Only the open windows' pieces: one whose window is switched off is not on sale (docs/product.md#pre-order).
    const open = windows.docs.map((d) => d.id).slice(0, PREORDER_WINDOWS_PER_QUERY);
    const first =
      open.length === 0
        ? []
        : (
            await storefrontProducts(deps.db)
              .where('active', '==', true)
              .where('type', '==', 'PREORDER')
              .where('preorderWindowId', 'in', open)
              .orderBy('name')
              .orderBy(FieldPath.documentId())
              .limit(PREORDER_PAGE_SIZE)
              .get()
          ).docs;
    const slug = first[0] ? activeSlug(first[0]) : null;
    const html = renderer.renderPreorderPage(template, {
      origin,
      settings: settingsDocument(settings, deps.projectId),
      image: slug ? `/og/${encodeURIComponent(slug)}.jpg` : null,
      windows: runQueryResponse(windows.docs, deps.projectId),
      products: runQueryResponse(first, deps.projectId),
      offers: runQueryResponse(offers.docs, deps.projectId),
      storageUrl: (file) => storageDownloadUrl(deps.storageBase, file),
    });
    return renderedResponse(html, offers.cacheSeconds);
  });
}

const activeSlug = (doc: DocumentSnapshot): string => {
  const slug: unknown = doc.get('slug');
  return typeof slug === 'string' && slug !== '' ? slug : doc.id;
};

/** sitemap.xml: the home page, the shop, the pre-order page and every active product. */
export async function sitemapXml(db: Firestore, origin: string): Promise<string> {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const fixed = ['/', '/shop', '/preorder', '/size-guide', '/about'].map(
    (p) => `<url><loc>${escape(origin + p)}</loc></url>`,
  );
  const products = (await activeProductSlugs(db)).map(
    ({ slug, updatedAt }) =>
      `<url><loc>${escape(`${origin}/product/${encodeURIComponent(slug)}`)}</loc>${
        updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...fixed, ...products].join('')}</urlset>\n`;
}

/** robots.txt: the storefront is for everyone; the back office, checkout and account pages are not for indexes. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /orders',
    'Disallow: /cart',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
