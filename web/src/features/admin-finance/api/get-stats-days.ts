// The period's `stats/{YYYY-MM-DD}` documents in one range query on the document id: one small document per day
// with sales, so reads grow with the days shown and never with the number of orders. "All time" is the same
// query without a lower bound (a year of trade is at most 365 reads).
import { useQuery } from '@tanstack/react-query';
import { collection, documentId, getDocs, query, where } from 'firebase/firestore/lite';
import { periodDays, type DayStats, type FinancePeriod } from '@aso/domain/finance';
import { statsDaySchema } from '@aso/domain/schemas/stats';
import { getDb } from '../../../lib/firebase';
import { financeKeys } from './keys';

export async function getStatsDays(period: FinancePeriod, now: Date): Promise<DayStats[]> {
  const stats = collection(getDb(), 'stats');
  const { from, to } = periodDays(period, now);
  const q =
    period === 'all'
      ? query(stats, where(documentId(), '<=', to))
      : query(stats, where(documentId(), '>=', from), where(documentId(), '<=', to));
  const snap = await getDocs(q);
  return snap.docs.flatMap((d) => {
    const parsed = statsDaySchema.safeParse(d.data());
    // A day document that does not fit is left out rather than breaking the whole screen.
    return parsed.success ? [{ date: d.id, stats: parsed.data }] : [];
  });
}

export function useStatsDays(period: FinancePeriod, now: Date, today: string) {
  return useQuery({ queryKey: financeKeys.days(period, today), queryFn: () => getStatsDays(period, now) });
}
