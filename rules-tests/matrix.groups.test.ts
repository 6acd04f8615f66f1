import { collection, doc, getDocs, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list, read, remove, update, write } from './by-path';
import { clientClock, expectDenied, startFirestoreMatrix, type FirestoreMatrix } from './setup';

// The attack matrix for aso-ebi groups and measurement profiles (docs/data-model.md#groups): customer A organises
// group g1; customer B joined it for themselves (agreeing to share measurements) and for a child (not agreeing);
// a third member (cust-c) joined alone. Staff read everything; nobody writes from the browser.

let m: FirestoreMatrix;
const at = new Date('2026-11-01T10:00:00Z');
const sizes = {
  unit: 'in',
  bust: 36,
  waist: 30,
  hips: 40,
  shoulder: null,
  sleeve: null,
  length: null,
  height: null,
  notes: null,
};
const member = (uid: string, name: string, shareWithOrganiser: boolean) => ({
  uid,
  name,
  forSelf: true,
  choice: null,
  size: null,
  measurementsGiven: true,
  shareWithOrganiser,
  paymentStatus: 'unpaid',
  amountPaid: 0,
  orderId: null,
  paidBy: null,
  joinedAt: at,
  updatedAt: at,
});
const details = (email: string) => ({ email, measurements: sizes, profileName: 'Me' });
const profile = (name = 'Mum') => ({
  name,
  measurements: sizes,
  takenOn: '2026-11-01',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

beforeAll(async () => {
  m = await startFirestoreMatrix('demo-matrix-groups');
  await m.asOwner(async (o) => {
    await write(o, 'groups/g1', {
      title: 'Tolu & Femi’s wedding',
      organiserUid: 'cust-a',
      productId: 'p1',
      status: 'open',
      payMode: 'self',
      eventDate: '2026-12-19',
      joinDeadline: '2026-12-01',
    });
    await write(o, 'groups/g1/members/cust-b', member('cust-b', 'Bayo', true));
    await write(o, 'groups/g1/members/child-1', member('cust-b', 'Tolu (9)', false));
    await write(o, 'groups/g1/members/cust-c', member('cust-c', 'Chidi', false));
    for (const id of ['cust-b', 'child-1', 'cust-c'])
      await write(o, `groups/g1/members/${id}/private/details`, details(`${id}@example.com`));
    await write(o, 'customers/cust-a/measurementProfiles/me', { ...profile('Me'), createdAt: at, updatedAt: at });
  });
});
afterAll(async () => m.stop());

describe('groups/{id}: the public part', () => {
  it('anyone reads a group from its share link, even signed out', async () => {
    for (const db of [m.as.signedOut, m.as.customerB, m.as.staff])
      expect((await read(db, 'groups/g1')).get('title')).toBe('Tolu & Femi’s wedding');
  });
  it('only staff list every group; an organiser lists their own', async () => {
    await expectDenied(list(m.as.customerB, 'groups'));
    await expectDenied(list(m.as.signedOut, 'groups'));
    expect((await list(m.as.staff, 'groups')).size).toBe(1);
    const mine = query(collection(m.as.customerA, 'groups'), where('organiserUid', '==', 'cust-a'));
    expect((await getDocs(mine)).size).toBe(1);
  });
  it('nobody writes a group from the browser, not even its organiser or staff', async () => {
    await expectDenied(update(m.as.customerA, 'groups/g1', { status: 'closed' }));
    await expectDenied(update(m.as.admin, 'groups/g1', { status: 'closed' }));
    await expectDenied(write(m.as.customerB, 'groups/g2', { title: 'Mine', organiserUid: 'cust-b' }));
    await expectDenied(remove(m.as.staff, 'groups/g1'));
    expect((await m.stored('groups/g1')).get('status')).toBe('open');
  });
});

describe('groups/{id}/members: the list and payment state', () => {
  it('the organiser and staff read the whole list', async () => {
    expect((await list(m.as.customerA, 'groups/g1/members')).size).toBe(3);
    expect((await list(m.as.staff, 'groups/g1/members')).size).toBe(3);
  });
  it('a member reads only the memberships they made, never the list', async () => {
    await expectDenied(list(m.as.customerB, 'groups/g1/members'));
    const own = query(collection(m.as.customerB, 'groups/g1/members'), where('uid', '==', 'cust-b'));
    expect((await getDocs(own)).docs.map((d) => d.id).sort()).toEqual(['child-1', 'cust-b']);
    expect((await read(m.as.customerB, 'groups/g1/members/cust-b')).get('name')).toBe('Bayo');
    await expectDenied(read(m.as.customerB, 'groups/g1/members/cust-c'));
  });
  it('signed out reads no member; nobody writes one from the browser (payment state is settlement’s)', async () => {
    await expectDenied(read(m.as.signedOut, 'groups/g1/members/cust-b'));
    await expectDenied(update(m.as.customerB, 'groups/g1/members/cust-b', { paymentStatus: 'paid' }));
    await expectDenied(update(m.as.customerA, 'groups/g1/members/cust-b', { paymentStatus: 'paid' }));
    await expectDenied(write(m.as.customerB, 'groups/g1/members/cust-x', member('cust-b', 'X', false)));
    expect((await m.stored('groups/g1/members/cust-b')).get('paymentStatus')).toBe('unpaid');
  });
});

describe('groups/{id}/members/{id}/private: measurements', () => {
  it('the member who joined them reads them, for themselves and for the child they joined', async () => {
    expect((await read(m.as.customerB, 'groups/g1/members/cust-b/private/details')).get('profileName')).toBe('Me');
    expect((await read(m.as.customerB, 'groups/g1/members/child-1/private/details')).exists()).toBe(true);
    await expectDenied(read(m.as.customerB, 'groups/g1/members/cust-c/private/details'));
  });
  it('the organiser reads them only where the member agreed at joining', async () => {
    expect((await read(m.as.customerA, 'groups/g1/members/cust-b/private/details')).get('measurements')).toMatchObject({
      bust: 36,
    });
    await expectDenied(read(m.as.customerA, 'groups/g1/members/child-1/private/details'));
    await expectDenied(read(m.as.customerA, 'groups/g1/members/cust-c/private/details'));
  });
  it('staff and admin read every member’s; signed out reads none; nobody writes', async () => {
    for (const id of ['cust-b', 'child-1', 'cust-c']) {
      expect((await read(m.as.staff, `groups/g1/members/${id}/private/details`)).exists()).toBe(true);
      expect((await read(m.as.admin, `groups/g1/members/${id}/private/details`)).exists()).toBe(true);
    }
    await expectDenied(read(m.as.signedOut, 'groups/g1/members/cust-b/private/details'));
    await expectDenied(write(m.as.customerB, 'groups/g1/members/cust-b/private/details', details('x@y.z')));
  });
});

describe('customers/{uid}/measurementProfiles', () => {
  it('the owner creates, edits and deletes their named sets', async () => {
    await write(m.as.customerB, 'customers/cust-b/measurementProfiles/mum', profile('Mum'));
    const created = await read(m.as.customerB, 'customers/cust-b/measurementProfiles/mum');
    expect(created.get('name')).toBe('Mum');
    await update(m.as.customerB, 'customers/cust-b/measurementProfiles/mum', {
      name: 'Mummy',
      updatedAt: serverTimestamp(),
    });
    expect((await m.stored('customers/cust-b/measurementProfiles/mum')).get('name')).toBe('Mummy');
    await remove(m.as.customerB, 'customers/cust-b/measurementProfiles/mum');
    expect((await m.stored('customers/cust-b/measurementProfiles/mum')).exists()).toBe(false);
  });
  it('another customer and signed out neither read nor write them; staff read, never write', async () => {
    await expectDenied(read(m.as.customerB, 'customers/cust-a/measurementProfiles/me'));
    await expectDenied(list(m.as.customerB, 'customers/cust-a/measurementProfiles'));
    await expectDenied(read(m.as.signedOut, 'customers/cust-a/measurementProfiles/me'));
    await expectDenied(write(m.as.customerB, 'customers/cust-a/measurementProfiles/x', profile()));
    await expectDenied(remove(m.as.customerB, 'customers/cust-a/measurementProfiles/me'));
    expect((await list(m.as.staff, 'customers/cust-a/measurementProfiles')).size).toBe(1);
    await expectDenied(write(m.as.staff, 'customers/cust-a/measurementProfiles/x', profile()));
    await expectDenied(write(m.as.admin, 'customers/cust-a/measurementProfiles/x', profile()));
  });
  it('the owner cannot write a broken set: blank name, unknown unit, extra fields, a client time', async () => {
    const ref = doc(m.as.customerA, 'customers/cust-a/measurementProfiles/bad');
    await expectDenied(setDoc(ref, profile(' ')));
    await expectDenied(setDoc(ref, { ...profile(), measurements: { ...sizes, unit: 'yards' } }));
    await expectDenied(setDoc(ref, { ...profile(), measurements: { ...sizes, bust: 'big' } }));
    await expectDenied(setDoc(ref, { ...profile(), paid: true }));
    await expectDenied(setDoc(ref, { ...profile(), takenOn: 'yesterday' }));
    await expectDenied(setDoc(ref, { ...profile(), createdAt: clientClock() }));
    expect((await m.stored('customers/cust-a/measurementProfiles/bad')).exists()).toBe(false);
  });
  it("each measurement stays within the domain's range for its unit (the checkout's schema reads every stored set)", async () => {
    const ref = doc(m.as.customerA, 'customers/cust-a/measurementProfiles/ranges');
    const measured = (change: Record<string, unknown>) => ({ ...profile(), measurements: { ...sizes, ...change } });
    await expectDenied(setDoc(ref, measured({ bust: 5 })));
    await expectDenied(setDoc(ref, measured({ height: 91 })));
    // 36/30/40 read as centimetres are below a bust's, waist's and hips' range in centimetres.
    await expectDenied(setDoc(ref, measured({ unit: 'cm' })));
    expect((await m.stored('customers/cust-a/measurementProfiles/ranges')).exists()).toBe(false);
    // The ends of the ranges in centimetres (inches × 2.54, rounded outward) are taken.
    await setDoc(ref, measured({ unit: 'cm', bust: 60, waist: 45, hips: 191, height: 229 }));
    expect((await m.stored('customers/cust-a/measurementProfiles/ranges')).get('measurements.hips')).toBe(191);
  });
});
