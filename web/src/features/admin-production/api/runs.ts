// Production runs (docs/product.md#production): the latest runs, recordProductionRun (plan or complete, with a run id
// chosen when the form opens so a double click is one run), the RTW products a run can make, and a draft purchase
// order for a planned run's shortfall (draftShortfallPurchaseOrder, once per run).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { productionRunSchema, type ProductionRun } from '@aso/domain/production/schemas/production';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';
import { useCallableMutation } from '../../../lib/data/callables';

export const RUNS_LIMIT = 50;

export type RunRow = ProductionRun & { readonly id: string };

export async function getRuns(): Promise<RunRow[]> {
  const snap = await getDocs(
    query(collection(getDb(), dataPaths.productionRuns), orderBy('createdAt', 'desc'), limit(RUNS_LIMIT)),
  );
  return readDocuments(productionRunSchema, snap.docs);
}

export const useRuns = () => useQuery({ queryKey: queryKeys.productionRuns(), queryFn: getRuns });

/** A run moves materials: the inventory's list and ledgers follow. */
export const useRecordRun = () =>
  useCallableMutation('recordProductionRun', [queryKeys.production, queryKeys.inventory]);

/**
 * A planned run's shortfall as a draft purchase order ('To choose' as vendor), made once per run by the server: a
 * second press answers the same draft. Purchase orders and materials lists follow.
 */
export const useDraftShortfallPo = () => useCallableMutation('draftShortfallPurchaseOrder', [queryKeys.purchaseOrders]);
