import { describe, expect, it } from 'vitest';
import { rebuildReferralStats, type ReferralOwner, type ReferredOrder } from '../referral-stats';

const ada: ReferralOwner = { customerId: 'c-ada', name: 'Ada Obi', email: 'ada@example.ng', phone: '+2348000000001' };
const bayo: ReferralOwner = { customerId: 'c-bayo', name: 'Bayo Ade', email: 'bayo@example.ng', phone: '' };
const owners = new Map([
  ['ADA-1234', ada],
  ['BAYO-5678', bayo],
]);

const order = (over: Partial<ReferredOrder>): ReferredOrder => ({
  referralCode: 'ADA-1234',
  status: 'pending',
  paymentStatus: 'paid',
  amountPaid: 20_000,
  discount: 1_000,
  createdAt: new Date('2025-03-01T10:00:00Z'),
  paidAt: new Date('2025-03-01T10:02:00Z'),
  ...over,
});

describe('rebuildReferralStats', () => {
  it('folds every revenue-eligible referred order into its code, with the reward at the given percent', () => {
    const { stats, orphanOrders } = rebuildReferralStats(
      [
        order({}),
        order({
          amountPaid: 15_000,
          discount: 750,
          paymentStatus: 'deposit_paid',
          paidAt: new Date('2025-03-05T09:00:00Z'),
        }),
        order({
          referralCode: 'BAYO-5678',
          amountPaid: 9_999,
          discount: 0,
          paidAt: null,
          createdAt: new Date('2025-02-01T00:00:00Z'),
        }),
      ],
      owners,
      10,
    );
    expect(orphanOrders).toBe(0);
    expect(stats.get('ADA-1234')).toEqual({
      customerId: 'c-ada',
      customerName: 'Ada Obi',
      customerEmail: 'ada@example.ng',
      customerPhone: '+2348000000001',
      referredCount: 2,
      revenue: 35_000,
      discountGiven: 1_750,
      totalRewardAccrued: 3_500,
      lastRedemptionAt: new Date('2025-03-05T09:00:00Z'),
    });
    // No paidAt: the order's own time stands in; the reward rounds half up per order (999.9 → 1000).
    expect(stats.get('BAYO-5678')).toMatchObject({
      referredCount: 1,
      revenue: 9_999,
      totalRewardAccrued: 1_000,
      lastRedemptionAt: new Date('2025-02-01T00:00:00Z'),
    });
  });

  it('leaves out unpaid, cancelled and refunded orders, orders without a code, and counts codes nobody owns', () => {
    const { stats, orphanOrders } = rebuildReferralStats(
      [
        order({ paymentStatus: 'unpaid', amountPaid: 0 }),
        order({ status: 'cancelled' }),
        order({ paymentStatus: 'refunded' }),
        order({ referralCode: null }),
        order({ referralCode: 'GONE-0000' }),
        order({ referralCode: 'GONE-0000', paymentStatus: 'partially_refunded' }),
      ],
      owners,
      5,
    );
    expect([...stats.keys()]).toEqual([]);
    expect(orphanOrders).toBe(2);
  });

  it('a bad reward percent counts as 0, and non-finite amounts as 0', () => {
    const { stats } = rebuildReferralStats(
      [order({ amountPaid: Number.NaN, discount: Number.POSITIVE_INFINITY })],
      owners,
      'x',
    );
    expect(stats.get('ADA-1234')).toMatchObject({
      referredCount: 1,
      revenue: 0,
      discountGiven: 0,
      totalRewardAccrued: 0,
    });
  });
});
