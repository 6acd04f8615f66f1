// Shared steps of the back-office II journeys (admin2-*.test.ts): signing in as the demo staff or admin, and
// reading what the browser downloaded.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import Papa from 'papaparse';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../scripts/seed/accounts';

export function demoAccount(role: 'staff' | 'admin'): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`No demo ${role} account`);
  return found;
}

/** Sign in through the Login screen, then open an admin screen and wait for its heading. */
export async function signInTo(
  page: Page,
  role: 'staff' | 'admin',
  adminPath: string,
  heading: string,
): Promise<DemoAccount> {
  const account = demoAccount(role);
  await page.goto(`/login?redirectTo=${encodeURIComponent(adminPath)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return account;
}

/** Click something that downloads a CSV; answers its rows as objects keyed by the header row. */
export async function downloadedCsv(
  page: Page,
  click: () => Promise<void>,
): Promise<{ fileName: string; fields: string[]; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return { fileName: download.suggestedFilename(), fields: parsed.meta.fields ?? [], rows: parsed.data };
}

/** At phone width nothing may push the page sideways (wide tables scroll inside their own box). */
export async function pageWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}
