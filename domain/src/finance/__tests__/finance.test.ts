import { describe, expect, it } from 'vitest';
import {
  FINANCE_PERIODS,
  averageOrderValue,
  barHeight,
  dailyRevenue,
  financeSummary,
  grossProfit,
  periodDays,
  periodStart,
  productMargins,
  purchasingCommitment,
  sortProductMargins,
  type DayStats,
  type PoForFinance,
} from '../finance';
import { emptyStats } from '../stats';

const day = (
  date: string,
  revenue: number,
  orders: number,
  extra: Partial<ReturnType<typeof emptyStats>> = {},
): DayStats => ({
  date,
  stats: { ...emptyStats(), revenue, orders, ...extra },
});

// 00:30 Lagos on 10 March.
const now = new Date('2025-03-09T23:30:00Z');

describe('periods in Lagos days', () => {
  it('offers 7, 30, 90 days, 12 months and all time', () => {
    expect(FINANCE_PERIODS.map((p) => p.label)).toEqual(['7 days', '30 days', '90 days', '12 months', 'All time']);
  });

  it('the last N days including today, where today is the Lagos day', () => {
    expect(periodDays(7, now)).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(periodDays(30, now)).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(periodDays(365, now).from).toBe('2024-03-11');
    // 23:30 Lagos on 9 March: today is still the 9th.
    expect(periodDays(7, new Date('2025-03-09T22:30:00Z'))).toEqual({ from: '2025-03-03', to: '2025-03-09' });
  });

  it('all time starts at the first stats day, or today without one', () => {
    expect(periodDays('all', now, '2024-06-01')).toEqual({ from: '2024-06-01', to: '2025-03-10' });
    expect(periodDays('all', now)).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(periodDays('all', now, '2026-01-01')).toEqual({ from: '2025-03-10', to: '2025-03-10' });
  });

  it('period start instants', () => {
    expect(periodStart(7, now)?.toISOString()).toBe('2025-03-03T23:00:00.000Z');
    expect(periodStart('all', now)).toBeNull();
  });
});

describe('figures', () => {
  it('average order value: whole naira, 0 without orders', () => {
    expect(averageOrderValue(100000, 3)).toBe(33333);
    expect(averageOrderValue(100001, 2)).toBe(50001); // 50000.5 rounds up
    expect(averageOrderValue(5000, 0)).toBe(0);
    expect(averageOrderValue(NaN, 2)).toBe(0);
  });

  it('bar height: 4–120 px in proportion to the best day', () => {
    expect(barHeight(50, 100)).toBe(60);
    expect(barHeight(100, 100)).toBe(120);
    expect(barHeight(1, 100)).toBe(4); // 1.2 px → floor of 4
    expect(barHeight(0, 100)).toBe(4);
    expect(barHeight(-5, 100)).toBe(4);
    expect(barHeight(10, 0)).toBe(4);
    expect(barHeight(NaN, 100)).toBe(4);
    expect(barHeight(200, 100)).toBe(120);
  });

  it('commitment = what open purchase orders still have to deliver × its unit cost; nothing else commits', () => {
    const po = (status: PoForFinance['status'], lines: PoForFinance['lines']): PoForFinance => ({
      id: status,
      status,
      totalCost: 0,
      receivedValue: 0,
      lines,
      createdAt: now,
    });
    const partly = po('ordered', [
      { materialId: 'adire', qty: 10, unitCost: 5000, received: 6 },
      { materialId: 'zip', qty: 20, unitCost: 150 },
    ]);
    const received = po('received', [{ materialId: 'adire', qty: 10, unitCost: 5000, received: 10 }]);
    const draft = po('draft', [{ materialId: 'adire', qty: 100, unitCost: 1000 }]);
    const cancelled = po('cancelled', [{ materialId: 'adire', qty: 100, unitCost: 1000 }]);
    const delivered = po('ordered', [{ materialId: 'adire', qty: 2, unitCost: 9, received: 2 }]);
    expect(purchasingCommitment([partly, received, draft, cancelled, delivered])).toEqual({
      amount: 4 * 5000 + 20 * 150,
      openOrders: 1,
    });
    expect(purchasingCommitment([po('ordered', [{ materialId: 'x', qty: NaN, unitCost: 5 }])]).amount).toBe(0);
    expect(purchasingCommitment([])).toEqual({ amount: 0, openOrders: 0 });
  });

  it('gross profit (proxy) never below 0', () => {
    expect(grossProfit(100000, 30000)).toBe(70000);
    expect(grossProfit(10000, 30000)).toBe(0);
    expect(grossProfit(NaN, 5)).toBe(0);
  });

  it('daily series fills missing days with 0', () => {
    expect(dailyRevenue([day('2025-03-02', 500, 1)], '2025-03-01', '2025-03-03')).toEqual([
      { date: '2025-03-01', revenue: 0 },
      { date: '2025-03-02', revenue: 500 },
      { date: '2025-03-03', revenue: 0 },
    ]);
  });
});

describe('finance summary', () => {
  const days = [
    day('2025-01-01', 999999, 9, { purchasing: 500000 }), // outside 7 and 30 days
    day('2025-03-04', 30000, 1, { referralRevenue: 30000, purchasing: 5000 }),
    day('2025-03-10', 90000, 2, {
      byType: {
        RTW: { qty: 2, revenue: 50000, cogs: 20000 },
        MTO: { qty: 1, revenue: 40000, cogs: 0 },
        PREORDER: { qty: 0, revenue: 0, cogs: 0 },
      },
      cogs: 20000,
    }),
  ];
  const pos: PoForFinance[] = [
    {
      id: 'old',
      status: 'received',
      totalCost: 500000,
      receivedValue: 500000,
      createdAt: new Date('2025-01-02T10:00:00Z'),
      lines: [],
    },
    {
      id: 'new',
      status: 'ordered',
      totalCost: 20000,
      receivedValue: 5000,
      createdAt: new Date('2025-03-05T10:00:00Z'),
      lines: [{ materialId: 'adire', qty: 4, unitCost: 5000, received: 1 }],
    },
  ];

  it('7 days: cards, by type, expenses received in the period, the commitment apart, bars and recent POs', () => {
    const s = financeSummary({ period: 7, now, days, purchaseOrders: pos });
    expect(s.from).toBe('2025-03-04');
    expect(s.orders).toBe(3);
    expect(s.revenue).toBe(120000);
    expect(s.averageOrderValue).toBe(40000);
    expect(s.referralRevenue).toBe(30000);
    expect(s.byType.RTW).toEqual({ qty: 2, revenue: 50000, cogs: 20000, margin: 30000, marginPercent: 60 });
    expect(s.byType.MTO.marginPercent).toBe(100);
    expect(s.byType.PREORDER.marginPercent).toBeNull();
    expect(s.cogs).toBe(20000);
    expect(s.grossMargin).toBe(100000);
    expect(s.grossMarginPercent).toBe(83.3);
    // Expenses are what arrived in the period (₦5,000 on 4 March), not the ₦20,000 ordered.
    expect(s.expenses).toBe(5000);
    expect(s.commitment).toEqual({ amount: 15000, openOrders: 1 });
    expect(s.grossProfit).toBe(115000);
    expect(s.daily).toHaveLength(7);
    // The best day stands full height and the others in proportion to it (not to the week's total: 40 and 120, not
    // 30 and 90, and over 30 days every bar would be a sliver).
    expect(s.daily[0]).toEqual({ date: '2025-03-04', revenue: 30000, height: 40 });
    expect(s.daily[6]).toEqual({ date: '2025-03-10', revenue: 90000, height: 120 });
    expect(s.daily[1]).toEqual({ date: '2025-03-05', revenue: 0, height: 4 });
    expect(s.recentPurchaseOrders.map((p) => p.id)).toEqual(['new']);
  });

  it('discount given per promotion and per day over the period; revenue is already after it', () => {
    const withPromotions = [
      ...days,
      day('2025-03-09', 72250, 1, {
        promotions: {
          detty: { name: 'Detty December', orders: 1, discount: 12750, revenue: 72250 },
          referral: { name: '', orders: 1, discount: 500, revenue: 72250 },
        },
      }),
      day('2025-01-02', 1, 1, { promotions: { old: { name: 'Sallah', orders: 1, discount: 9, revenue: 1 } } }),
    ];
    const s = financeSummary({ period: 7, now, days: withPromotions, purchaseOrders: pos });
    expect(s.discounts).toBe(13250);
    expect(s.promotions).toEqual([
      { key: 'detty', name: 'Detty December', orders: 1, discount: 12750, revenue: 72250 },
      { key: 'referral', name: 'Referral', orders: 1, discount: 500, revenue: 72250 },
    ]);
    expect(s.dailyDiscounts.find((d) => d.date === '2025-03-09')).toEqual({ date: '2025-03-09', discount: 13250 });
    expect(s.dailyDiscounts).toHaveLength(7);
  });

  it('all time: from the first day, every PO, newest PO first, at most 8', () => {
    const many: PoForFinance[] = Array.from({ length: 10 }, (_, i) => ({
      id: `po${i}`,
      status: 'ordered',
      totalCost: 1000,
      receivedValue: 0,
      createdAt: new Date(Date.UTC(2025, 0, i + 1)),
      lines: [{ materialId: 'adire', qty: 1, unitCost: 1000 }],
    }));
    const s = financeSummary({ period: 'all', now, days, purchaseOrders: many });
    expect(s.from).toBe('2025-01-01');
    expect(s.revenue).toBe(1119999);
    expect(s.expenses).toBe(505000);
    expect(s.commitment).toEqual({ amount: 10000, openOrders: 10 });
    expect(s.recentPurchaseOrders.map((p) => p.id)).toEqual(['po9', 'po8', 'po7', 'po6', 'po5', 'po4', 'po3', 'po2']);
  });

  it('unreadable purchase orders: no commitment, expenses still from the days; no days at all gives zeros', () => {
    expect(financeSummary({ period: 7, now, days, purchaseOrders: null })).toMatchObject({
      expenses: 5000,
      commitment: null,
      recentPurchaseOrders: [],
    });
    const s = financeSummary({ period: 30, now, days: [], purchaseOrders: null });
    expect(s.revenue).toBe(0);
    expect(s.averageOrderValue).toBe(0);
    expect(s.expenses).toBe(0);
    expect(s.grossProfit).toBe(0);
    expect(s.daily.every((d) => d.height === 4)).toBe(true);
  });
});

describe('margin per product', () => {
  const figures = (qty: number, revenue: number, cogs: number) => ({ qty, revenue, cogs });
  const days: DayStats[] = [
    day('2025-03-08', 0, 0, {
      products: {
        wrap: { name: 'Adire Wrap Dress', ...figures(2, 25000, 10000), sizes: { M: figures(2, 25000, 10000) } },
        kaftan: { name: 'Bridal Kaftan', ...figures(1, 85000, 30000), sizes: { '-': figures(1, 85000, 30000) } },
        gone: { name: 'Cancelled Cap', ...figures(0, 0, 0), sizes: {} },
      },
    }),
    day('2025-03-10', 0, 0, {
      products: {
        wrap: {
          name: 'Adire Wrap Dress',
          ...figures(2, 24000, 12300),
          sizes: { XL: figures(1, 12000, 6150), S: figures(1, 12000, 6150) },
        },
        tee: { name: 'Aso Tee', ...figures(3, 15000, 18000), sizes: { L: figures(3, 15000, 18000) } },
      },
    }),
  ];

  it('adds the days per product and per size, margin and its share, biggest revenue first; nothing-net left out', () => {
    const rows = financeSummary({ period: 7, now, days, purchaseOrders: [] }).products;
    expect(rows.map((r) => r.name)).toEqual(['Bridal Kaftan', 'Adire Wrap Dress', 'Aso Tee']);
    expect(rows[1]).toEqual({
      productId: 'wrap',
      name: 'Adire Wrap Dress',
      qty: 4,
      revenue: 49000,
      cogs: 22300,
      margin: 26700,
      marginPercent: 54.5,
      sizes: [
        { size: 'S', qty: 1, revenue: 12000, cogs: 6150, margin: 5850, marginPercent: 48.8 },
        { size: 'M', qty: 2, revenue: 25000, cogs: 10000, margin: 15000, marginPercent: 60 },
        { size: 'XL', qty: 1, revenue: 12000, cogs: 6150, margin: 5850, marginPercent: 48.8 },
      ],
    });
    // One size only: no size rows. A loss shows as a negative margin.
    expect(rows[2]).toMatchObject({ sizes: [], margin: -3000, marginPercent: -20 });
    expect(productMargins({ x: { name: '', ...figures(1, 0, 0), sizes: {} } })[0]).toMatchObject({
      name: 'x',
      marginPercent: null,
    });
  });

  it('sorts by any column, and the other way round on a second click', () => {
    const rows = financeSummary({ period: 7, now, days, purchaseOrders: [] }).products;
    const names = (by: Parameters<typeof sortProductMargins>[1], reversed = false) =>
      sortProductMargins(rows, by, reversed).map((r) => r.name);
    expect(names('name')).toEqual(['Adire Wrap Dress', 'Aso Tee', 'Bridal Kaftan']);
    expect(names('name', true)).toEqual(['Bridal Kaftan', 'Aso Tee', 'Adire Wrap Dress']);
    expect(names('qty')).toEqual(['Adire Wrap Dress', 'Aso Tee', 'Bridal Kaftan']);
    expect(names('cogs')).toEqual(['Bridal Kaftan', 'Adire Wrap Dress', 'Aso Tee']);
    expect(names('margin')).toEqual(['Bridal Kaftan', 'Adire Wrap Dress', 'Aso Tee']);
    expect(names('marginPercent')).toEqual(['Bridal Kaftan', 'Adire Wrap Dress', 'Aso Tee']);
    expect(names('marginPercent', true)).toEqual(['Aso Tee', 'Adire Wrap Dress', 'Bridal Kaftan']);
    // Without revenue there is no margin %: such a product stays last either way.
    const free = { ...rows[0]!, productId: 'gift', name: 'Gift Bag', revenue: 0, marginPercent: null };
    const withFree = [free, ...rows];
    expect(sortProductMargins(withFree, 'marginPercent').at(-1)?.name).toBe('Gift Bag');
    expect(sortProductMargins(withFree, 'marginPercent', true).at(-1)?.name).toBe('Gift Bag');
  });
});
