// A customer's open checkouts: orders started but not yet paid, still holding their RTW stock until they are paid,
// cancelled or expire (30 minutes). Three rules live here: when a new checkout is the same one coming back (resume
// it: same order, same Paystack transaction), which open checkouts a new one replaces (released at once, so a
// customer never competes with their own abandoned tab), and how much one account may hold unpaid (the hold caps).
import { UNPAID_ORDER_TIMEOUT_MINUTES } from '../shared/constants';
import { DomainError } from '../shared/errors';
import { holdLimitOrders, holdLimitUnits } from './messages';
import type { OrderStatus, PaymentStatus } from '../shared/vocab';

/** Timeline note of an open checkout released because the customer started a new one for the same pieces. */
export const REPLACED_EVENT_NOTE = 'Payment not completed: replaced by a newer checkout';

/** Defaults of `settings/global.checkout`: generous for a real buyer, small next to a drop's stock. */
export const DEFAULT_HOLD_LIMITS = { maxUnitsPerSize: 4, maxOpenCheckouts: 3 } as const;
/** The smallest and the largest caps Settings accept (settingsSchema.checkout states them from these). */
export const HOLD_LIMIT_MIN = 1;
export const HOLD_LIMIT_MAX = { maxUnitsPerSize: 99, maxOpenCheckouts: 20 } as const;
export interface HoldLimits {
  /** Units of one product in one size that one account may hold across its unpaid checkouts. */
  maxUnitsPerSize: number;
  /** Unpaid checkouts one account may have open at once. */
  maxOpenCheckouts: number;
}

interface OpenCheckoutLike {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
}

/** An order that still waits for its first payment and still holds its stock (not yet past 30 minutes). */
export function isOpenCheckout(order: OpenCheckoutLike, now: Date): boolean {
  const unpaid = order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending';
  return (
    order.status === 'pending' &&
    unpaid &&
    now.getTime() - order.createdAt.getTime() < UNPAID_ORDER_TIMEOUT_MINUTES * 60_000
  );
}

/** Minutes an open checkout must still have before expiry to be resumed: a popup reopened at minute 29 would be
 * paid for an order that expiry cancels a moment later (and the money refunded). */
export const RESUME_MARGIN_MINUTES = 5;

/** An open checkout the customer may still pay in its own Paystack transaction (My Orders' Pay, or a returning
 * checkout): open, with at least the margin left before it expires. */
export function canResumeCheckout(order: OpenCheckoutLike, now: Date): boolean {
  const left = UNPAID_ORDER_TIMEOUT_MINUTES * 60_000 - (now.getTime() - order.createdAt.getTime());
  return isOpenCheckout(order, now) && left >= RESUME_MARGIN_MINUTES * 60_000;
}

export interface CheckoutKeyInput {
  lines: readonly { productId: string; size: string | null; qty: number }[];
  email: string;
  shipping: { address: string; zone: string; phone?: string; country?: string };
  referralCode: string | null;
  /** The discount code, when one is given (docs/product.md#promotions). */
  discountCode?: string | null;
  payModes: Readonly<Record<string, string>>;
  group?: { groupId: string; memberId: string } | null;
  measurements: Readonly<Record<string, unknown>>;
  eventId: string | null;
}

/** Objects with their keys sorted, so the same request always gives the same text. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * What makes two checkout requests the same checkout: the lines (merged per product and size, in any order), the
 * receipt email, delivery (address, zone, phone), referral code, pay modes, measurements and event. Equal keys → the same order resumes.
 */
export function checkoutKey(input: CheckoutKeyInput): string {
  const lines = new Map<string, number>();
  for (const l of input.lines) {
    const k = `${l.productId}|${l.size ?? ''}`;
    lines.set(k, (lines.get(k) ?? 0) + l.qty);
  }
  return JSON.stringify(
    stable({
      lines: [...lines].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      email: input.email.trim().toLowerCase(),
      address: input.shipping.address.trim(),
      zone: input.shipping.zone,
      // Only when given, so a request without one keeps the key it always had.
      ...(input.shipping.phone ? { phone: input.shipping.phone } : {}),
      // Abroad only, so an order to Nigeria keeps the key it always had.
      ...(input.shipping.country && input.shipping.country !== 'NG' ? { country: input.shipping.country } : {}),
      referralCode: input.referralCode,
      // Only when given, so a request without one keeps the key it always had.
      ...(input.discountCode ? { discountCode: input.discountCode } : {}),
      payModes: input.payModes,
      measurements: input.measurements,
      eventId: input.eventId,
      // Two group shares of the same piece are two checkouts (the organiser paying for several members).
      ...(input.group ? { group: input.group } : {}),
    }),
  );
}

interface HeldItem {
  productId: string;
  type: string;
  size: string | null;
  qty: number;
  name: string;
}

const heldKey = (item: { productId: string; size: string | null }): string => `${item.productId}|${item.size ?? ''}`;
const holdsStock = (item: HeldItem): boolean => item.type === 'RTW' && item.size !== null;

/** True when the new request wants some product in some size that this open checkout already holds. */
export function overlapsHeldStock(
  open: readonly HeldItem[],
  requested: readonly { productId: string; size: string | null }[],
): boolean {
  const held = new Set(open.filter(holdsStock).map(heldKey));
  return requested.some((r) => held.has(heldKey(r)));
}

/**
 * The hold caps, checked before a checkout reserves anything: refused with a conflict (a 400-class answer) that
 * says what to do, when the account would have more than `maxOpenCheckouts` unpaid checkouts, or more than
 * `maxUnitsPerSize` of one product in one size across them. `openItems` are the items of the account's other open
 * checkouts (the ones this checkout does not resume or replace).
 */
export function checkHoldLimits(args: {
  openCheckouts: number;
  openItems: readonly HeldItem[];
  requested: readonly HeldItem[];
  limits: HoldLimits;
}): void {
  const { limits } = args;
  if (args.openCheckouts + 1 > limits.maxOpenCheckouts) {
    throw new DomainError('conflict', 'checkout/hold-limit', holdLimitOrders(limits.maxOpenCheckouts));
  }
  const units = new Map<string, number>();
  for (const item of [...args.openItems, ...args.requested]) {
    if (holdsStock(item)) units.set(heldKey(item), (units.get(heldKey(item)) ?? 0) + item.qty);
  }
  for (const item of args.requested) {
    if (!holdsStock(item) || (units.get(heldKey(item)) ?? 0) <= limits.maxUnitsPerSize) continue;
    const message = holdLimitUnits(item.name, item.size!, limits.maxUnitsPerSize);
    throw new DomainError('conflict', 'checkout/hold-limit', message, { [`stock.${item.size!}`]: message });
  }
}

/**
 * The caps as read from a stored `settings/global.checkout`: whole numbers from HOLD_LIMIT_MIN to the maximum; anything
 * that is not a number of at least the minimum takes the default. A reader's repair, not input checking: a document
 * saved before the schema's bounds (or by hand in the console) still gives checkout caps it can use, while a save
 * goes through settingsSchema, which refuses an out-of-range cap in words.
 */
export function sanitiseHoldLimits(input: unknown): HoldLimits {
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const whole = (v: unknown, fallback: number, max: number): number => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) && n >= HOLD_LIMIT_MIN ? Math.min(max, Math.floor(n)) : fallback;
  };
  return {
    maxUnitsPerSize: whole(raw.maxUnitsPerSize, DEFAULT_HOLD_LIMITS.maxUnitsPerSize, HOLD_LIMIT_MAX.maxUnitsPerSize),
    maxOpenCheckouts: whole(
      raw.maxOpenCheckouts,
      DEFAULT_HOLD_LIMITS.maxOpenCheckouts,
      HOLD_LIMIT_MAX.maxOpenCheckouts,
    ),
  };
}
