// A product link's first visit arrives drawn by the server (the reach issue): on a slow phone the buyer sees the
// piece, picks a size and taps "Add to cart" before the app's JavaScript has arrived. Those taps are kept and
// replayed once the app has taken the page over (web/src/lib/taps-before-start.ts), never silently lost. The page
// carries every read the app starts from (the piece, the open windows, the branding): the browser reads nothing.
import type { Browser, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

describe('the first visit to a product link', () => {
  it('keeps a size choice, a quantity and an Add to cart tapped before the app has loaded, and does them once it has', async () => {
    const { context, page } = await newShopper(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // Hold every script back, as a slow network would: the page is the server's HTML alone.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/.*\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto('/product/adire-indigo-kaftan', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Buy Adire Indigo Kaftan' });
    await form.waitFor();
    expect(await page.locator('main[data-server-drawn]').count()).toBe(1);

    // A size other than the one chosen to begin with, a quantity, then Add to cart: nothing can happen yet.
    const other = form.locator('input[name="size"]:not(:checked):not(:disabled)').first();
    const size = await other.getAttribute('value');
    await other.check();
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    expect(await page.evaluate('window.__asoTaps.length')).toBe(3);

    // The scripts arrive; the app draws the page and does what was tapped.
    holding = false;
    for (const route of held) await route.continue();
    await expectToast(page, 'Added to cart: 3 × Adire Indigo Kaftan.');
    expect(await page.locator('main[data-server-drawn]').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /\/documents[/:]/.test(url))).toEqual([]);
    await page.goto('/cart');
    expect(await page.getByRole('combobox', { name: 'Size of Adire Indigo Kaftan' }).inputValue()).toBe(size);
    expect(await page.getByRole('spinbutton', { name: /^Quantity of Adire Indigo Kaftan/ }).inputValue()).toBe('3');
    await context.close();
  });
});
