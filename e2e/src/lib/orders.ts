// Orders as checkout and settlement write them, for journeys and benchmarks that make their own orders: one place
// that knows the order document's fields and how its totals follow from the line, the fee and what was paid.
import type { StatsOrder } from '@aso/domain/finance/stats';
import type { OrderStatus, PayMode, PaymentStatus, ProductType } from '@aso/domain/shared/vocab';

/** The order's one line (no measurements, no picture). */
export interface OrderLine {
  productId: string;
  sku: string;
  name: string;
  type: ProductType;
  size: string | null;
  qty: number;
  unitPrice: number;
  payMode?: PayMode;
  depositPercent?: number | null;
  /** What this line asks now; the whole line unless a deposit. */
  amountDueNow?: number;
}

export interface OneLineOrder {
  buyer: string;
  email: string;
  line: OrderLine;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingAddress: string;
  shippingFee: number;
  amountPaid: number;
  depositPaid?: number;
  referralCode?: string | null;
  paystackReference: string | null;
  createdAt: Date;
  /** Cost of goods as settlement fixes it at the first payment. */
  costOfGoods?: Partial<Record<ProductType, number>>;
}

/** A one-line Lagos web order: subtotal, total, amount due now and balance follow from the line, fee and payment. */
export function oneLineOrderDoc(o: OneLineOrder): StatsOrder & Record<string, unknown> {
  const { line } = o;
  const subtotal = line.unitPrice * line.qty;
  const lineDueNow = line.amountDueNow ?? subtotal;
  const total = subtotal + o.shippingFee;
  const item = {
    productId: line.productId,
    sku: line.sku,
    name: line.name,
    type: line.type,
    size: line.size,
    qty: line.qty,
    unitPrice: line.unitPrice,
    payMode: line.payMode ?? 'full',
    depositPercent: line.depositPercent ?? null,
    amountDueNow: lineDueNow,
    measurements: null,
    image: null,
  };
  return {
    userId: o.buyer,
    customerId: o.buyer,
    email: o.email,
    channel: 'web',
    eventId: null,
    status: o.status,
    paymentStatus: o.paymentStatus,
    items: [item],
    subtotal,
    shippingZone: 'LAGOS',
    shippingAddress: o.shippingAddress,
    shippingFee: o.shippingFee,
    shippingLeadTimeDays: 3,
    discount: 0,
    total,
    amountDueNow: lineDueNow + o.shippingFee,
    amountPaid: o.amountPaid,
    depositPaid: o.depositPaid ?? 0,
    balanceDue: total - o.amountPaid,
    referralCode: o.referralCode ?? null,
    paystackReference: o.paystackReference,
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
    paidAt: o.amountPaid > 0 ? o.createdAt : null,
    ...(o.costOfGoods ? { costOfGoods: o.costOfGoods } : {}),
  };
}
