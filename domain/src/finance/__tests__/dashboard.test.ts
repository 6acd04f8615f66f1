import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  dashboardFigures,
  dashboardWindow,
  lowStockAlerts,
  moreAlertsWords,
  topReferrers,
} from '../dashboard';
import { emptyStats, type StatsFigures } from '../stats';
import { channelRows } from '../../marketing/channel-sales';

const stats = (over: Partial<StatsFigures>): StatsFigures => ({ ...emptyStats(), ...over });

describe('dashboard window', () => {
  it('today and the 6 days before, in Lagos', () => {
    const w = dashboardWindow(new Date('2025-03-09T23:30:00Z')); // 00:30 Lagos, 10 March
    expect(w.today).toBe('2025-03-10');
    expect(w.days).toEqual([
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
    ]);
    expect(w.since.toISOString()).toBe('2025-03-03T23:00:00.000Z');
    expect(dashboardWindow(new Date('2025-03-09T22:30:00Z')).today).toBe('2025-03-09'); // 23:30 Lagos
  });
});

describe('conversion', () => {
  it('paid orders ÷ checkouts started × 100, one decimal, never above 100', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(5, 5)).toBe(100);
    expect(conversionRate(7, 2)).toBe(100);
    expect(conversionRate(0, 10)).toBe(0);
    expect(conversionRate(3, 0)).toBe(0);
    expect(conversionRate(NaN, 4)).toBe(0);
    expect(conversionRate(4, NaN)).toBe(0);
  });
});

describe('dashboard figures', () => {
  it('today, the week, conversion, top 5 SKUs and event sales from day documents', () => {
    const days = new Map<string, StatsFigures>([
      [
        '2025-03-10',
        stats({
          orders: 2,
          revenue: 50000,
          skus: { A: 1, B: 4 },
          events: { ev: { orders: 1, revenue: 20000 } },
          channels: {
            'instagram / story': { checkouts: 4, orders: 1, revenue: 30000 },
            'event / in person': { checkouts: 1, orders: 1, revenue: 20000 },
          },
        }),
      ],
      [
        '2025-03-04',
        stats({
          orders: 1,
          revenue: 10000,
          skus: { A: 2, C: 1, D: 1, E: 1, F: 1 },
          channels: { 'direct / none': { checkouts: 4, orders: 1, revenue: 10000 } },
        }),
      ],
      // Outside the window.
      [
        '2025-03-03',
        stats({
          orders: 100,
          revenue: 1,
          skus: { Z: 99 },
          channels: { 'direct / none': { checkouts: 100, orders: 100, revenue: 1 } },
        }),
      ],
    ]);
    const f = dashboardFigures({ now: new Date('2025-03-09T23:30:00Z'), days });
    expect(f.todayOrders).toBe(2);
    expect(f.todayRevenue).toBe(50000);
    expect(f.weekOrders).toBe(3);
    expect(f.weekRevenue).toBe(60000);
    expect(f.weekCheckouts).toBe(9);
    expect(f.weekConversion).toBe(33.3);
    // The card's checkouts and paid orders are the ones the Sales by channel rows add up, from the same days.
    const rows = channelRows(dashboardWindow(new Date('2025-03-09T23:30:00Z')).days.flatMap((d) => days.get(d) ?? []));
    expect(rows.reduce((n, r) => n + r.checkouts, 0)).toBe(f.weekCheckouts);
    expect(rows.reduce((n, r) => n + r.orders, 0)).toBe(f.weekOrders);
    expect(f.topSkus).toEqual([
      { key: 'B', value: 4 },
      { key: 'A', value: 3 },
      { key: 'C', value: 1 },
      { key: 'D', value: 1 },
      { key: 'E', value: 1 },
    ]);
    expect(f.eventSales).toEqual({ ev: { orders: 1, revenue: 20000 } });
  });

  it('an empty week is all zeros', () => {
    const f = dashboardFigures({ now: new Date('2025-03-09T12:00:00Z'), days: new Map() });
    expect(f).toEqual({
      todayOrders: 0,
      todayRevenue: 0,
      weekOrders: 0,
      weekRevenue: 0,
      weekCheckouts: 0,
      weekConversion: 0,
      topSkus: [],
      weekCartReminders: { sent: 0, recovered: 0 },
      eventSales: {},
      weekDiscounts: 0,
      weekPromotions: [],
      weekDailyDiscounts: [
        '2025-03-03',
        '2025-03-04',
        '2025-03-05',
        '2025-03-06',
        '2025-03-07',
        '2025-03-08',
        '2025-03-09',
      ].map((date) => ({ date, discount: 0 })),
    });
  });

  it('the week’s discounts per promotion and per day (docs/product.md#dashboard)', () => {
    const day = (promotions: StatsFigures['promotions']): StatsFigures => ({ ...emptyStats(), promotions });
    const f = dashboardFigures({
      now: new Date('2025-03-09T12:00:00Z'),
      days: new Map([
        ['2025-03-08', day({ detty: { name: 'Detty December', orders: 2, discount: 25_500, revenue: 144_500 } })],
        [
          '2025-03-09',
          day({
            detty: { name: 'Detty December', orders: 1, discount: 12_750, revenue: 72_250 },
            amaka10: { name: 'Amaka’s first order', orders: 1, discount: 3_850, revenue: 34_650 },
          }),
        ],
        // Outside the week: not counted.
        ['2025-03-01', day({ detty: { name: 'Detty December', orders: 9, discount: 99_999, revenue: 1 } })],
      ]),
    });
    expect(f.weekDiscounts).toBe(42_100);
    expect(f.weekPromotions).toEqual([
      { key: 'detty', name: 'Detty December', orders: 3, discount: 38_250, revenue: 216_750 },
      { key: 'amaka10', name: 'Amaka’s first order', orders: 1, discount: 3_850, revenue: 34_650 },
    ]);
    expect(f.weekDailyDiscounts.slice(-2)).toEqual([
      { date: '2025-03-08', discount: 25_500 },
      { date: '2025-03-09', discount: 16_600 },
    ]);
  });
});

describe('leaderboard and low stock', () => {
  it('referrers by reward, then revenue, then code; top 5 by default', () => {
    const rows = [
      { code: 'B', totalRewardAccrued: 100, revenue: 5 },
      { code: 'A', totalRewardAccrued: 100, revenue: 5 },
      { code: 'C', totalRewardAccrued: 100, revenue: 9 },
      { code: 'D', totalRewardAccrued: 300, revenue: 1 },
      { code: 'E', totalRewardAccrued: 0, revenue: 0 },
      { code: 'F', totalRewardAccrued: 0, revenue: 1 },
    ];
    expect(topReferrers(rows).map((r) => r.code)).toEqual(['D', 'C', 'A', 'B', 'F']);
    expect(topReferrers(rows, 2).map((r) => r.code)).toEqual(['D', 'C']);
  });

  it('alerts only what has a reorder level above 0 and is at or below it; sold-out sizes nobody restocks do not', () => {
    const alerts = lowStockAlerts({
      products: [
        {
          id: 'p1',
          name: 'Adire Shirt',
          sizes: { S: { onHand: 2, reorderLevel: 3 }, M: { onHand: 10, reorderLevel: 3 }, L: { onHand: 0 } },
        },
        { id: 'p2', name: 'Adire Crop Top', active: false, sizes: { S: { onHand: 0, reorderLevel: 3 } } },
        { id: 'p3', name: 'Old Tee', sizes: { M: { onHand: 0, reorderLevel: 0 }, L: { onHand: 0, reorderLevel: 0 } } },
      ],
      materials: [
        { id: 'm1', name: 'Ankara', onHand: 5, reorderLevel: 5 },
        { id: 'm2', name: 'Lace', onHand: 0, reorderLevel: null },
        { id: 'm3', name: 'Silk', onHand: 4, reorderLevel: null },
        { id: 'm4', name: 'Old', onHand: 0, reorderLevel: 2, active: false },
      ],
    });
    expect(alerts.map((a) => a.label)).toEqual(['Adire Crop Top (S)', 'Adire Shirt (S)', 'Ankara']);
    expect(alerts[0]).toEqual({
      kind: 'product',
      id: 'p2',
      label: 'Adire Crop Top (S)',
      onHand: 0,
      reorderLevel: 3,
      offSale: true,
    });
  });

  it('says how many alerts there are beyond the ones shown', () => {
    expect(moreAlertsWords(10, 10)).toBeNull();
    expect(moreAlertsWords(3, 3)).toBeNull();
    expect(moreAlertsWords(10, 11)).toBe('Showing 10 of 11 alerts: 1 more is on the Inventory and Catalog screens.');
    expect(moreAlertsWords(10, 14)).toBe('Showing 10 of 14 alerts: 4 more are on the Inventory and Catalog screens.');
  });
});
