// Production runs (docs/product.md#production): the latest runs, recordProductionRun (plan or complete, with a run id
// chosen when the form opens so a double click is one run), the RTW products a run can make, and a draft purchase
// order for a planned run's shortfall (drafts are browser-written under firestore.rules).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDoc,
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  type DocumentData,
} from 'firebase/firestore/lite';
import type { CallableRequest } from '@aso/domain/contract';
import { poTotal } from '@aso/domain/purchasing';
import { MATERIAL_UNITS, PRODUCTION_RUN_STATUSES, SIZES, isOneOf, type Size } from '@aso/domain/vocab';
import type { RunMaterial } from '@aso/domain/schemas/production';
import { callFunction, getDb } from '../../../lib/firebase';
import { date, num, record, str, strOrNull } from '../../../lib/firestore-data';
import { productionKeys } from '../../../lib/production';

export const RUNS_LIMIT = 50;

export interface RunRow {
  readonly id: string;
  readonly productId: string;
  readonly productName: string;
  readonly size: Size;
  readonly qty: number;
  readonly status: (typeof PRODUCTION_RUN_STATUSES)[number];
  readonly orderId: string | null;
  readonly materials: RunMaterial[];
  readonly unitCost: number | null;
  readonly createdAt: Date | null;
}

function runFrom(id: string, d: DocumentData): RunRow {
  const materials = Array.isArray(d.materials) ? (d.materials as unknown[]) : [];
  return {
    id,
    productId: str(d.productId),
    productName: str(d.productName),
    size: isOneOf(SIZES, d.size) ? d.size : 'M',
    qty: num(d.qty, 1),
    status: isOneOf(PRODUCTION_RUN_STATUSES, d.status) ? d.status : 'planned',
    orderId: strOrNull(d.orderId),
    materials: materials.map((m) => {
      const x = record(m);
      return {
        materialId: str(x.materialId),
        name: str(x.name),
        unit: isOneOf(MATERIAL_UNITS, x.unit) ? x.unit : 'piece',
        qty: num(x.qty),
      };
    }),
    unitCost: typeof d.unitCost === 'number' ? d.unitCost : null,
    createdAt: date(d.createdAt),
  };
}

export async function getRuns(): Promise<RunRow[]> {
  const snap = await getDocs(
    query(collection(getDb(), 'productionRuns'), orderBy('createdAt', 'desc'), limit(RUNS_LIMIT)),
  );
  return snap.docs.map((d) => runFrom(d.id, d.data()));
}

export const useRuns = () => useQuery({ queryKey: [...productionKeys.all, 'runs'], queryFn: getRuns });

export function useRecordRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallableRequest<'recordProductionRun'>) => callFunction('recordProductionRun', input),
    onSettled: () => client.invalidateQueries({ queryKey: productionKeys.all }),
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
