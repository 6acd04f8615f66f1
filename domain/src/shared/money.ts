// The one door for money (docs/architecture.md#style-domain). Amounts are integer naira; kobo exist only at the
// Paystack boundary. Rounding rule everywhere: Math.round (half up) to whole naira, stated where it happens.
import { clamp, groupedNumber, toFiniteNumber } from './numbers';

export const CURRENCY = 'NGN';
export const NAIRA_SIGN = '₦';
export const KOBO_PER_NAIRA = 100;
export const DEFAULT_DEPOSIT_PERCENT = 40;
export const MIN_DEPOSIT_PERCENT = 1;
export const MAX_DEPOSIT_PERCENT = 90;

/** A price from loose input: whole naira ≥ 0; non-numeric or negative → 0 (docs/product.md#cart). Rounds half up. */
export function toPrice(value: unknown): number {
  const n = toFiniteNumber(value);
  return n === null || n < 0 ? 0 : Math.round(n);
}

/** unit × qty in whole naira; non-finite parts count as 0. */
export function lineAmount(unitPrice: number, qty: number): number {
  const unit = Number.isFinite(unitPrice) ? unitPrice : 0;
  const count = Number.isFinite(qty) ? qty : 0;
  return Math.round(unit * count);
}

export function sumNaira(amounts: Iterable<number>): number {
  let total = 0;
  for (const a of amounts) if (Number.isFinite(a)) total += a;
  return Math.round(total);
}

/** round(amount × percent / 100), half up: used for deposits, discounts and rewards. */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isFinite(amount) || !Number.isFinite(percent)) return 0;
  return Math.round((amount * percent) / 100);
}

/** Costs of raw materials may carry kobo (₦350.5 a yard); totals keep two decimals and no float noise. */
export function roundToKobo(amount: number): number {
  return Number.isFinite(amount) ? Math.round(amount * KOBO_PER_NAIRA) / KOBO_PER_NAIRA : 0;
}

/** Naira → kobo for Paystack; refuses anything that is not whole naira so a bad amount never reaches the provider. */
export function nairaToKobo(naira: number): number {
  if (!Number.isSafeInteger(naira) || naira < 0) throw new RangeError(`Not a whole naira amount: ${naira}`);
  return naira * KOBO_PER_NAIRA;
}

/** Kobo → naira; Paystack amounts we check are whole naira, a fraction is kept so a mismatch shows. */
export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/**
 * Deposit percent as read from a stored pre-order window: default 40 when missing or non-numeric, rounded, held to
 * MIN–MAX_DEPOSIT_PERCENT (docs/product.md#pre-order). A reader's repair of an old document: a window is saved through
 * preorderWindowInput, which states the same bounds and refuses a percent outside them in words.
 */
export function clampDepositPercent(percent: unknown): number {
  const n = toFiniteNumber(percent);
  if (n === null) return DEFAULT_DEPOSIT_PERCENT;
  return clamp(Math.round(n), MIN_DEPOSIT_PERCENT, MAX_DEPOSIT_PERCENT);
}

/** Deposit per item = round(price × percent / 100) with the percent clamped (docs/product.md#pre-order). */
export function depositAmount(price: number, percent: unknown): number {
  return percentOf(toPrice(price), clampDepositPercent(percent));
}

function withSign(amount: number, digits: number): string {
  const n = Number.isFinite(amount) ? amount : 0;
  const shown = groupedNumber(Math.abs(n), digits);
  const text = `${NAIRA_SIGN}${shown}`;
  return n < 0 && shown !== groupedNumber(0, digits) ? `-${text}` : text;
}

/** '₦12,500.00': the storefront's locale currency format (en-NG grouping, two decimals). */
export function formatNaira(amount: number): string {
  return withSign(amount, 2);
}

/** '₦12,500': admin screens show no decimals (docs/product.md#overview). */
export function formatNairaAdmin(amount: number): string {
  return withSign(amount, 0);
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: readonly [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens = rest < 20 ? ONES[rest]! : `${TENS[Math.floor(rest / 10)]!}${rest % 10 ? `-${ONES[rest % 10]!}` : ''}`;
  if (hundreds === 0) return tens;
  return `${ONES[hundreds]!} hundred${rest ? ` and ${tens}` : ''}`;
}

/**
 * A whole naira amount in words, as on a cheque: 49000 → 'forty-nine thousand naira', 1250500 → 'one million, two
 * hundred and fifty thousand, five hundred naira'. An irreversible money step states its amount this way too
 * (docs/product.md#orders), so a slipped digit is seen before it is confirmed. Kobo are left out (refunds are whole
 * naira).
 */
export function nairaInWords(amount: number): string {
  let n = Number.isFinite(amount) ? Math.floor(Math.abs(amount)) : 0;
  if (n === 0) return 'zero naira';
  const parts: string[] = [];
  for (const [size, name] of SCALES) {
    if (n >= size) {
      parts.push(`${nairaInWordsGroup(Math.floor(n / size))} ${name}`);
      n %= size;
    }
  }
  if (n > 0) parts.push(parts.length > 0 && n < 100 ? `and ${underThousand(n)}` : underThousand(n));
  return `${parts.join(', ').replace(', and', ' and')} naira`;
}

const nairaInWordsGroup = (n: number): string =>
  n >= 1000 ? nairaInWords(n).replace(/ naira$/, '') : underThousand(n);

/** The money figures every order document carries, for the views (CSV export, mails) that print them. */
export interface OrderFigures {
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  amountPaid: number;
  balanceDue: number;
}
