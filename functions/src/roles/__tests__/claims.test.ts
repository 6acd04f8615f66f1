// Who may claim what: a role change counts at once for staff callables (they read the account's role from Auth, not
// the token a browser still carries), the session stays signed in and its next token carries the new role; a
// disabled or revoked session is ended. The role screen learns the account's email from Auth, and the newsletter
// signup is rate-limited instead of a bare anonymous write.
import { NOT_ALLOWED, SESSION_ENDED, SIGNUPS_PER_ADDRESS, SUBSCRIBE_TOO_MANY } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { getAuth } from '../../lib/admin';
import { claimsOf, makeStaffUser, makeUser, refreshIdToken } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db, testId } from '../../../test/factories';
import { stackInfo } from '../../../test/stack';
import { makeMaterial, readMaterial } from '../../../test/factories';
import type { GetAccountResult } from '@aso/domain/contract';

describe('a role change takes effect at once, both ways (issue 30)', () => {
  it('demoted: staff callables refuse the old token at once, and the session carries on as a customer', async () => {
    const admin = await makeStaffUser('admin');
    const staff = await makeStaffUser('staff');
    const materialId = await makeMaterial({ onHand: 10 });
    await callOk('receiveMaterial', { materialId, qty: 1 }, staff.idToken);

    await callOk('setUserRole', { uid: staff.uid, role: 'customer' }, admin.idToken);
    // The browser has not refreshed its token yet: it still says staff, and is refused all the same.
    expect(claimsOf(staff.idToken).role).toBe('staff');
    const refused = await call('receiveMaterial', { materialId, qty: 5 }, staff.idToken);
    expect(refused).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: NOT_ALLOWED });
    expect((await readMaterial(materialId))?.onHand).toBe(11);

    // Not signed out: the session's next token is a customer's (what the rules then see).
    const fresh = await refreshIdToken(staff.refreshToken);
    expect(claimsOf(fresh).role).toBeUndefined();
    expect(await call('receiveMaterial', { materialId, qty: 5 }, fresh)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
  });

  it('promoted: staff callables take the old token at once, and the next token carries the role', async () => {
    const admin = await makeStaffUser('admin');
    const customer = await makeUser('promoted');
    const materialId = await makeMaterial({ onHand: 2 });
    expect(await call('receiveMaterial', { materialId, qty: 1 }, customer.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    await callOk('setUserRole', { uid: customer.uid, role: 'staff' }, admin.idToken);
    await callOk('receiveMaterial', { materialId, qty: 1 }, customer.idToken);
    expect((await readMaterial(materialId))?.onHand).toBe(3);
    expect(claimsOf(await refreshIdToken(customer.refreshToken)).role).toBe('staff');
  });

  it('an admin made staff loses the admin callables at once and keeps the staff ones', async () => {
    const admin = await makeStaffUser('admin');
    const other = await makeStaffUser('admin');
    const target = await makeUser('target');
    await callOk('setUserRole', { uid: other.uid, role: 'staff' }, admin.idToken);
    expect(await call('setUserRole', { uid: target.uid, role: 'staff' }, other.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    await callOk<GetAccountResult>('getAccount', { uid: target.uid }, other.idToken);
  });
});

describe('ended sessions', () => {
  it('a disabled staff account is refused at once', async () => {
    const staff = await makeStaffUser('staff');
    await getAuth().updateUser(staff.uid, { disabled: true });
    expect(await call('getAccount', { uid: staff.uid }, staff.idToken)).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
      message: SESSION_ENDED,
    });
  });

  it('a staff session whose refresh tokens were revoked is refused with its old token', async () => {
    const staff = await makeStaffUser('staff');
    // Auth keeps revocation in whole seconds (a token issued in the second of the revocation still passes), so the
    // old token must be at least a second older than the revocation, as a real session's is.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await getAuth().revokeRefreshTokens(staff.uid);
    expect(await call('getAccount', { uid: staff.uid }, staff.idToken)).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
      message: SESSION_ENDED,
    });
  });
});

describe('getAccount', () => {
  it("shows the account's sign-in email from Auth, whatever the profile claims", async () => {
    const admin = await makeStaffUser('admin');
    const attacker = await makeUser('attacker');
    const at = new Date();
    // Written with the Admin SDK: the rules no longer let an owner write someone else's email.
    await db()
      .doc(`profiles/${attacker.uid}`)
      .set({ name: 'Amaka', phone: '', whatsappOptIn: true, email: 'amaka@aso.demo', createdAt: at, updatedAt: at });
    const { account } = await callOk<GetAccountResult>('getAccount', { uid: attacker.uid }, admin.idToken);
    expect(account).toMatchObject({ uid: attacker.uid, email: attacker.email, role: 'customer', disabled: false });
    const customer = await makeUser('cust');
    expect(await call('getAccount', { uid: attacker.uid }, customer.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
  });

  it('answers null, not an error, for a customer record whose account Auth does not have', async () => {
    const admin = await makeStaffUser('admin');
    expect(await call('getAccount', { uid: 'no-such-account-uid' }, admin.idToken)).toMatchObject({
      ok: true,
      data: { account: null },
    });
  });
});

async function leadsFor(emails: readonly string[]): Promise<number> {
  const snapshot = await db().collection('leads').where('email', 'in', emails.slice(0, 30)).get();
  return snapshot.size;
}

/** subscribe from a given client address (the Functions emulator has no front end; the header stands in for it). */
async function subscribeFrom(
  address: string,
  email: string,
): Promise<{ status: number; body: { result?: unknown; error?: { status: string; message: string } } }> {
  const response = await fetch(`${stackInfo().urls.functions}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ data: { email, source: 'home' } }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

describe('newsletter signup', () => {
  it(`25 signups in one burst from one address: at most ${SIGNUPS_PER_ADDRESS} go in, the rest are told to wait`, async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const emails = Array.from({ length: 25 }, (_, i) => `${testId('fan')}-${i}@example.test`);
    // Five at a time: 25 at once would make the Functions emulator start 25 worker processes on a small machine.
    const answers: Awaited<ReturnType<typeof subscribeFrom>>[] = [];
    for (let i = 0; i < emails.length; i += 5)
      answers.push(...(await Promise.all(emails.slice(i, i + 5).map((email) => subscribeFrom(address, email)))));
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    // Concurrent signups may each see the others' increments, so a burst can get fewer than the allowance in,
    // never more.
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(SIGNUPS_PER_ADDRESS);
    for (const a of refused)
      expect(a.body.error).toEqual(
        expect.objectContaining({ status: 'RESOURCE_EXHAUSTED', message: SUBSCRIBE_TOO_MANY }),
      );
    expect(await leadsFor(emails)).toBe(accepted.length);
  }, 180_000);

  it('the same email counts once; another address has its own allowance; a bad email is invalid-argument', async () => {
    const email = `${testId('fan')}@example.test`;
    for (let i = 0; i < 3; i++)
      expect((await subscribeFrom('198.51.100.7', i === 1 ? email.toUpperCase() : email)).status).toBe(200);
    expect(await leadsFor([email, email.toUpperCase()])).toBe(1);
    expect((await subscribeFrom('198.51.100.8', `${testId('fan')}@example.test`)).status).toBe(200);
    const one = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUPS_PER_ADDRESS; i++)
      statuses.push((await subscribeFrom(one, `${testId('seq')}@example.test`)).status);
    expect(statuses).toEqual([...Array.from({ length: SIGNUPS_PER_ADDRESS }, () => 200), 429]);
    const bad = await subscribeFrom('198.51.100.9', 'not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.status).toBe('INVALID_ARGUMENT');
  });
});
