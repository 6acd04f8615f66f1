// Raw materials and their stock (docs/product.md#inventory): the Inventory screen's words. Verbatim from
// docs/product.md; "ours" marks words the original brief left unworded.

export const REORDER_LEVEL_UPDATE_FAILED = 'Could not update reorder level.';
export const STOCK_UPDATE_FAILED = 'Stock update failed.';
export const UPDATE_STOCK_FAILED = 'Failed to update stock.';
export const MATERIAL_CREATE_FAILED = 'Could not create material.';
export const MATERIAL_SKU_REQUIRED = 'SKU is required.'; // ours
export const MATERIAL_NAME_REQUIRED = 'Name is required.'; // ours (same words as the product form)
export const MATERIAL_UNIT_REQUIRED = 'Choose a unit: yard, meter, roll, piece or pack.'; // ours
export const MATERIAL_REQUIRED = 'Choose a material.'; // ours
export const QTY_WHOLE_AT_LEAST_1 = 'Quantity must be a whole number of at least 1.'; // ours
export const QTY_ZERO_OR_MORE = 'Quantity must be 0 or more.'; // ours
export const ADJUST_NON_ZERO = 'Change must be a non-zero number.'; // ours
export const ADJUST_REASON_REQUIRED = 'Choose a reason for the adjustment.'; // ours
export const LEVEL_ZERO_OR_MORE = 'Level must be 0 or more, or empty.'; // ours
export const COST_ZERO_OR_MORE = 'Unit cost must be 0 or more.'; // ours
export const COST_ONLY_COMING_IN = 'A unit cost goes with stock coming in; leave it empty when taking stock out.'; // ours
export const MATERIAL_SKU_IN_USE = 'That SKU is already used by another material.'; // ours
export const MATERIAL_NOT_FOUND = 'That material no longer exists.'; // ours
