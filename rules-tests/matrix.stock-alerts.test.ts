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

// The attack matrix of stockAlerts/{productId}_{size}_{uid}: 'Email me when it's back' (docs/data-model.md#stockalerts).

const SOLD_OUT_L = { slug: 'kente-midi', name: 'Kente Midi', availability: { S: 'in', M: 'low', L: 'out' } };

async function seed(owner: Firestore): Promise<void> {
  const t = ts('2025-01-10T09:00:00Z');
  const docs: [string, DocumentData][] = [
    ['products/p-kente', product({ ...SOLD_OUT_L, createdAt: t, updatedAt: t })],
    [
      'products/p-hidden',
      product({ ...SOLD_OUT_L, slug: 'hidden', name: 'Hidden', active: false, createdAt: t, updatedAt: t }),
    ],
    ['products/p-mto', product({ ...SOLD_OUT_L, slug: 'mto', name: 'Mto', type: 'MTO', createdAt: t, updatedAt: t })],
    [
      'stockAlerts/p-kente_L_cust-b',
      {
        productId: 'p-kente',
        productName: 'Kente Midi',
        productSlug: 'kente-midi',
        size: 'L',
        uid: 'cust-b',
        email: 'bayo@example.com',
        createdAt: t,
        notifiedAt: null,
      },
    ],
  ];
  for (const [path, data] of docs) await setDoc(doc(owner, path), data);
}

/** Customer A's request as the product page writes it. */
const ask = (over: Partial<Record<string, unknown>> = {}): DocumentData => ({
  productId: 'p-kente',
  productName: 'Kente Midi',
  productSlug: 'kente-midi',
  size: 'L',
  uid: 'cust-a',
  email: 'ada@example.com',
  createdAt: serverTimestamp(),
  notifiedAt: null,
  ...over,
});

let m: FirestoreMatrix;
beforeAll(async () => (m = await seededMatrix('demo-matrix-stock-alerts', seed)));
afterAll(async () => m.stop());

describe('stockAlerts/{productId}_{size}_{uid}', () => {
  it('customer A asks about a sold-out size of a ready-to-wear piece, and the request is stored', async () => {
    await write(m.as.customerA, 'stockAlerts/p-kente_L_cust-a', ask());
    expect((await m.stored('stockAlerts/p-kente_L_cust-a')).data()).toMatchObject({
      uid: 'cust-a',
      notifiedAt: null,
    });
  });
  it('nobody asks for someone else, under another id, or signed out', async () => {
    await expectDenied(write(m.as.customerB, 'stockAlerts/p-kente_L_cust-a', ask()));
    await expectDenied(write(m.as.customerA, 'stockAlerts/p-kente_L_cust-x', ask()));
    await expectDenied(write(m.as.customerA, 'stockAlerts/p-kente_M_cust-a', ask()));
    await expectDenied(write(m.as.signedOut, 'stockAlerts/p-kente_L_cust-a', ask()));
    await expectDenied(write(m.as.staff, 'stockAlerts/p-kente_L_staff-1', ask({ uid: 'staff-1' })));
  });
  it('a request names the sign-in email, now, not yet told, and the product as it is', async () => {
    const id = 'stockAlerts/p-kente_S_cust-a';
    await expectDenied(write(m.as.customerA, id, ask({ size: 'S' }))); // S is in stock
    const l = 'stockAlerts/p-kente_L_cust-a';
    await remove(m.as.customerA, l);
    await expectDenied(write(m.as.customerA, l, ask({ email: 'someone.else@example.com' })));
    await expectDenied(write(m.as.customerA, l, ask({ notifiedAt: serverTimestamp() })));
    await expectDenied(write(m.as.customerA, l, ask({ createdAt: new Date('2020-01-01') })));
    await expectDenied(write(m.as.customerA, l, ask({ productName: 'Cheap Kente' })));
    await expectDenied(write(m.as.customerA, l, ask({ extra: true })));
  });
  it('only ready-to-wear pieces on sale can be asked about', async () => {
    await expectDenied(
      write(
        m.as.customerA,
        'stockAlerts/p-hidden_L_cust-a',
        ask({ productId: 'p-hidden', productName: 'Hidden', productSlug: 'hidden' }),
      ),
    );
    await expectDenied(
      write(
        m.as.customerA,
        'stockAlerts/p-mto_L_cust-a',
        ask({ productId: 'p-mto', productName: 'Mto', productSlug: 'mto' }),
      ),
    );
  });
  it('the owner never marks their own request told, nor changes it', async () => {
    await write(m.as.customerA, 'stockAlerts/p-kente_L_cust-a', ask());
    await expectDenied(update(m.as.customerA, 'stockAlerts/p-kente_L_cust-a', { notifiedAt: serverTimestamp() }));
    await expectDenied(
      update(m.as.customerA, 'stockAlerts/p-kente_L_cust-a', { createdAt: ts('2020-01-01T00:00:00Z') }),
    );
    await expectDenied(update(m.as.staff, 'stockAlerts/p-kente_L_cust-a', { notifiedAt: serverTimestamp() }));
  });
  it('customers read only their own requests; staff read them all', async () => {
    expect((await read(m.as.customerA, 'stockAlerts/p-kente_L_cust-a')).exists()).toBe(true);
    await expectDenied(read(m.as.customerA, 'stockAlerts/p-kente_L_cust-b'));
    await expectDenied(read(m.as.signedOut, 'stockAlerts/p-kente_L_cust-b'));
    const own = await getDocs(query(collection(m.as.customerA, 'stockAlerts'), where('uid', '==', 'cust-a')));
    expect(own.docs.map((d) => d.id)).toEqual(['p-kente_L_cust-a']);
    await expectDenied(getDocs(collection(m.as.customerA, 'stockAlerts')));
    const waiting = await getDocs(query(collection(m.as.staff, 'stockAlerts'), where('notifiedAt', '==', null)));
    expect(waiting.size).toBe(2);
  });
  it('the owner cancels their request; nobody else can', async () => {
    await expectDenied(remove(m.as.customerA, 'stockAlerts/p-kente_L_cust-b'));
    await expectDenied(remove(m.as.staff, 'stockAlerts/p-kente_L_cust-b'));
    await remove(m.as.customerB, 'stockAlerts/p-kente_L_cust-b');
    expect((await m.stored('stockAlerts/p-kente_L_cust-b')).exists()).toBe(false);
  });
  it('stock returns are the functions’ own: no browser reads or writes them', async () => {
    await expectDenied(read(m.as.staff, 'stockReturns/any'));
    await expectDenied(write(m.as.admin, 'stockReturns/any', { productId: 'p-kente', sizes: { L: 1 } }));
  });
});
