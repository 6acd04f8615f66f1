// One material's ledger, newest first (the last 100 movements).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { ledgerEntrySchema, type LedgerEntry } from '@aso/domain/schemas/materials';
import { getDb } from '../../../lib/firebase';
import { readDocuments } from '../../../lib/schema-reader';
import { inventoryKeys } from './keys';

export type LedgerRow = LedgerEntry & { readonly id: string };

export const LEDGER_LIMIT = 100;

export async function getLedger(materialId: string): Promise<LedgerRow[]> {
  const snap = await getDocs(
    query(
      collection(getDb(), 'materialLedger'),
      where('materialId', '==', materialId),
      orderBy('createdAt', 'desc'),
      limit(LEDGER_LIMIT),
    ),
  );
  return readDocuments(ledgerEntrySchema, snap.docs);
}

export function useLedger(materialId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.ledger(materialId ?? ''),
    queryFn: () => getLedger(materialId ?? ''),
    enabled: materialId !== null,
  });
}
