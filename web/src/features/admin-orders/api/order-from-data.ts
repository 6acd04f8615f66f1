// `orders/{id}` read with the domain's order schema (web/src/lib/schema-reader.ts), so the back office sees the
// order exactly as the functions wrote it, defaults included.
import type { DocumentData } from 'firebase/firestore/lite';
import { orderSchema, type Order } from '@aso/domain/checkout/schemas/order';
import { parseDocument, readDocuments } from '../../../lib/schema-reader';

export type AdminOrder = Order & { readonly id: string };

export function orderFromData(id: string, d: DocumentData): AdminOrder {
  return { ...parseDocument(orderSchema, `orders/${id}`, d), id };
}

/** A list of orders; one damaged document is reported and left out rather than failing the list. */
export function ordersFromDocs(docs: readonly { id: string; ref: { path: string }; data(): unknown }[]): AdminOrder[] {
  return readDocuments(orderSchema, docs);
}
