// `materials/{id}` for the back office's lists and pickers (Inventory, the purchase-order line editor): up to
// MATERIAL_PICKER_LIMIT by name, parsed with the domain's material schema.
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { MATERIAL_PICKER_LIMIT } from '@aso/domain/shared/constants';
import { materialSchema, type Material } from '@aso/domain/materials/schemas/materials';
import { getDb } from './firestore';
import { readDocuments } from './schema-reader';
import { dataPaths } from './data/collections';

export type MaterialRow = Material & { readonly id: string };

export async function getMaterialsByName(): Promise<MaterialRow[]> {
  const snap = await getDocs(
    query(collection(getDb(), dataPaths.materials), orderBy('name'), limit(MATERIAL_PICKER_LIMIT)),
  );
  return readDocuments(materialSchema, snap.docs);
}
