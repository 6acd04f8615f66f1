// The shop a newcomer starts is the shop the tests prove. `npm start` serves the Vite dev server; Hosting serves the
// build. Every page the functions draw (a product link shared on WhatsApp, /shop with its filters, /preorder, a
// group's invitation) is opened directly and by refresh on both, over one backend, and must come alive: the app
// takes the server's page over (its header and footer, controls that work) with no page error (the project's
// fixture fails a test on any). Then, on the dev server, a shopper who came in by a product link pays through the
// Paystack double to a paid order, and a link that names nothing is the shop's own 404.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from './lib/accounts';
import { ordersOf } from './lib/backend';
import { expectConsoleErrors, newShopper, type WebServer } from './lib/browser';
import { browserPerFile } from './lib/per-file';
import { expectToast, KAFTAN, openNav } from './lib/shop-ui';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** Every kind of page the functions draw, and what shows once the app has it. */
const SERVER_DRAWN: readonly { readonly path: string; ready(page: Page): Promise<unknown> }[] = [
  { path: `/product/${KAFTAN.slug}`, ready: (page) => buyForm(page, KAFTAN.name).getByRole('radio').first().waitFor() },
  {
    path: '/product/custom-bridal-kaftan',
    ready: (page) => buyForm(page, 'Custom Bridal Kaftan').getByRole('button', { name: 'Add to cart' }).waitFor(),
  },
  {
    path: '/product/harmattan-kente-puffer',
    ready: (page) =>
      buyForm(page, 'Harmattan Kente Puffer')
        .getByRole('group', { name: /How would you like to pay/ })
        .waitFor(),
  },
  { path: '/shop?type=RTW', ready: (page) => page.getByRole('combobox', { name: 'Type' }).waitFor() },
  { path: '/preorder', ready: (page) => page.locator('.product-card').first().waitFor() },
  // The demo aso-ebi group (scripts/seed/groups.ts): its link's preview tags are the server's, the page the app's.
  { path: '/groups/grp-abeokuta-wedding', ready: (page) => page.getByTestId('group-status').waitFor() },
];

const buyForm = (page: Page, name: string) => page.getByRole('form', { name: `Buy ${name}` });

/**
 * The app has taken the server's page over: the footer and the header's menu are React's (the server's page has
 * only the logo), and the server's <main> has made way for the app's.
 */
async function expectAppAlive(page: Page): Promise<void> {
  await page.getByRole('contentinfo').waitFor();
  await page
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .or(page.getByRole('button', { name: 'Menu' }))
    .first()
    .waitFor();
  await expect.poll(() => page.locator('main[data-server-drawn]').count()).toBe(0);
}

/** Opens `path` as a fresh tab does and says whether the function drew it (its HTML, not the app's). */
async function openDirectly(page: Page, path: string): Promise<boolean> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const html = (await response?.text()) ?? '';
  return html.includes('window.__asoServer=') || html.includes('og:title');
}

describe.each<WebServer>(['dev', 'build'])('every server-drawn page on the %s server', (server) => {
  it('comes alive opened directly and refreshed, with no page error', async () => {
    const { context, page } = await newShopper(browser, undefined, server);
    for (const route of SERVER_DRAWN) {
      expect(await openDirectly(page, route.path), `${route.path} is drawn by the server`).toBe(true);
      await route.ready(page);
      await expectAppAlive(page);
      await page.reload();
      await route.ready(page);
      await expectAppAlive(page);
    }
    await context.close();
  });
});

describe('the dev server (npm start)', () => {
  it('keeps /shop’s filters and pager working on the server-drawn page', async () => {
    const { context, page } = await newShopper(browser, undefined, 'dev');
    await openDirectly(page, '/shop');
    await expectAppAlive(page);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const first = await page.locator('article.product-card h2').first().textContent();
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2\b/);
    await pager.getByText(/^Page 2 \/ \d+$/).waitFor();
    await expect.poll(() => page.locator('article.product-card h2').first().textContent()).not.toBe(first);

    await page.getByRole('combobox', { name: 'Type' }).selectOption('MTO');
    await page.waitForURL(/[?&]type=MTO\b/);
    await page
      .getByRole('link', { name: /Custom Bridal Kaftan/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('takes a shopper from a shared product link through the Paystack double to a paid order', async () => {
    const { context, page } = await newShopper(browser, undefined, 'dev');
    const { uid } = await registerCustomer(page, 'dayo');
    // The link as a friend opens it from WhatsApp: a fresh load of the server's page.
    await openDirectly(page, `/product/${KAFTAN.slug}`);
    await expectAppAlive(page);
    await buyForm(page, KAFTAN.name)
      .getByRole('radio', { name: /^M( |$)/ })
      .check();
    await buyForm(page, KAFTAN.name).getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, `Added to cart: ${KAFTAN.name}.`);

    await (await openNav(page)).getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByLabel('Delivery address').fill('3 Ita Eko Road, Abeokuta, Ogun');
    await page.getByLabel('Delivery zone').selectOption('ABEOKUTA');
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    const paystack = page.getByRole('dialog', { name: 'Paystack test checkout' });
    await paystack.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful! Order confirmed.').first().waitFor();
    await expect
      .poll(async () => (await ordersOf(uid))[0]?.data)
      .toMatchObject({
        paymentStatus: 'paid',
        items: [expect.objectContaining({ productId: 'p-adire-indigo-kaftan' })],
      });
    await context.close();
  });

  it('answers a link that names nothing with 404 and the shop’s own not-found page', async () => {
    const { context, page } = await newShopper(browser, undefined, 'dev');
    // The browser reports the page's own 404 on the console: asked for here.
    expectConsoleErrors(page, /status of 404/);
    // The app's own words once it has the page (an unknown group: the group screen's).
    for (const [path, says] of [
      ['/product/no-such-piece', 'We couldn’t find that piece.'],
      ['/preorder/last-season', 'Page not found'],
      ['/groups/no-such-group', null],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await response?.text(), path).toContain('<meta name="robots" content="noindex" />');
      await page.getByRole('contentinfo').waitFor();
      if (says) await page.getByText(says).first().waitFor();
    }
    await context.close();
  });
});
