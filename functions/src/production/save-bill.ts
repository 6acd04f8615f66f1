/**
 * saveBillOfMaterials (docs/product.md#production): the catalogue form's bill per size and labour per piece, checked
 * by the domain against the materials (known, each once, in its own unit) and stored on the product's private cost
 * record beside the typed cost.
 */
import { DomainError, NOT_FOUND, SIZES, validateBill, type BomMaterial } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { Handler } from '../lib/callable';
import { productCostDoc, productDoc } from '../lib/collections';
import { billOfMaterialsSaved } from '../lib/logs';
import { readMaterials } from './materials-move';
import type { DbClockDeps } from '../lib/deps';

export const handleSaveBillOfMaterials: Handler<'saveBillOfMaterials', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const ids = [...new Set(SIZES.flatMap((s) => (input.bom[s] ?? []).map((l) => l.materialId)))];
  const result = await runTransaction(db, async (tx) => {
    const product = (await tx.get(productDoc(db, input.productId))).data();
    if (!product) throw new DomainError('not_found', 'not-found', NOT_FOUND);
    const materials = await readMaterials(tx, db, ids);
    const known = new Map<string, BomMaterial>([...materials].filter(([, m]) => m.active));
    const bom = validateBill(input.bom, known);
    // mergeFields replaces the whole bill (a size taken out leaves it) and keeps the typed cost.
    tx.set(
      productCostDoc(db, input.productId),
      { bom, labourCost: input.labourCost },
      { mergeFields: ['bom', 'labourCost'] },
    );
    const lines = Object.values(bom).reduce((n, l) => n + l.length, 0);
    return { productId: input.productId, lines };
  });
  billOfMaterialsSaved(result.productId, result.lines, caller.uid);
  return result;
};
