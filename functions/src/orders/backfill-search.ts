/**
 * backfillOrderSearch (admin, one-off and safe to repeat): orders placed before startCheckout wrote `customerName`
 * and `searchKeys` cannot be found by name, email or phone (docs/product.md#orders). This gives every such order
 * both, from the order's own email and phone and the customer's record as it is now; an order that has its keys is
 * left alone. Reads every order once, in pages, and writes only the ones it changes.
 */
import { orderSearchKeys } from '@aso/domain';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { customersCol, ordersCol } from '../lib/collections';

const PAGE = 300;

export async function handleBackfillOrderSearch(deps: { readonly db: Firestore }): Promise<{ updated: number }> {
  const { db } = deps;
  let updated = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = ordersCol(db).orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1];
    const missing = page.docs.filter((d) => d.data().searchKeys.length === 0);
    const customerIds = [...new Set(missing.map((d) => d.data().customerId).filter((id) => id !== ''))];
    const records = await Promise.all(customerIds.map((id) => customersCol(db).doc(id).get()));
    const customers = new Map(records.map((c) => [c.id, c.data()]));
    const batch = db.batch();
    for (const snap of missing) {
      const order = snap.data();
      const customer = customers.get(order.customerId);
      const customerName = order.customerName || customer?.name.trim() || '';
      const searchKeys = orderSearchKeys({
        id: snap.id,
        customerName,
        emails: [order.email, customer?.email],
        phones: [order.shippingPhone, customer?.phone],
      });
      // Only these two fields: a status change or a payment landing meanwhile is kept as it is.
      batch.update(snap.ref, { customerName, searchKeys });
    }
    if (missing.length > 0) await batch.commit();
    updated += missing.length;
    if (page.size < PAGE) break;
  }
  return { updated };
}
