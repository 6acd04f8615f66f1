// The orders a search found, kept live like the list (docs/product.md#orders): the search finds them once (Lite,
// api/search-orders.ts), then one listener per order found (at most ORDER_SEARCH_LIMIT, on the list's own
// connection) keeps each row true — a refund, a payment landing or another staff member's status change shows on
// the searched row as it does on the list.
import { useEffect, useMemo, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { orderFromData, type AdminOrder } from './order-from-data';
import { dataPaths } from '../../../lib/data/collections';

export function useLiveFound(found: readonly AdminOrder[] | undefined): AdminOrder[] | undefined {
  const db = useFirestore();
  const [latest, setLatest] = useState<ReadonlyMap<string, AdminOrder>>(new Map());
  const ids = useMemo(() => (found ?? []).map((o) => o.id).join('\n'), [found]);
  useEffect(() => {
    if (ids === '') return undefined;
    const stops = ids.split('\n').map((id) =>
      onSnapshot(
        doc(db, dataPaths.orders, id),
        (snap) => {
          const data = snap.data();
          if (!data) return;
          try {
            const order = orderFromData(snap.id, data);
            setLatest((prev) => new Map(prev).set(id, order));
          } catch {
            // A document that no longer fits its schema keeps the row as the search read it.
          }
        },
        () => undefined,
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [db, ids]);
  return useMemo(() => found?.map((o) => latest.get(o.id) ?? o), [found, latest]);
}
