// The mails a customer gets about an order, queued in `mail/{id}` in the Trigger Email extension's format
// (docs/product.md#order-mails): the receipt after each payment, one mail per customer-facing status change, and
// the balance reminders of deposit orders. Every value in the HTML is escaped; the brand's colours paint it.
import { readableTextOn } from './colour';
import { formatNaira, type OrderFigures } from './money';
import { shortId } from './text';
import type { OrderStatus } from './vocab';

export interface ReceiptOrder extends OrderFigures {
  id: string;
  email: string;
  status: OrderStatus;
  items: readonly { name: string; size: string | null; qty: number; unitPrice: number }[];
}

/** What a mail needs of the shop: its name and colours (Settings → Branding) and where the web app lives. */
export interface MailBrand {
  readonly name: string;
  readonly primaryColor: string;
  readonly secondaryColor: string;
  /** The shop's origin ('https://aso.example'); '' leaves links relative. */
  readonly siteUrl: string;
}

export interface QueuedMail {
  to: string;
  message: { subject: string; text: string; html: string };
}

const DEFAULT_BRAND: MailBrand = { name: 'Aso', primaryColor: '#111827', secondaryColor: '#20c997', siteUrl: '' };

export function mailBrand(
  branding: { brandName: string; primaryColor: string; secondaryColor: string },
  siteUrl: string,
): MailBrand {
  return {
    name: branding.brandName || DEFAULT_BRAND.name,
    primaryColor: branding.primaryColor,
    secondaryColor: branding.secondaryColor,
    siteUrl: siteUrl.replace(/\/+$/, ''),
  };
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The signed-in page where a customer follows (and pays) their orders. */
export const ORDERS_PAGE_PATH = '/orders';

/** A block of the mail's body: a paragraph, a list of lines, a table of sums, or a button. */
type Block =
  | { kind: 'p'; text: string; strong?: string }
  | { kind: 'list'; lines: readonly string[] }
  | { kind: 'sums'; rows: readonly (readonly [string, number])[] }
  | { kind: 'button'; label: string; href: string };

function renderText(blocks: readonly Block[]): string {
  const parts = blocks.map((b) => {
    if (b.kind === 'p') return b.strong ? b.text.replace('{}', b.strong) : b.text;
    if (b.kind === 'list') return b.lines.join('\n');
    if (b.kind === 'sums') return b.rows.map(([k, v]) => `${k}: ${formatNaira(v)}`).join('\n');
    return `${b.label}: ${b.href}`;
  });
  return parts.join('\n\n');
}

function renderHtml(blocks: readonly Block[], brand: MailBrand): string {
  const primary = escapeHtml(brand.primaryColor);
  const secondary = escapeHtml(brand.secondaryColor);
  const onPrimary = readableTextOn(brand.primaryColor);
  const onSecondary = readableTextOn(brand.secondaryColor);
  const body = blocks
    .map((b) => {
      if (b.kind === 'p') {
        const text = escapeHtml(b.text);
        return `<p>${b.strong ? text.replace('{}', `<strong>${escapeHtml(b.strong)}</strong>`) : text}</p>`;
      }
      if (b.kind === 'list') return `<ul>${b.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
      if (b.kind === 'sums')
        return `<table cellpadding="4">${b.rows
          .map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td align="right">${escapeHtml(formatNaira(v))}</td></tr>`)
          .join('')}</table>`;
      return (
        `<p><a href="${escapeHtml(b.href)}" style="display:inline-block;padding:10px 18px;border-radius:4px;` +
        `background:${secondary};color:${onSecondary};text-decoration:none;font-weight:bold">${escapeHtml(b.label)}</a></p>`
      );
    })
    .join('');
  return (
    `<div style="background:#f5f5f4;padding:24px;font-family:Arial,Helvetica,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;overflow:hidden">` +
    `<div style="background:${primary};color:${onPrimary};padding:16px 24px;font-size:20px;font-weight:bold">` +
    `${escapeHtml(brand.name)}</div>` +
    `<div style="padding:8px 24px 24px;color:#1c1917;font-size:15px;line-height:1.5">${body}</div>` +
    `</div></div>`
  );
}

function compose(to: string, subject: string, blocks: readonly Block[], brand: MailBrand): QueuedMail {
  return { to, message: { subject, text: renderText(blocks), html: renderHtml(blocks, brand) } };
}

const brandOf = (brand: string | MailBrand): MailBrand =>
  typeof brand === 'string' ? { ...DEFAULT_BRAND, name: brand || DEFAULT_BRAND.name } : brand;

const itemLines = (order: Pick<ReceiptOrder, 'items'>): string[] =>
  order.items.map((i) => `${i.qty} × ${i.name}${i.size ? ` (${i.size})` : ''} — ${formatNaira(i.unitPrice * i.qty)}`);

const ordersLink = (brand: MailBrand): string => `${brand.siteUrl}${ORDERS_PAGE_PATH}`;

const items = (order: Pick<ReceiptOrder, 'items'>): Block => ({ kind: 'list', lines: itemLines(order) });

/** Said in the receipt of money that landed after its checkout closed, its pieces still there. */
export const LATE_PAYMENT_RECEIPT_LINE =
  'Your payment arrived after we had stopped holding your pieces. They were still available, so we took them ' +
  'off sale for you again and your order is confirmed.';

/**
 * Subject, text and HTML of an order receipt (after every payment); every value in the HTML is escaped. `late`: the
 * money landed after the checkout closed and the order went ahead (it says so).
 */
export function receiptMail(
  order: ReceiptOrder,
  brandOrName: string | MailBrand,
  options: { readonly late?: boolean } = {},
): QueuedMail {
  const brand = brandOf(brandOrName);
  const ref = shortId(order.id);
  const sums: [string, number][] = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shippingFee],
  ];
  if (order.discount > 0) sums.push(['Discount', -order.discount]);
  sums.push(['Total', order.total], ['Paid', order.amountPaid]);
  if (order.balanceDue > 0) sums.push(['Balance due', order.balanceDue]);
  const paid = order.balanceDue > 0 ? 'confirmed, deposit received' : 'confirmed, paid in full';
  const subject = `${brand.name} order ${ref}: ${paid}`;
  return compose(
    order.email,
    subject,
    [
      { kind: 'p', text: 'Thank you for your order {}.', strong: ref },
      ...(options.late ? [{ kind: 'p' as const, text: LATE_PAYMENT_RECEIPT_LINE }] : []),
      items(order),
      { kind: 'sums', rows: sums },
      { kind: 'button', label: 'View your order', href: ordersLink(brand) },
    ],
    brand,
  );
}

/** `mail/{id}` of the late-payment refund notice: one per payment, so a retried settlement writes none extra. */
export const latePaymentRefundMailId = (reference: string): string => `late-refund-${reference}`;

/**
 * Money landed after the checkout closed and its pieces had sold since: the customer hears that it is being
 * refunded, and how long a bank takes (docs/product.md#order-mails).
 */
export function latePaymentRefundMail(
  order: Pick<ReceiptOrder, 'id' | 'email' | 'items'>,
  refundNaira: number,
  brand: MailBrand,
): QueuedMail {
  const ref = shortId(order.id);
  return compose(
    order.email,
    `${brand.name} order ${ref}: your payment is being refunded`,
    [
      {
        kind: 'p',
        text: 'Your payment for order {} arrived after we had stopped holding your pieces, and they have sold since.',
        strong: ref,
      },
      items(order),
      {
        kind: 'p',
        text:
          `We are refunding ${formatNaira(refundNaira)} to the account you paid from. ` +
          'Your bank may take a few working days to show it. We are sorry, and hope to see you again soon.',
      },
      { kind: 'button', label: 'View your order', href: ordersLink(brand) },
    ],
    brand,
  );
}

/** The status changes a customer hears about (pending is the receipt's, sent at payment). */
export const ORDER_MAIL_KINDS = ['in_production', 'ready', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatusMailKind = (typeof ORDER_MAIL_KINDS)[number];

/**
 * The mail a status change owes the customer, or null: only a real change, only of an order the customer has paid
 * something for (an unpaid checkout that lapses is no news), only to a status in ORDER_MAIL_KINDS.
 */
export function statusMailKind(
  order: { status: OrderStatus; amountPaid: number },
  next: OrderStatus,
): OrderStatusMailKind | null {
  if (order.status === next || order.amountPaid <= 0) return null;
  return (ORDER_MAIL_KINDS as readonly string[]).includes(next) ? (next as OrderStatusMailKind) : null;
}

/**
 * One mail per order and status, ever: the document id is derived from both, so a retried change (or a status
 * set twice) writes no second mail.
 */
export function statusMailId(orderId: string, kind: OrderStatusMailKind): string {
  return `order-${orderId}-${kind}`;
}

/** Reminder n (1-based) of an order's balance: one document each, so a retried run sends none extra. */
export function balanceReminderMailId(orderId: string, n: number): string {
  return `order-${orderId}-balance-reminder-${n}`;
}

export interface StatusMailExtras {
  /** The staff note of the change; only a Shipped change carries it to the customer (the courier and tracking). */
  readonly note?: string;
  /** Naira going back to the customer when a paid order is cancelled. */
  readonly refundNaira?: number;
}

/** The customer's mail for a status change: what happened, what comes next, in the brand's colours. */
export function statusMail(
  kind: OrderStatusMailKind,
  order: ReceiptOrder,
  brand: MailBrand,
  extras: StatusMailExtras = {},
): QueuedMail {
  const ref = shortId(order.id);
  const view: Block = { kind: 'button', label: 'View your order', href: ordersLink(brand) };
  const balance: Block[] =
    order.balanceDue > 0
      ? [
          {
            kind: 'p',
            text: `A balance of ${formatNaira(order.balanceDue)} is still due on this order; you can pay it from My Orders.`,
          },
        ]
      : [];
  const p = (text: string): Block => ({ kind: 'p', text });
  // Every status mail: the headline naming the order, its items, what comes next, the balance if one is due, a link.
  const mail = (subject: string, headline: string, next: Block[], balanceToo = true): QueuedMail =>
    compose(
      order.email,
      `${brand.name} order ${ref}: ${subject}`,
      [{ kind: 'p', text: headline, strong: ref }, items(order), ...next, ...(balanceToo ? balance : []), view],
      brand,
    );
  switch (kind) {
    case 'in_production':
      return mail('in production', 'Good news: our tailors have started work on your order {}.', [
        p('We will write again as soon as it is ready.'),
      ]);
    case 'ready':
      return mail('ready', 'Your order {} is ready and packed.', [
        p('We will let you know the moment it is on its way.'),
      ]);
    case 'shipped': {
      const note = extras.note?.trim();
      return mail('on its way', 'Your order {} is on its way to you.', note ? [p(`Delivery details: ${note}`)] : []);
    }
    case 'completed':
      return mail(
        'delivered',
        'Your order {} has been delivered. We hope you love it!',
        [p(`Thank you for shopping with ${brand.name}.`)],
        false,
      );
    case 'cancelled': {
      const refund = extras.refundNaira ?? 0;
      const refundWords =
        refund > 0
          ? `We are refunding ${formatNaira(refund)} to the card or account you paid with. ` +
            'Your bank may take a few working days to show it.'
          : 'Nothing was charged for it.';
      return mail('cancelled', 'We are sorry: your order {} has been cancelled.', [p(refundWords)], false);
    }
  }
}

/** A deposit order's reminder that its balance is due, with a "Pay balance" link to My Orders (signed in). */
export function balanceReminderMail(order: ReceiptOrder, brand: MailBrand, reminder: number): QueuedMail {
  const ref = shortId(order.id);
  return compose(
    order.email,
    `${brand.name} order ${ref}: balance of ${formatNaira(order.balanceDue)} due`,
    [
      {
        kind: 'p',
        text: 'The pre-order window for your order {} has closed, and your pieces are being made.',
        strong: ref,
      },
      items(order),
      {
        kind: 'sums',
        rows: [
          ['Total', order.total],
          ['Paid', order.amountPaid],
          ['Balance due', order.balanceDue],
        ],
      },
      { kind: 'p', text: 'Please pay the balance so we can send your order as soon as it is ready.' },
      { kind: 'button', label: 'Pay balance', href: ordersLink(brand) },
      ...(reminder > 1 ? [{ kind: 'p' as const, text: `This is reminder ${reminder} of 3.` }] : []),
    ],
    brand,
  );
}
