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
  purchasingExpenses,
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

  it('expenses = max(Σ received PO totals, Σ unit cost × qty of lines); cancelled POs never count', () => {
    const po = (status: PoForFinance['status'], totalCost: number, lines: PoForFinance['lines']): PoForFinance => ({
      id: status,
      status,
      totalCost,
      lines,
      createdAt: now,
    });
    const received = po('received', 50000, [{ qty: 10, unitCost: 5000 }]);
    const ordered = po('ordered', 20000, [{ qty: 4, unitCost: 5000 }]);
    const cancelled = po('cancelled', 99999, [{ qty: 100, unitCost: 1000 }]);
    expect(purchasingExpenses([received, ordered, cancelled])).toBe(70000); // lines 50000 + 20000 > received 50000
    const staleTotal = po('received', 90000, [{ qty: 1, unitCost: 1000 }]);
    expect(purchasingExpenses([staleTotal])).toBe(90000); // received totals win when larger
    expect(
      purchasingExpenses([
        po('draft', 0, [
          { qty: NaN, unitCost: 5 },
          { qty: 2, unitCost: Infinity },
        ]),
      ]),
    ).toBe(0);
    expect(purchasingExpenses([])).toBe(0);
    expect(purchasingExpenses([po('ordered', 0, [{ qty: 3, unitCost: 0.1 }])])).toBe(0.3);
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
    day('2025-01-01', 999999, 9), // outside 7 and 30 days
    day('2025-03-04', 30000, 1, { referralRevenue: 30000 }),
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
    { id: 'old', status: 'received', totalCost: 500000, createdAt: new Date('2025-01-02T10:00:00Z'), lines: [] },
    {
      id: 'new',
      status: 'received',
      totalCost: 20000,
      createdAt: new Date('2025-03-05T10:00:00Z'),
      lines: [{ qty: 4, unitCost: 5000 }],
    },
  ];

  it('7 days: cards, by type, expenses of the period, bars and recent POs', () => {
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
    expect(s.expenses).toBe(20000);
    expect(s.grossProfit).toBe(100000);
    expect(s.daily).toHaveLength(7);
    // The best day stands full height and the others in proportion to it (not to the week's total: 40 and 120, not
    // 30 and 90, and over 30 days every bar would be a sliver).
    expect(s.daily[0]).toEqual({ date: '2025-03-04', revenue: 30000, height: 40 });
    expect(s.daily[6]).toEqual({ date: '2025-03-10', revenue: 90000, height: 120 });
    expect(s.daily[1]).toEqual({ date: '2025-03-05', revenue: 0, height: 4 });
    expect(s.recentPurchaseOrders.map((p) => p.id)).toEqual(['new']);
  });

  it('all time: from the first day, every PO, newest PO first, at most 8', () => {
    const many: PoForFinance[] = Array.from({ length: 10 }, (_, i) => ({
      id: `po${i}`,
      status: 'ordered',
      totalCost: 0,
      createdAt: new Date(Date.UTC(2025, 0, i + 1)),
      lines: [{ qty: 1, unitCost: 1000 }],
    }));
    const s = financeSummary({ period: 'all', now, days, purchaseOrders: many });
    expect(s.from).toBe('2025-01-01');
    expect(s.revenue).toBe(1119999);
    expect(s.expenses).toBe(10000);
    expect(s.recentPurchaseOrders.map((p) => p.id)).toEqual(['po9', 'po8', 'po7', 'po6', 'po5', 'po4', 'po3', 'po2']);
  });

  it('unreadable purchasing counts as no expenses; no days at all gives zeros', () => {
    const s = financeSummary({ period: 30, now, days: [], purchaseOrders: null });
    expect(s.revenue).toBe(0);
    expect(s.averageOrderValue).toBe(0);
    expect(s.expenses).toBe(0);
    expect(s.grossProfit).toBe(0);
    expect(s.daily.every((d) => d.height === 4)).toBe(true);
  });
});
