// The dashboard's figures stay true while it is open: listeners on today's `stats` day (every sale, payment and
// status change moves it), on the products whose availability is low or out and on the materials lowest on hand.
// When any of them changes, the dashboard's one aggregated read (get-dashboard.ts, ~55 documents) runs again, at
// most every 10 seconds, rather than keeping ~55 listeners open for a screen that is mostly glanced at.
import { useMemo } from 'react';
import { and, collection, doc, limit, or, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { lagosDayKey } from '@aso/domain/lagosTime';
import { SIZES } from '@aso/domain/vocab';
import { useRefreshOnChange } from '../../../lib/live/use-refresh-on-change';
import { LOW_STOCK_MATERIALS, LOW_STOCK_PRODUCTS, dashboardQueryKey } from './get-dashboard';

const AT_MOST_EVERY_MS = 10_000;

export function useDashboardLiveRefresh(): void {
  const db = useFirestore();
  const today = lagosDayKey(new Date());
  const watched = useMemo(
    () => [
      doc(db, 'stats', today),
      query(
        collection(db, 'products'),
        and(where('active', '==', true), or(...SIZES.map((s) => where(`availability.${s}`, 'in', ['low', 'out'])))),
        limit(LOW_STOCK_PRODUCTS),
      ),
      query(
        collection(db, 'materials'),
        where('active', '==', true),
        orderBy('onHand', 'asc'),
        limit(LOW_STOCK_MATERIALS),
      ),
    ],
    [db, today],
  );
  useRefreshOnChange(watched, dashboardQueryKey, AT_MOST_EVERY_MS);
}
