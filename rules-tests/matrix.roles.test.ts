import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, list, read, remove, update, write } from './by-path';
import { guest, note, preorderWindow, product, seed, shopEvent, walkInCustomer } from './fixtures';
import { seededMatrix, expectDenied, ts, type FirestoreMatrix } from './setup';

// A role is what the shop gives the person now (docs/architecture.md#security): the token's claim and setUserRole's
// mirror in profiles/{uid}.role must agree. A member of staff demoted a minute ago still holds a token that says
// staff for up to an hour; from the moment of the demotion it opens nothing a customer's would not.

let m: FirestoreMatrix;
/** Demoted: the token still says staff, the shop says customer. */
let demoted: Firestore;
/** An admin made staff: the token still says admin. */
let exAdmin: Firestore;
/** Promoted a moment ago: the shop says staff, the token does not carry the claim yet. */
let promoted: Firestore;

const mirror = (uid: string, role: string) => ({
  name: uid,
  phone: '',
  whatsappOptIn: false,
  email: `${uid}@aso.test`,
  role,
  createdAt: ts('2025-01-02T09:00:00Z'),
  updatedAt: ts('2025-01-02T09:00:00Z'),
});

beforeAll(async () => {
  m = await seededMatrix('demo-matrix-roles', seed);
  await m.asOwner(async (db) => {
    await setDoc(doc(db, 'profiles/staff-gone'), mirror('staff-gone', 'customer'));
    await setDoc(doc(db, 'profiles/admin-now-staff'), mirror('admin-now-staff', 'staff'));
    await setDoc(doc(db, 'profiles/cust-promoted'), mirror('cust-promoted', 'staff'));
  });
  demoted = m.asToken('staff-gone', { email: 'staff-gone@aso.test', role: 'staff' });
  exAdmin = m.asToken('admin-now-staff', { email: 'admin-now-staff@aso.test', role: 'admin' });
  promoted = m.asToken('cust-promoted', { email: 'cust-promoted@aso.test' });
});
afterAll(async () => m.stop());

/** Every write the rules allow staff, as the back office makes it. */
const staffWrites = (db: Firestore): [string, () => Promise<unknown>][] => [
  ['product: create', () => write(db, 'products/p-new', product())],
  ['product: switch off', () => update(db, 'products/p-active', { active: false, updatedAt: serverTimestamp() })],
  [
    'product: edit',
    () => write(db, 'products/p-active', product({ name: 'Renamed', createdAt: ts('2025-01-01T00:00:00Z') })),
  ],
  ['product: edit price', () => update(db, 'products/p-active', { price: 1, updatedAt: serverTimestamp() })],
  ['customer: walk-in', () => write(db, 'customers/walk-in-1', walkInCustomer())],
  ['customer: edit', () => update(db, 'customers/cust-a', { city: 'Ibadan', updatedAt: serverTimestamp() })],
  ['customer: tags', () => update(db, 'customers/cust-a', { tags: ['vip'], updatedAt: serverTimestamp() })],
  ['customer: note', () => add(db, 'customers/cust-a/notes', note('staff-gone'))],
  ['pre-order window: create', () => write(db, 'preorderWindows/w-new', preorderWindow())],
  ['pre-order window: switch', () => write(db, 'preorderWindows/w1', preorderWindow({ active: false }))],
  ['pre-order window: delete', () => remove(db, 'preorderWindows/w1')],
  ['event: create', () => write(db, 'events/ev-new', shopEvent())],
  ['event: edit', () => write(db, 'events/ev1', shopEvent({ name: 'Renamed' }))],
  ['event: delete', () => remove(db, 'events/ev1')],
  ['guest: import', () => write(db, 'events/ev1/guests/g-new', guest({ qrCode: 'QR-NEW' }))],
  ['guest: delete', () => remove(db, 'events/ev1/guests/g1')],
];

describe('a demoted member of staff', () => {
  it('writes nothing staff could, with the token they held as staff', async () => {
    for (const [what, attempt] of staffWrites(demoted)) {
      await expectDenied(attempt()).catch((error: unknown) => {
        throw new Error(`${what}: ${String(error)}`);
      });
    }
    expect((await m.stored('products/p-active')).get('active')).toBe(true);
    expect((await m.stored('products/p-new')).exists()).toBe(false);
    expect((await m.stored('customers/cust-a')).get('city')).not.toBe('Ibadan');
    expect((await m.stored('preorderWindows/w1')).get('active')).toBe(true);
    expect((await m.stored('events/ev1')).exists()).toBe(true);
    expect((await m.stored('events/ev1/guests/g1')).exists()).toBe(true);
  });
  it("reads nothing of the back office either: customers' records, orders, money, stock", async () => {
    for (const path of [
      'customers/cust-a',
      'orders/order-a',
      'payments/ref-cust-a',
      'stock/p-active',
      'stats/2025-01-10',
    ])
      await expectDenied(read(demoted, path));
    for (const path of ['customers', 'orders', 'profiles', 'purchaseOrders', 'events'])
      await expectDenied(list(demoted, path));
  });
  it('still reads what any customer may: active products and the settings', async () => {
    expect((await read(demoted, 'products/p-active')).get('name')).toBeDefined();
    expect((await read(demoted, 'settings/global')).get('version')).toBe(1);
  });
});

describe('an admin made staff', () => {
  it("keeps staff's rights and loses the admin's at once", async () => {
    await expectDenied(read(exAdmin, 'refunds/ref-cust-a'));
    expect((await read(exAdmin, 'customers/cust-a')).get('name')).toBe('Ada');
  });
});

describe('a customer promoted a moment ago', () => {
  it('gets staff rights once the token carries the claim, not before', async () => {
    await expectDenied(read(promoted, 'customers/cust-a'));
    await expectDenied(update(promoted, 'products/p-active', { active: false, updatedAt: serverTimestamp() }));
    const refreshed = m.asToken('cust-promoted', { email: 'cust-promoted@aso.test', role: 'staff' });
    expect((await read(refreshed, 'customers/cust-a')).exists()).toBe(true);
  });
});
