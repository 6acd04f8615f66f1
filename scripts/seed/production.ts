/**
 * The maker's demo data (docs/product.md#production): a bill of materials for every demo product (its pattern's
 * fabric by size, thread and a garment bag) with labour, a few completed and planned production runs, and the MTO
 * orders in production with their materials taken. Ledger entries stay true: each material's opening quantity is
 * raised by what production took, so the ledger still adds up to today's on hand.
 */
import {
  mtoBillSize,
  orderCostOfGoods,
  pieceCost,
  runRequirements,
  type BillOfMaterials,
  type BomLine,
  type CostOfGoods,
  type MaterialUnit,
  type Size,
} from '@aso/domain';
import { MATERIALS } from './backoffice';
import { PIECES, pieceById } from './catalogue';
import { DAY_MS, type SeedDoc } from './types';

const FABRIC: Record<string, { materialId: string; unit: MaterialUnit; perSize: Record<Size, number> }> = {
  adire: { materialId: 'm-adire-cotton', unit: 'yard', perSize: { S: 2, M: 2.25, L: 2.5, XL: 2.75 } },
  kente: { materialId: 'm-kente-strip', unit: 'yard', perSize: { S: 2, M: 2.25, L: 2.5, XL: 2.75 } },
  ankara: { materialId: 'm-ankara-wax', unit: 'piece', perSize: { S: 0.5, M: 0.5, L: 0.75, XL: 0.75 } },
  asooke: { materialId: 'm-asooke-roll', unit: 'roll', perSize: { S: 0.25, M: 0.25, L: 0.5, XL: 0.5 } },
  mudcloth: { materialId: 'm-denim', unit: 'yard', perSize: { S: 2, M: 2.25, L: 2.5, XL: 2.75 } },
  plain: { materialId: 'm-satin-lining', unit: 'meter', perSize: { S: 2, M: 2.25, L: 2.5, XL: 2.75 } },
};
const SIZES_ALL: readonly Size[] = ['S', 'M', 'L', 'XL'];

function billOf(pattern: string): BillOfMaterials {
  const fabric = FABRIC[pattern] ?? FABRIC.adire!;
  return Object.fromEntries(
    SIZES_ALL.map((size): [Size, BomLine[]] => [
      size,
      [
        { materialId: fabric.materialId, qty: fabric.perSize[size], unit: fabric.unit },
        { materialId: 'm-thread', qty: 0.05, unit: 'pack' },
        { materialId: 'm-bags', qty: 0.04, unit: 'pack' },
      ],
    ]),
  );
}

/** productId → bill and labour (a quarter of the typed cost, to ₦100). */
export const DEMO_BILLS = new Map(
  PIECES.map((p) => [p.id, { bom: billOf(p.look.pattern), labourCost: Math.round((p.cost * 0.25) / 100) * 100 }]),
);

const MATERIAL_BY_ID = new Map<string, { name: string; unit: MaterialUnit; unitCost: number }>(
  MATERIALS.map((m) => [m.id, { name: m.name, unit: m.unit, unitCost: m.unitCost }]),
);

/** What a seeded order's pieces cost, by type and a piece per line (settlement fixes the same on a real order). */
export function demoCostOfGoods(
  items: readonly {
    productId: string;
    type: string;
    qty: number;
    size: string | null;
    measurements: { unit: 'in' | 'cm'; bust: number; waist: number; hips: number } | null;
  }[],
): { costOfGoods: CostOfGoods; itemCosts: (number | null)[] } {
  const itemCosts = items.map((item) => {
    const bill = DEMO_BILLS.get(item.productId);
    if (!bill) return null;
    const size = mtoBillSize(item, bill.bom);
    return size ? pieceCost(bill.bom[size] ?? [], MATERIAL_BY_ID, bill.labourCost).unitCost : null;
  });
  return { costOfGoods: orderCostOfGoods(items, (i) => itemCosts[i] ?? null), itemCosts };
}

const RUNS = [
  { id: 'run-demo-kaftan-m', productId: 'p-adire-indigo-kaftan', size: 'M', qty: 6, days: 12, done: true },
  { id: 'run-demo-camp-l', productId: 'p-ankara-camp-shirt', size: 'L', qty: 4, days: 8, done: true },
  { id: 'run-demo-indigo-s', productId: 'p-indigo-adire-shirt', size: 'S', qty: 5, days: 3, done: true },
  // Kente is short for this one: the Production screen offers a draft purchase order for the shortfall.
  { id: 'run-demo-kente-m', productId: 'p-kente-flare-midi', size: 'M', qty: 10, days: 1, done: false },
  { id: 'run-demo-bomber-xl', productId: 'p-mudcloth-bomber', size: 'XL', qty: 3, days: 0, done: false },
] as const;

/** Bills, runs and MTO orders' materials; `docs` are the seed's other documents (orders and the ledger). */
export function productionDocs(now: Date, docs: readonly SeedDoc[]): SeedDoc[] {
  const out: SeedDoc[] = [];
  const used = new Map<string, number>();
  let n = 0;
  const take = (materialId: string, qty: number, at: Date, ref: { collection: string; id: string }, note: string) => {
    n += 1;
    used.set(materialId, (used.get(materialId) ?? 0) + qty);
    const id = `ml-prod-${String(n).padStart(3, '0')}`;
    out.push({
      path: `materialLedger/${id}`,
      data: {
        materialId,
        delta: -qty,
        reason: 'production',
        note,
        unitCost: MATERIAL_BY_ID.get(materialId)?.unitCost ?? null,
        vendorName: null,
        ref,
        authorId: 'demo-staff',
        createdAt: at,
      },
    });
    return id;
  };
  const runMaterials = (need: Map<string, number>) =>
    [...need].map(([materialId, qty]) => ({
      materialId,
      name: MATERIAL_BY_ID.get(materialId)?.name ?? materialId,
      unit: MATERIAL_BY_ID.get(materialId)?.unit ?? 'piece',
      qty,
    }));

  for (const [productId, bill] of DEMO_BILLS) out.push({ path: `productCosts/${productId}`, data: bill });

  for (const run of RUNS) {
    const at = new Date(now.getTime() - run.days * DAY_MS - 3_600_000);
    const bill = DEMO_BILLS.get(run.productId)!;
    const lines = bill.bom[run.size] ?? [];
    const need = runRequirements(lines, run.qty);
    const name = pieceById(run.productId).name;
    const ledgerIds = run.done
      ? [...need].map(([m, qty]) =>
          take(m, qty, at, { collection: 'productionRuns', id: run.id }, `Run ${run.qty} × ${name} (${run.size})`),
        )
      : [];
    out.push({
      path: `productionRuns/${run.id}`,
      data: {
        productId: run.productId,
        productName: name,
        size: run.size,
        qty: run.qty,
        status: run.done ? 'completed' : 'planned',
        orderId: null,
        materials: runMaterials(need),
        ledgerIds,
        unitCost: run.done ? pieceCost(lines, MATERIAL_BY_ID, bill.labourCost).unitCost : null,
        createdAt: at,
        createdBy: 'demo-staff',
        completedAt: run.done ? at : null,
        completedBy: run.done ? 'demo-staff' : null,
        returnedAt: null,
      },
    });
  }

  // MTO orders in production have taken their bill (the measurements' nearest size).
  for (const doc of docs) {
    const match = /^orders\/([^/]+)$/.exec(doc.path);
    const order = doc.data as {
      status?: string;
      items?: Parameters<typeof demoCostOfGoods>[0];
      updatedAt?: Date;
    };
    if (!match || order.status !== 'in_production') continue;
    const mto = (order.items ?? []).filter((i) => i.type === 'MTO');
    if (mto.length === 0) continue;
    const orderId = match[1]!;
    const need = new Map<string, number>();
    let size: Size = 'M';
    for (const item of mto) {
      const bill = DEMO_BILLS.get(item.productId);
      const chosen = bill ? mtoBillSize(item, bill.bom) : null;
      if (!bill || !chosen) continue;
      size = chosen;
      for (const [m, qty] of runRequirements(bill.bom[chosen] ?? [], item.qty))
        need.set(m, Math.round(((need.get(m) ?? 0) + qty) * 10_000) / 10_000);
    }
    if (need.size === 0) continue;
    const at = order.updatedAt ?? now;
    const ref = { collection: 'orders', id: orderId };
    const ledgerIds = [...need].map(([m, qty]) =>
      take(m, qty, at, ref, `For order ${orderId.slice(0, 8).toUpperCase()}`),
    );
    out.push({
      path: `productionRuns/order-${orderId}`,
      data: {
        productId: mto[0]!.productId,
        productName: mto.map((i) => pieceById(i.productId).name).join(', '),
        size,
        qty: mto.reduce((s, i) => s + i.qty, 0),
        status: 'completed',
        orderId,
        materials: runMaterials(need),
        ledgerIds,
        unitCost: null,
        createdAt: at,
        createdBy: 'demo-staff',
        completedAt: at,
        completedBy: 'demo-staff',
        returnedAt: null,
      },
    });
  }

  // The opening quantity covers what production took, so the ledger adds up to today's on hand.
  for (const doc of docs) {
    const entry = doc.data as { materialId?: string; reason?: string; delta?: number };
    if (!doc.path.startsWith('materialLedger/') || entry.reason !== 'initial' || !entry.materialId) continue;
    const extra = used.get(entry.materialId) ?? 0;
    if (extra > 0)
      out.push({
        path: doc.path,
        data: { ...doc.data, delta: Math.round(((entry.delta ?? 0) + extra) * 10_000) / 10_000 },
      });
  }
  return out;
}
