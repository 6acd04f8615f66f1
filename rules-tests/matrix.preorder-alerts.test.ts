import {
  collection,
  getDocs,
  query,
  serverTimestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, remove, update, write } from './by-path';
import { product } from './fixtures';
import { seededMatrix, expectDenied, ts, type FirestoreMatrix } from './setup';

// The attack matrix of preorderAlerts/{productId}_{uid}: 'Tell me when pre-orders open'
// (docs/data-model.md#preorderalerts).

const AGBADA = {
  slug: 'gold-agbada',
  name: 'Gold Aso-Oke Agbada',
  type: 'PREORDER',
  sizeOptions: [],
  preorderWindowId: 'w-december',
};

async function seed(owner: Firestore): Promise<void> {
  const t = ts('2025-01-10T09:00:00Z');
  const docs: [string, DocumentData][] = [
    ['products/p-agbada', product({ ...AGBADA, createdAt: t, updatedAt: t })],
    [
      'products/p-hidden',
      product({ ...AGBADA, slug: 'hidden', name: 'Hidden', active: false, createdAt: t, updatedAt: t }),
    ],
    [
      'products/p-shirt',
      product({ slug: 'shirt', name: 'Shirt', availability: { L: 'out' }, createdAt: t, updatedAt: t }),
    ],
    [
      'preorderAlerts/p-agbada_cust-b',
      {
        productId: 'p-agbada',
        productName: AGBADA.name,
        productSlug: AGBADA.slug,
        uid: 'cust-b',
        email: 'bayo@example.com',
        createdAt: t,
        notifiedAt: null,
        closedAt: null,
      },
    ],
  ];
  for (const [path, data] of docs) await setDoc(doc(owner, path), data);
}

/** Customer A's request as the product page writes it. */
const ask = (over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  productId: 'p-agbada',
  productName: AGBADA.name,
  productSlug: AGBADA.slug,
  uid: 'cust-a',
  email: 'ada@example.com',
  createdAt: serverTimestamp(),
  notifiedAt: null,
  closedAt: null,
  ...over,
});

const MINE = 'preorderAlerts/p-agbada_cust-a';

let m: FirestoreMatrix;
beforeAll(async () => (m = await seededMatrix('demo-matrix-preorder-alerts', seed)));
afterAll(async () => m.stop());

describe('preorderAlerts/{productId}_{uid}', () => {
  it('customer A asks about a pre-order piece, and the request is stored', async () => {
    await write(m.as.customerA, MINE, ask());
    expect((await m.stored(MINE)).data()).toMatchObject({ uid: 'cust-a', notifiedAt: null, closedAt: null });
  });
  it('nobody asks for someone else, under another id, or signed out', async () => {
    await expectDenied(write(m.as.customerB, MINE, ask()));
    await expectDenied(write(m.as.customerA, 'preorderAlerts/p-agbada_cust-x', ask()));
    await expectDenied(write(m.as.customerA, 'preorderAlerts/p-agbada_L_cust-a', ask()));
    await expectDenied(write(m.as.signedOut, MINE, ask()));
  });
  it('a request names the sign-in email, now, not told, not closed, and the piece as it is', async () => {
    await remove(m.as.customerA, MINE);
    await expectDenied(write(m.as.customerA, MINE, ask({ email: 'someone.else@example.com' })));
    await expectDenied(write(m.as.customerA, MINE, ask({ notifiedAt: serverTimestamp() })));
    await expectDenied(write(m.as.customerA, MINE, ask({ closedAt: serverTimestamp() })));
    await expectDenied(write(m.as.customerA, MINE, ask({ createdAt: new Date('2020-01-01') })));
    await expectDenied(write(m.as.customerA, MINE, ask({ productName: 'Cheap Agbada' })));
    await expectDenied(write(m.as.customerA, MINE, ask({ size: 'L' })));
  });
  it('only a real pre-order piece on sale can be asked about', async () => {
    const on = (id: string, name: string, slug: string) =>
      write(
        m.as.customerA,
        `preorderAlerts/${id}_cust-a`,
        ask({ productId: id, productName: name, productSlug: slug }),
      );
    await expectDenied(on('p-hidden', 'Hidden', 'hidden'));
    await expectDenied(on('p-shirt', 'Shirt', 'shirt'));
    await expectDenied(on('p-missing', 'Missing', 'missing'));
  });
  it('the owner never marks their own request told or closed, nor changes it; staff neither', async () => {
    await write(m.as.customerA, MINE, ask());
    await expectDenied(update(m.as.customerA, MINE, { notifiedAt: serverTimestamp() }));
    await expectDenied(update(m.as.customerA, MINE, { closedAt: serverTimestamp() }));
    await expectDenied(update(m.as.customerA, MINE, { createdAt: ts('2020-01-01T00:00:00Z') }));
    await expectDenied(update(m.as.staff, MINE, { notifiedAt: serverTimestamp() }));
  });
  it('customers read only their own requests; staff read them all', async () => {
    expect((await read(m.as.customerA, MINE)).exists()).toBe(true);
    await expectDenied(read(m.as.customerA, 'preorderAlerts/p-agbada_cust-b'));
    await expectDenied(read(m.as.signedOut, 'preorderAlerts/p-agbada_cust-b'));
    const own = await getDocs(query(collection(m.as.customerA, 'preorderAlerts'), where('uid', '==', 'cust-a')));
    expect(own.docs.map((d) => d.id)).toEqual(['p-agbada_cust-a']);
    await expectDenied(getDocs(collection(m.as.customerA, 'preorderAlerts')));
    const waiting = await getDocs(query(collection(m.as.staff, 'preorderAlerts'), where('notifiedAt', '==', null)));
    expect(waiting.size).toBe(2);
  });
  it('the owner cancels their request; nobody else can', async () => {
    await expectDenied(remove(m.as.customerA, 'preorderAlerts/p-agbada_cust-b'));
    await expectDenied(remove(m.as.staff, 'preorderAlerts/p-agbada_cust-b'));
    await remove(m.as.customerB, 'preorderAlerts/p-agbada_cust-b');
    expect((await m.stored('preorderAlerts/p-agbada_cust-b')).exists()).toBe(false);
  });
});
