// One material's ledger, newest first (the last 100 movements).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type { LedgerEntry } from '@aso/domain/schemas/materials';
import { LEDGER_REASONS } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { date, num, oneOf, record, str, strOrNull } from '../../../lib/firestore-data';
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
  return snap.docs.map((doc) => {
    const d = doc.data();
    const ref = record(d.ref);
    return {
      id: doc.id,
      materialId: str(d.materialId),
      delta: num(d.delta),
      reason: oneOf(LEDGER_REASONS, d.reason, 'manual'),
      note: str(d.note),
      unitCost: typeof d.unitCost === 'number' ? d.unitCost : null,
      vendorName: strOrNull(d.vendorName),
      ref:
        typeof ref.collection === 'string' && typeof ref.id === 'string'
          ? { collection: ref.collection, id: ref.id }
          : null,
      authorId: strOrNull(d.authorId),
      createdAt: date(d.createdAt) ?? new Date(0),
    };
  });
}

export function useLedger(materialId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.ledger(materialId ?? ''),
    queryFn: () => getLedger(materialId ?? ''),
    enabled: materialId !== null,
  });
}
