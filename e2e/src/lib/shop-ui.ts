// Small steps a shopper takes, by role and label as a person would.
import type { Page } from 'playwright-core';

/** The main navigation; on a phone it sits behind the Menu button. */
export async function openNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return nav;
}

export async function goByNav(page: Page, name: string): Promise<void> {
  const nav = await openNav(page);
  await nav.getByRole('link', { name, exact: true }).click();
}

/** Waits for a toast with exactly this text at the bottom of the screen. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.toast', { hasText: text }).first().waitFor({ state: 'visible' });
}

/**
 * From a product's page (opened with `query`, e.g. a referral link's `?ref=`): chooses the size (one with few left
 * reads 'S (few left)') and adds one to the cart.
 */
export async function addInSize(
  page: Page,
  product: { slug: string; name: string },
  size = 'M',
  query = '',
): Promise<void> {
  await page.goto(`/product/${product.slug}${query}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(`^${size}( |$)`) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expectToast(page, `Added to cart: ${product.name}.`);
}

/**
 * Waits until the app has taken over a server-drawn page. A journey about what the app does waits for this; taps
 * made before it are product-first-visit.test.ts's subject.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await page.locator('main[data-server-drawn]').waitFor({ state: 'detached' });
}

/** The demo ready-to-wear piece most journeys buy. */
export const KAFTAN = { slug: 'adire-indigo-kaftan', name: 'Adire Indigo Kaftan' } as const;

/**
 * On /shop: the first card with its own Add to cart (a piece without sizes; ready-to-wear cards send you to the
 * product page for a size), added once.
 */
export async function addFirstCardToCart(page: Page): Promise<void> {
  const card = page
    .locator('article.product-card')
    .filter({ has: page.getByRole('button', { name: /^Add to cart: / }) })
    .first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expectToast(page, `Added to cart: ${name}.`);
}
