// Issue: the name given at registration never reached the CRM. Existing account holders get theirs from their
// profile through the admin's one-off backfill; names staff typed and walk-ins are left alone.
import { describe, expect, it } from 'vitest';
import { makeStaffUser } from '../../../test/auth';
import { callOk } from '../../../test/callables';
import { customerData, db, readCustomer, testId } from '../../../test/factories';

async function account(profileName: string, customerName: string): Promise<string> {
  const uid = testId('acct');
  const at = new Date();
  await db()
    .doc(`profiles/${uid}`)
    .set({
      name: profileName,
      phone: '',
      whatsappOptIn: true,
      email: `${uid}@example.test`,
      createdAt: at,
      updatedAt: at,
    });
  await db()
    .doc(`customers/${uid}`)
    .set(customerData({ userId: uid, email: `${uid}@example.test`, name: customerName, createdAt: at }));
  return uid;
}

describe('backfillCustomerNames', () => {
  it('copies the profile name into blank customer records only, and is safe to run twice', async () => {
    const admin = await makeStaffUser('admin');
    const blank = await account('Chiamaka Obi', '');
    const typed = await account('Old Name', 'Typed By Staff');
    const noName = await account('', '');
    const walkIn = testId('walkin');
    await db().doc(`customers/${walkIn}`).set(customerData());

    const first = await callOk<{ updated: number }>('backfillCustomerNames', {}, admin.idToken);
    expect(first.updated).toBeGreaterThanOrEqual(1);
    expect((await readCustomer(blank))?.name).toBe('Chiamaka Obi');
    expect((await readCustomer(typed))?.name).toBe('Typed By Staff');
    expect((await readCustomer(noName))?.name).toBe('');
    expect((await readCustomer(walkIn))?.name).toBe('');
    const again = await callOk<{ updated: number }>('backfillCustomerNames', {}, admin.idToken);
    expect(again.updated).toBe(0);
  });
});
