// Purchase orders (docs/product.md#purchase-orders). Verbatim from docs/product.md; "ours" marks words the
// original brief left unworded.

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
export const PO_ALREADY_CANCELLED = 'This purchase order is cancelled.'; // ours
