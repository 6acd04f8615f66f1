// Finance as staff: the cards, bars, CSV, expenses (what arrived, by the day it arrived), the commitment of open
// purchase orders and the margin per product (sortable, with its CSV) add up to what the stats days and purchase
// orders in Firestore say, for 30 days and for all time.
import type { Browser, Page } from 'playwright-core';
import { collection, getDocs } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { averageOrderValue, grossProfit, periodDays, type FinancePeriod } from '@aso/domain/finance/finance';
import { dayKeysBetween, lagosDayKey } from '@aso/domain/shared/lagos-time';
import { formatNairaAdmin } from '@aso/domain/shared/money';
import { ownerDb } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { downloadedCsv, signInTo } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

interface ProductFigures {
  name: string;
  qty: number;
  revenue: number;
  cogs: number;
}

interface Expected {
  revenue: number;
  orders: number;
  referralRevenue: number;
  expenses: number;
  /** Ordered, not yet received: open purchase orders' lines still to come × unit cost. */
  commitment: number;
  days: string[];
  byType: Record<string, { qty: number; revenue: number }>;
  /** By revenue, biggest first (ties by name), products that sold nothing net left out. */
  products: ProductFigures[];
}

const kobo = (n: number) => Math.round(n * 100) / 100;

/** The figures straight from Firestore, summed here by hand. */
async function expected(period: FinancePeriod, now: Date): Promise<Expected> {
  const stats = (await getDocs(collection(ownerDb(), 'stats'))).docs.map((d) => ({ id: d.id, data: d.data() }));
  const today = lagosDayKey(now);
  const first = stats.map((s) => s.id).sort()[0] ?? today;
  const { from, to } = period === 'all' ? { from: first, to: today } : periodDays(period, now);
  const inRange = stats.filter((s) => s.id >= from && s.id <= to);
  const sum = (f: (d: Record<string, unknown>) => number) => inRange.reduce((t, s) => t + f(s.data), 0);
  const type = (t: string) => ({
    qty: sum((d) => (d.byType as Record<string, { qty?: number }> | undefined)?.[t]?.qty ?? 0),
    revenue: sum((d) => (d.byType as Record<string, { revenue?: number }> | undefined)?.[t]?.revenue ?? 0),
  });
  // Every open purchase order's lines, what is still to come × its unit cost (a received or cancelled one commits
  // nothing, and neither does a draft).
  const pos = (await getDocs(collection(ownerDb(), 'purchaseOrders'))).docs.map(
    (d) => d.data() as { status: string; lines: { qty: number; unitCost: number; received?: number }[] },
  );
  const commitment = pos
    .filter((p) => p.status === 'ordered')
    .flatMap((p) => p.lines)
    .reduce((t, l) => t + Math.max(0, l.qty - (l.received ?? 0)) * l.unitCost, 0);
  const products = new Map<string, ProductFigures>();
  for (const day of [...inRange].sort((a, b) => a.id.localeCompare(b.id)))
    for (const [id, p] of Object.entries((day.data.products ?? {}) as Record<string, ProductFigures>)) {
      const had = products.get(id) ?? { name: '', qty: 0, revenue: 0, cogs: 0 };
      products.set(id, {
        // A day written without the product's name (as older days were) reads as its id.
        name: p.name || had.name || id,
        qty: had.qty + (p.qty ?? 0),
        revenue: had.revenue + (p.revenue ?? 0),
        cogs: kobo(had.cogs + (p.cogs ?? 0)),
      });
    }
  return {
    revenue: sum((d) => Number(d.revenue ?? 0)),
    orders: sum((d) => Number(d.orders ?? 0)),
    referralRevenue: sum((d) => Number(d.referralRevenue ?? 0)),
    expenses: kobo(sum((d) => Number(d.purchasing ?? 0))),
    commitment: kobo(commitment),
    days: dayKeysBetween(from, to),
    byType: { RTW: type('RTW'), MTO: type('MTO'), PREORDER: type('PREORDER') },
    products: [...products.values()]
      .filter((p) => p.qty !== 0 || p.revenue !== 0 || p.cogs !== 0)
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
  };
}

/** Date labels under the bars whose text reaches past the chart's box ('29 Oct' cut to '9 Oct'); the first only, or all. */
function labelsCut(page: Page, which: 'first' | 'all'): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const box = document.querySelector('.fin-chart__scroll').getBoundingClientRect();
    const labels = [...document.querySelectorAll('.fin-chart__label')].filter((l) => l.textContent);
    return labels.slice(0, ${which === 'first' ? 1 : 'labels.length'}).flatMap((l) => {
      const range = document.createRange();
      range.selectNodeContents(l);
      const r = range.getBoundingClientRect();
      return r.left < box.left - 0.5 || r.right > box.right + 0.5 ? [l.textContent] : [];
    });
  })()`);
}

async function checkScreen(page: Page, want: Expected): Promise<void> {
  const card = (label: string) => page.getByRole('region', { name: label });
  await card('Revenue (paid)').getByText(formatNairaAdmin(want.revenue), { exact: true }).waitFor();
  await card('Revenue (paid)').getByText(`${want.orders} orders`).waitFor();
  await card('Avg order value')
    .getByText(formatNairaAdmin(averageOrderValue(want.revenue, want.orders)), { exact: true })
    .waitFor();
  await card('Referral revenue').getByText(formatNairaAdmin(want.referralRevenue), { exact: true }).waitFor();
  await card('Gross profit (proxy)')
    .getByText(formatNairaAdmin(grossProfit(want.revenue, want.expenses)), { exact: true })
    .waitFor();
  const expenses = page.getByRole('region', { name: 'Expenses (purchasing)' });
  await expenses.getByText(formatNairaAdmin(want.expenses), { exact: true }).waitFor();
  await expenses
    .getByText('Ordered, not yet received')
    .locator('..')
    .getByText(formatNairaAdmin(want.commitment), { exact: true })
    .waitFor();
  // The product table: the biggest seller first, with its revenue and cost of goods.
  const top = want.products[0]!;
  const topRow = page.getByRole('table', { name: 'Margin per product' }).getByRole('row').nth(1);
  await topRow.getByRole('cell', { name: top.name, exact: true }).waitFor();
  await topRow.getByRole('cell', { name: formatNairaAdmin(top.revenue), exact: true }).waitFor();
  await topRow.getByRole('cell', { name: formatNairaAdmin(top.cogs), exact: true }).waitFor();
  const bars = page.getByRole('region', { name: 'Daily revenue bars' }).getByRole('listitem');
  await expect.poll(() => bars.count()).toBe(want.days.length);
  const heights = await bars
    .locator('.fin-chart__bar')
    .evaluateAll((els: { getBoundingClientRect(): { height: number } }[]) =>
      els.map((e) => e.getBoundingClientRect().height),
    );
  for (const h of heights) {
    expect(h).toBeGreaterThanOrEqual(4);
    expect(h).toBeLessThanOrEqual(120);
  }
  // Issue 31: the period's best day stands full height and the rest in proportion to it (by share of 30 days
  // every bar was a few pixels high).
  if (want.revenue > 0) expect(Math.max(...heights)).toBeCloseTo(120, 0);
  const types = page.getByRole('table', { name: 'Revenue by product type' });
  for (const [t, label] of [
    ['RTW', 'Ready-to-wear (RTW)'],
    ['MTO', 'Made-to-order (MTO)'],
    ['PREORDER', 'Pre-order'],
  ] as const) {
    const row = types.getByRole('row').filter({ hasText: label });
    await row.getByRole('cell', { name: formatNairaAdmin(want.byType[t]!.revenue), exact: true }).waitFor();
  }
}

describe('finance', () => {
  it('shows 30 days and all time from the stats days and purchase orders, with a daily CSV that adds up', async () => {
    const now = new Date();
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signInTo(page, 'staff', '/admin/finance', 'Finance');
    const month = await expected(30, now);
    expect(month.revenue).toBeGreaterThan(0);
    await checkScreen(page, month);
    expect(await labelsCut(page, 'all')).toEqual([]);
    // On a phone the chart keeps its latest day in view; scrolled back to its start, the first day's label is whole.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
      document.querySelector('.fin-chart__scroll').scrollLeft = 0;
      done();
    })))`);
    expect(await labelsCut(page, 'first')).toEqual([]);
    await page.setViewportSize(VIEWPORTS.desktop);
    await shootBoth(page, 'admin2-finance', (p) => p.getByRole('region', { name: 'Daily revenue bars' }).waitFor());

    const csv = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export daily CSV' }).click());
    expect(csv.fields).toEqual(['Date', 'Revenue']);
    expect(csv.rows.map((r) => r.Date)).toEqual(month.days);
    expect(csv.rows.reduce((t, r) => t + Number(r.Revenue), 0)).toBe(month.revenue);

    // The recent purchase orders fold away; at most 8.
    const expenses = page.getByRole('region', { name: 'Expenses (purchasing)' });
    await expenses.getByText(/^Recent purchase orders/).click();
    expect(await expenses.getByRole('listitem').count()).toBeLessThanOrEqual(8);

    // Margin per product: the CSV has every product the days say, with its figures; a size row for each size
    // of a product sold in more than one.
    const products = await downloadedCsv(page, () =>
      page.getByRole('button', { name: 'Export product margins CSV' }).click(),
    );
    expect(products.fields).toEqual(['Product', 'Size', 'Units', 'Revenue', 'Cost of goods', 'Margin', 'Margin %']);
    const all = products.rows.filter((r) => r.Size === 'All');
    expect(all.map((r) => [r.Product, Number(r.Units), Number(r.Revenue), Number(r['Cost of goods'])])).toEqual(
      month.products.map((p) => [p.name, p.qty, p.revenue, p.cogs]),
    );
    expect(all.every((r) => Number(r.Margin) === kobo(Number(r.Revenue) - Number(r['Cost of goods'])))).toBe(true);
    expect(products.rows.some((r) => r.Size !== 'All')).toBe(true);
    // Sorted by margin %: the first row now has the highest share; a second click turns it round.
    const table = page.getByRole('table', { name: 'Margin per product' });
    const firstPercent = async () =>
      Number.parseFloat((await table.getByRole('row').nth(1).getByRole('cell').nth(5).textContent()) ?? '');
    const percents = all.map((r) => (r['Margin %'] === '' ? -Infinity : Number(r['Margin %'])));
    // On a phone (where shootBoth left the page) each row is a card and the sort is chosen from a list ...
    await page.getByLabel('Sort by').selectOption({ label: 'Margin %' });
    await expect.poll(firstPercent).toBe(Math.max(...percents));
    // ... on a laptop from the column's header, where a second click turns it round.
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await page.getByLabel('Sort by').isVisible()).toBe(false);
    await table.getByRole('button', { name: /^Margin %/ }).click();
    await expect.poll(firstPercent).toBe(Math.min(...percents.filter((p) => p !== -Infinity)));

    await page.getByLabel('Period').selectOption('all');
    await checkScreen(page, await expected('all', now));
    await context.close();
  });
});
