// Pre-order windows for the product form's picker: every window, active first, then by name.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { bool, str } from '../../../lib/firestore-data';
import { adminCatalogKeys } from './keys';

export interface WindowOption {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

export async function getWindows(): Promise<WindowOption[]> {
  const snap = await getDocs(query(collection(getDb(), 'preorderWindows'), limit(100)));
  return snap.docs
    .map((d) => ({ id: d.id, name: str(d.data().name, d.id), active: bool(d.data().active) }))
    .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
}

export function useWindows() {
  return useQuery({ queryKey: adminCatalogKeys.windows(), queryFn: getWindows });
}
