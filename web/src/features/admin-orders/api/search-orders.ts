// Finding orders (docs/product.md#orders): by the number customers quote ('#AB12CD34', any case, or its start), the
// customer's name or part of it, an email, a phone number however it is written, the full order id or a Paystack
// reference (its payment record names the order). Every order carries `searchKeys` written with it by
// startCheckout, so a search is one `array-contains` query (a second only when several words typed out of the
// name's order find nothing as typed) plus one read by id: it reads the orders it finds (at most
// ORDER_SEARCH_LIMIT), not a window of recent ones, and reaches an order of any age (docs/design.md#where-the-original-architecture-was-changed,
// "Customer search in the back office"; `npm run bench -- order-search` counts the reads).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  ORDER_SEARCH_LIMIT,
  orderSearchPlans,
  parseOrderReference,
  type OrderSearchPlan,
} from '@aso/domain/orders/order-reference';
import { paymentSchema } from '@aso/domain/checkout/schemas/order';
import { readDocument } from '../../../lib/schema-reader';
import { orderFromData, ordersFromDocs, type AdminOrder } from './order-from-data';
import { dataPaths } from '../../../lib/data/collections';

export interface FoundOrders {
  readonly orders: AdminOrder[];
  /** True when more orders match than one search shows (the newest ORDER_SEARCH_LIMIT are). */
  readonly more: boolean;
}

async function orderById(db: Firestore, id: string): Promise<AdminOrder[]> {
  // Ids never hold '/'; anything else typed is just not an id.
  if (id === '' || id.includes('/')) return [];
  const snap = await getDoc(doc(db, dataPaths.orders, id));
  return snap.exists() ? [orderFromData(snap.id, snap.data())] : [];
}

/** The first plan that finds orders (orderSearchPlans: the name as typed, then its words in any order). */
async function ordersByKeys(
  db: Firestore,
  plans: readonly OrderSearchPlan[],
): Promise<{ orders: AdminOrder[]; more: boolean }> {
  for (const plan of plans) {
    const snap = await getDocs(
      query(
        collection(db, dataPaths.orders),
        where('searchKeys', 'array-contains', plan.key),
        orderBy('createdAt', 'desc'),
        limit(ORDER_SEARCH_LIMIT),
      ),
    );
    const orders = ordersFromDocs(snap.docs).filter((o) => plan.alsoKeys.every((k) => o.searchKeys.includes(k)));
    if (orders.length > 0) return { orders, more: snap.size === ORDER_SEARCH_LIMIT };
  }
  return { orders: [], more: false };
}

/** The shipped search, given the Firestore to ask (the app's; the order-search bench its stand-in's). */
export async function findOrders(db: Firestore, input: string): Promise<FoundOrders> {
  const ref = parseOrderReference(input);
  if (!ref) return { orders: [], more: false };
  if (ref.kind === 'payment') {
    const payment = await getDoc(doc(db, dataPaths.payments, ref.reference));
    const orderId = readDocument(paymentSchema, payment)?.orderId;
    return { orders: orderId ? await orderById(db, orderId) : [], more: false };
  }
  const [exact, byKeys] = await Promise.all([orderById(db, ref.text), ordersByKeys(db, orderSearchPlans(input))]);
  const found = new Map([...exact, ...byKeys.orders].map((o) => [o.id, o]));
  return {
    orders: [...found.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    more: byKeys.more,
  };
}
