// The dashboard's figures stay true while it is open: listeners on today's `stats` day (every sale, payment and
// status change moves it), on the stock of products with sizes at or below their reorder level and on the materials
// that have a reorder level, and on what is to act on. When any of them changes, the dashboard's one aggregated read (get-dashboard.ts) runs
// again, at most every 10 seconds, rather than keeping a listener per figure open for a screen that is mostly glanced
// at.
import { useMemo } from 'react';
import { collection, doc, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { REVENUE_PAYMENT_STATUSES } from '@aso/domain/orders/orders';
import { useRefreshOnChange } from '../../../lib/live/use-refresh-on-change';
import { dashboardQueryKey } from './get-dashboard';
import { dataPaths } from '../../../lib/data/collections';

const AT_MOST_EVERY_MS = 10_000;

export function useDashboardLiveRefresh(): void {
  const db = useFirestore();
  const today = lagosDayKey(new Date());
  const watched = useMemo(
    () => [
      doc(db, dataPaths.stats, today),
      // The same queries as get-dashboard.ts's alerts (the full SDK's own query objects): a size or material that
      // starts or stops alerting changes them.
      query(collection(db, dataPaths.stock), where('alerts', '>', 0)),
      query(collection(db, dataPaths.materials), where('active', '==', true), where('reorderLevel', '>', 0)),
      // To act on: an order started or paid, a refund asked for or released.
      query(
        collection(db, dataPaths.orders),
        where('status', '==', 'pending'),
        where('paymentStatus', 'in', [...REVENUE_PAYMENT_STATUSES]),
      ),
      query(collection(db, dataPaths.orders), where('refundRequest.status', '==', 'awaiting')),
    ],
    [db, today],
  );
  useRefreshOnChange(watched, dashboardQueryKey, AT_MOST_EVERY_MS);
}
