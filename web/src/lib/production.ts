// What the maker's screens share (docs/product.md#production): the materials with their stock and average cost, and
// every product's bill of materials from `productCosts` (staff-only documents), parsed with the domain's schemas. Catalogue, inventory, production and
// the dashboard read these; the rules of what can be made live in the domain (production.ts).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { MATERIAL_PICKER_LIMIT } from '@aso/domain/shared/constants';
import { whatCanBeMade, type BomMaterial } from '@aso/domain/production/production';
import { materialSchema } from '@aso/domain/materials/schemas/materials';
import { productSchema, stockSchema } from '@aso/domain/catalogue/schemas/product';
import { productCostRecordSchema, type BillOfMaterials } from '@aso/domain/production/schemas/production';
import { SIZES, type Size } from '@aso/domain/shared/vocab';
import { getDb } from './firestore';
import { readDocuments } from './schema-reader';
import { dataPaths } from './data/collections';
import { queryKeys } from './data/query-keys';

export interface MaterialLite extends BomMaterial {
  readonly id: string;
  readonly active: boolean;
}

export interface ProductBill {
  readonly bom: BillOfMaterials;
  readonly labourCost: number | null;
}

export async function getMaterialsLite(): Promise<MaterialLite[]> {
  const snap = await getDocs(query(collection(getDb(), dataPaths.materials), limit(MATERIAL_PICKER_LIMIT)));
  return readDocuments(materialSchema, snap.docs).sort((a, b) => a.name.localeCompare(b.name));
}

/** productId → bill and labour, for every product with a cost record. */
export async function getBills(): Promise<Map<string, ProductBill>> {
  const snap = await getDocs(collection(getDb(), dataPaths.productCosts));
  return new Map(
    readDocuments(productCostRecordSchema, snap.docs).map((c) => [c.id, { bom: c.bom, labourCost: c.labourCost }]),
  );
}

export const useMaterialsLite = () =>
  useQuery({ queryKey: queryKeys.productionMaterials(), queryFn: getMaterialsLite });
export const useBills = () => useQuery({ queryKey: queryKeys.productionBills(), queryFn: getBills });

/** Materials by id with their on hand, for the domain's whatCanBeMade. */
export const onHandById = (materials: readonly MaterialLite[]): Map<string, number> =>
  new Map(materials.map((m) => [m.id, m.onHand]));

export interface RtwProduct {
  readonly id: string;
  readonly name: string;
  readonly sizes: Size[];
  readonly stock: Partial<Record<Size, number>>;
}

/** Ready-to-wear products (up to 200) with their stock per size. */
export async function getRtwProducts(): Promise<RtwProduct[]> {
  const db = getDb();
  const [products, stock] = await Promise.all([
    getDocs(query(collection(db, dataPaths.products), where('type', '==', 'RTW'), limit(200))),
    getDocs(query(collection(db, dataPaths.stock), limit(500))),
  ]);
  const levels = new Map(readDocuments(stockSchema, stock.docs).map((d) => [d.id, d.sizes]));
  return readDocuments(productSchema, products.docs)
    .map((p) => {
      const perSize = levels.get(p.id) ?? {};
      return {
        id: p.id,
        name: p.name,
        sizes: p.sizeOptions.length > 0 ? p.sizeOptions : [...SIZES],
        stock: Object.fromEntries(SIZES.map((s) => [s, perSize[s]?.onHand ?? 0])),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const useRtwProducts = () => useQuery({ queryKey: queryKeys.productionProducts(), queryFn: getRtwProducts });

export interface CanMakeRow {
  readonly productId: string;
  readonly name: string;
  readonly size: Size;
  readonly onHand: number;
  /** Pieces the materials on hand allow; null when the size has no bill. */
  readonly canMake: number | null;
  readonly constraint: string | null;
}

/** For each RTW product and size: its stock and how many more the materials allow, naming the constraint. */
export function canMakeRows(
  products: readonly RtwProduct[],
  bills: ReadonlyMap<string, ProductBill>,
  materials: readonly MaterialLite[],
): CanMakeRow[] {
  const onHand = onHandById(materials);
  const names = new Map(materials.map((m) => [m.id, m.name]));
  return products.flatMap((p) =>
    p.sizes.map((size) => {
      const made = whatCanBeMade(bills.get(p.id)?.bom[size], onHand);
      return {
        productId: p.id,
        name: p.name,
        size,
        onHand: p.stock[size] ?? 0,
        canMake: made.units,
        constraint: made.constraintId ? (names.get(made.constraintId) ?? made.constraintId) : null,
      };
    }),
  );
}
