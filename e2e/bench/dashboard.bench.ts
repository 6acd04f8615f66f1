/**
 * Dashboard benchmark (issue 8): the admin Dashboard in Chromium, signed in as staff, against a stack of its own
 * holding N orders over D days — written with the Admin SDK together with the `stats/{day}` documents settlement
 * would have left (domain orderContribution/addStats) — on top of the demo catalogue, materials, referral stats,
 * leads and the active event. For each scenario it counts the Firestore document reads the dashboard causes (the
 * index gate's counters, billed as production bills them) and how long it takes until its figures are
 * shown: once opened from another admin screen (the screen's own reads) and three times as a full page load
 * (everything the app reads on the way, auth and settings included).
 * Budget: ≤ 60 documents, independent of the number of orders. Prints a table; never fails on time.
 *
 *   npx tsx e2e/bench/dashboard.bench.ts          (or `npm run bench -- dashboard`)
 *
 * It always starts its own stack (on free ports) and serves a production build from a folder of its own, because
 * it clears Firestore between scenarios.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startStack, webEnv } from '../../scripts/lib/stack';
import { buildSeed } from '../../scripts/seed/index';
import { seededRandom } from '../../scripts/seed/random';
import type { SeedDoc } from '../../scripts/seed/types';
import { account, signIn, STAFF } from '../src/lib/admin';
import { launchBrowser, newShopper, VIEWPORTS } from '../src/lib/browser';
import { ROOT } from '../src/lib/stack';
import { measure, replaceData } from './lib/firestore-counters';
import { ordersWithStats } from './lib/orders';

/** A port nobody listens on now (the OS picks it), so the bench never clashes with another stack. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
const [
  auth,
  functions,
  firestore,
  firestoreEmulator,
  storage,
  paystack,
  web,
  hub,
  logging,
  mailSmtp,
  mailWeb,
  webDev,
  hosting,
] = await Promise.all(Array.from({ length: 13 }, freePort));
const PORTS = {
  auth: auth!,
  functions: functions!,
  firestore: firestore!,
  firestoreEmulator: firestoreEmulator!,
  storage: storage!,
  paystack: paystack!,
  web: web!,
  hub: hub!,
  logging: logging!,
  mailSmtp: mailSmtp!,
  mailWeb: mailWeb!,
  webDev: webDev!,
  hosting: hosting!,
};
const NAME = 'bench-dashboard';
const BUDGET = 60;
const SCENARIOS = [
  { orders: 5_000, days: 365 },
  { orders: 1_000, days: 365 },
  { orders: 5_000, days: 90 },
  { orders: 10_000, days: 365 },
] as const;
const FULL_LOADS = 3;

interface SeedProduct {
  productId: string;
  sku: string;
  name: string;
  type: 'RTW' | 'MTO' | 'PREORDER';
  unitPrice: number;
  size: string | null;
}

/** The demo data without its orders (and their payments and stats), plus N orders over D days with their stats. */
function buildData(orders: number, days: number, now: Date): { docs: SeedDoc[]; statsDays: number } {
  const seed = buildSeed(now).docs.filter((d) => !/^(orders|payments|stats)\//.test(d.path));
  const products: SeedProduct[] = seed
    .filter((d) => /^products\/[^/]+$/.test(d.path))
    .map((d) => {
      const p = d.data as {
        sku: string;
        name: string;
        type: SeedProduct['type'];
        price: number;
        sizeOptions?: string[];
      };
      return {
        productId: d.path.split('/')[1]!,
        sku: p.sku,
        name: p.name,
        type: p.type,
        unitPrice: p.price,
        size: p.type === 'RTW' ? (p.sizeOptions?.[1] ?? 'M') : null,
      };
    });
  const random = seededRandom(orders * 1_000 + days);
  const made = ordersWithStats(random, orders, days, now, () => {
    const line = { ...random.pick(products), qty: random.int(1, 2) };
    const roll = random();
    const status =
      roll < 0.05 ? 'cancelled' : random.pick(['pending', 'in_production', 'ready', 'shipped', 'completed'] as const);
    const paymentStatus = roll < 0.05 ? 'unpaid' : 'paid';
    return { line, status, paymentStatus, amountPaid: paymentStatus === 'paid' ? line.unitPrice * line.qty : 0 };
  });
  return { docs: [...seed, ...made.docs], statsDays: made.statsDays.length };
}

/** The dashboard has drawn its figures and every panel (the low-stock table is the last to need data). */
async function shown(page: Page): Promise<void> {
  await page.getByRole('region', { name: "Today's orders" }).waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { name: 'Low-stock alerts' }).waitFor({ timeout: 60_000 });
}

interface Row {
  scenario: string;
  load: string;
  reads: number;
  queries: number;
  ms: number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

console.log(`Starting a stack for the benchmark on free ports (Firestore ${PORTS.firestore}, web ${PORTS.web})…`);
const stack = await startStack({
  name: NAME,
  ports: PORTS,
  importDir: path.join(ROOT, 'emulator-data'),
  web: 'none',
  progress: (line) => console.log(`  ${line}`),
});
// A production build in a folder of its own, so a test stack serving web/dist is not disturbed.
const outDir = mkdtempSync(path.join(tmpdir(), 'aso-dashboard-bench-'));
const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
const env = { ...process.env, ...webEnv(stack), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
console.log('Building the web app (production)…');
const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
  cwd: path.join(ROOT, 'web'),
  env,
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('web build failed');
const preview = spawn(
  process.execPath,
  [vite, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(PORTS.web), '--strictPort'],
  {
    cwd: path.join(ROOT, 'web'),
    env,
    stdio: 'ignore',
    detached: true,
  },
);
for (
  let i = 0;
  i < 120 &&
  !(await fetch(stack.urls.web).then(
    (r) => r.ok,
    () => false,
  ));
  i += 1
)
  await new Promise((r) => setTimeout(r, 500));
process.env.ASO_STACK_JSON = path.join(ROOT, '.stack', NAME, 'stack.json');

const rows: Row[] = [];
const browser = await launchBrowser();
try {
  const staff = account(STAFF);
  for (const scenario of SCENARIOS) {
    const now = new Date();
    const label = `${scenario.orders.toLocaleString('en')} orders / ${scenario.days} days`;
    const { docs, statsDays } = buildData(scenario.orders, scenario.days, now);
    await replaceData(stack, label, docs, statsDays);

    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signIn(page, staff, '/admin/catalog');
    await page.getByRole('heading', { level: 1, name: 'Catalog', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');

    // Opened from another admin screen: the dashboard's own reads.
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const opened = await measure(
      stack,
      page,
      () => nav.getByRole('link', { name: 'Dashboard', exact: true }).click(),
      () => shown(page),
    );
    rows.push({ scenario: label, load: 'from the side navigation', ...opened });

    // Full page loads of /admin: the app starts, restores the session, reads settings and the dashboard.
    const loads: { reads: number; queries: number; ms: number }[] = [];
    for (let i = 0; i < FULL_LOADS; i += 1)
      loads.push(
        await measure(
          stack,
          page,
          () => page.goto('/admin'),
          () => shown(page),
        ),
      );
    const last = loads[loads.length - 1]!;
    rows.push({
      scenario: label,
      load: `full page load (median of ${FULL_LOADS})`,
      reads: last.reads,
      queries: last.queries,
      ms: median(loads.map((l) => l.ms)),
    });
    await context.close();
  }
} finally {
  await browser.close();
  if (preview.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await stack.stop();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(path.join(ROOT, `firebase.${NAME}.json`), { force: true });
}

console.log('\nDashboard: Firestore document reads and time until the figures are shown');
console.log('scenario                  | load                           | reads | queries | time (ms)');
console.log('--------------------------|--------------------------------|-------|---------|----------');
for (const r of rows) {
  console.log(
    `${r.scenario.padEnd(25)} | ${r.load.padEnd(30)} | ${String(r.reads).padStart(5)} | ${String(r.queries).padStart(7)} | ${r.ms.toFixed(0).padStart(9)}`,
  );
}
const own = rows.filter((r) => r.load === 'from the side navigation').map((r) => r.reads);
console.log(
  `\nBudget: ≤ ${BUDGET} documents per dashboard load, independent of the number of orders. Dashboard reads per scenario: ${own.join(', ')} ` +
    `(max ${Math.max(...own)}: ${Math.max(...own) <= BUDGET ? 'within' : 'OVER'} budget; they differ only by how many SKUs sold in the week, up to 5).`,
);
console.log(
  'Reads = 7 stats days + a leads count + 5 referral stats + ≤ 5 top-SKU products + the active event and 2 guest counts + ≤ 8 stock documents with alerts, their products and the alert sum + the active materials with a reorder level; never an order.',
);
