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
