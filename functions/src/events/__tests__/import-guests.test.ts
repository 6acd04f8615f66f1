// importGuests: a guest list written all or nothing, with codes unique within the list and the event.
import { CHECKOUT_PHONE_INVALID, GUEST_DUPLICATE_QR, GUEST_NAME_REQUIRED } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { makeStaffUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';

import { guestsOf, makeEventWithGuests } from '../../../test/factories';
import type { ImportGuestsResult } from '@aso/domain/contract';

const guest = (name: string, qrCode: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: '',
  phone: '',
  qrCode,
  ...extra,
});

describe('importGuests', () => {
  it('writes every guest of the list, not checked in', async () => {
    const staff = await makeStaffUser('staff');
    const { eventId } = await makeEventWithGuests([{ name: 'Already Here', qrCode: 'ASO-I-0001' }]);
    const result = await callOk<ImportGuestsResult>(
      'importGuests',
      {
        eventId,
        guests: [
          // A number as a guest list has it, kept in the shop's one form.
          guest('Hauwa Ibrahim', 'ASO-I-0002', { email: 'hauwa@example.ng', phone: '0803 000 0001' }),
          guest(' Ikenna Nwachukwu ', 'ASO-I-0003'),
        ],
      },
      staff.idToken,
    );
    expect(result).toEqual({ eventId, imported: 2 });
    const guests = (await guestsOf(eventId)).sort((a, b) => a.qrCode.localeCompare(b.qrCode));
    expect(
      guests.map(({ name, email, phone, qrCode, checkedIn, checkedInAt }) => ({
        name,
        email,
        phone,
        qrCode,
        checkedIn,
        checkedInAt,
      })),
    ).toEqual([
      { name: 'Already Here', email: '', phone: '', qrCode: 'ASO-I-0001', checkedIn: false, checkedInAt: null },
      {
        name: 'Hauwa Ibrahim',
        email: 'hauwa@example.ng',
        phone: '+2348030000001',
        qrCode: 'ASO-I-0002',
        checkedIn: false,
        checkedInAt: null,
      },
      { name: 'Ikenna Nwachukwu', email: '', phone: '', qrCode: 'ASO-I-0003', checkedIn: false, checkedInAt: null },
    ]);
  });

  it('imports nothing when any row is bad: a code already on the event, a code twice in the list, no name, a bad email or phone', async () => {
    const staff = await makeStaffUser('staff');
    const { eventId } = await makeEventWithGuests([{ name: 'Already Here', qrCode: 'ASO-I-0100' }]);
    const cases: [unknown[], string, string][] = [
      [[guest('Jumoke', 'ASO-I-0101'), guest('Kunle', 'ASO-I-0100')], 'guests.1.qrCode', GUEST_DUPLICATE_QR],
      [[guest('Jumoke', 'ASO-I-0101'), guest('Kunle', 'ASO-I-0101')], 'guests.1.qrCode', GUEST_DUPLICATE_QR],
      [[guest('Jumoke', 'ASO-I-0101'), guest('  ', 'ASO-I-0102')], 'guests.1.name', GUEST_NAME_REQUIRED],
      [[guest('Jumoke', 'ASO-I-0101', { email: 'not-an-email' })], 'guests.0.email', 'Enter a valid email address.'],
      [[guest('Jumoke', 'ASO-I-0101', { phone: 'ring twice' })], 'guests.0.phone', CHECKOUT_PHONE_INVALID],
    ];
    for (const [guests, field, message] of cases) {
      const refused = await call('importGuests', { eventId, guests }, staff.idToken);
      expect(refused, field).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
      expect(refused.ok || refused.details, field).toMatchObject({
        kind: 'invalid_data',
        fields: { [field]: message },
      });
    }
    expect((await guestsOf(eventId)).map((g) => g.qrCode)).toEqual(['ASO-I-0100']);
  });

  it('refuses an empty list and an unknown event (who may import: who-may-call.test.ts)', async () => {
    const staff = await makeStaffUser('admin');
    const { eventId } = await makeEventWithGuests([]);
    const list = { eventId, guests: [guest('Lami Danjuma', 'ASO-I-0200')] };
    expect(await call('importGuests', { eventId, guests: [] }, staff.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    expect(await call('importGuests', { ...list, eventId: 'no-such-event' }, staff.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
    expect(await guestsOf(eventId)).toEqual([]);
  });
});
