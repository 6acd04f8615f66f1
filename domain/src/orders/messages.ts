// A customer's orders and staff's order steps and refunds (docs/product.md#my-orders, docs/product.md#orders).
// Verbatim from docs/product.md; "ours" marks words the original brief left unworded. One module per area so a
// screen's chunk carries only its own area's words.

/** Staff may not move a checkout that was never paid: the shop takes a late payment itself (ours). */
export const CHECKOUT_NEVER_PAID =
  'This checkout was never paid, so there is nothing to change. A payment that arrives late is applied or refunded by itself.';

// My Orders (docs/product.md#my-orders)
export const ORDERS_LOAD_FAILED = 'Couldn’t load orders.';

// Refunds of cancelled paid orders (docs/product.md#orders)
export const REFUND_RELEASE_NOT_ALLOWED = 'Only an admin can release a refund.'; // ours
export const REFUND_NONE_AWAITING = 'There is no refund waiting to be released on this order.'; // ours
export const REFUND_ALREADY_RELEASED = 'This refund has already been released.'; // ours
/** The confirmed amount is not what the order would refund now (a payment landed or went back meanwhile). */
export const refundAmountChanged = (amount: string): string =>
  `The refund for this order is now ${amount}. Check it and confirm again.`; // ours
export const refundRequestedNote = (amount: string, by: string): string =>
  `Refund of ${amount} requested by ${by}; it waits for an admin to release it.`; // ours
export const refundReleasedNote = (amount: string, by: string): string => `Refund of ${amount} released by ${by}`; // ours
export const refundWithdrawnNote = (amount: string, by: string): string =>
  `Refund request of ${amount} withdrawn: order reopened by ${by}`; // ours
export const updateStatusFailed = (message: string): string => `Failed to update status: ${message}`;
/** My Orders: 'Couldn’t load orders.' plus the message. */
export const ordersLoadFailed = (message: string): string => `${ORDERS_LOAD_FAILED} ${message}`;

// The toasts of a cancel (docs/product.md#refunds), ours: what happens to the money is said with the cancel.
/** 'Order cancelled. The refund of ₦49,000 waits for an admin to release it.' */
export const orderCancelledRefundAwaits = (amount: string): string =>
  `Order cancelled. The refund of ${amount} waits for an admin to release it.`;
/** 'Order cancelled and ₦49,000 is going back to the customer through Paystack; …' */
export const orderCancelledRefunding = (amount: string): string =>
  `Order cancelled and ${amount} is going back to the customer through Paystack; they are mailed once Paystack takes the refund.`;
/** The refund released from the order's detail or Payments to review. */
export const refundReleasedToast = (amount: string): string =>
  `${amount} is going back to the customer through Paystack; they are mailed once Paystack takes the refund.`;
