// Rebuilding `referralStats/{CODE}` from the orders themselves (the admin's recomputeReferralStats): the same
// figures settlement adds payment by payment, folded over every revenue-eligible referred order at once.
import { referralReward } from './referrals';
import { isRevenueEligible } from '../orders/orders';
import type { ReferralStats } from './schemas/referrals';
import type { OrderStatus, PaymentStatus } from '../shared/vocab';

export interface ReferredOrder {
  referralCode: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  amountPaid: number;
  discount: number;
  createdAt: Date;
  paidAt: Date | null;
}

export interface ReferralOwner {
  customerId: string;
  name: string;
  email: string;
  phone: string;
}

const fin = (n: number): number => (Number.isFinite(n) ? n : 0);

/**
 * One stats document per code that has an owner and at least one revenue-eligible order: referredCount = such
 * orders, revenue = money kept, discountGiven = their discounts, the reward at today's percent on each order's
 * money kept, and lastRedemptionAt = the latest payment (createdAt when an order has no paidAt). Orders whose code
 * has no owner are counted in `orphanOrders` and left out, as settlement leaves them out.
 */
export function rebuildReferralStats(
  orders: Iterable<ReferredOrder>,
  owners: ReadonlyMap<string, ReferralOwner>,
  rewardPercent: unknown,
): { stats: Map<string, ReferralStats>; orphanOrders: number } {
  const stats = new Map<string, ReferralStats>();
  let orphanOrders = 0;
  for (const order of orders) {
    if (!order.referralCode || !isRevenueEligible(order)) continue;
    const owner = owners.get(order.referralCode);
    if (!owner) {
      orphanOrders += 1;
      continue;
    }
    const paid = fin(order.amountPaid);
    const at = order.paidAt ?? order.createdAt;
    const current = stats.get(order.referralCode) ?? {
      customerId: owner.customerId,
      customerName: owner.name,
      customerEmail: owner.email,
      customerPhone: owner.phone,
      referredCount: 0,
      revenue: 0,
      discountGiven: 0,
      totalRewardAccrued: 0,
      lastRedemptionAt: null,
    };
    stats.set(order.referralCode, {
      ...current,
      referredCount: current.referredCount + 1,
      revenue: current.revenue + paid,
      discountGiven: current.discountGiven + fin(order.discount),
      totalRewardAccrued: current.totalRewardAccrued + referralReward(paid, rewardPercent),
      lastRedemptionAt: current.lastRedemptionAt && current.lastRedemptionAt > at ? current.lastRedemptionAt : at,
    });
  }
  return { stats, orphanOrders };
}
