// /preorder, rendered on the server (functions/src/storefront/product-page.ts runs this through render-product's
// bundle). An Instagram bio's link lands here: the HTML carries the preview tags and the page drawn by the app's own
// route with the live window and the first pieces, so its first paint needs no JavaScript and no read, and the
// banner does not jump when the window arrives. The page carries the reads it was drawn from
// (`window.__asoServer`): React's first render shows the same.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Component as PreorderRoute } from '../features/catalogue/preorder-screen';
// The route's own stylesheet comes with its JavaScript; the drawn page needs it at once, or it paints unstyled and
// jumps when the stylesheet arrives.
import preorderStyles from '../styles/preorder.css?inline';
import { catalogueKeys, preorderFilters } from '../features/catalogue/api/keys';
import { preorderFirstPage } from '../features/catalogue/api/get-preorder-products';
import { CartContext } from '../lib/cart/cart-context';
import { documentsOf } from '../lib/first-page-results';
import { earlyKeys } from '../lib/first-page-queries';
import { ImageSourceProvider, pictureSource } from '../lib/image-sources';
import { preorderWindowFromData, preorderWindowsQueryOptions } from '../lib/preorder-windows';
import { settingsQueryKey } from '../lib/settings';
import { OFFERS_RESULT_KEY, offersFromResponse, offersQueryOptions } from '../lib/offers';
import { pageHeadTags, replaceHead } from './product-meta';
import { EARLY_TAPS, serverCart, settingsOf, withServerResults } from './server-page';

export interface PreorderPageData {
  /** The site's origin as the visitor reached it: previews need absolute URLs. */
  readonly origin: string;
  /** `settings/global` as a REST document, or null when there is none. */
  readonly settings: unknown;
  /** The preview picture (a product's /og/<slug>.jpg), or null. */
  readonly image: string | null;
  /** Firestore's REST runQuery responses: the active windows (newest start first) and the first page of pieces. */
  readonly windows?: unknown;
  readonly products?: unknown;
  /** The public offers (sales, free delivery) as a runQuery response: the sale prices on the cards. */
  readonly offers?: unknown;
  /** A Storage path's download URL, exactly as the browser's lib/images.ts builds it. */
  readonly storageUrl: (path: string) => string;
}

/** The pre-order page's <main> content as the app's route draws it. */
function renderPreorderMain(data: PreorderPageData, windows: unknown, products: unknown): string {
  const client = new QueryClient();
  client.setQueryData(settingsQueryKey, settingsOf(data.settings));
  const live = (documentsOf(windows) ?? []).map((d) => preorderWindowFromData(d.id, d.data));
  client.setQueryData(preorderWindowsQueryOptions.queryKey, live);
  client.setQueryData(offersQueryOptions.queryKey, offersFromResponse(documentsOf(data.offers)));
  client.setQueryData(catalogueKeys.preorder(preorderFilters('', null, live)), {
    pages: [preorderFirstPage(documentsOf(products) ?? [])],
    pageParams: [null],
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/preorder']}>
        <CartContext.Provider value={serverCart}>
          <ImageSourceProvider value={(entry) => pictureSource(entry, data.storageUrl)}>
            <PreorderRoute />
          </ImageSourceProvider>
        </CartContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * index.html with /preorder's preview tags, and (when the reads are given) the page drawn in place of the static
 * shells with the reads in `window.__asoServer`.
 */
export function renderPreorderPage(template: string, data: PreorderPageData): string {
  const { branding } = settingsOf(data.settings);
  const withTags = replaceHead(
    template,
    pageHeadTags({
      origin: data.origin,
      path: '/preorder',
      title: 'Pre-order',
      description: `Reserve the next collection from ${branding.brandName}: pay a deposit now and the balance when the pre-order window closes.`,
      image: data.image,
      brandName: branding.brandName,
    }),
  );
  if (data.windows === undefined || data.products === undefined || !withTags.includes('</main>')) return withTags;
  const main = `<style>${preorderStyles}</style>${renderPreorderMain(data, data.windows, data.products)}<script>${EARLY_TAPS}</script>`;
  const page = withServerResults(
    withTags,
    {
      [earlyKeys.preorderWindows]: data.windows,
      [earlyKeys.preorderPage]: data.products,
      [OFFERS_RESULT_KEY]: data.offers ?? [],
      // The app's branding: with it the page carries every read the head script would start (server-page.ts).
      [earlyKeys.settings]: data.settings ?? null,
    },
    '/preorder',
  );
  return page
    .replace(/<div data-shell="[^"]*">[\s\S]*?<\/div><!--\/shell-->/g, '')
    .replace(/<main\b/, '<main data-server-drawn')
    .replace('</main>', () => `${main}</main>`);
}
