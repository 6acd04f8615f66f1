import { describe, expect, it } from 'vitest';
import {
  addStats,
  emptyStats,
  foldStats,
  orderContribution,
  statsDelta,
  statsIncrements,
  statsNames,
  topEntries,
  type StatsOrder,
} from '../stats';

/** An order line of product p-{sku}, sold without a size. */
const line = (sku: string, type: string, qty: number, unitPrice: number, amountDueNow: number) => ({
  productId: `p-${sku.toLowerCase()}`,
  name: `${sku} piece`,
  size: null,
  sku,
  type,
  qty,
  unitPrice,
  amountDueNow,
});

const paidOrder = (over: Partial<StatsOrder> = {}): StatsOrder => ({
  status: 'pending',
  paymentStatus: 'paid',
  createdAt: new Date('2025-03-01T22:30:00Z'), // 23:30 Lagos, 1 March
  amountPaid: 41000,
  balanceDue: 0,
  referralCode: null,
  channel: 'web',
  eventId: null,
  items: [line('RTW-A', 'RTW', 2, 12500, 25000), line('MTO-B', 'MTO', 1, 15000, 15000)],
  ...over,
});

/** A ₦25,000 pre-order with its ₦10,000 deposit paid, and the same order once the balance is paid. */
const depositOrder = (): StatsOrder =>
  paidOrder({
    paymentStatus: 'deposit_paid',
    amountPaid: 10000,
    balanceDue: 15000,
    items: [line('PRE-C', 'PREORDER', 1, 25000, 10000)],
  });
const balancePaid = (order: StatsOrder): StatsOrder => ({
  ...order,
  paymentStatus: 'paid',
  amountPaid: 25000,
  balanceDue: 0,
});

describe('what an order adds to its day', () => {
  it('a paid order: 1 order, money kept, item values by type, units by SKU', () => {
    const c = orderContribution(paidOrder());
    expect(c.orders).toBe(1);
    expect(c.revenue).toBe(41000);
    expect(c.referralRevenue).toBe(0);
    expect(c.byType).toEqual({
      RTW: { qty: 2, revenue: 25000, cogs: 0 },
      MTO: { qty: 1, revenue: 15000, cogs: 0 },
      PREORDER: { qty: 0, revenue: 0, cogs: 0 },
    });
    expect(c.skus).toEqual({ 'RTW-A': 2, 'MTO-B': 1 });
    expect(c.events).toEqual({});
  });

  it('nothing for unpaid, refunded or cancelled orders; partially refunded counts', () => {
    expect(orderContribution(paidOrder({ paymentStatus: 'unpaid' }))).toEqual(emptyStats());
    expect(orderContribution(paidOrder({ paymentStatus: 'pending' }))).toEqual(emptyStats());
    expect(orderContribution(paidOrder({ paymentStatus: 'refunded' }))).toEqual(emptyStats());
    expect(orderContribution(paidOrder({ status: 'cancelled' }))).toEqual(emptyStats());
    expect(orderContribution(null)).toEqual(emptyStats());
    expect(orderContribution(paidOrder({ paymentStatus: 'partially_refunded', amountPaid: 30000 })).revenue).toBe(
      30000,
    );
  });

  it('non-finite quantities and prices count as 0; unknown types are ignored', () => {
    const c = orderContribution(
      paidOrder({
        items: [line('X', 'RTW', NaN, 100, 0), line('Y', 'RTW', 1, Infinity, 0), line('Z', 'GIFT', 5, 100, 500)],
      }),
    );
    expect(c.byType.RTW).toEqual({ qty: 1, revenue: 0, cogs: 0 });
    expect(c.skus).toEqual({ X: 0, Y: 1 });
  });

  it('a deposit order counts the deposit part until the balance is paid', () => {
    const deposit = depositOrder();
    expect(orderContribution(deposit).byType.PREORDER).toEqual({ qty: 1, revenue: 10000, cogs: 0 });
    const settled = balancePaid(deposit);
    expect(orderContribution(settled).byType.PREORDER).toEqual({ qty: 1, revenue: 25000, cogs: 0 });
  });

  it('referral and event-mode orders', () => {
    const c = orderContribution(paidOrder({ referralCode: 'ADA-X1Y2', channel: 'event', eventId: 'ev1' }));
    expect(c.referralRevenue).toBe(41000);
    expect(c.events).toEqual({ ev1: { orders: 1, revenue: 41000 } });
    expect(orderContribution(paidOrder({ channel: 'event', eventId: null })).events).toEqual({});
  });
});

describe('margin per product', () => {
  const sized = paidOrder({
    amountPaid: 37000,
    items: [
      {
        productId: 'wrap',
        name: 'Adire Wrap Dress',
        size: 'M',
        sku: 'W',
        type: 'RTW',
        qty: 2,
        unitPrice: 12500,
        amountDueNow: 25000,
      },
      {
        productId: 'wrap',
        name: 'Adire Wrap Dress',
        size: 'XL',
        sku: 'W',
        type: 'RTW',
        qty: 1,
        unitPrice: 12000,
        amountDueNow: 12000,
      },
    ],
    costOfGoods: { RTW: 16150 },
    itemCosts: [5000, 6150],
  });

  it('each product and size: units, revenue and cost of goods at the cost a piece fixed on the order', () => {
    expect(orderContribution(sized).products).toEqual({
      wrap: {
        name: 'Adire Wrap Dress',
        qty: 3,
        revenue: 37000,
        cogs: 16150,
        sizes: { M: { qty: 2, revenue: 25000, cogs: 10000 }, XL: { qty: 1, revenue: 12000, cogs: 6150 } },
      },
    });
    // Cancelling takes the same figures back out, so the day's products keep adding up to its type.
    const { delta } = statsDelta(sized, { ...sized, status: 'cancelled' });
    expect(delta.products.wrap).toMatchObject({ qty: -3, revenue: -37000, cogs: -16150 });
    expect(delta.products.wrap!.sizes.XL).toEqual({ qty: -1, revenue: -12000, cogs: -6150 });
  });

  it('an order fixed before costs were kept per line shares its type’s cost of goods by quantity', () => {
    const c = orderContribution({ ...sized, itemCosts: undefined });
    expect(c.products.wrap!.sizes).toEqual({
      M: { qty: 2, revenue: 25000, cogs: 10766.67 },
      XL: { qty: 1, revenue: 12000, cogs: 5383.33 },
    });
    expect(c.products.wrap!.cogs).toBe(c.byType.RTW.cogs);
  });

  it('folding days keeps the latest name and adds the figures', () => {
    const renamed = orderContribution({
      ...sized,
      items: sized.items.map((i) => ({ ...i, name: 'Adire Wrap Dress II' })),
    });
    const total = foldStats([orderContribution(sized), renamed]);
    expect(total.products.wrap).toMatchObject({ name: 'Adire Wrap Dress II', qty: 6, revenue: 74000, cogs: 32300 });
  });
});

describe('deltas and increments', () => {
  it('settlement of a new order: the whole contribution on its Lagos day (23:30 Lagos → same day)', () => {
    const { day, delta } = statsDelta({ ...paidOrder(), paymentStatus: 'unpaid' }, paidOrder());
    expect(day).toBe('2025-03-01');
    expect(delta.orders).toBe(1);
    expect(statsIncrements(delta)).toEqual([
      { path: ['orders'], value: 1 },
      { path: ['revenue'], value: 41000 },
      { path: ['byType', 'RTW', 'qty'], value: 2 },
      { path: ['byType', 'RTW', 'revenue'], value: 25000 },
      { path: ['byType', 'MTO', 'qty'], value: 1 },
      { path: ['byType', 'MTO', 'revenue'], value: 15000 },
      { path: ['skus', 'RTW-A'], value: 2 },
      { path: ['skus', 'MTO-B'], value: 1 },
      { path: ['channels', 'direct / none', 'orders'], value: 1 },
      { path: ['channels', 'direct / none', 'revenue'], value: 41000 },
      { path: ['products', 'p-rtw-a', 'qty'], value: 2 },
      { path: ['products', 'p-rtw-a', 'revenue'], value: 25000 },
      { path: ['products', 'p-rtw-a', 'sizes', '-', 'qty'], value: 2 },
      { path: ['products', 'p-rtw-a', 'sizes', '-', 'revenue'], value: 25000 },
      { path: ['products', 'p-mto-b', 'qty'], value: 1 },
      { path: ['products', 'p-mto-b', 'revenue'], value: 15000 },
      { path: ['products', 'p-mto-b', 'sizes', '-', 'qty'], value: 1 },
      { path: ['products', 'p-mto-b', 'sizes', '-', 'revenue'], value: 15000 },
    ]);
    expect(statsNames(delta)).toEqual([
      { path: ['products', 'p-rtw-a', 'name'], value: 'RTW-A piece' },
      { path: ['products', 'p-mto-b', 'name'], value: 'MTO-B piece' },
    ]);
  });

  it('00:30 Lagos falls on the next day', () => {
    expect(statsDelta(null, paidOrder({ createdAt: new Date('2025-03-01T23:30:00Z') })).day).toBe('2025-03-02');
  });

  it('a balance payment adds only money, not another order', () => {
    const before = depositOrder();
    const after = balancePaid(before);
    expect(statsIncrements(statsDelta(before, after).delta)).toEqual([
      { path: ['revenue'], value: 15000 },
      { path: ['byType', 'PREORDER', 'revenue'], value: 15000 },
      { path: ['channels', 'direct / none', 'revenue'], value: 15000 },
      { path: ['products', 'p-pre-c', 'revenue'], value: 15000 },
      { path: ['products', 'p-pre-c', 'sizes', '-', 'revenue'], value: 15000 },
    ]);
  });

  it('cancelling a paid order takes everything back out; a no-op change writes nothing', () => {
    const { delta } = statsDelta(
      paidOrder({ referralCode: 'A', channel: 'event', eventId: 'e' }),
      paidOrder({ status: 'cancelled', referralCode: 'A', channel: 'event', eventId: 'e' }),
    );
    expect(delta.orders).toBe(-1);
    expect(delta.revenue).toBe(-41000);
    expect(delta.referralRevenue).toBe(-41000);
    expect(delta.skus).toEqual({ 'RTW-A': -2, 'MTO-B': -1 });
    expect(delta.events).toEqual({ e: { orders: -1, revenue: -41000 } });
    expect(statsIncrements(statsDelta(paidOrder(), paidOrder({ status: 'shipped' })).delta)).toEqual([]);
  });

  it('event increments are split per field', () => {
    const inc = statsIncrements(statsDelta(null, paidOrder({ channel: 'event', eventId: 'ev.1/x' })).delta);
    expect(inc).toContainEqual({ path: ['events', 'ev.1/x', 'orders'], value: 1 });
    expect(inc).toContainEqual({ path: ['events', 'ev.1/x', 'revenue'], value: 41000 });
  });
});

describe('folding days', () => {
  it('adds every figure, SKUs and events merged', () => {
    const a = orderContribution(paidOrder({ channel: 'event', eventId: 'e1' }));
    const b = orderContribution(
      paidOrder({
        amountPaid: 1000,
        items: [line('RTW-A', 'RTW', 1, 1000, 1000)],
      }),
    );
    const total = foldStats([a, b, emptyStats()]);
    expect(total.orders).toBe(2);
    expect(total.revenue).toBe(42000);
    expect(total.skus).toEqual({ 'RTW-A': 3, 'MTO-B': 1 });
    expect(total.byType.RTW).toEqual({ qty: 3, revenue: 26000, cogs: 0 });
    expect(total.events).toEqual({ e1: { orders: 1, revenue: 41000 } });
    expect(foldStats([])).toEqual(emptyStats());
    expect(addStats(a, emptyStats())).toEqual(a);
  });

  it('top entries: biggest first, ties by key, zeros dropped, n respected', () => {
    const skus = { B: 3, A: 3, C: 10, D: 0, E: -1, F: NaN, G: 1 };
    expect(topEntries(skus, 3)).toEqual([
      { key: 'C', value: 10 },
      { key: 'A', value: 3 },
      { key: 'B', value: 3 },
    ]);
    expect(topEntries(skus, 0)).toEqual([]);
    expect(topEntries({}, 5)).toEqual([]);
  });
});

describe('discounts per promotion (docs/product.md#promotions)', () => {
  const discounted = (): StatsOrder =>
    paidOrder({
      amountPaid: 64_225,
      items: [
        { ...line('RTW-A', 'RTW', 1, 72_250, 65_025), discount: 7_225 },
        { ...line('RTW-B', 'RTW', 1, 8_000, 7_200), discount: 800 },
      ],
      discounts: [
        { kind: 'sale', promotionId: 'detty', name: 'Detty December', amount: 12_750 },
        { kind: 'code', promotionId: 'amaka10', name: 'Amaka’s first order', amount: 8_025 },
        { kind: 'referral', promotionId: null, name: 'Referral', amount: 1_000 },
        { kind: 'delivery', promotionId: 'amaka10', name: 'Amaka’s first order', amount: 2_500 },
      ],
    });

  it('each promotion: one order, its discount, the order’s revenue; referral codes together; lines after discounts', () => {
    const c = orderContribution(discounted());
    expect(c.promotions).toEqual({
      detty: { name: 'Detty December', orders: 1, discount: 12_750, revenue: 64_225 },
      amaka10: { name: 'Amaka’s first order', orders: 1, discount: 10_525, revenue: 64_225 },
      referral: { name: 'Referral', orders: 1, discount: 1_000, revenue: 64_225 },
    });
    // Product figures after the line's share of the code and referral: margins are after discounts.
    expect(c.byType.RTW.revenue).toBe(72_250 - 7_225 + 8_000 - 800);
  });

  it('a cancelled order takes its promotions back out; increments and names are per promotion', () => {
    const order = discounted();
    const back = statsDelta(order, { ...order, status: 'cancelled' }).delta;
    expect(back.promotions.detty).toEqual({ name: 'Detty December', orders: -1, discount: -12_750, revenue: -64_225 });
    const increments = statsIncrements(statsDelta(null, order).delta);
    expect(increments).toContainEqual({ path: ['promotions', 'amaka10', 'discount'], value: 10_525 });
    expect(statsNames(statsDelta(null, order).delta)).toContainEqual({
      path: ['promotions', 'detty', 'name'],
      value: 'Detty December',
    });
    expect(foldStats([orderContribution(order), orderContribution(order)]).promotions.detty?.orders).toBe(2);
  });
});
