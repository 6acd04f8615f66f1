// The mails a customer gets, queued in `mail/{id}` in the Trigger Email extension's format
// (docs/product.md#order-mails): the receipt after each payment, one mail per customer-facing status change, the
// balance reminders of deposit orders and an aso-ebi group's reminder. Every value in the HTML is escaped; the
// brand's colours paint every one of them alike.
import { readableTextOn } from '../shared/colour';
import { EXCHANGE_WINDOW_DAYS } from '../shared/constants';
import { dayKeyWords, type DayKey } from '../shared/lagos-time';
import { balanceDueWhen } from '../catalogue/preorder-terms';
import { formatNaira, type OrderFigures } from '../shared/money';
import { shortId } from '../shared/text';
import type { OrderStatus } from '../shared/vocab';
import { discountLabel, type OrderDiscount } from '../promotions/price-order';

export interface ReceiptOrder extends OrderFigures {
  id: string;
  email: string;
  status: OrderStatus;
  items: readonly {
    name: string;
    size: string | null;
    qty: number;
    unitPrice: number;
    /** The piece's own price when a sale lowered it. */
    listPrice?: number | null;
  }[];
  /** Each discount with its promotion's name and code (docs/product.md#promotions); absent on older orders. */
  discounts?: readonly OrderDiscount[] | null;
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
  /** Extra headers (the extension's top-level `headers` field). */
  headers?: Record<string, string>;
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
/** An aso-ebi group's page (web/src/config/paths.ts builds the same). */
export const groupPagePath = (groupId: string): string => `/groups/${groupId}`;

/** A block of the mail's body: a paragraph, a list of lines, a table of sums, or a button. */
export type Block =
  | { kind: 'p'; text: string; strong?: string }
  | { kind: 'list'; lines: readonly string[] }
  | { kind: 'sums'; rows: readonly (readonly [string, number])[] }
  | { kind: 'button'; label: string; href: string }
  /** A small print line with a plain link after it (an unsubscribe footer). */
  | { kind: 'link'; text: string; label: string; href: string };

function renderText(blocks: readonly Block[]): string {
  const parts = blocks.map((b) => {
    if (b.kind === 'p') return b.strong ? b.text.replace('{}', b.strong) : b.text;
    if (b.kind === 'list') return b.lines.join('\n');
    if (b.kind === 'sums') return b.rows.map(([k, v]) => `${k}: ${formatNaira(v)}`).join('\n');
    if (b.kind === 'link') return `${b.text} ${b.label}: ${b.href}`;
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
      if (b.kind === 'link')
        return `<p style="font-size:12px;color:#57534e">${escapeHtml(b.text)} <a href="${escapeHtml(b.href)}" style="color:#57534e">${escapeHtml(b.label)}</a></p>`;
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

export function compose(to: string, subject: string, blocks: readonly Block[], brand: MailBrand): QueuedMail {
  return { to, message: { subject, text: renderText(blocks), html: renderHtml(blocks, brand) } };
}

const brandOf = (brand: string | MailBrand): MailBrand =>
  typeof brand === 'string' ? { ...DEFAULT_BRAND, name: brand || DEFAULT_BRAND.name } : brand;

const itemLines = (order: Pick<ReceiptOrder, 'items'>): string[] =>
  order.items.map(
    (i) =>
      `${i.qty} × ${i.name}${i.size ? ` (${i.size})` : ''} — ${formatNaira(i.unitPrice * i.qty)}` +
      (i.listPrice != null && i.listPrice > i.unitPrice ? ` (was ${formatNaira(i.listPrice * i.qty)})` : ''),
  );

/**
 * The sums of a receipt: the subtotal, delivery (free, and by which promotion), each discount as its own line with
 * its promotion's name and code, the total; an order from before promotions keeps its one 'Discount' line.
 */
function receiptSums(order: ReceiptOrder): [string, number][] {
  const discounts = order.discounts ?? [];
  const freeDelivery = discounts.find((d) => d.kind === 'delivery');
  const sums: [string, number][] = [
    ['Subtotal', order.subtotal],
    [freeDelivery ? `Delivery (${discountLabel(freeDelivery)})` : 'Delivery', order.shippingFee],
  ];
  const offTotal = discounts.filter((d) => d.kind === 'code' || d.kind === 'referral');
  if (offTotal.length > 0) for (const d of offTotal) sums.push([discountLabel(d), -d.amount]);
  else if (order.discount > 0) sums.push(['Discount', -order.discount]);
  return sums;
}

/** 'You saved ₦12,750.00 in the Detty December sale.' for each sale the order's prices include. */
const saleSavingsLines = (order: ReceiptOrder): Block[] =>
  (order.discounts ?? [])
    .filter((d) => d.kind === 'sale')
    .map((d) => ({ kind: 'p' as const, text: `You saved ${formatNaira(d.amount)} in the ${d.name} sale.` }));

const ordersLink = (brand: MailBrand): string => `${brand.siteUrl}${ORDERS_PAGE_PATH}`;

const items = (order: Pick<ReceiptOrder, 'items'>): Block => ({ kind: 'list', lines: itemLines(order) });

/** The aso-ebi share an order pays, as its receipt names it. */
export interface ReceiptShare {
  readonly groupId: string;
  readonly title: string;
  /** The wearer the share is for. */
  readonly memberName: string;
  /** The style the wearer chose, and their size (ready-to-wear); null when the group has one style / no sizes. */
  readonly style: string | null;
  readonly size: string | null;
  readonly eventDate: DayKey;
  readonly city: string;
}

/** What a receipt says beyond the order itself: the group share it pays, when a deposit's balance falls due, and
 * whether the money landed after its checkout closed (the order went ahead; it says so). */
export interface ReceiptContext {
  readonly share?: ReceiptShare | null;
  /** The last day of the pre-order window(s) of the deposit lines; null when no window names an end. */
  readonly balanceDueOn?: DayKey | null;
  readonly late?: boolean;
  /** This payment was a deposit order's balance (naira): the mail says it arrived and the order is paid in full. */
  readonly balancePaid?: number | null;
}

/** Said in the receipt of money that landed after its checkout closed, its pieces still there. */
export const LATE_PAYMENT_RECEIPT_LINE =
  'Your payment arrived after we had stopped holding your pieces. They were still available, so we took them ' +
  'off sale for you again and your order is confirmed.';

/** 'Bisi's share in Tolu & Femi's wedding: Iro & buba, size M, for the event on 20 Jan 2027 in Abeokuta.' */
function shareWords(share: ReceiptShare): string {
  const style = [share.style, share.size ? `size ${share.size}` : null].filter(Boolean).join(', ');
  const city = share.city.trim() ? ` in ${share.city.trim()}` : '';
  return (
    `This pays ${share.memberName}’s share in ${share.title}${style ? `: ${style},` : ','} ` +
    `for the event on ${dayKeyWords(share.eventDate)}${city}.`
  );
}

/** When and how a deposit order's balance is paid. */
function balanceWords(balanceDue: number, dueOn: DayKey | null | undefined): string {
  return (
    `Balance due: ${formatNaira(balanceDue)}. It is due ${balanceDueWhen(dueOn ?? null)}; we will remind you by mail then. ` +
    'Pay it any time before with Pay balance in My Orders (sign in with this email address).'
  );
}

/** Subject, text and HTML of an order receipt (after every payment); every value in the HTML is escaped. */
export function receiptMail(
  order: ReceiptOrder,
  brandOrName: string | MailBrand,
  context: ReceiptContext = {},
): QueuedMail {
  const brand = brandOf(brandOrName);
  const ref = shortId(order.id);
  const sums = receiptSums(order);
  sums.push(['Total', order.total], ['Paid', order.amountPaid]);
  if (order.balanceDue > 0) sums.push(['Balance due', order.balanceDue]);
  const balance = context.balancePaid ?? null;
  const paid =
    balance !== null
      ? 'balance received, paid in full'
      : order.balanceDue > 0
        ? 'confirmed, deposit received'
        : 'confirmed, paid in full';
  const subject = `${brand.name} order ${ref}: ${paid}`;
  return compose(
    order.email,
    subject,
    [
      balance !== null
        ? {
            kind: 'p',
            text: `Your balance of ${formatNaira(balance)} has arrived: order {} is paid in full. Thank you.`,
            strong: ref,
          }
        : { kind: 'p', text: 'Thank you for your order {}.', strong: ref },
      ...(context.share ? [{ kind: 'p' as const, text: shareWords(context.share) }] : []),
      ...(context.late ? [{ kind: 'p' as const, text: LATE_PAYMENT_RECEIPT_LINE }] : []),
      items(order),
      { kind: 'sums', rows: sums },
      ...saleSavingsLines(order),
      ...(order.balanceDue > 0
        ? [{ kind: 'p' as const, text: balanceWords(order.balanceDue, context.balanceDueOn) }]
        : []),
      { kind: 'p', text: 'We will mail you as your order moves: in production, ready, on its way.' },
      { kind: 'button', label: 'View your order', href: ordersLink(brand) },
      ...(context.share
        ? [
            {
              kind: 'button' as const,
              label: 'Open the group',
              href: `${brand.siteUrl}${groupPagePath(context.share.groupId)}`,
            },
          ]
        : []),
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
        [
          p(
            `If a piece has a defect, it can be exchanged within ${EXCHANGE_WINDOW_DAYS} days: open your order and ` +
              'press Ask about this order.',
          ),
          p(`Thank you for shopping with ${brand.name}.`),
        ],
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

/** What a group reminder needs of the group and of the member it reminds. */
export interface GroupReminderInput {
  readonly to: string;
  readonly group: {
    readonly id: string;
    readonly title: string;
    readonly organiserName: string;
    readonly productName: string;
    readonly price: number;
    readonly eventDate: DayKey;
    readonly joinDeadline: DayKey;
    readonly city: string;
  };
  readonly member: { readonly name: string; readonly choice: string | null; readonly size: string | null };
  /** What the member still owes: their share (none, all of it, or the balance after a deposit), measurements. */
  readonly owes: { readonly payment: 'none' | 'share' | 'balance'; readonly measurements: boolean };
  /** Lagos today: a deadline already past is not asked for. */
  readonly today: DayKey;
}

/** An aso-ebi group's reminder to one member: what is owed, for which event, by when, and the group's link. */
export function groupReminderMail(input: GroupReminderInput, brand: MailBrand): QueuedMail {
  const { group, member, owes } = input;
  const link = `${brand.siteUrl}${groupPagePath(group.id)}`;
  const from = group.organiserName.trim() || 'The organiser';
  const todo = [
    owes.payment === 'share' ? 'pay the share' : null,
    owes.payment === 'balance' ? 'pay the balance of the share (Pay balance in My Orders)' : null,
    owes.measurements ? 'add the measurements' : null,
  ].filter((t): t is string => t !== null);
  const by = input.today <= group.joinDeadline ? ` by ${dayKeyWords(group.joinDeadline)}` : ' as soon as you can';
  const style = [member.choice, member.size ? `size ${member.size}` : null].filter(Boolean).join(', ');
  const city = group.city.trim() ? ` in ${group.city.trim()}` : '';
  const blocks: Block[] = [
    { kind: 'p', text: `${from} sent a reminder about {}.`, strong: group.title },
    { kind: 'p', text: `For ${member.name}: please ${todo.join(' and ')}${by}, so the tailor can start in time.` },
    {
      kind: 'list',
      lines: [
        `Piece: ${group.productName}${style ? ` (${style})` : ''}`,
        `Event: ${dayKeyWords(group.eventDate)}${city}`,
        `Share: ${formatNaira(group.price)} plus delivery`,
      ],
    },
    {
      kind: 'p',
      text:
        owes.payment === 'balance'
          ? 'Sign in with this email address, then pay the balance from My Orders; add any measurements on the group’s page.'
          : 'Sign in with this email address, open the group and press Pay my share (or Add measurements).',
    },
    { kind: 'button', label: 'Open the group', href: link },
  ];
  if (owes.payment === 'balance') blocks.push({ kind: 'button', label: 'Pay balance', href: ordersLink(brand) });
  return compose(input.to, `${brand.name}: a reminder about ${group.title}`, blocks, brand);
}

/** For mails built beside their own rules (cartReminderMail.ts): the same blocks and the same branded layout. */
export { compose as composeMail, type Block as MailBlock };
