// Production runs (docs/product.md#production): the latest runs, recordProductionRun (plan or complete, with a run id
// chosen when the form opens so a double click is one run), the RTW products a run can make, and a draft purchase
// order for a planned run's shortfall (savePurchaseOrderDraft).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import type { CallableRequest } from '@aso/domain/contract';
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
  label: string;
  lines: { materialId: string; qty: number; unitCost: number }[];
}): Promise<string> {
  const { purchaseOrderId } = await callFunction('savePurchaseOrderDraft', {
    purchaseOrderId: null,
    vendorName: 'To choose',
    notes: `Shortfall for ${input.label}`,
    lines: input.lines,
  });
  return purchaseOrderId;
}
