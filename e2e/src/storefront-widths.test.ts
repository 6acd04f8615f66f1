// Issue 22, item 5 and the width check: every storefront and customer screen at 360 and 390 px phones and a
// 1280 px laptop, with no sideways scroll on the page nor inside a box on it (issue 31: the size charts, an aso-ebi
// group's page, as member and as organiser); the Size Guide's recommender and button fit a phone; a long unbroken
// product description wraps; the WhatsApp bubble never sits over a product card's buttons.
import { deleteDoc, doc, setDoc } from 'firebase/firestore/lite';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownerDb, rtwProductDoc } from './lib/backend';
import { account, CUSTOMER, signIn } from './lib/admin';
import { registerCustomer } from './lib/accounts';
import { expectConsoleErrors, newShopper, refused } from './lib/browser';
import { KAFTAN, addInSize, expectToast } from './lib/shop-ui';
import { browserPerFile } from './lib/per-file';

const WIDTHS = [360, 390, 1280] as const;
/** The demo aso-ebi group (scripts/seed/groups.ts), organised by the demo customer. */
const DEMO_GROUP = 'grp-abeokuta-wedding';
const EVENT = { eventId: 'ev-harmattan-popup', eventName: 'Harmattan Pop-Up, Ikoyi' };

let browser: Browser;
browserPerFile((b) => (browser = b));

interface Screen {
  readonly name: string;
  readonly path: string;
  readonly ready: (page: Page) => Promise<unknown>;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

/** Seen signed out. */
const SIGNED_OUT: readonly Screen[] = [
  { name: 'login', path: '/login', ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor() },
  {
    name: 'register',
    path: '/register',
    ready: (page) => page.getByRole('button', { name: 'Create Account' }).waitFor(),
  },
  { name: 'checkout (signed out)', path: '/checkout', ready: heading },
];

/** Seen by a signed-in customer with one piece of each kind in the cart. */
const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/', ready: (page) => page.locator('.product-card').first().waitFor() },
  { name: 'shop', path: '/shop', ready: (page) => page.locator('.product-card').first().waitFor() },
  {
    name: 'product',
    path: '/product/adire-indigo-kaftan',
    ready: (page) => page.getByRole('button', { name: 'Add to cart' }).waitFor(),
  },
  {
    name: 'product (made to order)',
    path: '/product/custom-bridal-kaftan',
    ready: (page) => page.getByText('Provide measurements at checkout').waitFor(),
  },
  { name: 'pre-order', path: '/preorder', ready: (page) => page.locator('.product-card').first().waitFor() },
  {
    name: 'size guide',
    path: '/size-guide',
    ready: (page) => page.getByRole('button', { name: 'Recommend my size' }).waitFor(),
  },
  { name: 'about', path: '/about', ready: heading },
  { name: 'cart', path: '/cart', ready: (page) => page.getByRole('list', { name: 'Items in your cart' }).waitFor() },
  {
    name: 'checkout',
    path: '/checkout',
    ready: (page) => page.getByRole('button', { name: 'Pay with Paystack' }).waitFor(),
  },
  { name: 'account', path: '/account', ready: (page) => page.getByRole('button', { name: 'Save profile' }).waitFor() },
  {
    name: 'size guide from a product',
    path: '/size-guide?from=adire-indigo-kaftan',
    ready: (page) => page.getByRole('link', { name: '← Back to Adire Indigo Kaftan' }).waitFor(),
  },
  {
    name: 'new aso-ebi group',
    path: '/groups/new',
    ready: (page) => page.getByRole('button', { name: 'Create the group' }).waitFor(),
  },
  {
    name: 'aso-ebi group (to join)',
    path: `/groups/${DEMO_GROUP}`,
    ready: (page) => page.getByRole('form', { name: 'Join for myself' }).waitFor(),
  },
  { name: 'not found', path: '/no-such-page', ready: heading },
  {
    name: 'my orders',
    path: '/orders',
    ready: (page) => page.locator('article.order, .state--empty').first().waitFor(),
  },
];

/** How far the page scrolls sideways: 0 when everything fits. */
const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

/** Boxes on the page that scroll sideways inside themselves (a table cut at the screen's edge), by name. */
const boxesScrolling = (page: Page): Promise<string[]> =>
  page.evaluate<string[]>(`(() => [...document.querySelectorAll('main .table-wrap, main table, main form, main dl')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1)
    .map((el) => (el.getAttribute('aria-label') || el.className || el.tagName) + ' ' + el.scrollWidth + ' > ' + el.clientWidth))()`);

/** The elements wider than the viewport, for a useful failure message. */
const widest = (page: Page): Promise<string[]> =>
  page.evaluate<string[]>(`(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *, header *, footer *')]
      .filter((el) => el.getBoundingClientRect().right > limit + 1)
      .slice(0, 5)
      .map((el) => el.tagName.toLowerCase() + '.' + String(el.className) + ' → ' + Math.round(el.getBoundingClientRect().right) + 'px');
  })()`);

async function expectFits(page: Page, label: string): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow,
    `${label} scrolls sideways by ${overflow}px: ${(await widest(page)).join('; ')}`,
  ).toBeLessThanOrEqual(0);
  if (page.viewportSize()?.width !== 1280)
    expect(await boxesScrolling(page), `${label}: boxes cut at the edge`).toEqual([]);
}

/** A signed-in customer with a cart holding one of each kind of piece, so cart and checkout show every part. */
async function customerWithCart(page: Page): Promise<void> {
  await registerCustomer(page, 'widths');
  await addInSize(page, KAFTAN);
  await page.goto('/product/custom-bridal-kaftan');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expectToast(page, 'Added to cart: Custom Bridal Kaftan.');
  await page.goto('/preorder');
  await page.getByRole('button', { name: 'Pay deposit for Owambe Sequin Boubou' }).click();
  await expectToast(page, 'Added to cart: Owambe Sequin Boubou.');
}

describe('storefront widths (issue 22)', () => {
  it('every storefront and customer screen fits 360, 390 and 1280 px without sideways scroll', async () => {
    const visitor = await newShopper(browser);
    // The not-found screen is the answer to a 404 (an unknown path is not a page).
    expectConsoleErrors(visitor.page, refused(404, '/no-such-page'));
    for (const width of WIDTHS) {
      await visitor.page.setViewportSize({ width, height: 800 });
      for (const screen of SIGNED_OUT) {
        await visitor.page.goto(screen.path);
        await screen.ready(visitor.page);
        await expectFits(visitor.page, `${screen.name} at ${width}px`);
      }
    }
    await visitor.context.close();

    const { context, page } = await newShopper(browser);
    expectConsoleErrors(page, refused(404, '/no-such-page'));
    await customerWithCart(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await screen.ready(page);
        await expectFits(page, `${screen.name} at ${width}px`);
      }
      // An event: staff sell at a pop-up with the event banner on every page.
      await page.evaluate(`sessionStorage.setItem('aso_event_mode', ${JSON.stringify(JSON.stringify(EVENT))})`);
      await page.goto('/shop');
      await page.getByText('Harmattan Pop-Up, Ikoyi').first().waitFor();
      await page.locator('.product-card').first().waitFor();
      await expectFits(page, `event mode at ${width}px`);
      await page.evaluate("sessionStorage.removeItem('aso_event_mode')");
    }
    await context.close();
  });

  it('an aso-ebi group’s page, as its organiser sees it with members and a share’s payment open, fits a phone', async () => {
    const { context, page } = await newShopper(browser);
    await signIn(page, account(CUSTOMER), `/groups/${DEMO_GROUP}`);
    const members = page.getByRole('region', { name: 'Organiser' });
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/groups/${DEMO_GROUP}`);
      await members.getByRole('table').waitFor();
      await expectFits(page, `organiser's group page at ${width}px`);
      await members
        .getByRole('button', { name: /^Pay for / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Pay with Paystack' }).first().waitFor();
      await expectFits(page, `a share's payment at ${width}px`);
    }
    await context.close();
  });

  it('the Size Guide recommender and its button fit a phone', async () => {
    const { context, page } = await newShopper(browser);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/size-guide');
      const button = page.getByRole('button', { name: 'Recommend my size' });
      await button.waitFor();
      const box = await button.boundingBox();
      const form = await page.locator('form.recommender').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(form && form.x >= 0 && form.x + form.width <= width).toBe(true);
      await expectFits(page, `size guide at ${width}px`);
    }
    await context.close();
  });

  it('a long unbroken product description wraps inside the page', async () => {
    const ref = doc(ownerDb(), 'products', 'p-widths-long-description');
    const now = new Date();
    await setDoc(
      ref,
      rtwProductDoc(
        {
          sku: 'RTW-WIDTHS-1',
          slug: 'widths-long-description',
          name: 'Widths Test Wrap',
          price: 15000,
          active: true,
          description: `Handdyed${'adire'.repeat(80)}`,
        },
        now,
      ),
    );
    try {
      const { context, page } = await newShopper(browser);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/product/widths-long-description');
        await page.getByRole('heading', { level: 1, name: 'Widths Test Wrap' }).waitFor();
        await expectFits(page, `long description at ${width}px`);
      }
      await context.close();
    } finally {
      await deleteDoc(ref);
    }
  });

  it('the WhatsApp bubble never sits over a product card’s buttons, and WhatsApp stays one tap away', async () => {
    const { context, page } = await newShopper(browser);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/shop', '/preorder', '/']) {
        await page.goto(path);
        await page.locator('.product-card').first().waitFor();
        // The header (below 1280 px) or the bubble: one visible WhatsApp link once the page has drawn.
        await page.locator('a[aria-label="Chat with us on WhatsApp"]:visible').first().waitFor();
        // Whatever the scroll position, a bubble over the same columns as a button would cover it at some point.
        const clashes = await page.evaluate<string[]>(`(() => {
          const bubble = [...document.querySelectorAll('a[aria-label="Chat with us on WhatsApp"]')].find(
            (el) => getComputedStyle(el).position === 'fixed' && el.getClientRects().length > 0,
          );
          if (!bubble) return [];
          const b = bubble.getBoundingClientRect();
          return [...document.querySelectorAll('.product-card__actions a, .product-card__actions button')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.left < b.right && r.right > b.left;
            })
            .map((el) => el.getAttribute('aria-label') || el.textContent || '');
        })()`);
        expect(clashes, `${path} at ${width}px: the bubble covers ${clashes.slice(0, 3).join(', ')}`).toEqual([]);
      }
    }
    await context.close();
  });
});
