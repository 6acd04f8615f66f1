// Materials, purchase orders, bills of materials and production runs (docs/product.md#inventory, #purchase-orders,
// #production). Verbatim from docs/product.md; "ours" marks words the original brief left unworded. One module per
// area so a screen's chunk carries only its own area's words.

// Inventory (docs/product.md#inventory)
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

// Purchase orders (docs/product.md#purchase-orders)
export const PO_VENDOR_REQUIRED = 'Enter a vendor/supplier name.';
export const PO_NO_MATERIALS = 'No materials found. Create materials first.';
export const PO_READ_CREATED_FAILED = 'Could not read created PO.';
export const PO_ONLY_DRAFTS_SUBMIT = 'Only drafts can be submitted.';
export const PO_NEEDS_LINE = 'Add at least one line item with quantity > 0.';
export const PO_RECEIVED_CANNOT_CANCEL = 'Received POs cannot be cancelled.';
export const PO_ONLY_ORDERED_RECEIVE = 'Only ordered POs can be received.';
export const PO_NO_LINES_TO_RECEIVE = 'No line items to receive.';
// The brief's 'Check RLS or missing functions.' named its database's access policies; ours says what happened.
export const PO_RECEIVE_FAILED = 'Failed to receive items. Nothing was recorded: try again.';
export const PO_ONLY_DRAFTS_EDIT = 'Only drafts can be edited.'; // ours
export const PO_NOT_FOUND = 'That purchase order no longer exists.'; // ours
export const PO_MATERIAL_MISSING = 'A material on this purchase order no longer exists.'; // ours
export const PO_RECEIPT_EMPTY = 'Enter what arrived: at least one line above 0.'; // ours
export const PO_RECEIPT_UNKNOWN_LINE = 'That line is not on this purchase order.'; // ours
export const PO_RECEIPT_LINE_TWICE = 'A line appears twice in this delivery. Enter it once.'; // ours
export const PO_RECEIPT_STALE =
  'Another delivery was recorded on this purchase order since you opened it. Check what is still to come and try again.'; // ours
export const PO_PART_RECEIVED_CANNOT_CANCEL = 'Part of this purchase order has been received: close it short instead.'; // ours
export const PO_CLOSE_NOTHING_RECEIVED = 'Nothing has been received on this purchase order: cancel it instead.'; // ours
export const PO_ONLY_ORDERED_CLOSE = 'Only ordered POs can be closed short.'; // ours
/** A delivery line over what is still to come (docs/product.md#purchase-orders). */
export const poReceiptOverOrdered = (outstanding: number): string =>
  outstanding > 0 ? `Only ${outstanding} still to come on this line.` : 'Everything on this line has been received.'; // ours

// Production (ours): bills of materials and runs, and their forms (docs/product.md#production).
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
export const PO_ALREADY_CANCELLED = 'This purchase order is cancelled.'; // ours
