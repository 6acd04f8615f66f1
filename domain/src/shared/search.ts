// How the back office's searches read what staff type (docs/product.md#customers, #orders, #referrals): case and
// accents do not matter ('adebayo' finds 'Adébáyọ̀'), and a phone number matches however it was typed or stored
// ('0803 123 4567', '+234 803 123 4567' and '08031234567' are one number).
import { phoneSearchDigits, storedPhoneDigits } from '../marketing/whatsapp';

/** Lower case without accents or tone marks, so a search matches the way names are written and typed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A field that holds a phone number: digits with the usual separators. */
const PHONE_LIKE = /^\s*\+?[\d\s().-]+$/;

/**
 * "Contains" over any of the given fields; an empty query matches everything. A query that is a phone number (or
 * 4 or more of its digits) also matches a field holding that number in any form.
 */
export function matchesSearch(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const q = foldForSearch(query.trim());
  if (q === '') return true;
  const digits = phoneSearchDigits(q);
  return fields.some(
    (f) =>
      typeof f === 'string' &&
      (foldForSearch(f).includes(q) ||
        (digits !== null && PHONE_LIKE.test(f) && storedPhoneDigits(f).includes(digits))),
  );
}
