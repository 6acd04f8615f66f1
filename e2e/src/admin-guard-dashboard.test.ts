// The back office's door and front page: the guard sends visitors to /login and customers home, lets staff in
// with the side navigation folded on a phone (every screen in it and opening from it: every-screen.test.ts), and
// the dashboard's figures are the stats'.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dashboardFigures, dashboardWindow, moreAlertsWords } from '@aso/domain/finance/dashboard';
import { formatNairaAdmin } from '@aso/domain/shared/money';
import { dashboardLoadFailed } from '@aso/domain/finance/messages';
import { NOT_ALLOWED } from '@aso/domain/shared/messages';
import { roleChangedWords } from '@aso/domain/account/messages';
import { statsDaySchema } from '@aso/domain/finance/schemas/stats';
import { isLowStock } from '@aso/domain/catalogue/stock';
import { collection, doc, documentId, getCount, getDocs, query, setDoc, where } from 'firebase/firestore/lite';
import { ownerDb, readDoc, rtwProductDoc } from './lib/backend';
import { expectConsoleErrors, newShopper, refused, shootBoth, VIEWPORTS } from './lib/browser';
import { registerCustomer } from './lib/accounts';
import { expectToast } from './lib/shop-ui';
import { CUSTOMER, account, adminNav, signIn, signInTo, staffSession } from './lib/admin';
import { browserPerFile, productsMadeHere } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();

/**
 * Every low-stock alert in the stored data, counted from the stock itself (units in the main document and its
 * shards, each product's offered sizes) and the active materials: what the dashboard must say it has.
 */
async function alertsInTheData(): Promise<number> {
  const db = ownerDb();
  const [products, stock, materials] = await Promise.all([
    getDocs(collection(db, 'products')),
    getDocs(collection(db, 'stock')),
    getDocs(query(collection(db, 'materials'), where('active', '==', true))),
  ]);
  const offered = new Map(
    products.docs.map((p) => [p.id, p.get('type') === 'RTW' ? (p.get('sizeOptions') as string[]) : []]),
  );
  let alerts = 0;
  for (const s of stock.docs) {
    const sizes = (s.get('sizes') ?? {}) as Record<string, { onHand: number; reorderLevel?: number }>;
    const shards = await getDocs(collection(db, 'stock', s.id, 'shards'));
    for (const size of offered.get(s.id) ?? []) {
      const units =
        (sizes[size]?.onHand ?? 0) +
        shards.docs.reduce((n, d) => n + ((d.get(`onHand.${size}`) as number | undefined) ?? 0), 0);
      if (isLowStock(units, sizes[size]?.reorderLevel ?? 0)) alerts += 1;
    }
  }
  for (const m of materials.docs)
    if (isLowStock(m.get('onHand') as number, m.get('reorderLevel') as number | null)) alerts += 1;
  return alerts;
}

describe('admin guard', () => {
  it('sends a signed-out visitor to /login and back to the admin screen after signing in as staff', async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await page.goto('/admin/orders');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/admin/orders');
    await page.getByLabel('Email').fill(account('staff@aso.demo').email);
    await page.getByLabel('Password').fill(account('staff@aso.demo').password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
    await context.close();
  });

  it('sends a customer home', async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signIn(page, account(CUSTOMER), '/account');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('navigation', { name: 'Back office' }).count()).toBe(0);
    await context.close();
  });

  it('folds the navigation behind a button on a phone', async () => {
    const { context, page } = await staffSession(browser, '/admin/inventory', 'Inventory', VIEWPORTS.phone);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const toggle = nav.getByRole('button', { name: /Admin menu/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Orders', exact: true }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Nothing is wider than the phone's screen except inside the scrolling tables.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await context.close();
  });
});

describe('dashboard', () => {
  it("shows today's and the week's figures from the stats documents, with the top SKUs and low-stock alerts", async () => {
    const now = new Date();
    const { days, since, today } = dashboardWindow(now);
    const db = ownerDb();
    const read = async () => {
      const [statsSnap, checkouts] = await Promise.all([
        getDocs(query(collection(db, 'stats'), where(documentId(), '>=', days[0]!), where(documentId(), '<=', today))),
        getCount(query(collection(db, 'orders'), where('createdAt', '>=', since))),
      ]);
      const days7 = new Map(statsSnap.docs.map((d) => [d.id, statsDaySchema.parse(d.data())]));
      return { figures: dashboardFigures({ now, days: days7 }), orders: checkouts.data().count };
    };
    // Every checkout counted has its order: the week's orders, paid or not, are the checkouts the stats count. A
    // checkout writes both in one transaction, but other journeys' checkouts can land between the two reads (they
    // are two queries), so it reads both again until no checkout fell between them.
    let week = await read();
    await expect
      .poll(async () => {
        week = await read();
        return week.figures.weekCheckouts - week.orders;
      })
      .toBe(0);
    const { figures } = week;
    expect(figures.weekOrders).toBeGreaterThan(0);

    const { context, page } = await staffSession(browser, '/admin', 'Dashboard');
    const card = (label: string) => page.getByRole('region', { name: label }).locator('.stat-card__value');
    await card("Today's orders").waitFor();
    expect(await card("Today's orders").textContent()).toBe(String(figures.todayOrders));
    expect(await card("Today's revenue").textContent()).toBe(formatNairaAdmin(figures.todayRevenue));
    expect(await card('7-day revenue').textContent()).toBe(formatNairaAdmin(figures.weekRevenue));
    expect(await card('7-day conversion').textContent()).toBe(`${figures.weekConversion.toFixed(1)}%`);
    // It divides checkouts started, so it cannot pass 100% (orders ÷ newsletter leads read 120–363%).
    expect(figures.weekConversion).toBeGreaterThan(0);
    expect(figures.weekConversion).toBeLessThanOrEqual(100);
    await page.getByText(`${figures.weekOrders} paid of ${figures.weekCheckouts} checkouts started`).waitFor();

    const skuRows = page.getByRole('table', { name: 'Best-selling SKUs over the last 7 days' }).locator('tbody tr');
    expect(await skuRows.count()).toBe(Math.min(5, figures.topSkus.length));
    expect(await skuRows.first().locator('td').first().textContent()).toBe(figures.topSkus[0]?.key);
    // The seed has materials at or below their reorder level (Sequin mesh: 0 of 10).
    await page
      .getByRole('table', { name: /at or below their reorder level/ })
      .getByText('Sequin mesh')
      .waitFor();
    // Polling the region's text shows what it holds instead when this fails.
    await expect
      .poll(() => page.getByRole('region', { name: 'Active event' }).textContent(), { timeout: 20_000 })
      .toContain('Harmattan Pop-Up, Ikoyi');
    await shootBoth(page, 'admin-dashboard', (p) => p.getByRole('heading', { name: 'Low-stock alerts' }).waitFor());
    await context.close();
  });

  it('alerts only sizes with a reorder level above 0 at or below it, whatever sold-out sizes nobody restocks, and says how many more (issue 30)', async () => {
    // Ten pieces sold out in every size and never restocked (reorder level 0), filed before the demo's: the spec's
    // rule flagged them all, and they filled the dashboard's ten, pushing out real alerts such as the crop top's S.
    const db = ownerDb();
    for (let i = 0; i < 10; i += 1) {
      const id = `0-e2e-sold-out-${i}-${Date.now().toString(36)}`;
      made.push(id);
      await setDoc(doc(db, 'products', id), {
        ...rtwProductDoc({ sku: `RTW-SOLD-${i}`, slug: id, name: `Sold Out Tee ${i}`, price: 9000, active: true }),
        availability: { M: 'out' },
      });
      await setDoc(doc(db, 'stock', id), { sizes: { M: { onHand: 0, reorderLevel: 0 } }, alerts: 0 });
    }
    const cropTop = (await readDoc('stock/p-adire-crop-top'))?.sizes as Record<
      string,
      { onHand: number; reorderLevel: number }
    >;
    expect(cropTop.S).toEqual({ onHand: 0, reorderLevel: 3 });
    const total = await alertsInTheData();
    expect(total).toBeGreaterThan(10);

    const { context, page } = await staffSession(browser, '/admin', 'Dashboard');
    const table = page.getByRole('table', { name: /at or below their reorder level/ });
    await table.getByText('Adire Crop Top (S)').waitFor();
    expect(await table.getByText(/^Sold Out Tee/).count()).toBe(0);
    expect(await table.locator('tbody tr').count()).toBe(10);
    await page.getByText(moreAlertsWords(10, total)!).waitFor();
    await context.close();
  });

  it('says why when it cannot read, with the hint about access rules', async () => {
    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders');
    // Firestore refuses every query, as it would for an account without the staff claim in its rules.
    expectConsoleErrors(page, refused(403, 'documents:runQuery'), refused(403, 'documents:runAggregationQuery'));
    const denied = JSON.stringify([
      { error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' } },
    ]);
    await page.route(
      (url) => /:run(Aggregation)?Query$/.test(url.pathname),
      (route) => route.fulfill({ status: 403, contentType: 'application/json', body: denied }),
    );
    await adminNav(page, 'Dashboard');
    await page.getByRole('alert').getByText(dashboardLoadFailed(NOT_ALLOWED), { exact: true }).waitFor();
    await context.close();
  });
});

describe('a role change reaches open screens within seconds, both ways (issue 30)', () => {
  it('promoted: the header offers Admin and the back office opens without signing in again; demoted: it closes, still signed in', async () => {
    const person = await newShopper(browser, VIEWPORTS.desktop);
    const { uid, email } = await registerCustomer(person.page, 'promoted');
    await expect.poll(() => readDoc(`customers/${uid}`), { timeout: 15_000 }).toBeDefined();
    const header = person.page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);

    // The admin makes the account staff in another browser; the person's open screen follows.
    const admin = await newShopper(browser, VIEWPORTS.desktop);
    await signInTo(admin.page, 'admin', `/admin/customers?customer=${uid}`, 'Customers');
    const panel = admin.page.getByRole('region', { name: email });
    await panel.getByText('Account role:').waitFor();
    await panel.getByLabel('Change role to').selectOption('staff');
    await panel.getByRole('button', { name: 'Change role' }).click();
    await expectToast(admin.page, 'Role changed to Staff.');

    await expectToast(person.page, roleChangedWords('staff'));
    await header.getByRole('link', { name: 'Admin', exact: true }).click();
    await person.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await adminNav(person.page, 'Customers');
    const list = person.page.getByRole('region', { name: 'Customer list' });
    await list.getByRole('table').waitFor();

    // Demoted while the customer list is open: the back office closes within seconds, the person stays signed in. A
    // read the open list sends before it closes is refused by the rules at once (seen once in CI): expected.
    expectConsoleErrors(person.page, refused(403, 'documents:runQuery'));
    await panel.getByLabel('Change role to').selectOption('customer');
    await panel.getByRole('button', { name: 'Change role' }).click();
    await expectToast(admin.page, 'Role changed to Customer.');
    await person.page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await expectToast(person.page, roleChangedWords('customer'));
    expect(await person.page.getByRole('navigation', { name: 'Back office' }).count()).toBe(0);
    expect(await person.page.getByRole('table').count()).toBe(0);
    await header.getByRole('link', { name: 'Account' }).waitFor();
    expect(await header.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    // Back to the list's address: sent home again, nothing of it shown.
    await person.page.goto('/admin/customers');
    await person.page.waitForURL((url) => url.pathname === '/');
    expect(await person.page.getByRole('region', { name: 'Customer list' }).count()).toBe(0);
    await shootBoth(person.page, 'role-demoted-home');
    await admin.context.close();
    await person.context.close();
  });
});
