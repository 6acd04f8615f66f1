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

export async function accountUid(email: string): Promise<string> {
  const info = stackInfo();
  const res = await fetch(
    `${info.urls.auth}/identitytoolkit.googleapis.com/v1/projects/${info.projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await res.json()) as { users?: { localId: string }[] };
  const uid = body.users?.[0]?.localId;
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

/** `stock/{productId}` with `onHand` units of size M. */
export const stockOfSizeM = (onHand: number): DocumentData => ({ sizes: { M: { onHand, reorderLevel: 0 } } });
