import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors';
import {
  SCAN_LOG_LABELS,
  checkInOutcome,
  checkInPatch,
  checkedInCount,
  generateQrCode,
  guestsFromCsvRows,
  normaliseQrCode,
} from '../events';
import {
  ALREADY_CHECKED_IN,
  CHECK_IN_SUCCESS,
  GUEST_DUPLICATE_QR,
  GUEST_NAME_REQUIRED,
  GUEST_NOT_FOUND,
} from '../messages';
import { CHECKOUT_PHONE_INVALID } from '../../checkout/messages';

const guests = [
  { id: 'g1', name: 'Ada', qrCode: 'ASO-AAAA', checkedIn: false },
  { id: 'g2', name: 'Bola', qrCode: 'ASO-BBBB', checkedIn: true },
];

describe('check-in outcomes', () => {
  it('empty code or no event is ignored', () => {
    expect(checkInOutcome({ eventId: null, code: 'ASO-AAAA', guests })).toEqual({ outcome: 'ignored' });
    expect(checkInOutcome({ eventId: 'e1', code: '   ', guests })).toEqual({ outcome: 'ignored' });
    expect(checkInOutcome({ eventId: 'e1', code: undefined, guests })).toEqual({ outcome: 'ignored' });
  });

  it('the normalised code is matched (spaces and case do not matter): checked in, duplicate, not found', () => {
    expect(checkInOutcome({ eventId: 'e1', code: '  ASO-AAAA\n', guests })).toEqual({
      outcome: 'checked_in',
      guest: guests[0],
      message: CHECK_IN_SUCCESS,
    });
    expect(checkInOutcome({ eventId: 'e1', code: 'ASO-BBBB', guests })).toEqual({
      outcome: 'duplicate',
      guest: guests[1],
      message: ALREADY_CHECKED_IN,
    });
    expect(checkInOutcome({ eventId: 'e1', code: ' aso-aaaa', guests })).toEqual({
      outcome: 'checked_in',
      guest: guests[0],
      message: CHECK_IN_SUCCESS,
    });
    expect(
      checkInOutcome({ eventId: 'e1', code: 'ASO-AAAA', guests: [{ ...guests[0]!, qrCode: 'aso-aaaa' }] }),
    ).toMatchObject({ outcome: 'checked_in' });
    expect(checkInOutcome({ eventId: 'e1', code: 'ASO-AAAB', guests })).toEqual({
      outcome: 'not_found',
      message: GUEST_NOT_FOUND,
    });
    expect(checkInOutcome({ eventId: 'e1', code: 'ASO-AAAA', guests: [] })).toEqual({
      outcome: 'not_found',
      message: GUEST_NOT_FOUND,
    });
  });

  it('the guest patch, refused for a guest already in', () => {
    const now = new Date('2025-03-01T18:00:00Z');
    expect(checkInPatch({ checkedIn: false }, now)).toEqual({ checkedIn: true, checkedInAt: now });
    expect(() => checkInPatch({ checkedIn: true }, now)).toThrow(DomainError);
    expect(() => checkInPatch({ checkedIn: true }, now)).toThrow(ALREADY_CHECKED_IN);
  });

  it('scan log labels; checked-in count; QR codes normalised', () => {
    expect(SCAN_LOG_LABELS).toEqual({
      checked_in: 'Checked in',
      not_found: 'QR not found',
      duplicate: 'Duplicate check-in',
      error: 'Error check-in',
    });
    expect(checkedInCount(guests)).toBe(1);
    expect(normaliseQrCode(42)).toBe('');
    expect(normaliseQrCode(' aso-hp 1001\n')).toBe('ASO-HP1001');
  });
});

describe('guest list import', () => {
  const counter = () => {
    let i = 0;
    return () => (i++ % 32) / 32;
  };

  it('codes generated without look-alike characters', () => {
    expect(generateQrCode(() => 0)).toBe('ASO-AAAAAAAA');
    expect(generateQrCode(() => 0.999)).toBe('ASO-99999999');
    expect(generateQrCode(() => 1)).toBe('ASO-99999999');
    expect(generateQrCode(Math.random)).toMatch(/^ASO-[A-HJ-NP-Z2-9]{8}$/);
  });

  it('headers in any case, values trimmed, phones in the shop’s one form, missing codes generated', () => {
    const result = guestsFromCsvRows(
      [
        { Name: ' Ada ', Email: 'ada@example.com', Phone: '+234 803 000 0000', QR_Code: 'ASO-1' },
        { name: 'Bola', email: '', phone: '', qr_code: '' },
        { name: 'Chi', qrcode: 'aso-3', extra: 7 },
      ],
      { random: counter() },
    );
    expect(result.errors).toEqual([]);
    expect(result.guests).toEqual([
      { name: 'Ada', email: 'ada@example.com', phone: '+2348030000000', qrCode: 'ASO-1' },
      { name: 'Bola', email: '', phone: '', qrCode: 'ASO-ABCDEFGH' },
      { name: 'Chi', email: '', phone: '', qrCode: 'ASO-3' },
    ]);
    // A code already on the event in another case is a duplicate.
    expect(
      guestsFromCsvRows([{ name: 'Dayo', qr_code: 'aso-1' }], { random: counter(), existingCodes: ['ASO-1'] }).errors,
    ).toHaveLength(1);
  });

  it('bad rows are listed with file line numbers and nothing is imported', () => {
    const result = guestsFromCsvRows(
      [
        { name: 'Ada', qr_code: 'ASO-1' },
        { name: '', qr_code: 'ASO-2' },
        { name: 'Bola', email: 'not-an-email' },
        { name: 'Chi', qr_code: 'ASO-1' },
        { name: 'Dayo', qr_code: 'TAKEN' },
        { name: 'Efe', phone: 'ring the bell' },
      ],
      { random: counter(), existingCodes: ['TAKEN'] },
    );
    expect(result.guests).toEqual([]);
    expect(result.errors).toEqual([
      { line: 3, message: GUEST_NAME_REQUIRED },
      { line: 4, message: 'Enter a valid email address.' },
      { line: 5, message: GUEST_DUPLICATE_QR },
      { line: 6, message: GUEST_DUPLICATE_QR },
      { line: 7, message: CHECKOUT_PHONE_INVALID },
    ]);
  });

  it('a random source that keeps colliding is reported, not looped on forever', () => {
    const result = guestsFromCsvRows([{ name: 'Ada' }, { name: 'Bola' }], { random: () => 0 });
    expect(result.errors).toEqual([{ line: 3, message: GUEST_DUPLICATE_QR }]);
  });
});
