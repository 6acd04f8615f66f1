// Orders by reference: what staff type when a customer quotes their order ('#AB12CD34', the number on My Orders
// and the receipt), a full order id, or a Paystack reference (the payment record names its order). Short numbers
// are the first 8 characters of the id in upper case, and Firestore cannot match ids case-insensitively, so —
// as the customer search does — the newest SEARCH_WINDOW orders are read once and matched in memory; a full id
// or a payment reference is looked up directly, whatever its age.
import { useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { orderIdMatches, parseOrderReference } from '@aso/domain/order-reference';
import { paymentSchema } from '@aso/domain/schemas/order';
import { getDb } from '../../../lib/firebase';
import { readDocument } from '../../../lib/schema-reader';
import { adminOrderKeys } from './keys';
import { orderFromData, type AdminOrder } from './order-from-data';

export const ORDER_SEARCH_WINDOW = 1000;

export interface FoundOrders {
  readonly orders: AdminOrder[];
  /** True when short numbers were matched among the newest ORDER_SEARCH_WINDOW orders only. */
  readonly truncated: boolean;
}

async function orderById(id: string): Promise<AdminOrder[]> {
  // Ids never hold '/'; anything else typed is just not an id.
  if (id.includes('/')) return [];
  const snap = await getDoc(doc(getDb(), 'orders', id));
  return snap.exists() ? [orderFromData(snap.id, snap.data())] : [];
}

export async function findOrders(input: string): Promise<FoundOrders> {
  const ref = parseOrderReference(input);
  if (!ref) return { orders: [], truncated: false };
  if (ref.kind === 'payment') {
    const payment = await getDoc(doc(getDb(), 'payments', ref.reference));
    const orderId = readDocument(paymentSchema, payment)?.orderId;
    return { orders: orderId ? await orderById(orderId) : [], truncated: false };
  }
  const [exact, recent] = await Promise.all([
    orderById(ref.text),
    getDocs(query(collection(getDb(), 'orders'), orderBy('createdAt', 'desc'), limit(ORDER_SEARCH_WINDOW))),
  ]);
  const found = new Map(exact.map((o) => [o.id, o]));
  for (const d of recent.docs) if (orderIdMatches(d.id, ref.text)) found.set(d.id, orderFromData(d.id, d.data()));
  return {
    orders: [...found.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    truncated: recent.docs.length === ORDER_SEARCH_WINDOW,
  };
}

export function useFindOrders(input: string) {
  return useQuery({
    queryKey: adminOrderKeys.find(input),
    queryFn: () => findOrders(input),
    enabled: parseOrderReference(input) !== null,
  });
}
