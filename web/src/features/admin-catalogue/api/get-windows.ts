// Pre-order windows for the product form's picker: every window, active first, then by name.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query } from 'firebase/firestore/lite';
import { preorderWindowSchema } from '@aso/domain/catalogue/schemas/product';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { adminCatalogueKeys } from './keys';

export interface WindowOption {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

export async function getWindows(): Promise<WindowOption[]> {
  const snap = await getDocs(query(collection(getDb(), 'preorderWindows'), limit(100)));
  return readDocuments(preorderWindowSchema, snap.docs)
    .map((w) => ({ id: w.id, name: w.name, active: w.active }))
    .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
}

export function useWindows() {
  return useQuery({ queryKey: adminCatalogueKeys.windows(), queryFn: getWindows });
}
