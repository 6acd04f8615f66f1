// setUserRole: the claim through Admin Auth and the profiles/{uid}.role mirror change together; only an admin may.
import { NOT_ALLOWED, ROLE_OWN_CHANGE, profileSchema } from '@aso/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { getAuth } from '../../lib/admin';
import { parseDoc } from '../../lib/converters';
import { makeStaffUser, makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db } from '../../../test/factories';
import { stackInfo } from '../../../test/stack';
import { handleSetUserRole } from '../set-user-role';
import type { SetUserRoleResult } from '@aso/domain/contract';

const readProfile = async (uid: string) => parseDoc(profileSchema, await db().doc(`profiles/${uid}`).get());
const claimsOf = async (uid: string) => (await getAuth().getUser(uid)).customClaims ?? {};

/** The role an ID token carries after signing in again (what rules will see). */
async function tokenRole(email: string, password: string): Promise<unknown> {
  const url = `${stackInfo().urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return payload.role;
}

async function withProfile(uid: string, email: string): Promise<void> {
  const at = new Date();
  await db()
    .doc(`profiles/${uid}`)
    .set({ name: 'Ada', phone: '0803', whatsappOptIn: false, email, createdAt: at, updatedAt: at });
}

describe('setUserRole', () => {
  it('an admin makes a customer staff, then admin, then a customer again: claim and profile mirror move together', async () => {
    const admin = await makeStaffUser('admin');
    const user = await makeUser('promote');
    await withProfile(user.uid, user.email);
    await getAuth().setCustomUserClaims(user.uid, { tier: 'gold' });

    const staff = await callOk<SetUserRoleResult>('setUserRole', { uid: user.uid, role: 'staff' }, admin.idToken);
    expect(staff).toEqual({ uid: user.uid, email: user.email, role: 'staff', previousRole: 'customer' });
    expect(await claimsOf(user.uid)).toEqual({ tier: 'gold', role: 'staff' });
    expect(await readProfile(user.uid)).toMatchObject({
      role: 'staff',
      name: 'Ada',
      phone: '0803',
      whatsappOptIn: false,
    });
    expect(await tokenRole(user.email, user.password)).toBe('staff');

    await callOk('setUserRole', { uid: user.uid, role: 'admin' }, admin.idToken);
    expect(await claimsOf(user.uid)).toEqual({ tier: 'gold', role: 'admin' });
    expect((await readProfile(user.uid))?.role).toBe('admin');

    const back = await callOk<SetUserRoleResult>('setUserRole', { uid: user.uid, role: 'customer' }, admin.idToken);
    expect(back.previousRole).toBe('admin');
    // A customer carries no role claim at all; other claims stay.
    expect(await claimsOf(user.uid)).toEqual({ tier: 'gold' });
    expect((await readProfile(user.uid))?.role).toBe('customer');
    expect(await tokenRole(user.email, user.password)).toBeUndefined();
  });

  it('creates the profile mirror when the account has none yet', async () => {
    const admin = await makeStaffUser('admin');
    const user = await makeUser('noprofile');
    await callOk('setUserRole', { uid: user.uid, role: 'staff' }, admin.idToken);
    expect(await readProfile(user.uid)).toMatchObject({
      role: 'staff',
      email: user.email,
      name: '',
      phone: '',
      whatsappOptIn: true,
    });
  });

  it('staff, customers and the signed out are refused, and nothing changes', async () => {
    const staff = await makeStaffUser('staff');
    const customer = await makeUser('cust');
    const target = await makeUser('target');
    await withProfile(target.uid, target.email);

    for (const token of [staff.idToken, customer.idToken]) {
      const refused = await call('setUserRole', { uid: target.uid, role: 'admin' }, token);
      expect(refused).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: NOT_ALLOWED });
    }
    // Staff cannot promote themselves either.
    expect(await call('setUserRole', { uid: staff.uid, role: 'admin' }, staff.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(await call('setUserRole', { uid: target.uid, role: 'admin' }, null)).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
    });
    expect(await claimsOf(target.uid)).toEqual({});
    expect((await readProfile(target.uid))?.role).toBe('customer');
    expect(await claimsOf(staff.uid)).toEqual({ role: 'staff' });
  });

  it('refuses malformed input with the field, an unknown account, and an admin changing their own role', async () => {
    const admin = await makeStaffUser('admin');
    const user = await makeUser('x');
    const bad = await call('setUserRole', { uid: user.uid, role: 'owner' }, admin.idToken);
    expect(bad).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(bad.ok || bad.details).toMatchObject({
      kind: 'invalid_data',
      fields: { role: expect.any(String) as unknown },
    });
    expect(await call('setUserRole', { role: 'staff' }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    expect(await call('setUserRole', { uid: user.uid, role: 'staff', extra: true }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    expect(await call('setUserRole', { uid: 'no-such-account', role: 'staff' }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
    expect(await call('setUserRole', { uid: admin.uid, role: 'customer' }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: ROLE_OWN_CHANGE,
    });
    expect(await claimsOf(admin.uid)).toEqual({ role: 'admin' });
    expect(await claimsOf(user.uid)).toEqual({});
  });

  it('puts the previous claims back when the profile mirror cannot be written', async () => {
    const user = await makeUser('mirror');
    await getAuth().setCustomUserClaims(user.uid, { role: 'staff' });
    // Firestore refusing every transaction (an outage), everything else real.
    const failing: Firestore = new Proxy(db(), {
      get: (target, key, receiver) =>
        key === 'runTransaction'
          ? () => Promise.reject(new Error('Firestore unavailable'))
          : (Reflect.get(target, key, receiver) as unknown),
    });
    await expect(
      handleSetUserRole(
        { db: failing, auth: getAuth(), clock: () => new Date() },
        { uid: 'admin-x', email: null, role: 'admin' },
        { uid: user.uid, role: 'admin' },
      ),
    ).rejects.toThrow('Firestore unavailable');
    expect(await claimsOf(user.uid)).toEqual({ role: 'staff' });
  });
});
