// Purchase orders, newest first (docs/product.md#purchase-orders). An unknown status reads as draft
// (docs/product.md#purchase-orders).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, type DocumentData } from 'firebase/firestore/lite';
import { readPoStatus, type PoLineLike } from '@aso/domain/purchasing';
import type { PoStatus } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { date, num, record, str, strOrNull } from '../../../lib/firestore-data';
import { poKeys } from './keys';

export const PO_LIST_LIMIT = 100;

export interface PurchaseOrderRow {
  readonly id: string;
  readonly vendorName: string;
  readonly status: PoStatus;
  readonly notes: string;
  readonly lines: readonly PoLineLike[];
  readonly totalCost: number;
  readonly createdAt: Date | null;
  readonly createdBy: string | null;
  readonly submittedAt: Date | null;
  readonly receivedAt: Date | null;
  readonly cancelledAt: Date | null;
}

export function purchaseOrderFrom(id: string, d: DocumentData): PurchaseOrderRow {
  const lines = Array.isArray(d.lines) ? d.lines.map((l: unknown) => record(l)) : [];
  return {
    id,
    vendorName: str(d.vendorName),
    status: readPoStatus(d.status),
    notes: str(d.notes),
    lines: lines.map((l) => ({ materialId: str(l.materialId), qty: num(l.qty), unitCost: num(l.unitCost) })),
    totalCost: num(d.totalCost),
    createdAt: date(d.createdAt),
    createdBy: strOrNull(d.createdBy),
    submittedAt: date(d.submittedAt),
    receivedAt: date(d.receivedAt),
    cancelledAt: date(d.cancelledAt),
  };
}

export async function getPurchaseOrders(): Promise<PurchaseOrderRow[]> {
  const snap = await getDocs(
    query(collection(getDb(), 'purchaseOrders'), orderBy('createdAt', 'desc'), limit(PO_LIST_LIMIT)),
  );
  return snap.docs.map((d) => purchaseOrderFrom(d.id, d.data()));
}

export function usePurchaseOrders() {
  return useQuery({ queryKey: poKeys.list(), queryFn: getPurchaseOrders });
}
