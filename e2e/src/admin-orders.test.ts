// Orders journey (docs/product.md#orders): staff move a paid order through every status with notes; the customer's
// progress bar on /orders follows each step while the page stays open (live); a new order appears on the open list; cancelling takes it out of the day's revenue; the CSV export of a
// filtered list has exactly the filtered orders with money as plain integers.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_CSV_FIELDS } from '@aso/domain/shared/csv';
import { channelOf, type Attribution } from '@aso/domain/marketing/attribution';
import { addDays, lagosDayKey, startOfLagosDay } from '@aso/domain/shared/lagos-time';
import { orderContribution, statsIncrements } from '@aso/domain/finance/stats';
import { shortId } from '@aso/domain/shared/text';
import { collection, doc, getDocs, increment, limit, orderBy, query, where, writeBatch } from 'firebase/firestore/lite';
import { ownerDb, readDoc, rtwProductDoc, stockOfSizeM } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { oneLineOrderDoc } from './lib/orders';
import { STAFF, account, downloadedCsv, newCustomer, signIn, staffSession } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** Increments at field paths → one nested object (as settlement writes stats). */
function nested(increments: readonly { path: readonly string[]; value: number }[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { path, value } of increments) {
    let node = root;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = increment(value);
  }
  return root;
}

/** A paid RTW order for `uid`, as checkout and settlement leave it: its unit reserved, its day's stats counted. */
async function paidOrder(uid: string, email: string): Promise<string> {
  const db = ownerDb();
  const tag = Date.now().toString(36);
  const productId = `journey-product-${tag}`;
  const sku = `RTW-JRN-${tag.toUpperCase()}`;
  const now = new Date();
  const order = oneLineOrderDoc({
    buyer: uid,
    email,
    line: { productId, sku, name: 'Journey Kaftan', type: 'RTW', size: 'M', qty: 1, unitPrice: 30_000 },
    status: 'pending',
    paymentStatus: 'paid',
    shippingAddress: '3 Journey Close, Ikeja',
    shippingFee: 2_500,
    amountPaid: 32_500,
    paystackReference: null,
    createdAt: now,
  });
  const orderRef = doc(collection(db, 'orders'));
  const batch = writeBatch(db);
  batch.set(
    doc(db, 'products', productId),
    rtwProductDoc({ sku, slug: `journey-kaftan-${tag}`, name: 'Journey Kaftan', price: 30_000, active: false }, now),
  );
  batch.set(doc(db, 'stock', productId), stockOfSizeM(2));
  batch.set(orderRef, order);
  // As startCheckout and settlement count it: its checkout started (the Dashboard's week of checkouts is the week's
  // orders), then its sale.
  const checkout = { path: ['channels', channelOf(order.attribution, order.channel), 'checkouts'], value: 1 };
  const counted = nested([checkout, ...statsIncrements(orderContribution(order))]);
  batch.set(doc(db, 'stats', lagosDayKey(now)), counted, { merge: true });
  await batch.commit();
  return orderRef.id;
}

/** The order card's progress as the customer sees it now (the page is live: it is never reloaded here). */
async function progressOf(page: Page, orderId: string): Promise<string> {
  const card = page.locator('article.order').filter({ has: page.locator(`[id="order-${orderId}"]`) });
  await card.waitFor();
  if (await card.getByText('Cancelled', { exact: true }).count()) return 'Cancelled';
  return (await card.getByText(/^Progress: step \d of 5/).textContent()) ?? '';
}

describe('orders', () => {
  it('moves an order through every status; the customer sees each step, and cancelling leaves revenue', async () => {
    const customer = await newCustomer('progress');
    const orderId = await paidOrder(customer.uid, customer.email);
    const today = lagosDayKey(new Date());
    const revenueBefore = ((await readDoc(`stats/${today}`))?.revenue as number | undefined) ?? 0;

    const shopper = await newShopper(browser, VIEWPORTS.phone);
    await signIn(shopper.page, customer, '/orders');
    expect(await progressOf(shopper.page, orderId)).toBe('Progress: step 1 of 5, Received');

    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    await page.getByRole('button', { name: `Open order ${shortId(orderId)}` }).click();
    const detail = page.getByRole('region', { name: `Order ${shortId(orderId)}` });
    await detail.getByText('3 Journey Close, Ikeja').waitFor();
    await detail.getByText(customer.email).first().waitFor();

    const steps = [
      ['in_production', 'In production', 'Cutting today', 'Progress: step 2 of 5, In production'],
      ['ready', 'Ready', '', 'Progress: step 3 of 5, Ready'],
      ['shipped', 'Shipped', 'GIG Logistics 123', 'Progress: step 4 of 5, Shipped'],
      ['completed', 'Delivered', '', 'Progress: step 5 of 5, Delivered'],
      ['cancelled', 'Cancelled', 'Returned: wrong colour', 'Cancelled'],
    ] as const;
    for (const [status, label, note, progress] of steps) {
      await detail.getByLabel('Status', { exact: true }).selectOption(status);
      await detail.getByLabel('Note (optional)').fill(note);
      await detail.getByRole('button', { name: 'Update status' }).click();
      await expectToast(page, `Status set to ${label}.`);
      // The timeline says the move, in her words ('In production → Ready').
      await detail
        .getByRole('list', { name: 'Timeline' })
        .getByText(new RegExp(`(^|→ )${label}$`))
        .waitFor();
      // My Orders is live: the customer's open page moves to the next step by itself.
      await expect.poll(() => progressOf(shopper.page, orderId), { timeout: 5_000 }).toBe(progress);
      if (status === 'shipped') await shootBoth(page, 'admin-order-detail');
    }
    await shootBoth(shopper.page, 'admin-orders-customer-view');

    const events = await getDocs(
      query(collection(ownerDb(), 'orders', orderId, 'events'), orderBy('createdAt', 'asc')),
    );
    expect(events.docs.map((e): unknown[] => [e.data().status, e.data().note, e.data().authorId])).toEqual(
      steps.map(([status, , note]) => [status, note, account(STAFF).uid]),
    );
    expect((await readDoc(`orders/${orderId}`))?.status).toBe('cancelled');
    // The cancelled paid order no longer counts as revenue; its unit is back in stock.
    expect((((await readDoc(`stats/${today}`))?.revenue as number | undefined) ?? 0) - revenueBefore).toBe(-32_500);
    const productId = ((await readDoc(`orders/${orderId}`))?.items as { productId: string }[])[0]!.productId;
    expect(await readDoc(`stock/${productId}`)).toEqual({ sizes: { M: { onHand: 3, reorderLevel: 0 } } });
    await shopper.context.close();
    await context.close();
  });

  it('staff watching Orders see a new paid order appear, and its detail follow a payment, without reloading', async () => {
    const customer = await newCustomer('live');
    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    await table.locator('tbody tr').first().waitFor();

    const orderId = await paidOrder(customer.uid, customer.email);
    const open = page.getByRole('button', { name: `Open order ${shortId(orderId)}` });
    await open.waitFor({ timeout: 5_000 });
    expect(await table.locator('tbody tr').first().locator('td').first().textContent()).toBe(shortId(orderId));

    // Another hand (a second staff member, a function) changes the order while its detail is open.
    await open.click();
    const detail = page.getByRole('region', { name: `Order ${shortId(orderId)}` });
    await detail.getByText('3 Journey Close, Ikeja').waitFor();
    await writeBatch(ownerDb())
      .update(doc(ownerDb(), 'orders', orderId), { status: 'ready', updatedAt: new Date() })
      .set(doc(ownerDb(), 'orders', orderId, 'events', 'live-ready'), {
        status: 'ready',
        note: 'Packed by Kemi',
        authorId: null,
        createdAt: new Date(),
      })
      .commit();
    await detail.getByRole('list', { name: 'Timeline' }).getByText('Packed by Kemi').waitFor({ timeout: 5_000 });
    await context.close();
  });

  it('keeps checkouts never paid apart from cancelled orders, with no status to change', async () => {
    const countOf = async (status: string): Promise<number> =>
      (await getDocs(query(collection(ownerDb(), 'orders'), where('status', '==', status)))).size;
    const [cancelled, neverPaid] = [await countOf('cancelled'), await countOf('abandoned')];
    // The demo data has checkouts whose 30 minutes ran out; the first journey cancelled a paid order.
    expect(cancelled).toBeGreaterThan(0);
    expect(neverPaid).toBeGreaterThan(0);

    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    const rows = page.getByRole('table', { name: 'Orders, newest first' }).locator('tbody tr');
    const status = page.getByLabel('Status', { exact: true });
    for (const [value, label, expected, other] of [
      ['cancelled', 'Cancelled', cancelled, 'Payment not completed'],
      ['abandoned', 'Payment not completed', neverPaid, 'Cancelled'],
    ] as const) {
      await status.selectOption(value);
      const shown = Math.min(expected, 50);
      await expect.poll(async () => rows.filter({ hasText: label }).count()).toBe(shown);
      expect(await rows.count()).toBe(shown);
      expect(await rows.getByText(other, { exact: true }).count()).toBe(0);
    }

    // A checkout never paid has no status form, and says why.
    await rows
      .first()
      .getByRole('button', { name: /^Open order / })
      .click();
    const detail = page.getByRole('region', { name: /^Order / });
    await detail.getByText('This checkout was never paid, so it has no status to change.', { exact: false }).waitFor();
    expect(await detail.getByRole('button', { name: 'Update status' }).count()).toBe(0);
    await context.close();
  });

  it('exports the filtered list as CSV: the same orders, newest first, money as plain integers', async () => {
    const from = addDays(lagosDayKey(new Date()), -30);
    const to = lagosDayKey(new Date());
    const expected = await getDocs(
      query(
        collection(ownerDb(), 'orders'),
        where('paymentStatus', '==', 'paid'),
        where('createdAt', '>=', startOfLagosDay(from)),
        where('createdAt', '<', startOfLagosDay(addDays(to, 1))),
        orderBy('createdAt', 'desc'),
      ),
    );
    expect(expected.size).toBeGreaterThan(0);

    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    await page.getByLabel('Payment').selectOption('paid');
    await page.getByLabel('Created from').fill(from);
    await page.getByLabel('Created to').fill(to);
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    await expect
      .poll(async () => (await table.locator('tbody tr').first().locator('td').first().textContent())?.trim())
      .toBe(shortId(expected.docs[0]!.id));

    const csv = await downloadedCsv(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.fileName).toBe(`orders-${to}.csv`);
    expect(csv.fields).toEqual(ORDER_CSV_FIELDS);
    expect(csv.rows.map((r) => r['Order ID'])).toEqual(expected.docs.map((d) => d.id));
    for (const [i, row] of csv.rows.entries()) {
      const data = expected.docs[i]!.data();
      // In the screen's words: the badge's 'Paid', and the channel as the Dashboard names it.
      expect(row.Payment).toMatch(/^Paid/);
      expect(row.Channel).toBe(channelOf(data.attribution as Attribution | null, String(data.channel)));
      for (const [column, field] of [
        ['Subtotal', 'subtotal'],
        ['Shipping', 'shippingFee'],
        ['Discount', 'discount'],
        ['Total', 'total'],
        ['Paid', 'amountPaid'],
        ['Balance due', 'balanceDue'],
      ] as const) {
        expect(row[column], `${column} of ${row['Order ID']}`).toMatch(/^\d+$/);
        expect(Number(row[column])).toBe(data[field]);
      }
    }
    await expectToast(page, `Exported ${expected.size} orders.`);
    await shootBoth(page, 'admin-orders');
    await context.close();
  });
});

describe('orders by reference (issue 22)', () => {
  it('finds an order by its short number, full id or payment reference, and opening one low in the list shows its detail', async () => {
    const snap = await getDocs(query(collection(ownerDb(), 'orders'), orderBy('createdAt', 'desc'), limit(40)));
    const low = snap.docs[snap.docs.length - 1]!;
    const withRef = snap.docs.find(
      (d) => typeof d.data().paystackReference === 'string' && d.data().paystackReference !== '',
    );
    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    await table.waitFor();

    // Opening an order far down the list brings its detail into view.
    const open = page.getByRole('button', { name: `Open order ${shortId(low.id)}` });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const detail = page.getByRole('region', { name: `Order ${shortId(low.id)}` });
    await detail.getByRole('heading', { name: 'Timeline' }).waitFor();
    await page.waitForTimeout(800);
    const box = await detail.getByRole('heading', { level: 2 }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(-1);
    expect(box!.y).toBeLessThan(VIEWPORTS.desktop.height);
    await detail.getByRole('button', { name: 'Close' }).click();

    // The number staff and customers see (#ABCDEF12), typed in lower case, finds exactly that order.
    const search = page.getByRole('search', { name: 'Filter orders' }).getByLabel('Find an order');
    await search.fill(`#${shortId(low.id).toLowerCase()}`);
    await page.getByRole('search', { name: 'Filter orders' }).getByText('1 order').waitFor();
    await table.getByText(shortId(low.id)).waitFor();
    await search.fill(low.id);
    await page.getByRole('search', { name: 'Filter orders' }).getByText('1 order').waitFor();
    if (withRef) {
      await search.fill(String(withRef.data().paystackReference));
      await table.getByText(shortId(withRef.id)).waitFor();
    }
    await search.fill('NO-SUCH-ORDER');
    await page.getByText('No order matches this number, name, email or phone.').waitFor();
    await context.close();
  });
});
