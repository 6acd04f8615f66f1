// The abandoned-cart reminder (docs/product.md#cart-reminders): what is still in the cart with the stock as it is now,
// a button straight back to the cart, and an unsubscribe link that works without signing in.
import {
  CART_REMINDER_LINK,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PATH,
  type ReminderLine,
} from '../marketing/cart-reminders';
import { composeMail, type MailBlock, type MailBrand, type QueuedMail } from './mail';
import { formatNaira } from '../shared/money';

export interface CartReminderInput {
  readonly to: string;
  /** The customer's first name, or '' (then the mail opens without one). */
  readonly name: string;
  readonly lines: readonly ReminderLine[];
  /** True when the customer went as far as checkout (an unpaid order since the cart was left). */
  readonly checkoutStarted: boolean;
  /** The signed `{uid}.{signature}` of the unsubscribe link. */
  readonly unsubscribeToken: string;
}

const lineWords = (l: ReminderLine): string =>
  `${l.qty} × ${l.name}${l.size ? ` (${l.size})` : ''} — ${formatNaira(l.unitPrice * l.qty)}${l.note ? ` · ${l.note}` : ''}`;

export const unsubscribeLink = (siteUrl: string, token: string): string =>
  `${siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

/**
 * The headers a mail app shows its own Unsubscribe button from (RFC 2369, and RFC 8058's one click, which Gmail and
 * Yahoo ask of bulk senders): the signed address, POSTed to without a page or a sign-in.
 */
export const oneClickUnsubscribeHeaders = (siteUrl: string, token: string): Record<string, string> => ({
  'List-Unsubscribe': `<${siteUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function cartReminderSubject(brandName: string, checkoutStarted: boolean): string {
  return checkoutStarted
    ? `${brandName}: your checkout is waiting for you`
    : `${brandName}: you left something in your cart`;
}

export function cartReminderMail(input: CartReminderInput, brand: MailBrand): QueuedMail {
  const first = input.name.trim().split(/\s+/)[0] ?? '';
  const changed = input.lines.some((l) => l.note !== null);
  const blocks: MailBlock[] = [
    {
      kind: 'p',
      text: `${first ? `Hello ${first}, y` : 'Y'}our cart at ${brand.name} is saved just as you left it${
        input.checkoutStarted ? ', and your checkout was not finished' : ''
      }.`,
    },
    { kind: 'list', lines: input.lines.map(lineWords) },
    ...(changed
      ? [{ kind: 'p' as const, text: 'Some stock has moved since you added it: the cart shows what is left.' }]
      : []),
    { kind: 'p', text: 'Pieces are not held until you pay, so check out while your size is still there.' },
    { kind: 'button', label: 'Back to my cart', href: `${brand.siteUrl}${CART_REMINDER_LINK}` },
    {
      kind: 'link',
      text: 'You get this because you said yes to messages from us. One reminder per cart, never at night.',
      label: 'Unsubscribe',
      href: unsubscribeLink(brand.siteUrl, input.unsubscribeToken),
    },
  ];
  return {
    ...composeMail(input.to, cartReminderSubject(brand.name, input.checkoutStarted), blocks, brand),
    headers: oneClickUnsubscribeHeaders(brand.siteUrl, input.unsubscribeToken),
  };
}
