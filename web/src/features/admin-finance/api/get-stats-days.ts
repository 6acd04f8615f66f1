// The period's `stats/{YYYY-MM-DD}` documents in one range query on the document id: one small document per day
// with sales, so reads grow with the days shown and never with the number of orders. "All time" is the same
// query without a lower bound (a year of trade is at most 365 reads).
import { useQuery } from '@tanstack/react-query';
import { collection, documentId, getDocs, query, where } from 'firebase/firestore/lite';
import { periodDays, type DayStats, type FinancePeriod } from '@aso/domain/finance/finance';
import { statsDaySchema } from '@aso/domain/finance/schemas/stats';
import { getDb } from '../../../lib/firestore';
import { parseDocument } from '../../../lib/schema-reader';
import { financeKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export interface StatsDays {
  readonly days: DayStats[];
  /** Days whose document does not fit its schema: left out of every figure, and named on the screen. */
  readonly unreadable: string[];
}

export async function getStatsDays(period: FinancePeriod, now: Date): Promise<StatsDays> {
  const stats = collection(getDb(), dataPaths.stats);
  const { from, to } = periodDays(period, now);
  const q =
    period === 'all'
      ? query(stats, where(documentId(), '<=', to))
      : query(stats, where(documentId(), '>=', from), where(documentId(), '<=', to));
  const snap = await getDocs(q);
  const out: StatsDays = { days: [], unreadable: [] };
  for (const d of snap.docs) {
    try {
      out.days.push({ date: d.id, stats: parseDocument(statsDaySchema, d.ref.path, d.data()) });
    } catch (error) {
      // One damaged day does not take the screen down, and never silently: the screen says which days are missing.
      console.error(error);
      out.unreadable.push(d.id);
    }
  }
  return out;
}

export function useStatsDays(period: FinancePeriod, now: Date, today: string) {
  return useQuery({ queryKey: financeKeys.days(period, today), queryFn: () => getStatsDays(period, now) });
}
