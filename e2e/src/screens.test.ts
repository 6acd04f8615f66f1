// The remaining storefront screens at 390×844 and 1280×800, each checked for its main content first.
import type { Browser } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectConsoleErrors, newShopper, refused, shootBoth } from './lib/browser';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

describe('storefront screens', () => {
  it('pre-order, made-to-order product, about, checkout (signed out) and not found', async () => {
    const { context, page } = await newShopper(browser);

    await page.goto('/preorder');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('article.product-card').first().waitFor();
    await shootBoth(page, 'preorder');

    await page.goto('/product/custom-bridal-kaftan');
    await page.getByText('Provide measurements at checkout').waitFor();
    await shootBoth(page, 'product-mto');

    await page.goto('/aboutcontact');
    await page.getByRole('heading', { level: 1, name: 'Made in Abeokuta, worn everywhere' }).waitFor();
    await shootBoth(page, 'about');

    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shootBoth(page, 'checkout-signed-out');

    // An unknown path answers 404 with the not-found screen.
    expectConsoleErrors(page, refused(404, '/no/such/page'));
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await shootBoth(page, 'not-found');

    // The skip link is the first thing a keyboard reaches.
    await page.goto('/shop');
    await page.keyboard.press('Tab');
    await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'visible' });
    await context.close();
  });
});
