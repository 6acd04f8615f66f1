// Purchase orders, newest first, read with the domain's schema (an unknown status reads as draft,
// docs/product.md#purchase-orders).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, type DocumentData } from 'firebase/firestore/lite';
import { purchaseOrderSchema, type PurchaseOrder } from '@aso/domain/purchase-orders/schemas/purchase-orders';
import { getDb } from '../../../lib/firestore';
import { parseDocument, readDocuments } from '../../../lib/schema-reader';
import { poKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export const PO_LIST_LIMIT = 100;

export type PurchaseOrderRow = PurchaseOrder & { readonly id: string };

export function purchaseOrderFrom(id: string, d: DocumentData): PurchaseOrderRow {
  return { ...parseDocument(purchaseOrderSchema, `purchaseOrders/${id}`, d), id };
}

export async function getPurchaseOrders(): Promise<PurchaseOrderRow[]> {
  const snap = await getDocs(
    query(collection(getDb(), dataPaths.purchaseOrders), orderBy('createdAt', 'desc'), limit(PO_LIST_LIMIT)),
  );
  return readDocuments(purchaseOrderSchema, snap.docs);
}

export function usePurchaseOrders() {
  return useQuery({ queryKey: poKeys.list(), queryFn: getPurchaseOrders });
}
