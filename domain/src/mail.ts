// The receipt queued in `mail/{id}` after settlement (the Trigger Email extension's format).
import { formatNaira } from './money';
import { ORDER_STATUS_LABELS } from './orders';
import { shortId } from './text';
import type { OrderStatus } from './vocab';

export interface ReceiptOrder {
  id: string;
  email: string;
  status: OrderStatus;
  items: readonly { name: string; size: string | null; qty: number; unitPrice: number }[];
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  amountPaid: number;
  balanceDue: number;
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Subject, text and HTML of an order receipt; every value in the HTML is escaped. */
export function receiptMail(
  order: ReceiptOrder,
  brandName: string,
): { to: string; message: { subject: string; text: string; html: string } } {
  const ref = shortId(order.id);
  const lines = order.items.map(
    (i) => `${i.qty} × ${i.name}${i.size ? ` (${i.size})` : ''} — ${formatNaira(i.unitPrice * i.qty)}`,
  );
  const sums: [string, number][] = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shippingFee],
  ];
  if (order.discount > 0) sums.push(['Discount', -order.discount]);
  sums.push(['Total', order.total], ['Paid', order.amountPaid]);
  if (order.balanceDue > 0) sums.push(['Balance due', order.balanceDue]);
  const subject = `${brandName} order ${ref}: ${ORDER_STATUS_LABELS[order.status]}`;
  const text = [
    `Thank you for your order ${ref}.`,
    '',
    ...lines,
    '',
    ...sums.map(([k, v]) => `${k}: ${formatNaira(v)}`),
  ].join('\n');
  const html = [
    `<p>Thank you for your order <strong>${escapeHtml(ref)}</strong>.</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<table>${sums.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td>${escapeHtml(formatNaira(v))}</td></tr>`).join('')}</table>`,
  ].join('');
  return { to: order.email, message: { subject, text, html } };
}
