// `orders/{id}` read by hand into the domain's Order shape (timestamps as Date; odd values fall back safely).
import type { DocumentData } from 'firebase/firestore/lite';
import type { Measurements } from '@aso/domain/schemas/measurements';
import type { Order, OrderItem } from '@aso/domain/schemas/order';
import {
  MEASUREMENT_UNITS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  SHIPPING_ZONES,
} from '@aso/domain/vocab';
import { date, num, oneOf, record, str, strOrNull } from '../../../lib/firestore-data';

export type AdminOrder = Order & { readonly id: string };

const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function measurementsFrom(value: unknown): Measurements | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = record(value);
  return {
    unit: oneOf(MEASUREMENT_UNITS, m.unit, 'in'),
    bust: num(m.bust),
    waist: num(m.waist),
    hips: num(m.hips),
    shoulder: numOrNull(m.shoulder),
    sleeve: numOrNull(m.sleeve),
    length: numOrNull(m.length),
    height: numOrNull(m.height),
    notes: strOrNull(m.notes),
  };
}

function itemFrom(value: unknown): OrderItem {
  const d = record(value);
  return {
    productId: str(d.productId),
    sku: str(d.sku),
    name: str(d.name),
    type: oneOf(PRODUCT_TYPES, d.type, 'RTW'),
    size: strOrNull(d.size),
    qty: Math.max(1, num(d.qty, 1)),
    unitPrice: num(d.unitPrice),
    payMode: d.payMode === 'deposit' ? 'deposit' : 'full',
    depositPercent: numOrNull(d.depositPercent),
    amountDueNow: num(d.amountDueNow),
    measurements: measurementsFrom(d.measurements),
    image: strOrNull(d.image),
  };
}

/** `refund` on the order (refunds owed for its payments): pending until Paystack confirms, then refunded. */
function refundFrom(value: unknown): Order['refund'] {
  if (typeof value !== 'object' || value === null) return null;
  const r = record(value);
  return {
    status: r.status === 'refunded' ? 'refunded' : 'pending',
    amountKobo: num(r.amountKobo),
    at: date(r.at) ?? new Date(0),
  };
}

export function orderFromData(id: string, d: DocumentData): AdminOrder {
  return {
    id,
    userId: str(d.userId),
    customerId: str(d.customerId),
    email: str(d.email),
    channel: oneOf(ORDER_CHANNELS, d.channel, 'web'),
    eventId: strOrNull(d.eventId),
    status: oneOf(ORDER_STATUSES, d.status, 'pending'),
    paymentStatus: oneOf(PAYMENT_STATUSES, d.paymentStatus, 'unpaid'),
    items: Array.isArray(d.items) ? d.items.map(itemFrom) : [],
    subtotal: num(d.subtotal),
    shippingZone: oneOf(SHIPPING_ZONES, d.shippingZone, 'NATIONWIDE'),
    shippingAddress: str(d.shippingAddress),
    shippingFee: num(d.shippingFee),
    shippingLeadTimeDays: num(d.shippingLeadTimeDays),
    discount: num(d.discount),
    total: num(d.total),
    amountDueNow: num(d.amountDueNow),
    amountPaid: num(d.amountPaid),
    depositPaid: num(d.depositPaid),
    balanceDue: num(d.balanceDue),
    referralCode: strOrNull(d.referralCode),
    paystackReference: strOrNull(d.paystackReference),
    createdAt: date(d.createdAt) ?? new Date(0),
    updatedAt: date(d.updatedAt) ?? undefined,
    paidAt: date(d.paidAt),
    refund: refundFrom(d.refund),
  };
}
