// Abandoned-cart reminders (issue 33 item 3): when a left cart may be reminded, and what counts as recovered.
// Pure rules; the scheduled job and the mail live in functions/. Times are Lagos wall-clock (docs/product.md).

import { lagosDayKey, lagosOffsetMinutes } from '../shared/lagos-time';
import { leftOfSize } from '../catalogue/stock';

/** No reminder goes out from 21:00 to 08:00 Lagos time; one due then waits for 08:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
/** The owner's delay (Settings) defaults to 3 hours and stays within 1–72 hours. */
export const DEFAULT_REMINDER_DELAY_HOURS = 3;
export const MIN_REMINDER_DELAY_HOURS = 1;
export const MAX_REMINDER_DELAY_HOURS = 72;
/** An order by the reminded customer within 7 days of the reminder counts as recovered. */
export const RECOVERY_WINDOW_DAYS = 7;

const HOUR = 3_600_000;

function lagosHour(at: Date): number {
  return new Date(at.getTime() + lagosOffsetMinutes(at) * 60_000).getUTCHours();
}

export function isQuietHour(at: Date): boolean {
  const h = lagosHour(at);
  return h >= QUIET_FROM_HOUR || h < QUIET_UNTIL_HOUR;
}

/**
 * The delay as read from stored settings, held to MIN–MAX_REMINDER_DELAY_HOURS (settingsSchema.reminders states the
 * same bounds and refuses a save outside them in words): a reader's repair of an old or hand-edited document.
 */
export function clampReminderDelayHours(hours: number | undefined): number {
  if (hours === undefined || !Number.isFinite(hours)) return DEFAULT_REMINDER_DELAY_HOURS;
  return Math.min(MAX_REMINDER_DELAY_HOURS, Math.max(MIN_REMINDER_DELAY_HOURS, Math.round(hours)));
}

export interface LeftCart {
  itemCount: number;
  updatedAt: Date;
  /** When this cart's last reminder went out, if ever. */
  remindedAt?: Date;
}

export type ReminderVerdict =
  | { send: true }
  | { send: false; reason: 'empty' | 'opted-out' | 'ordered' | 'not-due' | 'quiet-hours' | 'already-reminded' };

/** Whether to send one reminder now. An order placed after the cart was left cancels it. */
export function reminderVerdict(input: {
  cart: LeftCart;
  optedIn: boolean;
  lastOrderAt?: Date;
  delayHours: number;
  now: Date;
}): ReminderVerdict {
  const { cart, optedIn, lastOrderAt, delayHours, now } = input;
  if (cart.itemCount <= 0) return { send: false, reason: 'empty' };
  if (!optedIn) return { send: false, reason: 'opted-out' };
  if (lastOrderAt && lastOrderAt >= cart.updatedAt) return { send: false, reason: 'ordered' };
  // One reminder per left cart: a cart changed after its reminder is a new left cart, but never twice a Lagos day.
  if (cart.remindedAt && (cart.remindedAt >= cart.updatedAt || lagosDayKey(cart.remindedAt) === lagosDayKey(now)))
    return { send: false, reason: 'already-reminded' };
  if (now < new Date(cart.updatedAt.getTime() + clampReminderDelayHours(delayHours) * HOUR))
    return { send: false, reason: 'not-due' };
  if (isQuietHour(now)) return { send: false, reason: 'quiet-hours' };
  return { send: true };
}

/** An order counts as recovered when the reminded customer placed it within the window after the reminder. */
export function isRecovered(remindedAt: Date, orderAt: Date): boolean {
  return orderAt >= remindedAt && orderAt.getTime() - remindedAt.getTime() <= RECOVERY_WINDOW_DAYS * 24 * HOUR;
}

/** Carts left longer ago than this are stale: never reminded (a reminder a fortnight on reads as spam). */
export const CART_REMINDER_STALE_DAYS = 7;

/** `mail/cart-reminder-{uid}-{YYYY-MM-DD}`: one id per customer and Lagos day, so a retried run sends none extra. */
export const cartReminderMailId = (uid: string, now: Date): string => `cart-reminder-${uid}-${lagosDayKey(now)}`;

/** The unsubscribe page (web/src/config/paths.ts builds the same); its token is `{uid}.{signature}`. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/**
 * One-click unsubscribe (RFC 8058): the mail's List-Unsubscribe header names this address, which a mail app POSTs to
 * without opening a page (Hosting rewrites it to the mailUnsubscribe function); opened in a browser it leads to the page.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/mail/unsubscribe';

/** What the signature covers: the purpose and the account, so a token signs nothing else. */
export const unsubscribeSigned = (uid: string): string => `unsubscribe-mail:${uid}`;

/** `{uid}.{signature}` → its parts, or null when it is not of that shape (then nothing is looked up). */
export function parseUnsubscribeToken(token: string): { uid: string; signature: string } | null {
  const match = /^([A-Za-z0-9_-]{1,128})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  return match ? { uid: match[1]!, signature: match[2]! } : null;
}

/** Where the reminder's button goes: the cart, tagged so a recovered order is credited to the reminder. */
export const CART_REMINDER_LINK = '/cart?utm_source=cart-reminder&utm_medium=email&utm_campaign=cart-reminder';

export interface ReminderLine {
  name: string;
  size: string | null;
  qty: number;
  unitPrice: number;
  /** Said beside the line when the stock changed since it was added ('Sold out in size M'), else null. */
  note: string | null;
}

/**
 * The cart's lines as the reminder lists them, with the stock checked now: a piece taken off sale, a size sold out
 * or fewer left than the cart holds is said so (the cart says the same when it opens).
 */
export function reminderLines(
  lines: readonly { productId: string; name: string; size: string | null; qty: number; unitPrice: number }[],
  productOf: (
    productId: string,
  ) => (Parameters<typeof leftOfSize>[0] & { active: boolean; name: string; price: number }) | null,
): ReminderLine[] {
  return lines.map((line) => {
    const product = productOf(line.productId);
    const base = { name: product?.name ?? line.name, size: line.size, qty: line.qty };
    if (!product?.active) return { ...base, unitPrice: line.unitPrice, note: 'No longer on sale' };
    const left = leftOfSize(product, line.size);
    const note =
      left === null || left >= line.qty ? null : left <= 0 ? `Sold out in size ${line.size}` : `Only ${left} left`;
    return { ...base, unitPrice: product.price, note };
  });
}
