// /shop's aisles (issue 45; docs/product.md#shop): search, sort and a price range, on the page the server draws for a
// link and in the app, with the URL holding the view. What both show is the domain's view of the active catalogue
// (catalogue/shop-aisles.ts), worked out here from Firestore the same way.
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readShopQuery, shopAisle, type AisleProduct } from '@aso/domain/catalogue/shop-aisles';
import { ownerDb } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { browserPerFile } from './lib/per-file';
import { appHasTakenOver } from './lib/shop-ui';
import { stackInfo } from './lib/stack';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** What a view of /shop lists, worked out from the active catalogue and the open windows. */
async function expected(search: string): Promise<{ names: string[]; count: number }> {
  const db = ownerDb();
  const [products, windows] = await Promise.all([
    getDocs(query(collection(db, 'products'), where('active', '==', true))),
    getDocs(query(collection(db, 'preorderWindows'), where('active', '==', true))),
  ]);
  const catalogue: AisleProduct[] = products.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      name: String(data.name),
      sku: String(data.sku),
      description: String(data.description ?? ''),
      type: data.type as AisleProduct['type'],
      price: Number(data.price),
      sizeOptions: (data.sizeOptions ?? []) as string[],
      availability: (data.availability ?? {}) as AisleProduct['availability'],
      preorderWindowId: (data.preorderWindowId ?? null) as string | null,
      collection: (data.collection ?? null) as string | null,
      createdAt: (data.createdAt as { toDate(): Date } | undefined)?.toDate() ?? null,
    };
  });
  const { query: view, page } = readShopQuery(new URLSearchParams(search));
  const result = shopAisle(catalogue, view, page, new Set(windows.docs.map((w) => w.id)));
  return { names: result.products.map((p) => p.name), count: result.count };
}

const cardNames = (page: Page) =>
  page.locator('article.product-card').getByRole('heading', { level: 2 }).allTextContents();

describe('the shop’s aisles', () => {
  it('draws a searched, sorted, price-bounded view on the server for a link, and the app takes it over as drawn', async () => {
    const search = 'q=kente&sort=price-desc&max=70000';
    const want = await expected(search);
    expect(want.names.length).toBeGreaterThan(1);
    // The server's HTML itself lists the view (a link shared in a chat opens on it).
    const html = await (await fetch(`${stackInfo().urls.web}/shop?${search}`)).text();
    const drawn = [...html.matchAll(/<h2[^>]*class="product-card__name"[^>]*><a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(drawn).toEqual(want.names);
    expect(html).toContain(`${want.count} piece`);

    const { context, page } = await newShopper(browser);
    await page.goto(`/shop?${search}`);
    await appHasTakenOver(page);
    // On a loaded machine the app's first frame after taking over may not have its cards yet (noticed in CI; the
    // closing note of issue 45 says where to look): what it settles on is the server's view.
    await expect.poll(() => cardNames(page)).toEqual(want.names);
    expect(await page.getByLabel('Search').inputValue()).toBe('kente');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-desc');
    expect(await page.getByLabel('Price to (₦)').inputValue()).toBe('70000');
    await shootBoth(page, 'shop-aisles-drawn');
    await context.close();
  });

  it('searches, sorts and narrows the price in the app, keeping each view in the URL', async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await page.goto('/shop');
    await appHasTakenOver(page);
    // The app's own first view settled, as in the test above (on a loaded machine CI once lost the Enter typed into
    // the first frame after the takeover; see the closing note of issue 43).
    await expect.poll(async () => cardNames(page)).toEqual((await expected('')).names);

    await page.getByLabel('Search').fill('adire');
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL(/\/shop\?q=adire$/);
    let want = await expected('q=adire');
    await expect.poll(() => cardNames(page)).toEqual(want.names);
    await page.getByText(`${want.count} piece`).first().waitFor();

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL(/\/shop\?q=adire&sort=price-asc$/);
    want = await expected('q=adire&sort=price-asc');
    await expect.poll(() => cardNames(page)).toEqual(want.names);

    await page.getByLabel('Price from (₦)').fill('20000');
    await page.getByLabel('Price to (₦)').fill('40000');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/min=20000&max=40000/);
    want = await expected('q=adire&min=20000&max=40000&sort=price-asc');
    await expect.poll(() => cardNames(page)).toEqual(want.names);
    await shootBoth(page, 'shop-aisles-app');

    // Back goes to the view before; a reload draws the same view again (from the server).
    await page.goBack();
    await expect.poll(() => cardNames(page)).toEqual((await expected('q=adire&sort=price-asc')).names);
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual((await expected('q=adire&sort=price-asc')).names);

    // A page past the end says so, with none of the filters set.
    await page.goto('/shop?page=99');
    await page.getByText(/^There is no page 99: these pieces fit on \d+ pages\.$/).waitFor();
    await context.close();
  });
});
