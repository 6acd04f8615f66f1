// A product page (and /preorder, from render-preorder.tsx, and the head of a group's invitation), rendered on the
// server (functions/src/storefront/product-page.ts runs this module, built for Node by functions/build.ts). A product link is what gets shared in chats and bios: the HTML
// carries the preview tags (product-meta.ts) for the app that unfurls it, and the page itself drawn by the app's
// own route with its main picture on the site's origin, so a buyer who taps the link sees the piece one round trip
// after the HTML, on the HTML's own connection.
// The page carries the product it was drawn from (`window.__asoServer`): React's first render shows the same.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Component as NotFoundRoute } from '../app/pages/not-found';
import { Component as ProductRoute } from '../features/catalogue/product-screen';
import { catalogueKeys } from '../features/catalogue/api/keys';
import { CartContext } from '../lib/cart/cart-context';
import { documentsOf } from '../lib/first-page-results';
import { earlyKeys } from '../lib/first-page-queries';
import { ImageSourceProvider, pictureSource } from '../lib/image-sources';
import { ServerSessionProvider } from '../lib/session';
import { ServerToastProvider } from '../lib/toast';
import {
  preorderWindowFromData,
  preorderWindowsQueryOptions,
  type PreorderWindowWithId,
} from '../lib/preorder-windows';
import { productFromData, type ProductWithId } from '../lib/products';
import { OFFERS_RESULT_KEY, offersFromResponse, offersQueryOptions } from '../lib/offers';
import { saleOf } from '@aso/domain/promotions/promotions';
import { settingsQueryKey } from '../lib/settings';
import { SiteOriginContext } from '../lib/site-origin';
import { groupHeadTags, notFoundHeadTags, productHeadTags, replaceHead, type GroupPreview } from './product-meta';
import { EARLY_TAPS, serverCart, settingsOf, withServerResults } from './server-page';

// /preorder comes from the same bundle (functions/build.ts).
export { renderPreorderPage } from './render-preorder';

export interface ProductPageData {
  /** The request's path and query, e.g. `/product/adire-kaftan?ref=ADA1`. */
  readonly url: string;
  /** The site's origin as the visitor reached it (`https://aso.ng`): previews need absolute URLs. */
  readonly origin: string;
  /** Firestore's REST runQuery response holding the one product (active, found by the URL's key). */
  readonly product: unknown;
  /** `settings/global` as a REST document, or null when there is none. */
  readonly settings: unknown;
  /**
   * The active pre-order windows as Firestore's REST runQuery answers them (a pre-order piece shows its window's name,
   * dates and deposit; any piece the windows' alert): carried, like the settings, so the page asks for nothing.
   */
  readonly windows: unknown;
  /** The public offers (sales, free delivery) as a runQuery response: the sale price, "Was" and the preview's price. */
  readonly offers?: unknown;
  /** A Storage path's download URL, exactly as the browser's lib/images.ts builds it. */
  readonly storageUrl: (path: string) => string;
}

/** The product key a /product URL names (`/product/<key>`), null for any other path. */
export function productKeyOf(url: string): string | null {
  const match = /^\/product\/([^/?#]+)\/?$/.exec(new URL(url, 'http://aso.local').pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The windows of a runQuery response, as the app reads them (lib/preorder-windows.ts). */
function windowsOf(response: unknown): PreorderWindowWithId[] {
  return (documentsOf(response) ?? []).map((d) => preorderWindowFromData(d.id, d.data));
}

function productOf(response: unknown): ProductWithId | null {
  const found = documentsOf(response)?.[0];
  return found ? productFromData(found.id, found.data) : null;
}

/** The product page's <main> content as the app's route draws it (null: its "couldn't find that piece" state). */
export function renderProductMain(data: ProductPageData, key: string, product: ProductWithId | null): string {
  const client = new QueryClient();
  client.setQueryData(catalogueKeys.product(key), product);
  client.setQueryData(settingsQueryKey, settingsOf(data.settings));
  client.setQueryData(preorderWindowsQueryOptions.queryKey, windowsOf(data.windows));
  client.setQueryData(offersQueryOptions.queryKey, offersFromResponse(documentsOf(data.offers)));
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[data.url]}>
        <SiteOriginContext.Provider value={data.origin}>
          <CartContext.Provider value={serverCart}>
            <ServerSessionProvider>
              <ServerToastProvider>
                <ImageSourceProvider value={(entry) => pictureSource(entry, data.storageUrl)}>
                  <Routes>
                    <Route path="/product/:key" element={<ProductRoute />} />
                  </Routes>
                </ImageSourceProvider>
              </ServerToastProvider>
            </ServerSessionProvider>
          </CartContext.Provider>
        </SiteOriginContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * index.html with the product's preview tags at the top of <head>, the product in `window.__asoServer` and the
 * page drawn in place of the static shells. Throws when the URL names no product or the response holds none
 * (the function then serves index.html as it is, and the app says "not found").
 */
export function renderProductPage(template: string, data: ProductPageData): string {
  const key = productKeyOf(data.url);
  const product = productOf(data.product);
  if (key === null || product === null) throw new Error(`No product to draw for ${data.url}.`);
  if (!template.includes('</main>')) throw new Error('index.html has no <main> to draw the product page into.');
  const { branding } = settingsOf(data.settings);
  const main = `${renderProductMain(data, key, product)}<script>${EARLY_TAPS}</script>`;
  const sale = saleOf(
    { productId: product.id, collection: product.collection, type: product.type },
    offersFromResponse(documentsOf(data.offers)),
    new Date(),
  );
  const page = withServerResults(
    replaceHead(template, productHeadTags(product, data.origin, branding.brandName, sale)),
    {
      [earlyKeys.product(key)]: data.product,
      [OFFERS_RESULT_KEY]: data.offers ?? [],
      [earlyKeys.preorderWindows]: data.windows,
      // The app's branding: with it the page carries every read the head script would start (server-page.ts).
      [earlyKeys.settings]: data.settings ?? null,
    },
    '/product/',
  );
  // The static shells (the home hero, the shop title) never show on a product page: the product takes their place.
  const withoutShells = page.replace(/<div data-shell="[^"]*">[\s\S]*?<\/div><!--\/shell-->/g, '');
  return withoutShells.replace(/<main\b/, '<main data-server-drawn').replace('</main>', () => `${main}</main>`);
}

/**
 * A link under a server-drawn path that names nothing (an unknown or hidden product, an unknown group, a path below
 * /product/<key> or /preorder): the page the app draws for it, so the function can answer 404 with the shop's own
 * page rather than a soft 404 (index.html with 200, which search engines index). A product key gets the product
 * route's own "couldn't find that piece" state, anything else the app's not-found page; both with their titles and
 * `noindex`. The template's scripts stay, so the app takes the page over with its header and footer.
 */
export function renderNotFoundPage(template: string, data: Omit<ProductPageData, 'product'>): string {
  if (!template.includes('</main>')) throw new Error('index.html has no <main> to draw the not-found page into.');
  const { branding } = settingsOf(data.settings);
  const key = productKeyOf(data.url);
  const main =
    key === null
      ? renderToStaticMarkup(
          <MemoryRouter initialEntries={[data.url]}>
            <NotFoundRoute />
          </MemoryRouter>,
        )
      : renderProductMain({ ...data, product: null }, key, null);
  // The titles the two screens set (useDocumentTitle), so the tab does not change when the app takes over.
  const title = key === null ? 'Page not found' : 'Not found';
  const page = withServerResults(
    replaceHead(template, notFoundHeadTags(title, branding.brandName)),
    {},
    key === null ? null : '/product/',
  );
  return page
    .replace(/<div data-shell="[^"]*">[\s\S]*?<\/div><!--\/shell-->/g, '')
    .replace('</main>', () => `${main}</main>`);
}

/** The group id a /groups URL names (`/groups/<id>`), null for any other path and for /groups/new (a form). */
export function groupIdOf(url: string): string | null {
  const match = /^\/groups\/([^/?#]+)\/?$/.exec(new URL(url, 'http://aso.local').pathname);
  if (!match?.[1] || match[1] === 'new') return null;
  try {
    const id = decodeURIComponent(match[1]);
    return id !== '' && !id.includes('/') && id !== '.' && id !== '..' ? id : null;
  } catch {
    return null;
  }
}

/**
 * A group's invitation link with its preview tags: the group's name and piece, the price per member, the event and
 * the last day to join, the piece's preview picture (`image`, a site path, or null for the logo). The page itself
 * is the app's (who is signed in decides what it shows).
 */
export function renderGroupPage(
  template: string,
  data: {
    readonly origin: string;
    readonly settings: unknown;
    readonly group: GroupPreview;
    readonly image: string | null;
  },
): string {
  const { branding } = settingsOf(data.settings);
  return replaceHead(
    template,
    groupHeadTags(data.group, { origin: data.origin, image: data.image, brandName: branding.brandName }),
  );
}
