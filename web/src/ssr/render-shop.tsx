// The first visit to /shop, rendered on the server (functions/src/storefront/shop-page.ts runs this module,
// built for Node by functions/build.ts). On a slow mobile link the page's largest paint is the first row's
// pictures; from the browser alone they come three round trips after the HTML (Firestore, then Storage, on
// origins of their own). Here the HTML arrives with the first page of cards drawn by the app's own components,
// their pictures named on the site's own origin (lib/image-sources.tsx), so that paint needs the HTML and one
// round trip on its connection. The page also carries the reads it was drawn from (`window.__asoServer`,
// lib/first-page-results.ts): React's first render shows exactly these cards, with the same pictures, over the server's copy.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { pageCount } from '@aso/domain/catalogue/catalogue';
import { isPlainShopQuery, shopAisle, shopCollections, shopSearchParams } from '@aso/domain/catalogue/shop-aisles';
import { PreorderWindowsContext, preorderWindowFromData } from '../lib/preorder-windows';
import { ShopView } from '../features/catalogue/components/shop-view';
import { readShopSearch } from '../features/catalogue/shop-search';
import { CartContext } from '../lib/cart/cart-context';
import { countOf, documentsOf } from '../lib/first-page-results';
import { earlyKeys } from '../lib/first-page-queries';
import { ImageSourceProvider, pictureSource } from '../lib/image-sources';
import { productFromData, type ProductWithId } from '../lib/products';
import { OFFERS_RESULT_KEY, offersFromResponse, offersQueryOptions } from '../lib/offers';
import { PicturesAfterFirstPaint } from '../components/image';
import { EARLY_TAPS, LATER_PICTURES, serverCart, withServerResults } from './server-page';

export interface ShopPageData {
  /** The request's path and query, e.g. `/shop?type=RTW&size=M`. */
  readonly url: string;
  /**
   * Firestore's REST runQuery response: for the plain shop the page (what the browser's early read would have got);
   * for any other view the whole active catalogue, which the page is worked out from (catalogue/shop-aisles.ts).
   */
  readonly products: unknown;
  /** Firestore's REST runAggregationQuery response with the `count` of matching products (the plain shop). */
  readonly count: unknown;
  /** The public offers (sales, free delivery) as a runQuery response: the cards' sale prices. */
  readonly offers?: unknown;
  /** The active pre-order windows, newest start first (a card offers a pre-order only while its window is open). */
  readonly windows?: unknown;
  /** The collections the active products belong to, for the filter (the plain shop reads them apart). */
  readonly collections?: readonly string[];
  /**
   * `settings/global` as a REST document, or null when there is none: carried for the app (its branding), so the
   * page needs none of the head script's early reads.
   */
  readonly settings?: unknown;
  /** A Storage path's download URL, exactly as the browser's lib/images.ts builds it. */
  readonly storageUrl: (path: string) => string;
}

/** The filters and page a /shop URL asks for: only page 1 is rendered here (later pages are the app's). */
export function shopRequest(url: string): ReturnType<typeof readShopSearch> {
  return readShopSearch(new URL(url, 'http://aso.local').searchParams);
}

function productsOf(response: unknown): ProductWithId[] {
  return (documentsOf(response) ?? []).map((d) => productFromData(d.id, d.data));
}

/** What the page shows: the plain shop's page and count as read, or a view worked out over the catalogue. */
function viewOf(data: ShopPageData) {
  const { filters, page } = shopRequest(data.url);
  const windows = (documentsOf(data.windows) ?? []).map((d) => preorderWindowFromData(d.id, d.data));
  if (isPlainShopQuery(filters)) {
    const products = productsOf(data.products);
    const collections = data.collections ?? [];
    return { filters, page, windows, products, count: countOf(data.count) ?? products.length, collections };
  }
  const catalogue = productsOf(data.products);
  const open = new Set(windows.filter((w) => w.active).map((w) => w.id));
  const view = shopAisle(catalogue, filters, page, open);
  return { filters, page, windows, ...view, collections: shopCollections(catalogue) };
}

/** The shop's first page as HTML (the content of /shop's static shell in index.html). */
export function renderShopMain(data: ShopPageData): string {
  const { filters, page, windows, products, count, collections } = viewOf(data);
  const client = new QueryClient();
  client.setQueryData(offersQueryOptions.queryKey, offersFromResponse(documentsOf(data.offers)));
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[data.url]}>
        <CartContext.Provider value={serverCart}>
          <PreorderWindowsContext.Provider value={data.windows === undefined ? undefined : windows}>
            <ImageSourceProvider value={(entry) => pictureSource(entry, data.storageUrl)}>
              <PicturesAfterFirstPaint.Provider value={true}>
                <ShopView
                  filters={filters}
                  page={page}
                  totalPages={pageCount(count, SHOP_PAGE_SIZE)}
                  count={count}
                  products={products}
                  collections={collections}
                  loading={false}
                  failed={false}
                  onNavigate={() => undefined}
                  onRetry={() => undefined}
                />
              </PicturesAfterFirstPaint.Provider>
            </ImageSourceProvider>
          </PreorderWindowsContext.Provider>
        </CartContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The rows of a runQuery response that are `products`, in their order (a view's page, in the response's format). */
function rowsOf(response: unknown, products: readonly { readonly id: string }[]): unknown[] {
  const rows = Array.isArray(response) ? (response as { document?: { name?: string } }[]) : [];
  const byId = new Map(rows.map((row) => [row.document?.name?.slice(row.document.name.lastIndexOf('/') + 1), row]));
  return products.flatMap((p) => {
    const row = byId.get(p.id);
    return row ? [row] : [];
  });
}

/**
 * index.html (the production build's) with /shop's first page in place of its static shell (the other shells
 * left out), the reads it was drawn from in `window.__asoServer` (before the head script, which then skips those
 * reads) and the line that keeps early taps (server-page.ts). Throws when the template has no /shop
 * shell.
 */
export function renderShopPage(template: string, data: ShopPageData): string {
  const shell = /<div data-shell="\/shop">[\s\S]*?<\/div><!--\/shell-->/;
  if (!shell.test(template))
    throw new Error('index.html has no /shop shell (<div data-shell="/shop">…</div><!--/shell-->).');
  const { filters } = shopRequest(data.url);
  const view = viewOf(data);
  const search = shopSearchParams(filters, 1).toString();
  // The reads the page was drawn from, as the app asks for them: the plain shop's page and count, or the view's page
  // and its count (not the whole catalogue, which would not fit the page's first round trip); the windows and the
  // public offers too.
  const results: Record<string, unknown> = isPlainShopQuery(filters)
    ? {
        [earlyKeys.shopPage(filters.type, null)]: data.products,
        [earlyKeys.shopCount(filters.type, null)]: data.count,
      }
    : {
        [earlyKeys.shopView(search)]: rowsOf(data.products, view.products),
        [earlyKeys.shopViewCount(search)]: [
          { result: { aggregateFields: { count: { integerValue: String(view.count) } } } },
        ],
      };
  results[OFFERS_RESULT_KEY] = data.offers ?? [];
  if (data.windows !== undefined) results[earlyKeys.preorderWindows] = data.windows;
  if (isPlainShopQuery(filters) && data.collections) results[earlyKeys.shopCollections] = data.collections;
  if (data.settings !== undefined) results[earlyKeys.settings] = data.settings;
  const main = `<div data-shell="/shop">${renderShopMain(data)}<script>${EARLY_TAPS};${LATER_PICTURES}</script></div><!--/shell-->`;
  const withData = withServerResults(template, results, '/shop');
  return (
    withData
      .replace(shell, () => main)
      // The other paths' shells (the home page's hero) never show on /shop: less to send and to parse.
      .replace(/<div data-shell="(?!\/shop")[^"]*">[\s\S]*?<\/div><!--\/shell-->/g, '')
      // The path mark the head script would set, so the page shows even where no script runs.
      .replace(/<html\b/, '<html data-route="/shop"')
  );
}
