import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, list, read, remove, update, write } from './by-path';
import { guest, seed, shopEvent } from './fixtures';
import { NON_STAFF, seededMatrix, expectDenied, type FirestoreMatrix } from './setup';

// The attack matrix for pop-up events and their guest lists: staff keep them; check-in is the function's.

let m: FirestoreMatrix;
beforeAll(async () => (m = await seededMatrix('demo-matrix-events', seed)));
afterAll(async () => m.stop());

describe('events/{id} and guests', () => {
  it('customers cannot read events or guests', async () => {
    for (const actor of NON_STAFF) {
      await expectDenied(read(m.as[actor], 'events/ev1'));
      await expectDenied(list(m.as[actor], 'events'));
      await expectDenied(list(m.as[actor], 'events/ev1/guests'));
      await expectDenied(write(m.as[actor], 'events/ev2', shopEvent()));
    }
  });
  it('staff create, edit and delete events', async () => {
    await write(m.as.staff, 'events/ev2', shopEvent());
    await update(m.as.staff, 'events/ev2', { active: true });
    expect((await m.stored('events/ev2')).get('active')).toBe(true);
    for (const over of [{ name: '' }, { date: '2025-03-01' }, { active: 1 }, { sales: 0 }]) {
      await expectDenied(write(m.as.staff, 'events/ev3', shopEvent(over)));
    }
    await remove(m.as.staff, 'events/ev2');
  });
  it('staff import guests (not yet checked in) and delete them; check-in is the function’s', async () => {
    const ref = await add(m.as.staff, 'events/ev1/guests', guest());
    expect((await read(m.as.staff, ref.path)).data()).toMatchObject({ qrCode: 'QR-NEW', checkedIn: false });
    await expectDenied(add(m.as.staff, 'events/ev1/guests', guest({ checkedIn: true })));
    await expectDenied(add(m.as.staff, 'events/ev1/guests', guest({ qrCode: '' })));
    await expectDenied(add(m.as.staff, 'events/ev1/guests', guest({ email: 'nope' })));
    // A guest's number is kept in the shop's one form, like every other phone.
    await expectDenied(add(m.as.staff, 'events/ev1/guests', guest({ phone: '0803 123 4567' })));
    await expectDenied(update(m.as.staff, 'events/ev1/guests/g1', { checkedIn: true, checkedInAt: serverTimestamp() }));
    await remove(m.as.staff, ref.path);
    await expectDenied(add(m.as.customerA, 'events/ev1/guests', guest()));
  });
});
