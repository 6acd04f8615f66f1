// The benchmarks' orders: many one-line web orders spread over the last days, with the `stats/{day}` documents
// settlement would have left for them (folded with the domain's orderContribution/addStats).
import { addStats, emptyStats, lagosDayKey, orderContribution, type StatsFigures } from '@aso/domain';
import type { Random } from '../../../scripts/seed/random';
import { DAY_MS, type SeedDoc } from '../../../scripts/seed/types';
import { oneLineOrderDoc, type OneLineOrder } from '../../src/lib/orders';

/** What differs between a benchmark's orders; the buyer, address, fee and reference are the bench's own. */
export type BenchOrder = Omit<
  OneLineOrder,
  'buyer' | 'email' | 'shippingAddress' | 'shippingFee' | 'paystackReference' | 'createdAt'
>;

/**
 * `count` orders at random times (from the bench's seeded draw) within the last `days` days, each made by `order`;
 * returns their documents followed by their stats days, and the days' keys.
 */
export function ordersWithStats(
  random: Random,
  count: number,
  days: number,
  now: Date,
  order: () => BenchOrder,
): { docs: SeedDoc[]; statsDays: string[] } {
  const docs: SeedDoc[] = [];
  const stats = new Map<string, StatsFigures>();
  for (let n = 0; n < count; n += 1) {
    const createdAt = new Date(now.getTime() - random.int(0, days - 1) * DAY_MS - random.int(0, 8 * 3_600) * 1_000);
    const doc = oneLineOrderDoc({
      ...order(),
      buyer: `bench-buyer-${n % 300}`,
      email: `buyer${n % 300}@example.ng`,
      shippingAddress: '1 Bench Road, Lagos',
      shippingFee: 0,
      paystackReference: `ASO-BENCH-${n}`,
      createdAt,
    });
    docs.push({ path: `orders/bench-${String(n).padStart(6, '0')}`, data: doc });
    const day = lagosDayKey(createdAt);
    stats.set(day, addStats(stats.get(day) ?? emptyStats(), orderContribution(doc)));
  }
  for (const [day, figures] of stats) docs.push({ path: `stats/${day}`, data: { ...figures } });
  return { docs, statsDays: [...stats.keys()].sort() };
}
