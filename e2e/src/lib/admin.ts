// Shared steps of the back-office journeys (admin-*.test.ts): signing in with a demo account, opening an admin
// screen through the side navigation, reading a downloaded CSV, making a customer account, and measuring the page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import Papa from 'papaparse';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../scripts/seed/accounts';
import { newShopper } from './browser';
import { openWithSavedSession, saveSession } from './sessions';
import { stackInfo } from './stack';

export function account(email: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`No demo account ${email}`);
  return found;
}

/** The demo staff or admin account. */
export function demoAccount(role: 'staff' | 'admin'): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`No demo ${role} account`);
  return found;
}

export const STAFF = 'staff@aso.demo';
export const ADMIN = 'admin@aso.demo';
export const CUSTOMER = 'amaka@aso.demo';

/**
 * Sign in on the Login screen, which then returns to `target`; in a fresh browser, an account that has signed in
 * earlier in this run opens `target` with its saved session instead (lib/sessions.ts).
 */
export async function signIn(page: Page, who: { email: string; password: string }, target: string): Promise<void> {
  if (await openWithSavedSession(page, who.email, target)) return;
  await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await saveSession(page, who.email);
}

/** Sign in as the demo staff or admin, then wait for the admin screen's heading. */
export async function signInTo(
  page: Page,
  role: 'staff' | 'admin',
  adminPath: string,
  heading: string,
): Promise<DemoAccount> {
  const who = demoAccount(role);
  await signIn(page, who, adminPath);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return who;
}

/** A tablet-sized staff session on an admin screen, waiting for its heading. */
export async function staffSession(
  browser: Browser,
  target: string,
  heading: string,
  viewport: { width: number; height: number } = { width: 1024, height: 768 },
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newShopper(browser, viewport);
  await signIn(session.page, account(STAFF), target);
  await session.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  return session;
}

/** Click a side-navigation link (opening the phone menu first when it is folded). */
export async function adminNav(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const toggle = nav.getByRole('button', { name: /Admin menu/ });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await nav.getByRole('link', { name, exact: true }).click();
}

/** Click something that downloads a CSV; answers the file name, header row and rows keyed by header. */
export async function downloadedCsv(
  page: Page,
  click: () => Promise<void>,
): Promise<{ fileName: string; text: string; fields: string[]; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  // Streamed from the journeys' shared Chromium (a connected browser's downloads have no local path).
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return { fileName: download.suggestedFilename(), text, fields: parsed.meta.fields ?? [], rows: parsed.data };
}

/** A new customer account in the Auth emulator (as the Register screen would make), with its password. */
export async function newCustomer(label: string): Promise<{ uid: string; email: string; password: string }> {
  const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'journey-pass-123';
  const res = await fetch(
    `${stackInfo().urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId?: string };
  if (!body.localId) throw new Error(`Could not create ${email}`);
  return { uid: body.localId, email, password };
}

/** At phone width nothing may push the page sideways (wide tables scroll inside their own box). */
export async function pageWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}
