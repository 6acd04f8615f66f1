// checkInGuest: one transaction per scan; the scan log every scanner reads; twenty scans of one code, one check-in.
import { ALREADY_CHECKED_IN, CHECK_IN_SUCCESS, GUEST_NOT_FOUND } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { makeStaffUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';

import { guestsOf, makeEventWithGuests, scansOf } from '../../../test/factories';
import type { CheckInResult } from '@aso/domain/contract';

describe('checkInGuest', () => {
  it('checks a guest in by code, then answers Already checked in, and Guest not found for an unknown code — logging each scan', async () => {
    const staff = await makeStaffUser('staff');
    const { eventId, guestIds } = await makeEventWithGuests([
      { name: 'Adaobi Okafor', qrCode: 'ASO-T-0001' },
      { name: 'Chinedu Eze', qrCode: 'ASO-T-0002' },
    ]);

    const before = Date.now();
    const first = await callOk<CheckInResult>('checkInGuest', { eventId, code: '  ASO-T-0001 ' }, staff.idToken);
    expect(first).toMatchObject({
      outcome: 'checked_in',
      message: CHECK_IN_SUCCESS,
      guestId: guestIds[0],
      guestName: 'Adaobi Okafor',
    });
    const at = new Date(first.checkedInAt!).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 5_000);

    const again = await callOk<CheckInResult>('checkInGuest', { eventId, code: 'ASO-T-0001' }, staff.idToken);
    expect(again).toMatchObject({
      outcome: 'duplicate',
      message: ALREADY_CHECKED_IN,
      guestId: guestIds[0],
      checkedInAt: first.checkedInAt,
    });
    // Typed at the door in lower case: the same guest.
    const typed = await callOk<CheckInResult>('checkInGuest', { eventId, code: 'aso-t-0002' }, staff.idToken);
    expect(typed).toMatchObject({ outcome: 'checked_in', guestId: guestIds[1], guestName: 'Chinedu Eze' });
    const unknown = await callOk<CheckInResult>('checkInGuest', { eventId, code: 'ASO-T-9999' }, staff.idToken);
    expect(unknown).toEqual({
      outcome: 'not_found',
      message: GUEST_NOT_FOUND,
      guestId: null,
      guestName: null,
      checkedInAt: null,
    });

    const guests = await guestsOf(eventId);
    expect(guests.find((g) => g.id === guestIds[0])).toMatchObject({ checkedIn: true, checkedInAt: new Date(at) });
    expect(guests.find((g) => g.id === guestIds[1])).toMatchObject({ checkedIn: true });
    const scans = await scansOf(eventId);
    expect(scans.map((s) => [s.code, s.outcome, s.guestName, s.authorId])).toEqual([
      ['ASO-T-0001', 'checked_in', 'Adaobi Okafor', staff.uid],
      ['ASO-T-0001', 'duplicate', 'Adaobi Okafor', staff.uid],
      ['ASO-T-0002', 'checked_in', 'Chinedu Eze', staff.uid],
      ['ASO-T-9999', 'not_found', null, staff.uid],
    ]);
  });

  it("matches only the chosen event's guests", async () => {
    const staff = await makeStaffUser('staff');
    const other = await makeEventWithGuests([{ name: 'Elsewhere', qrCode: 'ASO-T-SHARED' }]);
    const { eventId } = await makeEventWithGuests([{ name: 'Here', qrCode: 'ASO-T-HERE' }]);
    expect(await callOk<CheckInResult>('checkInGuest', { eventId, code: 'ASO-T-SHARED' }, staff.idToken)).toMatchObject(
      { outcome: 'not_found' },
    );
    expect((await guestsOf(other.eventId))[0]?.checkedIn).toBe(false);
  });

  it('two scanners, twenty simultaneous scans of one code: exactly one check-in, nineteen duplicates, twenty log lines', async () => {
    const scanners = await Promise.all([makeStaffUser('staff'), makeStaffUser('admin')]);
    const { eventId, guestIds } = await makeEventWithGuests([{ name: 'Folake Adeyemi', qrCode: 'ASO-T-RACE' }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<CheckInResult>('checkInGuest', { eventId, code: 'ASO-T-RACE' }, scanners[i % 2]!.idToken),
      ),
    );
    const answers = results.map((r) => (r.ok ? r.data.outcome : `${r.status} ${r.message}`));
    expect(answers.filter((a) => a === 'checked_in')).toHaveLength(1);
    expect(answers.filter((a) => a === 'duplicate')).toHaveLength(19);

    const [guest] = await guestsOf(eventId);
    expect(guest).toMatchObject({ id: guestIds[0], checkedIn: true });
    const winner = results.find((r) => r.ok && r.data.outcome === 'checked_in');
    expect(winner?.ok && new Date(winner.data.checkedInAt!)).toEqual(guest?.checkedInAt);
    const scans = await scansOf(eventId);
    expect(scans).toHaveLength(20);
    expect(scans.filter((s) => s.outcome === 'checked_in')).toHaveLength(1);
    expect(new Set(scans.map((s) => s.authorId))).toEqual(new Set(scanners.map((s) => s.uid)));
  });

  it('refuses malformed input and unknown events, logging nothing (who may scan: who-may-call.test.ts)', async () => {
    const staff = await makeStaffUser('staff');
    const { eventId } = await makeEventWithGuests([{ name: 'Gbenga Salako', qrCode: 'ASO-T-0007' }]);
    for (const bad of [
      { eventId, code: '   ' },
      { eventId },
      { code: 'ASO-T-0007' },
      { eventId, code: 'ASO-T-0007', guestId: 'g1' },
      { eventId, code: 42 },
    ]) {
      expect(await call('checkInGuest', bad, staff.idToken), JSON.stringify(bad)).toMatchObject({
        ok: false,
        status: 'INVALID_ARGUMENT',
      });
    }
    expect(await call('checkInGuest', { eventId: 'no-such-event', code: 'ASO-T-0007' }, staff.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
    expect((await guestsOf(eventId))[0]?.checkedIn).toBe(false);
    expect(await scansOf(eventId)).toEqual([]);
  });
});
