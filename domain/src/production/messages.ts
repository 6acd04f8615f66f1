// Production (docs/product.md#production): bills of materials, runs, and a run's shortfall drafted as a purchase
// order. "ours" marks words the original brief left unworded.

export const BOM_QTY_POSITIVE = 'Quantity per piece must be more than 0.';
export const LABOUR_COST_INVALID = 'Labour cost must be 0 or more.';
export const RUN_QTY_INVALID = 'Make at least 1 piece (whole pieces only).';
export const RUN_SIZE_REQUIRED = 'Choose a size.';
export const RUN_PRODUCT_REQUIRED = 'Choose a product.';
export const BOM_UNKNOWN_MATERIAL = 'That material no longer exists. Choose another.';
export const BOM_DUPLICATE_MATERIAL = 'A material appears twice for this size. Combine the two lines.';
/** 'Adire indigo cotton is measured in yards, not pieces.' */
export const bomUnitMismatch = (material: string, unit: string, given: string): string =>
  `${material} is measured in ${unit}s, not ${given}s.`;
/** 'No bill of materials for Adire Wrap Dress in size M. Add one in the catalogue first.' */
export const noBillOfMaterials = (product: string, size: string): string =>
  `No bill of materials for ${product} in size ${size}. Add one in the catalogue first.`;
export const RUN_NOT_RTW =
  'Production runs add ready-to-wear stock. Made-to-order pieces take materials with their order.';
/** 'Not enough materials to make 10 × Adire Wrap Dress (M): Adire indigo cotton short by 5 yards; Brass buttons short by 12 pieces.' */
export const productionShortfall = (what: string, parts: readonly string[]): string =>
  `Not enough materials to make ${what}: ${parts.join('; ')}.`;

// A planned run's shortfall drafted as a purchase order (docs/product.md#production), ours.
export const SHORTFALL_NOTHING_SHORT = 'Nothing is short for this run any more: complete it.';
export const SHORTFALL_ONLY_PLANNED = 'Only a planned run can draft a purchase order for what it lacks.';
/** 'Draft purchase order ABCD1234 created …' or, pressed again, the one already made. */
export function shortfallPoDrafted(reference: string, created: boolean): string {
  return created
    ? `Draft purchase order ${reference} created. Choose its vendor in Purchase orders.`
    : `Purchase order ${reference} was already drafted for this shortfall. Choose its vendor in Purchase orders.`;
}
