// What the maker's screens share (docs/product.md#production): the materials with their stock and average cost, and
// every product's bill of materials from `productCosts` (staff-only documents). Catalogue, inventory, production and
// the dashboard read these; the rules of what can be made live in the domain (production.ts).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query } from 'firebase/firestore/lite';
import { MATERIAL_PICKER_LIMIT } from '@aso/domain/constants';
import type { BomMaterial } from '@aso/domain/production';
import type { BillOfMaterials, BomLine } from '@aso/domain/schemas/production';
import { DEFAULT_MATERIAL_UNIT, MATERIAL_UNITS, SIZES, isOneOf } from '@aso/domain/vocab';
import { getDb } from './firebase';
import { bool, num, record, str } from './firestore-data';

export interface MaterialLite extends BomMaterial {
  readonly id: string;
  readonly active: boolean;
}

export interface ProductBill {
  readonly bom: BillOfMaterials;
  readonly labourCost: number | null;
}

export const productionKeys = {
  all: ['production'] as const,
  materials: () => [...productionKeys.all, 'materials'] as const,
  bills: () => [...productionKeys.all, 'bills'] as const,
};

const costOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

export async function getMaterialsLite(): Promise<MaterialLite[]> {
  const snap = await getDocs(query(collection(getDb(), 'materials'), limit(MATERIAL_PICKER_LIMIT)));
  return snap.docs
    .map((d) => {
      const x = d.data();
      return {
        id: d.id,
        name: str(x.name),
        unit: isOneOf(MATERIAL_UNITS, x.unit) ? x.unit : DEFAULT_MATERIAL_UNIT,
        onHand: num(x.onHand),
        unitCost: costOrNull(x.unitCost),
        active: bool(x.active, true),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A stored bill, read leniently: lines that do not fit are left out. */
export function billFrom(value: unknown): BillOfMaterials {
  const bom = record(value);
  const out: BillOfMaterials = {};
  for (const size of SIZES) {
    const lines = Array.isArray(bom[size]) ? (bom[size] as unknown[]) : [];
    const parsed: BomLine[] = lines.flatMap((l) => {
      const line = record(l);
      const qty = num(line.qty);
      return line.materialId && qty > 0 && isOneOf(MATERIAL_UNITS, line.unit)
        ? [{ materialId: str(line.materialId), qty, unit: line.unit }]
        : [];
    });
    if (parsed.length > 0) out[size] = parsed;
  }
  return out;
}

/** productId → bill and labour, for every product with a cost record. */
export async function getBills(): Promise<Map<string, ProductBill>> {
  const snap = await getDocs(collection(getDb(), 'productCosts'));
  return new Map(
    snap.docs.map((d) => [d.id, { bom: billFrom(d.data().bom), labourCost: costOrNull(d.data().labourCost) }]),
  );
}

export const useMaterialsLite = () => useQuery({ queryKey: productionKeys.materials(), queryFn: getMaterialsLite });
export const useBills = () => useQuery({ queryKey: productionKeys.bills(), queryFn: getBills });

/** Materials by id with their on hand, for the domain's whatCanBeMade. */
export const onHandById = (materials: readonly MaterialLite[]): Map<string, number> =>
  new Map(materials.map((m) => [m.id, m.onHand]));
