// Every screen through axe-core (WCAG 2 A and AA rules plus best practices) in Chromium: the storefront signed out
// and as a customer at phone size, the back office as an admin on a laptop. No serious or critical violation —
// contrast on the brand colours, names that contain the visible label, heading order, keyboard-scrollable tables.
// Screens are checked once their data has loaded.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { account, ADMIN, CUSTOMER, signIn } from './lib/admin';
import { launchBrowser, networkQuiet, newShopper, VIEWPORTS } from './lib/browser';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

async function violations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE });
  // Browser-side code as a string: this workspace compiles without the DOM types.
  return page.evaluate<Violation[]>(`axe
    .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
    .then((result) => result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })))`);
}

interface Screen {
  readonly path: string;
  readonly ready: (page: Page) => Promise<unknown>;
}

/** The serious and critical violations on each screen, as readable lines. */
async function audit(page: Page, screens: readonly Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    await networkQuiet(page);
    for (const v of await violations(page)) {
      if (v.impact === 'serious' || v.impact === 'critical')
        found.push(`${screen.path}: ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`);
    }
  }
  return found;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

const STOREFRONT: readonly Screen[] = [
  { path: '/', ready: (page) => page.locator('.product-card').first().waitFor() },
  { path: '/shop', ready: (page) => page.locator('.product-card').first().waitFor() },
  {
    path: '/product/adire-indigo-kaftan',
    ready: (page) => page.getByRole('button', { name: 'Add to cart' }).waitFor(),
  },
  // A piece with a sold-out size: 'Sold out in your size?' asks a signed-out shopper to sign in.
  {
    path: '/product/kente-flare-midi-dress',
    ready: (page) => page.getByRole('link', { name: 'Sign in to be told when it’s back' }).waitFor(),
  },
  { path: '/preorder', ready: (page) => page.locator('.product-card, .preorder-card').first().waitFor() },
  { path: '/size-guide', ready: heading },
  { path: '/about', ready: heading },
  { path: '/cart', ready: heading },
  { path: '/login', ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor() },
  { path: '/register', ready: (page) => page.getByRole('button', { name: 'Create Account' }).waitFor() },
];

const CUSTOMER_SCREENS: readonly Screen[] = [
  { path: '/account', ready: (page) => page.getByRole('button', { name: 'Save profile' }).waitFor() },
  { path: '/orders', ready: (page) => page.locator('article.order, .state--empty').first().waitFor() },
  // Amaka waits for the Kente Flare Midi in L (demo data): her request with Cancel.
  {
    path: '/product/kente-flare-midi-dress',
    ready: (page) => page.getByRole('button', { name: 'Cancel size L request' }).waitFor(),
  },
  { path: '/checkout', ready: heading },
];

const ADMIN_SCREENS: readonly Screen[] = [
  '',
  '/catalog',
  '/preorder-windows',
  '/inventory',
  '/production',
  '/purchase-orders',
  '/orders',
  '/customers',
  '/referrals',
  '/events',
  '/groups',
  '/finance',
  '/payments',
  '/settings',
].map((path) => ({ path: `/admin${path}`, ready: heading }));

describe('accessibility of the storefront (axe-core, phone)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the storefront, signed out, at phone size', async () => {
    const { context, page } = await newShopper(browser);
    const found = await audit(page, STOREFRONT);
    await context.close();
    expect(found).toEqual([]);
  });

  it("a customer's own screens, at phone size", async () => {
    const { context, page } = await newShopper(browser);
    await signIn(page, account(CUSTOMER), '/account');
    const found = await audit(page, CUSTOMER_SCREENS);
    await context.close();
    expect(found).toEqual([]);
  });

  it('every back-office screen, as an admin on a laptop', async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signIn(page, account(ADMIN), '/admin');
    const found = await audit(page, ADMIN_SCREENS);
    await context.close();
    expect(found).toEqual([]);
  });
});
