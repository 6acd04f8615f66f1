// One material's ledger, newest first (the last 100 movements).
import { useQuery } from '@tanstack/react-query';
import { ledgerEntrySchema, type LedgerEntry } from '@aso/domain/materials/schemas/materials';
import { readNewestWhere } from '../../../components/admin-shell';
import { inventoryKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export type LedgerRow = LedgerEntry & { readonly id: string };

export const LEDGER_LIMIT = 100;

export function getLedger(materialId: string): Promise<LedgerRow[]> {
  return readNewestWhere(
    ledgerEntrySchema,
    dataPaths.materialLedger,
    { field: 'materialId', value: materialId },
    LEDGER_LIMIT,
  );
}

export function useLedger(materialId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.ledger(materialId ?? ''),
    queryFn: () => getLedger(materialId ?? ''),
    enabled: materialId !== null,
  });
}
