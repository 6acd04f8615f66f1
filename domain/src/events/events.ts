// Event check-in (docs/product.md#events): the outcome of a scanned or typed code, the scan log, and the guest-list
// import's row checks.
import { BRAND_PREFIX } from '../shared/constants';
import { DomainError } from '../shared/errors';
import {
  ALREADY_CHECKED_IN,
  CHECK_IN_SUCCESS,
  GUEST_DUPLICATE_QR,
  GUEST_NAME_REQUIRED,
  GUEST_NOT_FOUND,
} from './messages';
import { clamp } from '../shared/numbers';
import { isEmail } from '../shared/text';
import { CHECKOUT_PHONE_INVALID } from '../checkout/messages';
import { normaliseCustomerPhone } from '../marketing/whatsapp';
import type { ScanOutcome } from '../shared/vocab';

/** The words of the scan log's badges. */
export const SCAN_LOG_LABELS: Readonly<Record<ScanOutcome, string>> = {
  checked_in: 'Checked in',
  not_found: 'QR not found',
  duplicate: 'Duplicate check-in',
  error: 'Error check-in',
};

/** A QR code as stored and matched: no spaces, upper case, so a code typed as 'aso-hp-1001 ' finds ASO-HP-1001. */
export function normaliseQrCode(code: unknown): string {
  return typeof code === 'string' ? code.replace(/\s+/g, '').toUpperCase() : '';
}

export interface GuestForCheckIn {
  id: string;
  name: string;
  qrCode: string;
  checkedIn: boolean;
}

export type CheckInOutcome =
  | { outcome: 'ignored' }
  | { outcome: 'checked_in'; guest: GuestForCheckIn; message: string }
  | { outcome: 'duplicate'; guest: GuestForCheckIn; message: string }
  | { outcome: 'not_found'; message: string }
  | { outcome: 'error'; message: string };

/**
 * The outcome of a code for the chosen event's guests: an empty code or no event is ignored; the trimmed code is
 * matched against the guests' QR codes, both normalised (case and spaces do not matter).
 */
export function checkInOutcome(input: {
  eventId: string | null;
  code: unknown;
  guests: readonly GuestForCheckIn[];
}): CheckInOutcome {
  const code = normaliseQrCode(input.code);
  if (!input.eventId || code === '') return { outcome: 'ignored' };
  const guest = input.guests.find((g) => normaliseQrCode(g.qrCode) === code);
  if (!guest) return { outcome: 'not_found', message: GUEST_NOT_FOUND };
  if (guest.checkedIn) return { outcome: 'duplicate', guest, message: ALREADY_CHECKED_IN };
  return { outcome: 'checked_in', guest, message: CHECK_IN_SUCCESS };
}

/** The guest fields checkInGuest writes, or a DomainError when the guest is already in. */
export function checkInPatch(guest: { checkedIn: boolean }, now: Date): { checkedIn: true; checkedInAt: Date } {
  if (guest.checkedIn) throw new DomainError('conflict', 'checkin/duplicate', ALREADY_CHECKED_IN);
  return { checkedIn: true, checkedInAt: now };
}

export function checkedInCount(guests: readonly { checkedIn: boolean }[]): number {
  return guests.filter((g) => g.checkedIn).length;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A guest QR code for a row that has none: 'ASO-' and 8 characters without look-alikes (0/O, 1/I). */
export function generateQrCode(random: () => number): string {
  let out = '';
  for (let i = 0; i < 8; i += 1)
    out += CODE_ALPHABET[clamp(Math.floor(random() * CODE_ALPHABET.length), 0, CODE_ALPHABET.length - 1)];
  return `${BRAND_PREFIX}-${out}`;
}

export interface GuestRow {
  name: string;
  email: string;
  phone: string;
  qrCode: string;
}

/**
 * Rows of an imported guest list (headers name, email, phone, qr_code, any case) → guests, or the list of bad
 * rows (line numbers as in the file, header = line 1). Phones are kept as the shop keeps every number. Missing codes are generated; a code used twice, in the
 * file or by a guest already on the event, is an error. Nothing is half-imported: any error → no guests.
 */
export function guestsFromCsvRows(
  rows: readonly Record<string, unknown>[],
  options: { random: () => number; existingCodes?: Iterable<string> },
): { guests: GuestRow[]; errors: { line: number; message: string }[] } {
  const taken = new Set([...(options.existingCodes ?? [])].map(normaliseQrCode));
  const guests: GuestRow[] = [];
  const errors: { line: number; message: string }[] = [];
  const problem = (row: Record<string, string>): string | null => {
    if ((row.name ?? '') === '') return GUEST_NAME_REQUIRED;
    if ((row.email ?? '') !== '' && !isEmail(row.email)) return 'Enter a valid email address.';
    if (normaliseCustomerPhone(row.phone ?? '') === null) return CHECKOUT_PHONE_INVALID;
    const code = normaliseQrCode(row.qr_code ?? row.qrcode ?? '');
    return code !== '' && taken.has(code) ? GUEST_DUPLICATE_QR : null;
  };
  rows.forEach((raw, index) => {
    const row = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k.trim().toLowerCase(), typeof v === 'string' ? v.trim() : '']),
    );
    const message = problem(row);
    if (message) {
      errors.push({ line: index + 2, message });
      return;
    }
    let qrCode = normaliseQrCode(row.qr_code ?? row.qrcode ?? '');
    // A fresh code is retried a few times; a random source that keeps colliding is a bug, reported as a row error.
    for (let attempt = 0; (qrCode === '' || taken.has(qrCode)) && attempt < 20; attempt += 1)
      qrCode = generateQrCode(options.random);
    if (taken.has(qrCode)) {
      errors.push({ line: index + 2, message: GUEST_DUPLICATE_QR });
      return;
    }
    taken.add(qrCode);
    // Kept in the shop's one form (international), so a guest's number matches the same customer's anywhere.
    const phone = normaliseCustomerPhone(row.phone ?? '') ?? '';
    guests.push({ name: row.name ?? '', email: row.email ?? '', phone, qrCode });
  });
  return errors.length > 0 ? { guests: [], errors } : { guests, errors };
}
