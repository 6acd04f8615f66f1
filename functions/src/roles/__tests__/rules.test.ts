// Firestore and Storage rules of the back office, through the browser SDKs (firebase/firestore/lite,
// firebase/storage) with real Auth-emulator sign-ins against the test stack: staff cannot write settings or roles,
// customers cannot read any of the back office, and check-in state is the functions' alone.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { callOk } from '../../../test/callables';
import { makeProduct, patchSettings, readProduct } from '../../../test/factories';
import { stackInfo } from '../../../test/stack';
import { makeCustomer, makeEventWithGuests } from '../../../test/factories';

interface Client {
  readonly db: Firestore;
  readonly storage: FirebaseStorage;
  readonly auth: Auth;
}

const apps: FirebaseApp[] = [];
let n = 0;

async function clientFor(user: TestUser | null): Promise<Client> {
  const info = stackInfo();
  const app = initializeApp(
    { projectId: info.projectId, apiKey: 'demo-api-key', storageBucket: info.bucket },
    `rules-${++n}`,
  );
  apps.push(app);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, info.urls.auth, { disableWarnings: true });
  if (user) await signInWithEmailAndPassword(auth, user.email, user.password);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', info.ports.firestore);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', info.ports.storage);
  return { db, storage, auth };
}

async function denied(operation: Promise<unknown>): Promise<string> {
  try {
    await operation;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'allowed';
}

const DENIED = ['permission-denied', 'storage/unauthorized'];

let as: { signedOut: Client; customer: Client; staff: Client; admin: Client };
let customerUser: TestUser;
let staffUser: TestUser;
let adminUser: TestUser;
let eventId: string;
let customerId: string;
let restoreSettings: () => Promise<void>;

beforeAll(async () => {
  setLogLevel('silent');
  [customerUser, staffUser, adminUser] = await Promise.all([
    makeUser('rules'),
    makeStaffUser('staff'),
    makeStaffUser('admin'),
  ]);
  as = {
    signedOut: await clientFor(null),
    customer: await clientFor(customerUser),
    staff: await clientFor(staffUser),
    admin: await clientFor(adminUser),
  };
  eventId = (await makeEventWithGuests([{ name: 'Guest One', qrCode: 'ASO-R-0001' }])).eventId;
  customerId = (await makeCustomer({ name: 'Rules Customer' })).id;
  // The admin's allowed write below replaces settings/global; put the stack's own back afterwards.
  restoreSettings = await patchSettings({});
});
afterAll(async () => {
  await restoreSettings();
  await Promise.all(apps.map((a) => deleteApp(a)));
});

/** An event document as the back office writes it, dated yesterday. */
const pastEvent = (name: string, venue: string) => ({
  name,
  venue,
  date: new Date(Date.now() - 86_400_000),
  active: false,
  description: '',
});

describe('back-office rules', () => {
  it('customers and the signed out cannot read customers, notes, events, guests, scans, referral stats, stats or purchase orders', async () => {
    const paths = [
      'customers',
      `customers/${customerId}/notes`,
      'events',
      `events/${eventId}/guests`,
      `events/${eventId}/scans`,
      'referralStats',
      'stats',
      'purchaseOrders',
      'referralCodes',
      'profiles',
    ];
    for (const actor of ['signedOut', 'customer'] as const) {
      for (const path of paths)
        expect(await denied(getDocs(query(collection(as[actor].db, path), limit(5)))), `${actor} lists ${path}`).toBe(
          'permission-denied',
        );
      expect(await denied(getDoc(doc(as[actor].db, `customers/${customerId}`))), actor).toBe('permission-denied');
      expect(await denied(getDoc(doc(as[actor].db, `events/${eventId}`))), actor).toBe('permission-denied');
    }
    // Staff read all of it except the referral-code index (functions only).
    for (const path of paths.filter((p) => p !== 'referralCodes')) {
      expect(await denied(getDocs(query(collection(as.staff.db, path), limit(5)))), `staff lists ${path}`).toBe(
        'allowed',
      );
    }
    expect(await denied(getDocs(query(collection(as.admin.db, 'referralCodes'), limit(1))))).toBe('permission-denied');
  });

  it('nobody writes a role from the browser — not staff, not an admin, not the owner', async () => {
    const at = serverTimestamp();
    await setDoc(doc(as.customer.db, `profiles/${customerUser.uid}`), {
      name: 'R',
      phone: '',
      whatsappOptIn: true,
      email: customerUser.email,
      createdAt: at,
      updatedAt: at,
    });
    for (const actor of ['customer', 'staff', 'admin'] as const) {
      expect(
        await denied(
          updateDoc(doc(as[actor].db, `profiles/${customerUser.uid}`), { role: 'admin', updatedAt: serverTimestamp() }),
        ),
        actor,
      ).toBe('permission-denied');
    }
    expect(
      await denied(
        updateDoc(doc(as.staff.db, `profiles/${staffUser.uid}`), { role: 'admin', updatedAt: serverTimestamp() }),
      ),
    ).toBe('permission-denied');
    expect((await getDoc(doc(as.admin.db, `profiles/${customerUser.uid}`))).get('role')).toBeUndefined();
  });

  it('check-in state, scans, referral codes and stats are written only by functions', async () => {
    for (const actor of ['staff', 'admin'] as const) {
      const { db } = as[actor];
      expect(
        await denied(
          updateDoc(doc(db, `events/${eventId}/guests/g1`), { checkedIn: true, checkedInAt: serverTimestamp() }),
        ),
        actor,
      ).toBe('permission-denied');
      expect(
        await denied(setDoc(doc(db, `events/${eventId}/scans/forged`), { code: 'x', outcome: 'checked_in' })),
        actor,
      ).toBe('permission-denied');
      expect(await denied(setDoc(doc(db, 'referralCodes/FORGED-1'), { customerId })), actor).toBe('permission-denied');
      expect(await denied(setDoc(doc(db, 'referralStats/FORGED-1'), { customerId, referredCount: 1 })), actor).toBe(
        'permission-denied',
      );
      expect(
        await denied(
          updateDoc(doc(db, `customers/${customerId}`), { referralCode: 'FORGED-1', updatedAt: serverTimestamp() }),
        ),
        actor,
      ).toBe('permission-denied');
      expect(
        await denied(
          updateDoc(doc(db, `customers/${customerId}`), { lifetimeValue: 1_000_000, updatedAt: serverTimestamp() }),
        ),
        actor,
      ).toBe('permission-denied');
    }
    // …while staff may edit an event and a customer's contact details (tags go through changeCustomerTags).
    expect(
      await denied(
        updateDoc(doc(as.staff.db, `customers/${customerId}`), {
          city: 'Ibadan',
          updatedAt: serverTimestamp(),
        }),
      ),
    ).toBe('allowed');
    expect(await denied(setDoc(doc(as.staff.db, `events/${eventId}`), pastEvent('Renamed', 'Ake')))).toBe('allowed');
    expect(await denied(setDoc(doc(as.customer.db, `events/${eventId}`), pastEvent('Mine', '')))).toBe(
      'permission-denied',
    );
  });

  it('only an admin uploads branding images; staff and customers are refused', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const path = `branding/logo_rules_${Date.now()}.png`;
    for (const actor of ['signedOut', 'customer', 'staff'] as const) {
      expect(DENIED).toContain(
        await denied(uploadBytes(ref(as[actor].storage, path), png, { contentType: 'image/png' })),
      );
    }
    expect(DENIED).toContain(
      await denied(
        uploadBytes(ref(as.admin.storage, `branding/notes_${Date.now()}.txt`), png, { contentType: 'text/plain' }),
      ),
    );
    expect(await denied(uploadBytes(ref(as.admin.storage, path), png, { contentType: 'image/png' }))).toBe('allowed');
  });
});

describe('a role change reaches the rules at once (issue 30, issue 47)', () => {
  const listCustomers = (client: Client) => denied(getDocs(query(collection(client.db, 'customers'), limit(5))));
  const switchOff = (client: Client, id: string) =>
    denied(updateDoc(doc(client.db, `products/${id}`), { active: false, updatedAt: serverTimestamp() }));

  it('demoted staff can change nothing from that moment, with the token they still hold, and stay signed in', async () => {
    const staff = await makeStaffUser('staff');
    const client = await clientFor(staff);
    const product = await makeProduct();
    expect(await listCustomers(client)).toBe('allowed');
    await callOk('setUserRole', { uid: staff.uid, role: 'customer' }, adminUser.idToken);
    // The token the browser holds still says staff (for up to an hour): the rules no longer trust it.
    expect(claimsOf(await client.auth.currentUser!.getIdToken())).toMatchObject({ role: 'staff' });
    expect(await switchOff(client, product.id)).toBe('permission-denied');
    expect(await listCustomers(client)).toBe('permission-denied');
    expect((await readProduct(product.id))?.active).toBe(true);
    // What the web app does when it sees its profile's role change (lib/session.tsx): a fresh token, no sign-out.
    await client.auth.currentUser?.getIdToken(true);
    expect(client.auth.currentUser?.uid).toBe(staff.uid);
    expect(await listCustomers(client)).toBe('permission-denied');
  });

  it('a promoted customer reads the back office once the session refreshes its token, without signing in again', async () => {
    const customer = await makeUser('promote');
    const client = await clientFor(customer);
    expect(await listCustomers(client)).toBe('permission-denied');
    await callOk('setUserRole', { uid: customer.uid, role: 'staff' }, adminUser.idToken);
    await client.auth.currentUser?.getIdToken(true);
    expect(await listCustomers(client)).toBe('allowed');
  });
});
