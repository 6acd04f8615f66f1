// A first visit to /shop arrives drawn (issue 6): the server's HTML already has the first page of products with
// the first row's pictures, so it shows without JavaScript; the app then takes the page over with the same cards,
// without reading them again, and everything works as on any other visit.
import { collection, documentId, getCount, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { pageCount } from '@aso/domain/catalogue/catalogue';
import { ownerDb } from './lib/backend';
import { expectConsoleErrors, newShopper } from './lib/browser';
import { stackInfo } from './lib/stack';
import { addFirstCardToCart, appHasTakenOver } from './lib/shop-ui';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** Counts (in `window.__asoCardsGone`) each time the page's product cards go after it has shown some. */
const CARDS_GONE = `window.__asoCardsGone = 0;
new MutationObserver(() => {
  const shown = document.querySelectorAll('article.product-card').length > 0;
  if (shown) window.__asoCardsShown = true;
  else if (window.__asoCardsShown) { window.__asoCardsGone += 1; window.__asoCardsShown = false; }
}).observe(document, { childList: true, subtree: true });`;

/** The first page of active products by name, and how many there are: what a signed-out visitor may see. */
async function firstPage(type?: string): Promise<{ names: string[]; total: number }> {
  const filters = [where('active', '==', true), ...(type ? [where('type', '==', type)] : [])];
  const products = collection(ownerDb(), 'products');
  const [page, count] = await Promise.all([
    getDocs(query(products, ...filters, orderBy('name'), orderBy(documentId()), limit(SHOP_PAGE_SIZE))),
    getCount(query(products, ...filters)),
  ]);
  return { names: page.docs.map((d) => String(d.get('name'))), total: count.data().count };
}

describe('the first visit to /shop', () => {
  it('shows the first page with its pictures before any JavaScript runs', async () => {
    const context = await browser.newContext({
      baseURL: stackInfo().urls.web,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const { names, total } = await firstPage();
    const response = await page.goto('/shop');
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');

    const cards = page.locator('article.product-card');
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(names);
    await page.getByText(`${total} pieces`).waitFor();
    await page.getByText(`Page 1 / ${pageCount(total, SHOP_PAGE_SIZE)}`).waitFor();
    // The first row's pictures come from the site's own origin (its copies at the card's width), loaded with the page,
    // decoded and on screen; the others wait until they come near the screen.
    // (Browser-side code as a string: this workspace compiles without the DOM types.)
    const pictures = await page.evaluate<
      { copy: string; decoded: boolean; shown: number; loading: string }[]
    >(`[...document.querySelectorAll('article.product-card img')]
      .slice(0, 3)
      .map((img) => ({ copy: img.currentSrc.startsWith(location.origin + '/img/') ? img.currentSrc.slice(location.origin.length).split('/').slice(0, 3).join('/') : img.currentSrc, decoded: img.complete && img.naturalWidth > 0, shown: img.getBoundingClientRect().width, loading: img.loading }))`);
    expect(pictures.slice(0, 2)).toEqual([
      expect.objectContaining({ copy: '/img/360', decoded: true, loading: 'eager' }),
      expect.objectContaining({ copy: '/img/360', decoded: true, loading: 'eager' }),
    ]);
    expect(pictures[0]?.shown).toBeGreaterThan(150);
    // The cards further down name their copies for the page's own script, which gives them once the first row's
    // have arrived (the next test): with no script at all there is nothing to give them, and their names remain.
    expect(pictures[2]?.loading).toBe('lazy');
    expect(await page.locator('article.product-card img').nth(2).getAttribute('data-src')).toMatch(
      /^\/img\/\d+\/products\//,
    );
    expect(await page.content()).not.toContain('data:image/webp');

    // Filters in the URL are drawn too.
    const mto = await firstPage('MTO');
    await page.goto('/shop?type=MTO');
    expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(mto.names);
    await page.getByText(`${mto.total} pieces`).waitFor();
    await context.close();
  });

  it('asks for the pictures further down only once the first row’s have arrived, before the app has loaded', async () => {
    const { context, page } = await newShopper(browser);
    expectConsoleErrors(page, /Failed to load resource: net::ERR_FAILED/);
    // The app's scripts do not come (held back, they would also hold the browser's connections): the page's own
    // lines run, the app does not.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    // Picture requests and arrivals, in the order the browser reported them.
    const events: { path: string; arrived: boolean }[] = [];
    const note = (url: string, arrived: boolean) =>
      url.includes('/img/') && events.push({ path: new URL(url).pathname, arrived });
    page.on('request', (r) => note(r.url(), false));
    page.on('requestfinished', (r) => note(r.url(), true));
    await page.goto('/shop', { waitUntil: 'commit' });
    const third = page.locator('article.product-card img').nth(2);
    await expect
      .poll(
        () =>
          page.evaluate(
            "(() => { const img = document.querySelectorAll('article.product-card img')[2]; return img.complete && img.naturalWidth > 0; })()",
          ),
        // A copy is made on its first request (the CDN keeps it afterwards): the first visit waits for that.
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await third.getAttribute('data-src')).toBeNull();

    const asked = events.filter((e) => !e.arrived).map((e) => e.path);
    const firstRow = asked.slice(0, 2);
    expect(firstRow.every((path) => path.startsWith('/img/360/'))).toBe(true);
    const firstRowIn = Math.max(...firstRow.map((path) => events.findIndex((e) => e.arrived && e.path === path)));
    expect(firstRowIn).toBeGreaterThan(0);
    const later = asked.slice(2);
    expect(later.length).toBeGreaterThan(0);
    // Every later picture was asked for after both of the first row's had arrived.
    for (const path of later)
      expect(events.findIndex((e) => !e.arrived && e.path === path)).toBeGreaterThan(firstRowIn);
    await context.close();
  });

  it('keeps the pictures further down waiting when the app takes over before the first row’s have arrived', async () => {
    const { context, page } = await newShopper(browser);
    // The first row's pictures are held (a slow link); the app's scripts come at once.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\/img\//, (route) => (holding ? held.push(() => route.continue()) : route.continue()));
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/img/') && asked.push(new URL(r.url()).pathname));
    await page.goto('/shop', { waitUntil: 'commit' });
    await appHasTakenOver(page);
    await page.getByRole('link', { name: /^Cart, / }).waitFor();
    const third = page.locator('article.product-card img').nth(2);
    expect(await third.getAttribute('src')).toBeNull();
    expect(asked.every((path) => path.startsWith('/img/360/'))).toBe(true);
    expect(asked).toHaveLength(2);

    holding = false;
    await Promise.all(held.map((release) => release()));
    await expect
      .poll(
        () =>
          page.evaluate(
            "(() => { const img = document.querySelectorAll('article.product-card img')[2]; return img.complete && img.naturalWidth > 0; })()",
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await third.getAttribute('data-src')).toBeNull();
    await context.close();
  });

  it('is taken over by the app with the same cards, without reading them again', async () => {
    const { context, page } = await newShopper(browser);
    const { names } = await firstPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every moment the cards leave the page after it has shown them (a 'Loading…' drawn over it, say), counted.
    await page.addInitScript(CARDS_GONE);
    await page.goto('/shop');
    // The app has drawn the page once its header has the cart (the server's header has none).
    await page.getByRole('link', { name: /^Cart, / }).waitFor();
    await page.waitForLoadState('networkidle');
    // The app's first frame already has the cards: the page never blinks while it takes over.
    expect(await page.evaluate<number>('window.__asoCardsGone')).toBe(0);

    expect(await page.locator('article.product-card').getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      names,
    );
    // Nothing read from the browser: the page carried the products, the count and the settings.
    expect(requests.filter((url) => /:run(Aggregation)?Query/.test(url))).toEqual([]);
    expect(requests.filter((url) => url.includes('/documents/settings/global'))).toEqual([]);
    // React's cards name the same copies as the server's page: each picture downloaded once, none from Storage.
    const first = await page.evaluate<string>("document.querySelector('article.product-card img').currentSrc");
    expect(new URL(first).pathname).toBe('/img/360/products/adire-crop-top-1.webp');
    expect(requests.filter((url) => url.includes('adire-crop-top-1.webp'))).toEqual([first]);

    // And it is the app: Add to cart (on a piece without sizes; a ready-to-wear card asks for the size on the
    // product page), then filters and paging on the client.
    await addFirstCardToCart(page);
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Made-to-order' });
    const mto = await firstPage('MTO');
    await page.getByText(`${mto.total} pieces`).waitFor();
    expect(page.url()).toMatch(/\/shop\?type=MTO$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves later pages to the app', async () => {
    const { context, page } = await newShopper(browser);
    const { total } = await firstPage();
    await page.goto('/shop?page=2');
    await page.getByText(`Page 2 / ${pageCount(total, SHOP_PAGE_SIZE)}`).waitFor();
    await expect
      .poll(() => page.locator('article.product-card').count())
      .toBe(Math.min(SHOP_PAGE_SIZE, total - SHOP_PAGE_SIZE));
    await context.close();
  });
});
