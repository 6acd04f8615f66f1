// Finding orders (docs/product.md#orders): by the number customers quote ('#AB12CD34', any case, or its start), the
// customer's name or part of it, an email, a phone number however it is written, the full order id or a Paystack
// reference (its payment record names the order). Every order carries `searchKeys` written with it by
// startCheckout, so a search is one `array-contains` query for the longest word typed — the others are checked
// here — plus one read by id: it reads the orders it finds (at most ORDER_SEARCH_LIMIT), not a window of recent
// ones, and reaches an order of any age (README "Customer search in the back office").
import { useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { ORDER_SEARCH_LIMIT, orderSearchTokens, parseOrderReference } from '@aso/domain/order-reference';
import { paymentSchema } from '@aso/domain/schemas/order';
import { getDb } from '../../../lib/firebase';
import { readDocument } from '../../../lib/schema-reader';
import { adminOrderKeys } from './keys';
import { orderFromData, ordersFromDocs, type AdminOrder } from './order-from-data';

export interface FoundOrders {
  readonly orders: AdminOrder[];
  /** True when more orders match than one search shows (the newest ORDER_SEARCH_LIMIT are). */
  readonly more: boolean;
}

async function orderById(id: string): Promise<AdminOrder[]> {
  // Ids never hold '/'; anything else typed is just not an id.
  if (id === '' || id.includes('/')) return [];
  const snap = await getDoc(doc(getDb(), 'orders', id));
  return snap.exists() ? [orderFromData(snap.id, snap.data())] : [];
}

async function ordersByKeys(tokens: readonly string[]): Promise<{ orders: AdminOrder[]; more: boolean }> {
  const [first, ...others] = [...tokens].sort((a, b) => b.length - a.length);
  if (first === undefined) return { orders: [], more: false };
  const snap = await getDocs(
    query(
      collection(getDb(), 'orders'),
      where('searchKeys', 'array-contains', first),
      orderBy('createdAt', 'desc'),
      limit(ORDER_SEARCH_LIMIT),
    ),
  );
  const orders = ordersFromDocs(snap.docs).filter((o) => others.every((t) => o.searchKeys.includes(t)));
  return { orders, more: snap.size === ORDER_SEARCH_LIMIT };
}

export async function findOrders(input: string): Promise<FoundOrders> {
  const ref = parseOrderReference(input);
  if (!ref) return { orders: [], more: false };
  if (ref.kind === 'payment') {
    const payment = await getDoc(doc(getDb(), 'payments', ref.reference));
    const orderId = readDocument(paymentSchema, payment)?.orderId;
    return { orders: orderId ? await orderById(orderId) : [], more: false };
  }
  const [exact, byKeys] = await Promise.all([orderById(ref.text), ordersByKeys(orderSearchTokens(input))]);
  const found = new Map([...exact, ...byKeys.orders].map((o) => [o.id, o]));
  return {
    orders: [...found.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    more: byKeys.more,
  };
}

export function useFindOrders(input: string) {
  return useQuery({
    queryKey: adminOrderKeys.find(input),
    queryFn: () => findOrders(input),
    enabled: parseOrderReference(input) !== null,
  });
}
