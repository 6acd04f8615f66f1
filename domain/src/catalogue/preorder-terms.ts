// Pre-orders tell one truth (docs/product.md#pre-order): the balance of a deposit is due when the pre-order window
// closes, on the window's end date, and the piece is made after that and sent within the house's making time. One
// function states the due date and one says it in words, and the product page, /preorder's banner, steps, timeline and
// FAQ, the home page, the cart, checkout, My Orders and the mails all use them.
import { DEFAULT_MTO_LEAD_TIME_DAYS } from './catalogue';
import { addDays, dayKeyWords, lagosDayKey, type DayKey } from '../shared/lagos-time';

/** Days from a window's close to a pre-order piece being ready to send (the house lead time, as made to order). */
export const PREORDER_MAKING_DAYS = DEFAULT_MTO_LEAD_TIME_DAYS;

/**
 * The day a deposit's balance is due: the last day of the pre-order window(s) of the deposit lines (the balance of an
 * order falls due once every one has closed). Null when a window names no end yet (or none is known).
 */
export function balanceDueDay(windowEnds: readonly (Date | null | undefined)[]): DayKey | null {
  if (windowEnds.length === 0 || windowEnds.some((end) => !end)) return null;
  return lagosDayKey(new Date(Math.max(...windowEnds.map((end) => end!.getTime()))));
}

/** 'by 3 Jan 2027, when the pre-order window closes' / 'when the pre-order window closes (its date is still to come)'. */
export function balanceDueWhen(day: DayKey | null): string {
  return day
    ? `by ${dayKeyWords(day)}, when the pre-order window closes`
    : 'when the pre-order window closes (its date is still to come)';
}

/** 'The balance is due by 3 Jan 2027, when the pre-order window closes.' */
export const balanceDueSentence = (day: DayKey | null): string => `The balance is due ${balanceDueWhen(day)}.`;

/** The product page's offer: 'Pay a 40% deposit now and the balance by 3 Jan 2027, when the pre-order window closes.' */
export const depositOfferWords = (percent: number, day: DayKey | null): string =>
  `Pay a ${percent}% deposit now and the balance ${balanceDueWhen(day)}.`;

/** When a pre-order piece of a window is ready to send: its close plus the making time; null without an end. */
export function preorderReadyDay(windowEnd: Date | null | undefined): DayKey | null {
  return windowEnd ? addDays(lagosDayKey(windowEnd), PREORDER_MAKING_DAYS) : null;
}
