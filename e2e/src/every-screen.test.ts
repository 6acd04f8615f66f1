// Every screen of the shop and the back office, visited once by the role it needs and seen at every width by turning
// the window to it, in one browser page per role (docs/architecture.md#testing). At each width, once the element
// that says its main content has drawn is there and the network is quiet: nothing wider than the screen (issues 22
// and 31: not the page, not a box on a phone), no page error (the setup file), and a screenshot only on failure or
// with ASO_SCREENSHOTS=1. Once per screen and role (a new customer's screens that the visitor's crawl judged signed out
// only once), no serious or critical axe-core violation (WCAG 2 A and AA plus best practices: contrast on
// the brand colours, names that contain the visible label, heading order, keyboard-scrollable tables). Some screens
// add their own checks (the skip link, the size recommender, the WhatsApp bubble, the back office's navigation and
// records opened on a phone).
import { deleteDoc, doc, setDoc } from 'firebase/firestore/lite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, account, adminNav, newCustomer, signIn } from './lib/admin';
import { addCustomer, ownerDb, rtwProductDoc } from './lib/backend';
import { expectConsoleErrors, networkQuiet, newShopper, refused, VIEWPORTS } from './lib/browser';
import { browserPerFile } from './lib/per-file';
import {
  adminOverflow,
  axeViolations,
  bubbleOverButtons,
  buttonsCut,
  cardsUnreadable,
  keepScreenshot,
  shopOverflow,
} from './lib/screen-checks';
import { KAFTAN, addInSize, expectToast } from './lib/shop-ui';

let browser: Browser;
browserPerFile((b) => (browser = b));

/**
 * The shop's widths: two phones and a laptop, a screen opened at the first (a phone, as most shoppers) and the window
 * then turned to the others. The back office's are its laptop's first, a tablet, then the phones.
 */
const SHOP_WIDTHS = [360, 390, 1280] as const;
const ADMIN_WIDTHS = [1280, 1024, 390, 360] as const;
const PHONE_WIDTHS = [390, 360] as const;
/** axe-core runs once per screen and role, at the width its people mostly use (it costs seconds a screen). */
const AXE_WIDTH = { shop: 390, admin: 1280 } as const;
const isPhone = (width: number) => width < 1024;

/** The demo aso-ebi group (scripts/seed/groups.ts), organised by the demo customer. */
const DEMO_GROUP = 'grp-abeokuta-wedding';
const EVENT = { eventId: 'ev-harmattan-popup', eventName: 'Harmattan Pop-Up, Ikoyi' };
/** A product whose description is one long unbroken word, made for this file: it must wrap inside the page. */
const LONG_DESCRIPTION = { id: 'p-widths-long-description', slug: 'widths-long-description', name: 'Widths Test Wrap' };
/**
 * A customer with an account, no name and a long unbroken email (a sign-up who gave no name): the one opened on a
 * phone, so her email shows in the title and as her account's sign-in email. Made in beforeAll.
 */
let longCustomer: { readonly uid: string; readonly email: string };

interface ShopScreen {
  readonly name: string;
  readonly path: string;
  /** Waits for the element that says the screen's main content has drawn. */
  readonly ready: (page: Page) => Promise<unknown>;
  /** The screen's own checks at this width, after the common ones: what they found. */
  readonly also?: (page: Page, width: number) => Promise<string[]>;
  /** Loaded from the server rather than opened in the app (the not-found screen is the answer to a 404). */
  readonly load?: true;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const cards = (page: Page) => page.locator('article.product-card').first().waitFor();
const byButton = (name: string) => (page: Page) => page.getByRole('button', { name }).waitFor();

/** On product lists: one visible WhatsApp link (the header's below 1280 px, or the bubble), over no card's buttons. */
async function whatsAppClear(page: Page): Promise<string[]> {
  await page.locator('a[aria-label="Chat with us on WhatsApp"]:visible').first().waitFor();
  return bubbleOverButtons(page);
}

const HOME: ShopScreen = { name: 'home', path: '/', ready: cards, also: whatsAppClear };
const SHOP: ShopScreen = { name: 'shop', path: '/shop', ready: cards, also: whatsAppClear };
const PRODUCT: ShopScreen = { name: 'product', path: `/product/${KAFTAN.slug}`, ready: byButton('Add to cart') };
const MADE_TO_ORDER: ShopScreen = {
  name: 'product (made to order)',
  path: '/product/custom-bridal-kaftan',
  ready: (page) => page.getByText('Provide measurements at checkout').waitFor(),
};
const PREORDER: ShopScreen = {
  name: 'pre-order',
  path: '/preorder',
  ready: async (page) => {
    await heading(page);
    await cards(page);
  },
  also: whatsAppClear,
};
const ABOUT: ShopScreen = { name: 'about', path: '/about', ready: heading };
/** An unknown path is answered 404 with the not-found screen (the console's 404 is expected in every role's page). */
const NOT_FOUND: ShopScreen = {
  name: 'not found',
  path: '/no/such/page',
  ready: (page) => page.getByRole('heading', { name: 'Page not found' }).waitFor(),
  load: true,
};

/** Seen signed out. */
const VISITOR: readonly ShopScreen[] = [
  {
    ...SHOP,
    // The skip link is the first thing a keyboard reaches (first in the list, so on a page fresh from the server).
    also: async (page, width) => {
      const found = await whatsAppClear(page);
      // The first width's Tab focuses it; at the others it keeps the focus and must still show.
      const skip = page.getByRole('link', { name: 'Skip to content' });
      if (!(await skip.evaluate('(link) => link === document.activeElement'))) await page.keyboard.press('Tab');
      await skip.waitFor({ state: 'visible' });
      return found.map((f) => `${f} at ${width}px`);
    },
  },
  HOME,
  PRODUCT,
  PREORDER,
  // A piece with a sold-out size: 'Sold out in your size?' asks a signed-out shopper to sign in.
  {
    name: 'product (a size sold out)',
    path: '/product/kente-flare-midi-dress',
    ready: (page) => page.getByRole('link', { name: 'Sign in to be told when it’s back' }).waitFor(),
  },
  { name: 'cart (empty)', path: '/cart', ready: heading },
  MADE_TO_ORDER,
  { name: 'checkout (signed out)', path: '/checkout', ready: heading },
  {
    name: 'product (an unbroken description)',
    path: `/product/${LONG_DESCRIPTION.slug}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: LONG_DESCRIPTION.name }).waitFor(),
  },
  {
    name: 'size guide',
    path: '/size-guide',
    ready: byButton('Recommend my size'),
    // The recommender and its button fit a phone.
    also: async (page, width) => {
      if (!isPhone(width)) return [];
      const inside = (box: { x: number; width: number } | null) => !!box && box.x >= 0 && box.x + box.width <= width;
      const found: string[] = [];
      if (!inside(await page.getByRole('button', { name: 'Recommend my size' }).boundingBox()))
        found.push('the Recommend my size button leaves the screen');
      if (!inside(await page.locator('form.recommender').boundingBox()))
        found.push('the recommender leaves the screen');
      return found;
    },
  },
  ABOUT,
  {
    name: 'about and contact',
    path: '/aboutcontact',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Made in Abeokuta, worn everywhere' }).waitFor(),
  },
  { name: 'login', path: '/login', ready: byButton('Sign in') },
  { name: 'register', path: '/register', ready: byButton('Create Account') },
  NOT_FOUND,
];

/** Seen by a new customer with one piece of each kind in the cart, so cart and checkout show every part. */
const CUSTOMER_WITH_CART: readonly ShopScreen[] = [
  HOME,
  SHOP,
  PRODUCT,
  PREORDER,
  MADE_TO_ORDER,
  ABOUT,
  { name: 'cart', path: '/cart', ready: (page) => page.getByRole('list', { name: 'Items in your cart' }).waitFor() },
  { name: 'checkout', path: '/checkout', ready: byButton('Pay with Paystack') },
  { name: 'account', path: '/account', ready: byButton('Save profile') },
  {
    name: 'size guide from a product',
    path: `/size-guide?from=${KAFTAN.slug}`,
    ready: (page) => page.getByRole('link', { name: `← Back to ${KAFTAN.name}` }).waitFor(),
  },
  { name: 'new aso-ebi group', path: '/groups/new', ready: byButton('Create the group') },
  {
    name: 'aso-ebi group (to join)',
    path: `/groups/${DEMO_GROUP}`,
    ready: (page) => page.getByRole('form', { name: 'Join for myself' }).waitFor(),
  },
  {
    name: 'my orders (none)',
    path: '/orders',
    ready: (page) => page.locator('article.order, .state--empty').first().waitFor(),
  },
  NOT_FOUND,
];

/** Seen by the demo customer: her orders, her request for a sold-out size, the group she organises. */
const DEMO_CUSTOMER: readonly ShopScreen[] = [
  { name: 'account', path: '/account', ready: byButton('Save profile') },
  {
    name: 'my orders',
    path: '/orders',
    ready: (page) => page.locator('article.order, .state--empty').first().waitFor(),
  },
  // She waits for the Kente Flare Midi in L (demo data): her request with Cancel.
  {
    name: 'product (her size requested)',
    path: '/product/kente-flare-midi-dress',
    ready: byButton('Cancel size L request'),
  },
  { name: 'checkout', path: '/checkout', ready: heading },
  {
    name: 'aso-ebi group (as organiser)',
    path: `/groups/${DEMO_GROUP}`,
    ready: (page) => page.getByRole('region', { name: 'Organiser' }).getByRole('table').waitFor(),
    // A member's share opened for payment fits as well (opened at the first width, seen at each).
    also: async (page, width) => {
      const pay = page.getByRole('button', { name: 'Pay with Paystack' }).first();
      if (!(await pay.isVisible()))
        await page
          .getByRole('region', { name: 'Organiser' })
          .getByRole('button', { name: /^Pay for / })
          .first()
          .click();
      await pay.waitFor();
      return (await shopOverflow(page, isPhone(width))).map((f) => `a share's payment: ${f}`);
    },
  },
];

/**
 * The common checks of a visit, then the screen's own; a screenshot if asked for or if anything was found. The caller
 * has waited for a quiet network (after opening the screen, and after turning the window).
 */
async function checkVisit(
  page: Page,
  label: string,
  axe: boolean,
  common: () => Promise<string[]>,
  also?: () => Promise<string[]>,
): Promise<string[]> {
  const found = [...(await common()), ...(axe ? await axeViolations(page) : [])];
  await keepScreenshot(page, label, found.length > 0);
  if (also) found.push(...(await also()));
  return found;
}

/**
 * Opens `path` as the app's own links do, without loading the page again (what a shopper does after the first
 * page); the first visit of a page, and a screen marked `load`, come from the server.
 */
async function open(page: Page, screen: ShopScreen): Promise<void> {
  if (screen.load || !page.url().startsWith('http')) {
    const response = await page.goto(screen.path);
    if (screen === NOT_FOUND) expect(response?.status(), NOT_FOUND.path).toBe(404);
    return;
  }
  // The screen left behind is marked, so its ready element is never taken for the next one's.
  await page.evaluate(`(() => {
    for (const el of document.querySelectorAll('main#main > *')) el.setAttribute('data-crawler-left', '');
    history.pushState(null, '', ${JSON.stringify(screen.path)});
    dispatchEvent(new PopStateEvent('popstate'));
  })()`);
  // Two paths of one screen (/about and /aboutcontact) keep its element in place: the ready element and a quiet
  // network then say the new one has drawn.
  await page
    .locator('main#main > [data-crawler-left]')
    .first()
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined);
}

/** Turns the window to `width` (what a phone turned sideways or a dragged window does); images it now asks for load. */
async function turnTo(page: Page, width: number): Promise<void> {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
  await networkQuiet(page, 150);
}

/** The paths axe has judged signed out in this run (crawlShop fills it from the visitor's visit). */
const axedSignedOut = new Set<string>();

/**
 * Each screen of `screens` in one page, opened once and seen at every shop width: what each width found, by screen.
 * With `sameAsSignedOut`, axe skips a screen it judged signed out: a new customer's differs only in the header, which
 * it judges on her own screens (cart, checkout, account).
 */
async function crawlShop(page: Page, role: string, screens: readonly ShopScreen[], sameAsSignedOut = false) {
  // A server-drawn page's first load waits for its function to start: slow on a busy machine, and not the subject.
  page.setDefaultNavigationTimeout(60_000);
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await turnTo(page, SHOP_WIDTHS[0]);
    await open(page, screen);
    await screen.ready(page);
    await networkQuiet(page);
    const axe = !(sameAsSignedOut && axedSignedOut.has(screen.path));
    if (role === 'visitor') axedSignedOut.add(screen.path);
    for (const width of SHOP_WIDTHS) {
      await turnTo(page, width);
      const seen = await checkVisit(
        page,
        `${role} ${screen.name} ${width}`,
        axe && width === AXE_WIDTH.shop,
        () => shopOverflow(page, isPhone(width)),
        screen.also && (() => screen.also!(page, width)),
      );
      if (seen.length) found[`${screen.name} (${screen.path}) at ${width}px`] = seen;
    }
  }
  return found;
}

beforeAll(async () => {
  await setDoc(
    doc(ownerDb(), 'products', LONG_DESCRIPTION.id),
    rtwProductDoc({
      sku: 'RTW-WIDTHS-1',
      slug: LONG_DESCRIPTION.slug,
      name: LONG_DESCRIPTION.name,
      price: 15000,
      active: true,
      description: `Handdyed${'adire'.repeat(80)}`,
    }),
  );
  longCustomer = await newCustomer('oluwadamilare.adebayo-ogunlesi.abeokuta');
  const { uid, email } = longCustomer;
  await addCustomer(uid, { name: '', email, phone: '+2348031234567', city: 'Abeokuta', tags: [] }, uid);
});
afterAll(async () => {
  await deleteDoc(doc(ownerDb(), 'products', LONG_DESCRIPTION.id));
  await deleteDoc(doc(ownerDb(), 'customers', longCustomer.uid));
});

describe('the shop, signed out', () => {
  it(`every screen at ${SHOP_WIDTHS.join(', ')} px`, async () => {
    const { context, page } = await newShopper(browser);
    expectConsoleErrors(page, refused(404, NOT_FOUND.path));
    expect(await crawlShop(page, 'visitor', VISITOR)).toEqual({});
    await context.close();
  });
});

describe('the shop, as a new customer with a piece of each kind in the cart', () => {
  let customer: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    customer = await newShopper(browser);
    const { page } = customer;
    expectConsoleErrors(page, refused(404, NOT_FOUND.path));
    await signIn(page, await newCustomer('every-screen'), '/account');
    await addInSize(page, KAFTAN);
    await page.goto('/product/custom-bridal-kaftan');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Added to cart: Custom Bridal Kaftan.');
    await page.goto('/preorder');
    await page.getByRole('button', { name: 'Pay deposit for Owambe Sequin Boubou' }).click();
    await expectToast(page, 'Added to cart: Owambe Sequin Boubou.');
  });
  afterAll(async () => {
    await customer.context.close();
  });

  it(`every screen at ${SHOP_WIDTHS.join(', ')} px, and the shop in event mode`, async () => {
    const { page } = customer;
    const found = await crawlShop(page, 'customer', CUSTOMER_WITH_CART, true);
    // An event: staff sell at a pop-up with the event banner on every page.
    await turnTo(page, SHOP_WIDTHS[0]);
    await page.evaluate(`sessionStorage.setItem('aso_event_mode', ${JSON.stringify(JSON.stringify(EVENT))})`);
    await page.goto('/shop');
    await page.getByText(EVENT.eventName).first().waitFor();
    await cards(page);
    await networkQuiet(page);
    for (const width of SHOP_WIDTHS) {
      await turnTo(page, width);
      const event = await checkVisit(page, `customer event mode ${width}`, width === AXE_WIDTH.shop, () =>
        shopOverflow(page, isPhone(width)),
      );
      if (event.length) found[`event mode (/shop) at ${width}px`] = event;
    }
    await page.evaluate("sessionStorage.removeItem('aso_event_mode')");
    await page.reload();
    expect(found).toEqual({});
  });
});

describe('the shop, as the demo customer', () => {
  it(`her own screens at ${SHOP_WIDTHS.join(', ')} px`, async () => {
    const { context, page } = await newShopper(browser);
    await signIn(page, account(CUSTOMER), '/account');
    expect(await crawlShop(page, 'demo customer', DEMO_CUSTOMER)).toEqual({});
    await context.close();
  });
});

/** The back office's side navigation, as an admin sees it; each link opens the screen of the same heading. */
const ADMIN_SCREENS = [
  'Dashboard',
  'Catalog',
  'Pre-order windows',
  'Inventory',
  'Production',
  'Purchase orders',
  'Orders',
  'Customers',
  'Referrals',
  'Promotions',
  'Events',
  'Aso-ebi groups',
  'Finance',
  'Payments to review',
  'Settings',
] as const;

const openFirst = (page: Page, name: RegExp) => page.getByRole('button', { name }).first().click();

/** One record opened on a screen (named as in the side navigation): its side panel or dialog. */
const DETAILS: readonly (readonly [screen: (typeof ADMIN_SCREENS)[number], open: (page: Page) => Promise<unknown>])[] =
  [
    [
      'Orders',
      async (page) => {
        await openFirst(page, /^Open order /);
        await page.getByRole('heading', { name: 'Timeline' }).waitFor();
      },
    ],
    ['Customers', (page) => page.getByRole('button', { name: `Open ${longCustomer.email}` }).click()],
    [
      'Purchase orders',
      async (page) => {
        await openFirst(page, /^Open PO /);
        await page.getByRole('table', { name: 'Line items' }).waitFor();
      },
    ],
    ['Referrals', (page) => openFirst(page, /^Edit code of /)],
    [
      'Catalog',
      async (page) => {
        await openFirst(page, /^New product$/);
        await page.getByRole('dialog', { name: 'New product' }).getByLabel('Size S on hand').waitFor();
      },
    ],
    [
      'Aso-ebi groups',
      async (page) => {
        await page.getByRole('table', { name: 'Aso-ebi groups by event date' }).getByRole('link').first().click();
        await page.getByRole('region', { name: 'Cutting sheet' }).getByRole('row').nth(1).waitFor();
      },
    ],
  ];

/** The screen named `name`, opened from the side navigation, once every loading state has gone. */
async function openAdminScreen(page: Page, name: string): Promise<void> {
  await adminNav(page, name);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await networkQuiet(page);
  // A screen may have several (Production loads its runs and what can be made).
  await expect.poll(() => page.locator('.state--loading').count(), { timeout: 20_000 }).toBe(0);
}

/** The back office's fit at `width`: a phone's cards and buttons too; a tablet's page only. */
async function adminFit(page: Page, width: number): Promise<string[]> {
  const found = await adminOverflow(page, width === 1024);
  if (isPhone(width)) found.push(...(await buttonsCut(page)), ...(await cardsUnreadable(page)));
  // Not the storefront's header, footer and WhatsApp button.
  for (const [what, count] of [
    ['the WhatsApp button', page.getByRole('link', { name: 'Chat with us on WhatsApp' }).count()],
    ["the shop's navigation", page.getByRole('navigation', { name: 'Main' }).count()],
    ["the shop's footer", page.getByRole('contentinfo').count()],
  ] as const)
    if ((await count) > 0) found.push(`shows ${what}`);
  return found;
}

/** A purchase order opened from the bottom of the list comes into view (already open: it comes back into view). */
async function lastPurchaseOrderInView(page: Page): Promise<string[]> {
  await openAdminScreen(page, 'Purchase orders');
  const last = page.getByRole('button', { name: /^Open PO / }).last();
  const po = /^Open PO (\S+)/.exec((await last.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const title = page.getByRole('heading', { level: 2, name: new RegExp(`^PO ${po}`) }).first();
  await title.waitFor();
  const box = await title.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box && box.y >= -1 && box.y < height ? [] : [`"PO ${po}" opened at y=${Math.round(box?.y ?? NaN)}`];
}

describe('the back office, as an admin', () => {
  it(`every screen at ${ADMIN_WIDTHS.join(', ')} px, opened from the side navigation`, async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signIn(page, account(ADMIN), '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    // Beside the screen on a laptop and a tablet (folded behind a button on a phone: admin-guard-dashboard).
    expect(await nav.getByRole('link').allTextContents()).toEqual(ADMIN_SCREENS);
    const found: Record<string, string[]> = {};
    for (const name of ADMIN_SCREENS) {
      await turnTo(page, ADMIN_WIDTHS[0]);
      await openAdminScreen(page, name);
      for (const width of ADMIN_WIDTHS) {
        await turnTo(page, width);
        if (!isPhone(width))
          expect(await nav.getByRole('link', { name, exact: true }).getAttribute('aria-current'), name).toBe('page');
        const seen = await checkVisit(page, `admin ${name} ${width}`, width === AXE_WIDTH.admin, () =>
          adminFit(page, width),
        );
        if (seen.length) found[`${name} at ${width}px`] = seen;
      }
    }
    // The second width taps the one the first opened: its Open brings it back into view.
    for (const width of PHONE_WIDTHS) {
      await turnTo(page, width);
      const lost = await lastPurchaseOrderInView(page);
      if (lost.length) found[`Purchase orders, the last opened at ${width}px`] = lost;
    }
    // One record of each kind opened on a phone, seen at both phone widths.
    for (const [name, open] of DETAILS) {
      await turnTo(page, PHONE_WIDTHS[0]);
      await openAdminScreen(page, name);
      await open(page);
      await networkQuiet(page);
      for (const width of PHONE_WIDTHS) {
        await turnTo(page, width);
        const wide = [...(await adminOverflow(page, false)), ...(await buttonsCut(page))];
        await keepScreenshot(page, `admin ${name} one open ${width}`, wide.length > 0);
        if (wide.length) found[`${name}, one open at ${width}px`] = wide;
      }
      await page.keyboard.press('Escape');
    }
    expect(found).toEqual({});
    // The back office's own bar still leads back to the shop.
    await turnTo(page, VIEWPORTS.desktop.width);
    await page.getByRole('link', { name: 'View shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await context.close();
  });
});
