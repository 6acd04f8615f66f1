// Closed vocabularies of the shop (docs/product.md, docs/architecture.md#data). Plain arrays so the storefront can use
// them without zod.

export const PRODUCT_TYPES = ['RTW', 'MTO', 'PREORDER'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const SIZES = ['S', 'M', 'L', 'XL'] as const;
export type Size = (typeof SIZES)[number];
/** A size of the shop's scale (a stored or typed value narrowed without a cast). */
export const isSize = (value: string): value is Size => (SIZES as readonly string[]).includes(value);

/** Delivery zones within Nigeria (docs/product.md#checkout). */
export const NIGERIA_ZONES = ['ABEOKUTA', 'LAGOS', 'ABUJA', 'NATIONWIDE'] as const;
/**
 * Delivery zones abroad (docs/product.md#delivery-abroad). Stable ids: settings, orders and promotions (free delivery
 * per zone) key on them.
 */
export const ABROAD_ZONES = ['UK_IRELAND', 'EUROPE', 'USA_CANADA', 'REST_OF_WORLD'] as const;
export const SHIPPING_ZONES = [...NIGERIA_ZONES, ...ABROAD_ZONES] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** How a pre-order line is paid; other lines are always paid in full. */
export const PAY_MODES = ['full', 'deposit'] as const;
export type PayMode = (typeof PAY_MODES)[number];

/**
 * `abandoned`: a checkout that was never paid (expired, declined or closed, replaced by a newer one): not an order
 * the customer cancelled or staff cancelled, so it reads "Payment not completed" and is kept apart from them
 * (docs/product.md#orders-and-payments). Only the system sets it.
 */
export const ORDER_STATUSES = [
  'pending',
  'in_production',
  'ready',
  'shipped',
  'completed',
  'cancelled',
  'abandoned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses staff may set (every one but `abandoned`, which only an unpaid checkout's closing sets). */
export const STAFF_ORDER_STATUSES = ORDER_STATUSES.filter(
  (s): s is Exclude<OrderStatus, 'abandoned'> => s !== 'abandoned',
);
export type StaffOrderStatus = (typeof STAFF_ORDER_STATUSES)[number];

/**
 * Why a checkout closed unpaid (`orders.closedReason` of an `abandoned` order): its 30 minutes (or a transfer's
 * hold) ran out, the customer declined or closed the payment window, a newer checkout replaced it, or Paystack
 * could not start the payment. Money that lands late is taken only by an expired or closed one.
 */
export const CHECKOUT_CLOSED_REASONS = ['expired', 'closed', 'replaced', 'not_started'] as const;
export type CheckoutClosedReason = (typeof CHECKOUT_CLOSED_REASONS)[number];

/**
 * The payment states of docs/product.md#orders-and-payments: the original five, plus `deposit_paid` when a
 * pre-order deposit was paid and a balance is due.
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'deposit_paid',
  'paid',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_CHANNELS = ['web', 'event'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const PAYMENT_PURPOSES = ['order', 'balance'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_RECORD_STATUSES = ['pending', 'success', 'failed'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const PO_STATUSES = ['draft', 'ordered', 'received', 'cancelled'] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

export const MATERIAL_UNITS = ['yard', 'meter', 'roll', 'piece', 'pack'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];
export const DEFAULT_MATERIAL_UNIT: MaterialUnit = 'yard';

/** Reasons a member of staff may give for a manual stock adjustment (docs/product.md#inventory). */
export const ADJUST_REASONS = ['received_po', 'correction', 'damaged', 'shrinkage', 'return', 'manual'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

/**
 * Every ledger reason: adjustments, a PO receipt, a Receive Stock, a new material's opening quantity, and production
 * (a run or an MTO order taking materials, or giving them back when the order is cancelled).
 */
export const LEDGER_REASONS = [...ADJUST_REASONS, 'receive', 'initial', 'production'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** planned: materials not yet taken; completed: taken (and RTW units added); returned: an MTO order's given back. */
export const PRODUCTION_RUN_STATUSES = ['planned', 'completed', 'returned'] as const;
export type ProductionRunStatus = (typeof PRODUCTION_RUN_STATUSES)[number];

export const SCAN_OUTCOMES = ['checked_in', 'not_found', 'duplicate', 'error'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

export const AVAILABILITY = ['in', 'low', 'out'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const MEASUREMENT_UNITS = ['in', 'cm'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
