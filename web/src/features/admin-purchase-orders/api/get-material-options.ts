// The line editor's material picker: up to 200 materials by name (docs/product.md#purchase-orders).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { MATERIAL_PICKER_LIMIT } from '@aso/domain/constants';
import { getDb } from '../../../lib/firebase';
import { bool, num, str } from '../../../lib/firestore-data';
import { poKeys } from './keys';

export interface MaterialOption {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly unit: string;
  readonly onHand: number;
  readonly active: boolean;
}

export async function getMaterialOptions(): Promise<MaterialOption[]> {
  const snap = await getDocs(query(collection(getDb(), 'materials'), orderBy('name'), limit(MATERIAL_PICKER_LIMIT)));
  return snap.docs.map((d) => {
    const m = d.data();
    return {
      id: d.id,
      sku: str(m.sku),
      name: str(m.name),
      unit: str(m.unit, 'yard'),
      onHand: num(m.onHand),
      active: bool(m.active, true),
    };
  });
}

export function useMaterialOptions() {
  return useQuery({ queryKey: poKeys.materials(), queryFn: getMaterialOptions, staleTime: 0 });
}
