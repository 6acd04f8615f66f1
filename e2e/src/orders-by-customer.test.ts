// Finding things by who they belong to (issue 31, items 1–2): staff type a customer's name, part of it, an email or
// a phone number the way people write it ('0805 123 4503') and get that customer's orders, named in the list and
// in the CSV; the customer list and the referral screen find a number typed the local way too.
import type { Browser } from 'playwright-core';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { ORDER_SEARCH_LIMIT } from '@aso/domain/orders/order-reference';
import { shortId } from '@aso/domain/shared/text';
import { ownerDb } from './lib/backend';
import { VIEWPORTS } from './lib/browser';
import { downloadedCsv, staffSession } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** The demo customer Amaka's orders, newest first, as a search may show them. */
async function amakaOrders(): Promise<string[]> {
  const snap = await getDocs(
    query(collection(ownerDb(), 'orders'), where('customerId', '==', 'demo-amaka'), orderBy('createdAt', 'desc')),
  );
  return snap.docs.map((d) => d.id);
}

describe('orders found by customer', () => {
  it('finds a customer’s orders by name, part of it, email and phone however it is typed, and names them', async () => {
    const expected = (await amakaOrders()).slice(0, ORDER_SEARCH_LIMIT);
    expect(expected.length).toBeGreaterThan(3);
    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    const filters = page.getByRole('search', { name: 'Filter orders' });
    const search = filters.getByLabel('Find an order');
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    const shownNumbers = async () =>
      (await table.locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim());

    for (const typed of [
      'Amaka',
      'amaka nwosu',
      'NWOS',
      'amaka@aso.demo',
      '0805 123 4503',
      '08051234503',
      '+234 805 123 4503',
    ]) {
      await search.fill(typed);
      await filters.getByText(new RegExp(`^${expected.length} orders`)).waitFor();
      expect(await shownNumbers(), typed).toEqual(expected.map(shortId));
    }
    // Each row names the customer, with the email under the name.
    const first = table.locator('tbody tr').first();
    await first.getByText('Amaka Nwosu', { exact: true }).waitFor();
    await first.getByText('amaka@aso.demo').waitFor();

    // Several words narrow: another customer's first name with Amaka's surname finds nobody.
    await search.fill('Tunde Nwosu');
    await page.getByText('No order matches this number, name, email or phone.').waitFor();
    await context.close();
  });

  it('names the customer and their number in the CSV', async () => {
    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    await page.getByRole('table', { name: 'Orders, newest first' }).locator('tbody tr').first().waitFor();
    const csv = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    const amaka = csv.rows.filter((r) => r.Email === 'amaka@aso.demo');
    expect(amaka.length).toBeGreaterThan(0);
    for (const row of amaka) expect(row).toMatchObject({ Customer: 'Amaka Nwosu', Phone: '0805 123 4503' });
    await context.close();
  });

  it('the customer list and the referral screen find a number typed the local way', async () => {
    const { context, page } = await staffSession(browser, '/admin/customers', 'Customers', VIEWPORTS.desktop);
    for (const typed of ['0805 123 4503', '08051234503', '805-123-4503']) {
      await page.getByLabel('Search').fill(typed);
      await page.getByText('1 match', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Open Amaka Nwosu' }).waitFor();
    }
    // The list shows numbers the way they are read here.
    await page.getByRole('table').getByText('0805 123 4503').waitFor();

    await page.goto('/admin/referrals');
    await page.getByRole('heading', { level: 1, name: 'Referrals' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('0805 123 4503');
    await page.getByRole('button', { name: 'Edit code of Amaka Nwosu' }).waitFor();
    expect(await page.getByRole('button', { name: /^Edit code of / }).count()).toBe(1);
    await context.close();
  });
});
