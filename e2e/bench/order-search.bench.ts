/**
 * Order search benchmark (issue 31): what one back-office search for an order costs in Firestore reads, counted by
 * the index gate in front of Google's Firestore emulator as production bills them, against 1,000 and 5,000 orders of 200 customers. "Keys" is the
 * shipped search (web/src/features/admin-orders/api/search-orders.ts `findOrders`, Firestore Lite, the searchKeys
 * startCheckout writes); "window" is the search it replaced — the newest 1,000 orders read once per search term and
 * matched in memory — run as the same two requests it made. Each row also says whether the customer's oldest order
 * was found. Prints a table; never fails on time.
 *
 *   npx tsx e2e/bench/order-search.bench.ts          (or `npm run bench -- order-search`)
 */
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
} from 'firebase/firestore/lite';
import { orderSearchKeys } from '@aso/domain/orders/order-reference';
import { shortId } from '@aso/domain/shared/text';
import { startIndexGate } from '../../emulators/src/index-gate/server';
import { testFirestore } from '../../scripts/lib/test-firestore';
import { DEV_PORTS } from '../../scripts/lib/ports';
import { describeStack, type StackInfo } from '../../scripts/lib/stack';
import { loadDocs } from '../../scripts/seed/load';
import type { SeedDoc } from '../../scripts/seed/types';
import { findOrders } from '../../web/src/features/admin-orders/api/search-orders';
import { clearFirestore, counters, resetCounters } from './lib/firestore-counters';

const CUSTOMERS = 200;
const WINDOW = 1000;
const FIRST = ['Kemi', 'Tunde', 'Amaka', 'Bolaji', 'Ngozi', 'Segun', 'Halima', 'Emeka', 'Zainab', 'Ifeoma'];
const LAST = ['Adetiba', 'Bakare', 'Nwosu', 'Ogunleye', 'Eze', 'Adeyemi', 'Bello', 'Nnamdi', 'Musa', 'Chukwu'];

function customer(i: number) {
  const name = `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`;
  const phone = `+23480${String(30_000_000 + i).padStart(8, '0')}`;
  return { id: `bench-c${i}`, name, email: `customer${i}@example.ng`, phone };
}

/** `count` orders, newest last, a customer each in turn: customer 0 owns the oldest. */
function orders(count: number): SeedDoc[] {
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, n) => {
    const c = customer(n % CUSTOMERS);
    const id = `B${String(n).padStart(7, '0')}x${(n * 7919).toString(36).padStart(6, '0')}`;
    const data = {
      userId: c.id,
      customerId: c.id,
      email: c.email,
      customerName: c.name,
      searchKeys: orderSearchKeys({ id, customerName: c.name, emails: [c.email], phones: [c.phone] }),
      channel: 'web',
      eventId: null,
      status: 'completed',
      paymentStatus: 'paid',
      items: [
        {
          productId: 'p',
          sku: 'RTW-B',
          name: 'Adire Shirt',
          type: 'RTW',
          size: 'M',
          qty: 1,
          unitPrice: 20_000,
          payMode: 'full',
          depositPercent: null,
          amountDueNow: 20_000,
          measurements: null,
          image: null,
        },
      ],
      subtotal: 20_000,
      shippingZone: 'LAGOS',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
      shippingPhone: c.phone,
      shippingFee: 2_500,
      shippingLeadTimeDays: 3,
      discount: 0,
      total: 22_500,
      amountDueNow: 22_500,
      amountPaid: 22_500,
      depositPaid: 0,
      balanceDue: 0,
      referralCode: null,
      paystackReference: `ASO-B-${n}`,
      createdAt: new Date(start + n * 3_600_000),
      updatedAt: new Date(start + n * 3_600_000),
      paidAt: new Date(start + n * 3_600_000),
    };
    return { path: `orders/${id}`, data };
  });
}

async function reads(info: StackInfo, run: () => Promise<unknown>): Promise<number> {
  await resetCounters(info);
  await run();
  return (await counters(info)).reads;
}

const emulator = await testFirestore('order-search-bench');
const gate = await startIndexGate({ port: 0, upstream: emulator.host });
const info = describeStack({ ...DEV_PORTS, firestore: gate.port });
const app = initializeApp({ projectId: info.projectId, apiKey: 'bench' }, 'order-search-bench');
const db = getFirestore(app);
// As the owner (rules bypassed): the bench counts what the search reads, not what staff may.
connectFirestoreEmulator(db, '127.0.0.1', gate.port, { mockUserToken: 'owner' });

const rows: string[][] = [];
try {
  for (const count of [1_000, 5_000]) {
    await clearFirestore(info);
    const docs = orders(count);
    await loadDocs(info, docs);
    const oldest = docs[0]!.path.slice('orders/'.length);
    const c = customer(0);
    const searches = [
      ['name', c.name.split(' ').slice(0, 2).join(' ')],
      ['email', c.email],
      ['phone, local form', `0803 ${c.phone.slice(7, 10)} ${c.phone.slice(10)}`],
      ['short number', `#${shortId(oldest)}`],
    ] as const;
    for (const [label, typed] of searches) {
      let found: Awaited<ReturnType<typeof findOrders>> | undefined;
      const keyReads = await reads(info, async () => (found = await findOrders(db, typed)));
      const ids = found?.orders.map((o) => o.id) ?? [];
      rows.push([
        String(count),
        `${label} (${typed})`,
        'keys',
        String(keyReads),
        String(ids.length),
        ids.includes(oldest) ? 'yes' : 'no',
      ]);
    }
    // The search it replaced, as it ran: one read by id and the newest WINDOW orders, matched by short number only.
    let window: string[] = [];
    const windowReads = await reads(info, async () => {
      const [, recent] = await Promise.all([
        getDoc(doc(db, 'orders', shortId(oldest))),
        getDocs(query(collection(db, 'orders'), orderBy('createdAt', 'desc'), limit(WINDOW))),
      ]);
      window = recent.docs.map((d) => d.id).filter((id) => shortId(id) === shortId(oldest));
    });
    rows.push([
      String(count),
      `short number (#${shortId(oldest)}); names, emails, phones: none`,
      'window',
      String(windowReads),
      String(window.length),
      window.includes(oldest) ? 'yes' : 'no',
    ]);
  }
} finally {
  await gate.stop();
  await emulator.stop();
}

const header = ['orders', 'search', 'way', 'reads', 'found', 'oldest found'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
process.exit(0);
