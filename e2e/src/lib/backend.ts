// What the journeys check behind the screens: Firestore read as its owner (rules bypassed, as the Admin SDK
// would), and Auth emulator accounts.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  orderBy,
  query,
  setDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { stackInfo } from './stack';

let app: FirebaseApp | undefined;

export function ownerDb(): Firestore {
  const info = stackInfo();
  if (!app) {
    app = initializeApp({ projectId: info.projectId, apiKey: 'demo-api-key' }, 'e2e-owner');
    connectFirestoreEmulator(getFirestore(app), '127.0.0.1', info.ports.firestore, { mockUserToken: 'owner' });
  }
  return getFirestore(app);
}

export async function readDoc(path: string): Promise<DocumentData | undefined> {
  return (await getDoc(doc(ownerDb(), path))).data();
}

export interface OwnedOrder {
  readonly id: string;
  readonly data: DocumentData;
  readonly events: DocumentData[];
}

/** A user's orders, newest first, each with its timeline (oldest first). */
export async function ordersOf(uid: string): Promise<OwnedOrder[]> {
  const snap = await getDocs(
    query(collection(ownerDb(), 'orders'), where('userId', '==', uid), orderBy('createdAt', 'desc')),
  );
  return Promise.all(
    snap.docs.map(async (d) => {
      const events = await getDocs(query(collection(ownerDb(), 'orders', d.id, 'events'), orderBy('createdAt', 'asc')));
      return { id: d.id, data: d.data(), events: events.docs.map((e) => e.data()) };
    }),
  );
}

/** The Auth emulator's account matching `by` (an email or a uid), as the Admin SDK would look it up. */
export async function lookupAccount(
  by: { email: string[] } | { localId: string[] },
): Promise<{ localId: string; customAttributes?: string } | undefined> {
  const info = stackInfo();
  const res = await fetch(
    `${info.urls.auth}/identitytoolkit.googleapis.com/v1/projects/${info.projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(by),
    },
  );
  const body = (await res.json()) as { users?: { localId: string; customAttributes?: string }[] };
  return body.users?.[0];
}

export async function accountUid(email: string): Promise<string> {
  const uid = (await lookupAccount({ email: [email] }))?.localId;
  if (!uid) throw new Error(`No Auth emulator account for ${email}`);
  return uid;
}

/** An address nobody has used yet, for a journey that registers. */
export function freshEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}@example.com`;
}

/** A ready-to-wear piece in size M as saveProduct writes it, for journeys that make their own products. */
export function rtwProductDoc(
  p: { sku: string; slug: string; name: string; price: number; active: boolean; description?: string },
  now = new Date(),
): DocumentData {
  return {
    sku: p.sku,
    slug: p.slug,
    name: p.name,
    nameLower: p.name.toLowerCase(),
    description: p.description ?? '',
    price: p.price,
    type: 'RTW',
    active: p.active,
    images: [],
    sizeOptions: ['M'],
    leadTimeDays: null,
    preorderWindowId: null,
    featured: false,
    availability: { M: 'in' },
    createdAt: now,
    updatedAt: now,
  };
}

/** A made-to-order piece (no sizes, 10 days to make) as saveProduct writes it. */
export function mtoProductDoc(
  p: { sku: string; slug: string; name: string; price: number; active: boolean; description?: string },
  now = new Date(),
): DocumentData {
  return { ...rtwProductDoc(p, now), type: 'MTO', sizeOptions: [], leadTimeDays: 10, availability: {} };
}

/** `stock/{productId}` with `onHand` units of size M. */
export const stockOfSizeM = (onHand: number): DocumentData => ({ sizes: { M: { onHand, reorderLevel: 0 } } });

/**
 * An RTW piece of a journey's own, on sale in size M with `stock` units; its id is pushed on `made` (see
 * per-file.ts productsMadeHere) so it leaves the shop after the file.
 */
export async function sellableProduct(
  made: string[],
  p: { label: string; name: string; price: number; stock: number },
): Promise<{ id: string; slug: string; name: string }> {
  const tag = Date.now().toString(36);
  const id = `${p.label}-${tag}`;
  const name = `${p.name} ${tag.slice(-4)}`;
  made.push(id);
  await setDoc(
    doc(ownerDb(), 'products', id),
    rtwProductDoc({
      sku: `RTW-${p.label.toUpperCase()}-${tag.toUpperCase()}`,
      slug: id,
      name,
      price: p.price,
      active: true,
      description: `Made for the ${p.label} journey.`,
    }),
  );
  await setDoc(doc(ownerDb(), 'stock', id), stockOfSizeM(p.stock));
  return { id, slug: id, name };
}

/**
 * Writes `customers/{id}` with no orders and no referral code: as staff adding a walk-in customer leave it, or, given
 * `userId`, an account holder's record (its id is the uid).
 */
export async function addCustomer(
  id: string,
  c: { name: string; email: string; phone: string; city: string; tags: string[] },
  userId: string | null = null,
): Promise<void> {
  const blank = { userId, referralCode: null, lifetimeValue: 0, orderCount: 0, lastOrderAt: null };
  await setDoc(doc(ownerDb(), 'customers', id), { ...blank, ...c, measurements: null, createdAt: new Date() });
}
