// Cancelled paid orders whose refund waits for an admin to release it (docs/product.md#orders), live: a request or a
// release elsewhere shows at once.
import { useMemo } from 'react';
import { collection, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { orderSchema } from '@aso/domain/checkout/schemas/order';
import { useLiveDocuments } from '../../../lib/live/use-live';
import { dataPaths } from '../../../lib/data/collections';

export function useAwaitingRefunds() {
  const db = useFirestore();
  const awaiting = useMemo(
    () => query(collection(db, dataPaths.orders), where('refundRequest.status', '==', 'awaiting')),
    [db],
  );
  return useLiveDocuments(orderSchema, awaiting);
}
