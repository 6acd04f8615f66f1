// CSV rows for the browser exports (docs/product.md#orders, docs/product.md#events, docs/product.md#finance): orders,
// attendees, daily revenue, margin per product. Returned as {fields, data} for papaparse's unparse; money stays plain
// integers so spreadsheets can add it up, and dates stay 'YYYY-MM-DD HH:MM' (Lagos) so they sort and a spreadsheet
// reads them as dates (screens write '6 Dec 2026, 09:30').
import { lagosDateTime, lagosIsoString, type DayKey } from './lagos-time';
import type { ProductMargin } from '../finance/finance';
import type { OrderFigures } from './money';
import { shortId } from './text';
import { displayPhone } from '../marketing/whatsapp';
import type { Attribution } from '../marketing/attribution';
import {
  orderChannelWords,
  orderMoney,
  orderStatusWords,
  paidByWords,
  paymentWords,
  type OrderForMoney,
} from '../orders/order-money';
import type { OrderChannel, OrderStatus, PaymentStatus } from './vocab';
import { discountLabel, type OrderDiscount } from '../promotions/price-order';

export interface CsvTable {
  fields: string[];
  data: (string | number)[][];
}

/**
 * Guard against spreadsheet formula injection: text starting with = @ tab or CR, or + / - followed by something
 * other than a phone number, is prefixed with an apostrophe. Phone numbers like +234 803 … stay as they are.
 */
export function safeCell(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-][\d\s()-]*$/.test(value)) return `'${value}`;
  return value;
}

export interface OrderForCsv extends OrderFigures, OrderForMoney {
  id: string;
  createdAt: Date;
  customerName: string;
  email: string;
  shippingPhone: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  channel: OrderChannel;
  attribution?: Partial<Attribution> | null;
  paymentChannel?: string | null;
  shippingZone: string;
  items: readonly { name: string; size: string | null; qty: number }[];
  referralCode: string | null;
  /** The discount code given at checkout, and each discount with its promotion (absent on older orders). */
  discountCode?: string | null;
  discounts?: readonly OrderDiscount[] | null;
}

export const ORDER_CSV_FIELDS = [
  'Order',
  'Order ID',
  'Date',
  'Customer',
  'Email',
  'Phone',
  'Status',
  'Payment',
  'Paid by',
  'Channel',
  'Zone',
  'Items',
  'Subtotal',
  'Shipping',
  'Discount',
  'Total',
  'Paid',
  'Refunded',
  'Balance due',
  'Referral code',
  'Discount code',
  'Promotions',
];

const itemText = (i: { name: string; size: string | null; qty: number }): string =>
  `${i.qty}× ${i.name}${i.size ? ` (${i.size})` : ''}`;

/**
 * The orders export in the screen's words (docs/product.md#orders): one row per order, dates in Lagos time, the
 * status and payment as the badges say them, the channel as the Dashboard names it, items as '2× Adire Shirt (M);
 * 1× Kaftan', and money as it stands: Paid (what came in), Refunded (what Paystack gave back) and Balance due (none
 * for an order cancelled, refunded or never paid).
 */
export function ordersCsv(orders: readonly OrderForCsv[]): CsvTable {
  return {
    fields: ORDER_CSV_FIELDS,
    data: orders.map((o) => {
      const money = orderMoney(o);
      return [
        shortId(o.id),
        o.id,
        lagosDateTime(o.createdAt),
        safeCell(o.customerName),
        safeCell(o.email),
        // '0803 123 4567': a spreadsheet keeps it as text (it would turn +2348031234567 into 2.34803E+12).
        safeCell(displayPhone(o.shippingPhone)),
        orderStatusWords(o.status),
        paymentWords(o),
        paidByWords(o.paymentChannel) ?? '',
        safeCell(orderChannelWords(o)),
        o.shippingZone,
        safeCell(o.items.map(itemText).join('; ')),
        o.subtotal,
        o.shippingFee,
        o.discount,
        o.total,
        money.paid,
        money.refunded,
        money.balanceDue,
        o.referralCode ?? '',
        o.discountCode ?? '',
        // 'Detty December sale 12750; AMAKA10 · Amaka’s first order 3850': what each promotion took off, in naira.
        safeCell((o.discounts ?? []).map((d) => `${discountLabel(d)} ${d.amount}`).join('; ')),
      ];
    }),
  };
}

export const ATTENDEE_CSV_FIELDS = ['name', 'email', 'phone', 'qr_code', 'checked_in', 'checked_in_at'];

/**
 * Attendees with the columns of docs/product.md#events; checked_in is true/false, checked_in_at ISO 8601 in Lagos
 * time or empty.
 */
export function attendeesCsv(
  guests: readonly {
    name: string;
    email: string;
    phone: string;
    qrCode: string;
    checkedIn: boolean;
    checkedInAt: Date | null;
  }[],
): CsvTable {
  return {
    fields: ATTENDEE_CSV_FIELDS,
    data: guests.map((g) => [
      safeCell(g.name),
      safeCell(g.email),
      safeCell(displayPhone(g.phone)),
      safeCell(g.qrCode),
      g.checkedIn ? 'true' : 'false',
      g.checkedInAt ? lagosIsoString(g.checkedInAt) : '',
    ]),
  };
}

/** Daily revenue: Date, Revenue. */
export function dailyRevenueCsv(days: readonly { date: DayKey; revenue: number }[]): CsvTable {
  return { fields: ['Date', 'Revenue'], data: days.map((d) => [d.date, d.revenue]) };
}

export const PRODUCT_MARGIN_CSV_FIELDS = ['Product', 'Size', 'Units', 'Revenue', 'Cost of goods', 'Margin', 'Margin %'];

/**
 * Margin per product: one row per product (Size 'All'), then one per size when it sold in more than one ('-' for
 * pieces without a size); margin % empty without revenue.
 */
export function productMarginCsv(rows: readonly ProductMargin[]): CsvTable {
  const row = (name: string, size: string, f: Omit<ProductMargin, 'productId' | 'name' | 'sizes'>) => [
    safeCell(name),
    size,
    f.qty,
    f.revenue,
    f.cogs,
    f.margin,
    f.marginPercent ?? '',
  ];
  return {
    fields: PRODUCT_MARGIN_CSV_FIELDS,
    data: rows.flatMap((p) => [row(p.name, 'All', p), ...p.sizes.map((s) => row(p.name, s.size, s))]),
  };
}
