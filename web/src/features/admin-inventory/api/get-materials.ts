// Raw materials with their stock (docs/product.md#inventory): up to 200 by name; filters run on the client.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, type DocumentData } from 'firebase/firestore/lite';
import { MATERIAL_PICKER_LIMIT } from '@aso/domain/constants';
import type { Material } from '@aso/domain/schemas/materials';
import { DEFAULT_MATERIAL_UNIT, MATERIAL_UNITS } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { bool, date, num, oneOf, str } from '../../../lib/firestore-data';
import { inventoryKeys } from './keys';

export type MaterialRow = Omit<Material, 'createdAt' | 'updatedAt'> & {
  readonly id: string;
  readonly updatedAt: Date | null;
};

const levelOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function materialFrom(id: string, d: DocumentData): MaterialRow {
  return {
    id,
    sku: str(d.sku),
    name: str(d.name),
    unit: oneOf(MATERIAL_UNITS, d.unit, DEFAULT_MATERIAL_UNIT),
    category: str(d.category),
    active: bool(d.active, true),
    minLevel: levelOrNull(d.minLevel),
    onHand: num(d.onHand),
    reorderLevel: levelOrNull(d.reorderLevel),
    unitCost: levelOrNull(d.unitCost),
    costedQty: num(d.costedQty),
    updatedAt: date(d.updatedAt),
  };
}

export async function getMaterials(): Promise<MaterialRow[]> {
  const snap = await getDocs(query(collection(getDb(), 'materials'), orderBy('name'), limit(MATERIAL_PICKER_LIMIT)));
  return snap.docs.map((d) => materialFrom(d.id, d.data()));
}

export function useMaterials() {
  return useQuery({ queryKey: inventoryKeys.materials(), queryFn: getMaterials });
}
