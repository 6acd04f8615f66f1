// Measurement profiles: the single saved set on customers/{uid}.measurements becomes the customer's first profile
// ("Me") through the admin's one-off migration; a second run, or a profile already there, changes nothing.
import { describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { customerData, db, measurements, testId } from '../../../test/factories';

async function customer(withMeasurements: boolean): Promise<string> {
  const uid = testId('cust');
  await db()
    .doc(`customers/${uid}`)
    .set(
      customerData({
        userId: uid,
        email: `${uid}@example.test`,
        name: 'Funke',
        measurements: withMeasurements ? measurements({ bust: 41 }) : null,
        createdAt: new Date('2026-03-02T10:00:00Z'),
      }),
    );
  return uid;
}

const profile = async (uid: string) => (await db().doc(`customers/${uid}/measurementProfiles/me`).get()).data();

describe('migrateMeasurementProfiles', () => {
  it('turns the saved set into the first profile once, and only for admins', async () => {
    const admin = await makeStaffUser('admin');
    const buyer = await makeUser();
    const saved = await customer(true);
    const none = await customer(false);

    expect(await call('migrateMeasurementProfiles', {}, buyer.idToken)).toMatchObject({ ok: false });
    expect(await profile(saved)).toBeUndefined();

    const first = await callOk<{ migrated: number; skipped: number }>('migrateMeasurementProfiles', {}, admin.idToken);
    expect(first.migrated).toBeGreaterThanOrEqual(1);
    expect(await profile(saved)).toMatchObject({ name: 'Me', takenOn: '2026-03-02', measurements: { bust: 41 } });
    expect(await profile(none)).toBeUndefined();

    const second = await callOk<{ migrated: number; skipped: number }>('migrateMeasurementProfiles', {}, admin.idToken);
    expect(second.migrated).toBe(0);
    expect(second.skipped).toBeGreaterThanOrEqual(first.migrated);
  });
});
