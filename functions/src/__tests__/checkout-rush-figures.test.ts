// One number everywhere (docs/product.md#dashboard, #channels): a drop's rush of concurrent checkouts — from
// Instagram stories, WhatsApp shares and direct visits, more buyers than pieces — then some paid and the rest
// closed unpaid, all at once. Afterwards the Dashboard's conversion card and its Sales by channel rows read the same
// checkouts and paid orders, and those are exactly the orders stored: every checkout counted has its order, and
// every order its count, per channel.
//
// The day is one years back that no other test has claimed (test/factories: aDayOfItsOwn), so no other figures fall
// on it.
import { randomUUID } from 'node:crypto';
import {
  channelOf,
  channelRows,
  dashboardFigures,
  isRevenueEligible,
  lagosDayKey,
  orderSchema,
  startCheckoutInput,
  startOfLagosDay,
  statsDaySchema,
  addDays,
  type Order,
} from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { aDayOfItsOwn, checkoutInput, db, makeProduct, testDeps } from '../../test/factories';
import { paystackControl } from '../../test/paystack-control';
import { handleCancelCheckout } from '../checkout/cancel-checkout';
import { handleConfirmPayment } from '../checkout/confirm-payment';
import { handleStartCheckout } from '../checkout/start-checkout';
import type { Caller } from '../lib/callable';
import { parseDoc } from '../lib/converters';

// 13:00 in Lagos on that day, moving on with the real clock as the rush runs.
let dayStart = 0;
let startedAt = 0;
let day = '';
const clock = () => new Date(dayStart + (Date.now() - startedAt));
const deps = () => testDeps({ clock });

beforeAll(async () => {
  dayStart = (await aDayOfItsOwn()).getTime();
  startedAt = Date.now();
  day = lagosDayKey(new Date(dayStart));
});

const SOURCES = [{ source: 'instagram', medium: 'story' }, { source: 'whatsapp', medium: 'share' }, null] as const;

interface Checkout {
  readonly buyer: Caller;
  readonly orderId: string;
  readonly reference: string;
}

async function ordersOfTheDay(): Promise<(Order & { id: string })[]> {
  const snap = await db()
    .collection('orders')
    .where('createdAt', '>=', startOfLagosDay(day))
    .where('createdAt', '<', startOfLagosDay(addDays(day, 1)))
    .get();
  return snap.docs.map((d) => ({ ...parseDoc(orderSchema, d)!, id: d.id }));
}

describe('a rush of checkouts', () => {
  it('leaves the Dashboard’s checkouts, paid orders and revenue equal to each other and to the orders', async () => {
    // Six pieces of a ready-to-wear drop for fourteen buyers, and a made-to-order piece with no stock limit.
    const drop = await makeProduct({ type: 'RTW', price: 38_500, stock: { M: 6 } });
    const agbada = await makeProduct({ type: 'MTO', price: 65_000 });
    const landedAt = new Date(dayStart - 3_600_000).toISOString();
    const attempts = Array.from({ length: 18 }, (_, i) => {
      const uid = `rush-${randomUUID().slice(0, 8)}`;
      const email = `${uid}@example.test`;
      const touch = SOURCES[i % SOURCES.length] ?? null;
      const lines =
        i < 14 ? [{ productId: drop.id, size: 'M' as const, qty: 1 }] : [{ productId: agbada.id, size: null, qty: 1 }];
      const measurements =
        i < 14 ? {} : { [agbada.id]: { unit: 'in' as const, bust: 40, waist: 34, hips: 42, notes: null } };
      const input = startCheckoutInput.parse(
        checkoutInput(lines, {
          email,
          measurements,
          attribution: touch ? { ...touch, campaign: null, referralCode: null, referrer: null, landedAt } : null,
        }),
      );
      const buyer: Caller = { uid, email, role: 'customer' };
      return handleStartCheckout(deps(), buyer, input).then(
        (started): Checkout => ({ buyer, orderId: started.orderId, reference: started.reference }),
        () => null,
      );
    });
    const started = (await Promise.all(attempts)).filter((c): c is Checkout => c !== null);
    // Six shirts and four agbadas; the other eight shirt buyers were refused (nothing written for them).
    expect(started).toHaveLength(10);

    // Every other checkout pays, the rest close unpaid — all at once.
    const paid = started.filter((_, i) => i % 2 === 0);
    const closed = started.filter((_, i) => i % 2 === 1);
    await paystackControl.withoutWebhooks(async () => {
      await Promise.all(paid.map((c) => paystackControl.settle(c.reference, 'success', false)));
      await Promise.all([
        ...paid.map((c) => handleConfirmPayment(deps(), c.buyer, { reference: c.reference })),
        ...closed.map((c) => handleCancelCheckout(deps(), c.buyer, { reference: c.reference })),
      ]);
    });

    const orders = await ordersOfTheDay();
    expect(orders.map((o) => o.id).sort()).toEqual(started.map((c) => c.orderId).sort());
    const eligible = orders.filter(isRevenueEligible);
    expect(eligible).toHaveLength(paid.length);
    expect(orders.filter((o) => o.status === 'abandoned')).toHaveLength(closed.length);

    const stats = statsDaySchema.parse((await db().doc(`stats/${day}`).get()).data());
    const figures = dashboardFigures({ now: new Date(dayStart + 8 * 3_600_000), days: new Map([[day, stats]]) });
    const rows = channelRows([stats]);
    const sum = (key: 'checkouts' | 'orders' | 'revenue') => rows.reduce((n, r) => n + r[key], 0);

    // The conversion card and Sales by channel: the same checkouts, paid orders and revenue.
    expect(figures.weekCheckouts).toBe(sum('checkouts'));
    expect(figures.weekOrders).toBe(sum('orders'));
    expect(figures.weekRevenue).toBe(sum('revenue'));
    // And the orders themselves: one checkout per order, one paid order per order paid, the money they hold.
    expect(figures.weekCheckouts).toBe(orders.length);
    expect(figures.weekOrders).toBe(eligible.length);
    expect(figures.weekRevenue).toBe(eligible.reduce((n, o) => n + o.amountPaid, 0));
    // Channel by channel too.
    const byChannel = new Map<string, { checkouts: number; orders: number; revenue: number }>();
    for (const o of orders) {
      const c = channelOf(o.attribution, o.channel);
      const row = byChannel.get(c) ?? { checkouts: 0, orders: 0, revenue: 0 };
      row.checkouts += 1;
      if (isRevenueEligible(o)) {
        row.orders += 1;
        row.revenue += o.amountPaid;
      }
      byChannel.set(c, row);
    }
    expect(
      Object.fromEntries(
        rows.map((r) => [r.channel, { checkouts: r.checkouts, orders: r.orders, revenue: r.revenue }]),
      ),
    ).toEqual(Object.fromEntries(byChannel));
    expect([...byChannel.keys()].sort()).toEqual(['direct / none', 'instagram / story', 'whatsapp / share']);
  });
});
