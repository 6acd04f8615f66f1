// The maker's rules (docs/product.md#production): bills of materials, what the materials on hand allow, a run's
// shortfall in words, what a material and a piece cost, and an order's cost of goods for the daily stats.
import { DomainError } from '../shared/errors';
import {
  BOM_DUPLICATE_MATERIAL,
  BOM_UNKNOWN_MATERIAL,
  bomUnitMismatch,
  noBillOfMaterials,
  productionShortfall,
} from './messages';
import { roundToKobo } from '../shared/money';
import { recommendSize } from '../catalogue/size-guide';
import type { BillOfMaterials, BomLine } from './schemas/production';
import { PRODUCT_TYPES, SIZES, isOneOf, type MaterialUnit, type ProductType, type Size } from '../shared/vocab';

/** What the bill rules need of a material. */
export interface BomMaterial {
  readonly name: string;
  readonly unit: MaterialUnit;
  readonly onHand: number;
  /** Moving weighted-average cost per unit (averageCostAfter); null until stock arrives with a cost. */
  readonly unitCost?: number | null;
}

const fin = (n: number): number => (Number.isFinite(n) ? n : 0);

/**
 * Check a bill as staff entered it: every material known, each at most once per size, quantities above 0, and the
 * unit the form showed the material's own. Returns the bill with each line's unit taken from its material; throws
 * invalid_data with the field (`bom.M.0.materialId`) that is wrong.
 */
export function validateBill(
  bill: Partial<Record<Size, readonly { materialId: string; qty: number; unit?: MaterialUnit | undefined }[]>>,
  materials: ReadonlyMap<string, BomMaterial>,
): BillOfMaterials {
  const out: BillOfMaterials = {};
  for (const size of SIZES) {
    const lines = bill[size];
    if (!lines || lines.length === 0) continue;
    const seen = new Set<string>();
    out[size] = lines.map((line, i) => {
      const field = `bom.${size}.${i}`;
      const material = materials.get(line.materialId);
      if (!material)
        throw new DomainError('invalid_data', 'bom/unknown-material', BOM_UNKNOWN_MATERIAL, {
          [`${field}.materialId`]: BOM_UNKNOWN_MATERIAL,
        });
      if (seen.has(line.materialId))
        throw new DomainError('invalid_data', 'bom/duplicate-material', BOM_DUPLICATE_MATERIAL, {
          [`${field}.materialId`]: BOM_DUPLICATE_MATERIAL,
        });
      seen.add(line.materialId);
      if (line.unit !== undefined && line.unit !== material.unit) {
        const message = bomUnitMismatch(material.name, material.unit, line.unit);
        throw new DomainError('invalid_data', 'bom/unit-mismatch', message, { [`${field}.unit`]: message });
      }
      if (!(Number.isFinite(line.qty) && line.qty > 0))
        throw new DomainError('invalid_data', 'input/invalid', 'Quantity per piece must be more than 0.', {
          [`${field}.qty`]: 'Quantity per piece must be more than 0.',
        });
      return { materialId: line.materialId, qty: line.qty, unit: material.unit };
    });
  }
  return out;
}

/** The distinct materials a bill names (what a function must read), in first-seen order. */
export function billMaterialIds(bill: BillOfMaterials, sizes: readonly Size[] = SIZES): string[] {
  const ids = new Set<string>();
  for (const size of sizes) for (const line of bill[size] ?? []) ids.add(line.materialId);
  return [...ids];
}

export interface CanMake {
  /** Whole pieces the materials on hand allow; null when the size has no bill. */
  readonly units: number | null;
  /** The material that runs out first (ties: the first line); null without a bill. */
  readonly constraintId: string | null;
}

/** min over the bill's lines of floor(onHand ÷ qty per piece); a missing material counts as none on hand. */
export function whatCanBeMade(lines: readonly BomLine[] | undefined, onHand: ReadonlyMap<string, number>): CanMake {
  if (!lines || lines.length === 0) return { units: null, constraintId: null };
  let units = Infinity;
  let constraintId: string | null = null;
  for (const line of lines) {
    // A tiny epsilon so 7.5 ÷ 2.5 counts as 3 despite floating point.
    const possible = Math.max(0, Math.floor(fin(onHand.get(line.materialId) ?? 0) / line.qty + 1e-9));
    if (possible < units) {
      units = possible;
      constraintId = line.materialId;
    }
  }
  return { units, constraintId };
}

/** What `qty` pieces take of each material (lines of the same material added together). */
export function runRequirements(lines: readonly BomLine[], qty: number): Map<string, number> {
  const need = new Map<string, number>();
  for (const line of lines) need.set(line.materialId, round4((need.get(line.materialId) ?? 0) + line.qty * qty));
  return need;
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

export interface Short {
  readonly materialId: string;
  readonly name: string;
  readonly unit: MaterialUnit;
  readonly needed: number;
  readonly onHand: number;
  readonly missing: number;
}

/** Each material the run needs more of than is on hand, and how much is missing. */
export function runShortfall(need: ReadonlyMap<string, number>, materials: ReadonlyMap<string, BomMaterial>): Short[] {
  const out: Short[] = [];
  for (const [materialId, needed] of need) {
    const material = materials.get(materialId);
    const onHand = fin(material?.onHand ?? 0);
    if (needed > onHand + 1e-9)
      out.push({
        materialId,
        name: material?.name ?? materialId,
        unit: material?.unit ?? 'piece',
        needed,
        onHand,
        missing: round4(needed - onHand),
      });
  }
  return out;
}

/** '5 yards', '1 piece', '2.5 meters'. */
export function quantityInWords(qty: number, unit: MaterialUnit): string {
  const shown = Math.round(qty * 100) / 100;
  return `${shown} ${unit}${shown === 1 ? '' : 's'}`;
}

/** 'Not enough materials to make 10 × Adire Wrap Dress (M): Adire indigo cotton short by 5 yards.' */
export function shortfallMessage(what: string, short: readonly Short[]): string {
  return productionShortfall(
    what,
    short.map((s) => `${s.name} short by ${quantityInWords(s.missing, s.unit)}`),
  );
}

/** The refusal a run or an MTO order gets when materials are short (failed-precondition at the edge). */
export function shortfallError(what: string, short: readonly Short[]): DomainError {
  return new DomainError('out_of_stock', 'production/shortfall', shortfallMessage(what, short));
}

/** The bill for a size, or a refusal naming the product and size. */
export function billFor(bill: BillOfMaterials, size: Size, productName: string): BomLine[] {
  const lines = bill[size];
  if (!lines || lines.length === 0)
    throw new DomainError('conflict', 'production/no-bill', noBillOfMaterials(productName, size));
  return lines;
}

/** '10 × Adire Wrap Dress (M)'. */
export const runLabel = (productName: string, size: string, qty: number): string => `${qty} × ${productName} (${size})`;

/** Stock arriving: its quantity and what one unit cost (null: no price given, so it is valued at the average). */
export interface Arrival {
  readonly qty: number;
  readonly unitCost: number | null;
}

/**
 * A material's moving weighted-average cost after stock arrives (docs/product.md#inventory): every way stock comes in
 * — Receive Stock, a purchase-order receipt, an adjustment up, opening stock — feeds it with its own cost:
 * (on hand × average + qty × cost) ÷ (on hand + qty), to the kobo after each arrival, so replaying the ledger entry
 * by entry gives the same figure. The average is over what is on the shelf, not everything ever bought: what was
 * used up at an old price no longer weighs on the new one. Stock with no cost keeps the average (it is valued at
 * it); a first cost, or a cost arriving on an empty or uncosted shelf, becomes the average. Taking stock out never
 * changes it.
 */
export function averageCostAfter(
  current: { readonly onHand: number; readonly unitCost: number | null },
  arrivals: readonly Arrival[],
): number | null {
  let onHand = Math.max(0, fin(current.onHand));
  let average = current.unitCost;
  for (const arrival of arrivals) {
    const qty = fin(arrival.qty);
    if (!(qty > 0)) continue;
    if (arrival.unitCost !== null) {
      const cost = fin(arrival.unitCost);
      average = average === null || onHand <= 0 ? cost : roundToKobo((onHand * average + qty * cost) / (onHand + qty));
    }
    onHand += qty;
  }
  return average;
}

export interface PieceCost {
  /** Materials at their average cost plus labour, to the kobo. */
  readonly unitCost: number;
  readonly materials: number;
  readonly labour: number;
  /** Materials of the bill with no cost yet (counted as 0). */
  readonly uncosted: string[];
}

/** One piece's cost: Σ qty × the material's average cost, plus the labour per piece from the cost record. */
export function pieceCost(
  lines: readonly BomLine[],
  materials: ReadonlyMap<string, Pick<BomMaterial, 'unitCost'>>,
  labourCost: number | null,
): PieceCost {
  let value = 0;
  const uncosted: string[] = [];
  for (const line of lines) {
    const cost = materials.get(line.materialId)?.unitCost;
    if (cost === null || cost === undefined) uncosted.push(line.materialId);
    else value += line.qty * cost;
  }
  const labour = fin(labourCost ?? 0);
  return { unitCost: roundToKobo(value + labour), materials: roundToKobo(value), labour, uncosted };
}

/**
 * The size whose bill an MTO line uses: its own size, else the size its measurements recommend, else the first
 * size that has a bill.
 */
export function mtoBillSize(
  item: { size: string | null; measurements: { unit: 'in' | 'cm'; bust: number; waist: number; hips: number } | null },
  bill: BillOfMaterials,
): Size | null {
  if (isOneOf(SIZES, item.size) && bill[item.size]?.length) return item.size;
  if (item.measurements) {
    const recommended = recommendSize(item.measurements);
    if (recommended.ok && bill[recommended.size]?.length) return recommended.size;
  }
  return SIZES.find((s) => (bill[s]?.length ?? 0) > 0) ?? null;
}

/** An order's cost of goods by product type, as settlement fixes it on the order. */
export type CostOfGoods = Partial<Record<ProductType, number>>;

/**
 * Σ qty × cost per piece for each line, by type. `costOf` answers a line's cost per piece, or null when the product
 * has neither a bill for that size nor a typed cost (the line then adds nothing).
 */
export function orderCostOfGoods(
  items: readonly { type: string; qty: number }[],
  costOf: (index: number) => number | null,
): CostOfGoods {
  const out: CostOfGoods = {};
  items.forEach((item, i) => {
    if (!isOneOf(PRODUCT_TYPES, item.type)) return;
    const cost = costOf(i);
    if (cost === null) return;
    out[item.type] = roundToKobo((out[item.type] ?? 0) + fin(item.qty) * cost);
  });
  return out;
}

/** Purchase-order draft lines for a shortfall: each missing quantity rounded up, at the material's average cost. */
export function shortfallPoLines(
  short: readonly Pick<Short, 'materialId' | 'missing'>[],
  costs: ReadonlyMap<string, number | null>,
): { materialId: string; qty: number; unitCost: number }[] {
  return short.map((s) => ({
    materialId: s.materialId,
    qty: Math.ceil(s.missing - 1e-9),
    unitCost: costs.get(s.materialId) ?? 0,
  }));
}
