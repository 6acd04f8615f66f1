/**
 * Finance benchmark (issue 9): the Finance screen in Chromium, signed in as staff, against a stack of its own
 * holding N orders over D days (written with the Admin SDK, with the `stats/{day}` documents settlement would
 * have left, folded with the domain's orderContribution/addStats) and purchase orders spread over the same days.
 * For each period it counts the Firestore document reads the screen caused (the index gate's counters,
 * billed as production bills them) and the time from choosing the period to the chart being drawn.
 * Budget: reads grow with the number of days shown, never with the number of orders. Prints a table; never
 * fails on time.
 *
 *   npx tsx e2e/bench/finance.bench.ts          (or `npm run bench -- finance`)
 *
 * It always starts its own stack (ports 29xxx, production web build), because it clears Firestore between
 * scenarios.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { lagosDayKey, poTotal } from '@aso/domain';
import { dayKeysBetween, addDays } from '@aso/domain/shared/lagos-time';
import { defaultSettings } from '@aso/domain/settings/settings';
import type { FinancePeriod } from '@aso/domain/finance/finance';
import { startStack } from '../../scripts/lib/stack';
import { seededRandom } from '../../scripts/seed/random';
import type { SeedDoc } from '../../scripts/seed/types';
import { demoAccount, signIn } from '../src/lib/admin';
import { launchBrowser, newShopper, VIEWPORTS } from '../src/lib/browser';
import { ROOT } from '../src/lib/stack';
import { measure, replaceData } from './lib/firestore-counters';
import { ordersWithStats } from './lib/orders';

const PORTS = {
  auth: 29099,
  functions: 29001,
  firestore: 29080,
  firestoreEmulator: 29085,
  storage: 29199,
  paystack: 29010,
  web: 29173,
  hub: 29400,
  logging: 29500,
  mailSmtp: 29025,
  mailWeb: 29081,
  webDev: 29273,
  hosting: 29510,
};
const DAY_MS = 86_400_000;
const SCENARIOS = [
  { orders: 5_000, days: 365 },
  { orders: 1_000, days: 365 },
  { orders: 5_000, days: 90 },
] as const;
const PERIODS: readonly { value: FinancePeriod; label: string }[] = [
  { value: 7, label: '7 days' },
  { value: 90, label: '90 days' },
  { value: 365, label: '12 months' },
  { value: 'all', label: 'All time' },
];
const PURCHASE_ORDERS_PER_YEAR = 48;

const PRODUCTS = [
  { productId: 'p-adire-shirt', sku: 'RTW-ADR-01', name: 'Adire Shirt', type: 'RTW', unitPrice: 18_500, size: 'M' },
  { productId: 'p-kente-midi', sku: 'RTW-KNT-02', name: 'Kente Flare Midi', type: 'RTW', unitPrice: 42_000, size: 'L' },
  {
    productId: 'p-bridal-kaftan',
    sku: 'MTO-BRD-01',
    name: 'Custom Bridal Kaftan',
    type: 'MTO',
    unitPrice: 185_000,
    size: null,
  },
  {
    productId: 'p-harmattan-coat',
    sku: 'PRE-HMT-01',
    name: 'Harmattan Coat',
    type: 'PREORDER',
    unitPrice: 65_000,
    size: null,
  },
] as const;

/** N orders over the last D days with their stats days, and purchase orders over the same days. */
function buildData(orders: number, days: number, now: Date): { docs: SeedDoc[]; statsDays: number; firstDay: string } {
  const random = seededRandom(orders * 1_000 + days);
  const docs: SeedDoc[] = [
    { path: 'settings/global', data: { ...defaultSettings(), updatedAt: now, updatedBy: 'bench' } },
  ];
  const made = ordersWithStats(random, orders, days, now, () => {
    const product = random.pick(PRODUCTS);
    const qty = random.int(1, 2);
    const subtotal = product.unitPrice * qty;
    const roll = random();
    const status = roll < 0.05 ? 'cancelled' : 'completed';
    const paymentStatus = roll < 0.05 ? 'unpaid' : roll < 0.1 && product.type === 'PREORDER' ? 'deposit_paid' : 'paid';
    const deposit = paymentStatus === 'deposit_paid';
    const amountDueNow = deposit ? Math.round(subtotal * 0.4) : subtotal;
    const amountPaid = paymentStatus === 'unpaid' ? 0 : amountDueNow;
    return {
      line: {
        ...product,
        qty,
        payMode: deposit ? 'deposit' : 'full',
        depositPercent: product.type === 'PREORDER' ? 40 : null,
        amountDueNow,
      },
      status,
      paymentStatus,
      amountPaid,
      depositPaid: deposit ? amountDueNow : 0,
      referralCode: random() < 0.2 ? 'AMAKA-7Q2X' : null,
      // Cost of goods as settlement fixes it (about 40 % of the price), so the COGS and margin cards have figures.
      costOfGoods: { [product.type]: Math.round(product.unitPrice * qty * 0.4) },
    };
  });
  docs.push(...made.docs);
  const pos = Math.max(1, Math.round((PURCHASE_ORDERS_PER_YEAR * days) / 365));
  for (let i = 0; i < pos; i += 1) {
    const createdAt = new Date(now.getTime() - Math.floor((i * days) / pos) * DAY_MS - 3_600_000);
    const lines = [
      { materialId: 'm-adire-cotton', qty: random.int(10, 60), unitCost: 2_800 },
      { materialId: 'm-zips', qty: random.int(1, 4), unitCost: 7_500 },
    ];
    const status = random.pick(['received', 'received', 'ordered', 'cancelled', 'draft'] as const);
    docs.push({
      path: `purchaseOrders/bench-po-${i}`,
      data: {
        vendorName: 'Itoku Adire Market',
        status,
        notes: '',
        lines,
        totalCost: poTotal(lines),
        createdAt,
        updatedAt: createdAt,
        createdBy: 'bench',
      },
    });
  }
  return { docs, statsDays: made.statsDays.length, firstDay: made.statsDays[0] ?? lagosDayKey(now) };
}

/** The number of bars the screen must draw for a period, given the days that have stats. */
function barsFor(period: FinancePeriod, now: Date, firstDay: string): number {
  const today = lagosDayKey(now);
  if (period === 'all') return dayKeysBetween(firstDay, today).length;
  return dayKeysBetween(addDays(today, -(period - 1)), today).length;
}

async function drawn(page: Page, bars: number): Promise<void> {
  const list = page.getByRole('region', { name: 'Daily revenue bars' }).getByRole('listitem');
  const deadline = Date.now() + 60_000;
  while ((await list.count()) !== bars) {
    if (Date.now() > deadline)
      throw new Error(
        `expected ${bars} bars, the screen shows ${await list.count()}: ${(await page.locator('main').innerText()).slice(0, 600)}`,
      );
    await page.waitForTimeout(20);
  }
}

interface Row {
  scenario: string;
  period: string;
  bars: number;
  reads: number;
  queries: number;
  ms: number;
}

console.log('Starting a stack for the benchmark on ports 29xxx (production web build)…');
const stack = await startStack({
  name: 'bench-finance',
  ports: PORTS,
  importDir: path.join(ROOT, 'emulator-data'),
  web: 'preview',
  progress: (line) => console.log(`  ${line}`),
});
// The browser helpers read the stack's address from this file.
process.env.ASO_STACK_JSON = path.join(ROOT, '.stack', 'bench-finance', 'stack.json');
const rows: Row[] = [];
const browser = await launchBrowser();
try {
  const staff = demoAccount('staff');
  for (const scenario of SCENARIOS) {
    const now = new Date();
    const label = `${scenario.orders.toLocaleString('en')} orders / ${scenario.days} days`;
    const { docs, statsDays, firstDay } = buildData(scenario.orders, scenario.days, now);
    await replaceData(stack, label, docs, statsDays);

    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signIn(page, staff, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Opening the screen (its default, 30 days): the screen's own reads, after the admin shell is up.
    const openBars = barsFor(30, now, firstDay);
    const opened = await measure(
      stack,
      page,
      () => page.getByRole('link', { name: 'Finance', exact: true }).first().click(),
      () => drawn(page, openBars),
    );
    rows.push({ scenario: label, period: '30 days (open)', bars: openBars, ...opened });

    for (const period of PERIODS) {
      const bars = barsFor(period.value, now, firstDay);
      const c = await measure(
        stack,
        page,
        () => page.getByLabel('Period').selectOption(String(period.value)),
        () => drawn(page, bars),
      );
      rows.push({ scenario: label, period: period.label, bars, ...c });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(path.join(ROOT, 'firebase.bench-finance.json'), { force: true });
}

console.log('\nFinance screen: Firestore document reads and time to draw, per period');
console.log('scenario                 | period          | bars | reads | queries | time (ms)');
console.log('-------------------------|-----------------|------|-------|---------|----------');
for (const r of rows) {
  console.log(
    `${r.scenario.padEnd(24)} | ${r.period.padEnd(15)} | ${String(r.bars).padStart(4)} | ${String(r.reads).padStart(5)} | ${String(r.queries).padStart(7)} | ${r.ms.toFixed(0).padStart(9)}`,
  );
}
const allTime = rows.filter((r) => r.period === 'All time');
console.log(`\nAll time: ${allTime.map((r) => `${r.scenario} → ${r.reads} reads`).join('; ')}.`);
console.log(
  'Reads = one per stats day in range + one per purchase order in range (at least one per query); the orders themselves are never read.',
);
console.log(
  'Cost of goods sold and gross margin (per period and per type) come from the same stats days: no reads beyond the above.',
);
