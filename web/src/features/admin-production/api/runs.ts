// Production runs (docs/product.md#production): the latest runs, recordProductionRun (plan or complete, with a run id
// chosen when the form opens so a double click is one run), the RTW products a run can make, and a draft purchase
// order for a planned run's shortfall (drafts are browser-written under firestore.rules).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, getDocs, limit, orderBy, query, serverTimestamp } from 'firebase/firestore/lite';
import type { CallableRequest } from '@aso/domain/contract';
import { poTotal } from '@aso/domain/production/purchase-orders';
import { productionRunSchema, type ProductionRun } from '@aso/domain/production/schemas/production';
import { callFunction } from '../../../lib/firebase';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { productionKeys } from '../../../lib/production';

export const RUNS_LIMIT = 50;

export type RunRow = ProductionRun & { readonly id: string };

export async function getRuns(): Promise<RunRow[]> {
  const snap = await getDocs(
    query(collection(getDb(), 'productionRuns'), orderBy('createdAt', 'desc'), limit(RUNS_LIMIT)),
  );
  return readDocuments(productionRunSchema, snap.docs);
}

export const useRuns = () => useQuery({ queryKey: [...productionKeys.all, 'runs'], queryFn: getRuns });

export function useRecordRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallableRequest<'recordProductionRun'>) => callFunction('recordProductionRun', input),
    // A run moves materials: the inventory's list and ledgers follow.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productionKeys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'inventory'] }),
      ]),
  });
}

/** A draft PO with the shortfall's lines; the vendor is left for staff to change on the Purchase orders screen. */
export async function draftShortfallPo(input: {
  uid: string;
  label: string;
  lines: { materialId: string; qty: number; unitCost: number }[];
}): Promise<string> {
  const ref = await addDoc(collection(getDb(), 'purchaseOrders'), {
    vendorName: 'To choose',
    status: 'draft',
    notes: `Shortfall for ${input.label}`,
    lines: input.lines,
    totalCost: poTotal(input.lines),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: input.uid,
  });
  return ref.id;
}
