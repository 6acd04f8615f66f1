// A new customer account through the register screen, as a shopper makes one.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accountUid, freshEmail } from './backend';

/**
 * Registers `name` with a fresh address and waits until the account is really there: the account screen, the
 * Auth record, and the session kept in localStorage (a page load sooner starts signed out).
 */
export async function registerCustomer(page: Page, name: string): Promise<{ uid: string; email: string }> {
  const email = freshEmail(name);
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(`${name}-aso-2026`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  await page.waitForFunction("Object.keys(localStorage).some((k) => k.startsWith('firebase:authUser'))");
  await expect.poll(() => accountUid(email).catch(() => ''), { timeout: 10_000 }).not.toBe('');
  return { uid: await accountUid(email), email };
}
