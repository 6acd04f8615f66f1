// Abandoned-cart reminders (issue 33 item 3): when a left cart may be reminded, and what counts as recovered.
// Pure rules; the scheduled job and the mail live in functions/. Times are Lagos wall-clock (docs/product.md).

import { lagosDayKey, lagosOffsetMinutes } from './lagosTime';

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

/** The first moment outside quiet hours at or after `at` (08:00 Lagos when `at` is at night). */
export function nextSendableTime(at: Date): Date {
  if (!isQuietHour(at)) return at;
  const local = new Date(at.getTime() + lagosOffsetMinutes(at) * 60_000);
  const morning = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL_HOUR));
  if (local.getUTCHours() >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - lagosOffsetMinutes(at) * 60_000);
}

export function clampReminderDelayHours(hours: number | undefined): number {
  if (hours === undefined || !Number.isFinite(hours)) return DEFAULT_REMINDER_DELAY_HOURS;
  return Math.min(MAX_REMINDER_DELAY_HOURS, Math.max(MIN_REMINDER_DELAY_HOURS, Math.round(hours)));
}

/** When a cart left at `leftAt` becomes due: after the delay, deferred out of quiet hours. */
export function reminderDueAt(leftAt: Date, delayHours: number): Date {
  return nextSendableTime(new Date(leftAt.getTime() + clampReminderDelayHours(delayHours) * HOUR));
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
