// The index gate in front of Google's Firestore emulator: every client's requests pass through unchanged (the Admin SDK
// over gRPC, Firestore Lite over REST), and the composite index each query would need in production is recorded, so a
// query firestore.indexes.json does not cover fails the run, as production would refuse it.
import { randomUUID } from 'node:crypto';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  orderBy,
  query,
  setLogLevel,
  where,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { missingIndexes, type IndexUsage } from '../index-needs';
import { startIndexGate, type IndexGate } from '../server';

const projectId = `demo-gate-${randomUUID().slice(0, 8)}`;
let gate: IndexGate;
let admin: AdminFirestore;
let adminApp: App;
let webApp: FirebaseApp;

const endpoint = (verb: string) => `http://127.0.0.1:${gate.port}/emulator/v1/projects/${projectId}:${verb}`;
const usage = async (): Promise<IndexUsage> => (await (await fetch(endpoint('indexUsage'))).json()) as IndexUsage;
const stats = async () =>
  (await (await fetch(endpoint('stats'))).json()) as { reads: number; writes: number; queries: number };
const reset = async () => {
  await fetch(endpoint('indexUsage'), { method: 'DELETE' });
  await fetch(endpoint('stats'), { method: 'DELETE' });
};

beforeAll(async () => {
  gate = await startIndexGate({ port: 0, upstream: inject('firestoreHost') });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${gate.port}`;
  adminApp = initializeAdminApp({ projectId }, projectId);
  admin = getAdminFirestore(adminApp);
  const batch = admin.batch();
  for (const [id, status, total] of [
    ['a', 'paid', 3],
    ['b', 'paid', 5],
    ['c', 'pending', 4],
  ] as const)
    batch.set(admin.doc(`orders/${id}`), { status, total, tags: ['x'] });
  await batch.commit();
  setLogLevel('silent');
  webApp = initializeApp({ projectId, apiKey: 'demo-key' }, projectId);
  connectFirestoreEmulator(getFirestore(webApp), '127.0.0.1', gate.port, { mockUserToken: 'owner' });
});
afterAll(async () => {
  await deleteAdminApp(adminApp);
  await deleteApp(webApp);
  await gate.stop();
});

describe('the index gate', () => {
  it('passes the Admin SDK through (gRPC) and records the index an equality + order query needs', async () => {
    await reset();
    const snap = await admin.collection('orders').where('status', '==', 'paid').orderBy('total', 'desc').get();
    expect(snap.docs.map((d) => d.id)).toEqual(['b', 'a']);
    expect((await usage()).indexes).toEqual([
      {
        collectionGroup: 'orders',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'total', order: 'DESCENDING' },
        ],
      },
    ]);
    expect(await stats()).toEqual({ reads: 2, writes: 0, queries: 1 });
  });
  it('passes Firestore Lite through (REST) and records its queries too', async () => {
    await reset();
    const db = getFirestore(webApp);
    const snap = await getDocs(query(collection(db, 'orders'), where('tags', 'array-contains', 'x'), orderBy('total')));
    expect(snap.size).toBe(3);
    expect((await usage()).indexes[0]?.fields).toEqual([
      { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
      { fieldPath: 'total', order: 'ASCENDING' },
    ]);
    expect((await stats()).reads).toBe(3);
  });
  it('records nothing for what single-field indexes serve, and counts an empty query as one read', async () => {
    await reset();
    await admin.collection('orders').where('status', '==', 'refunded').get();
    await admin.collection('orders').orderBy('total').limit(1).get();
    await admin.collection('orders').where('total', '>', 3).get();
    expect((await usage()).indexes).toEqual([]);
    expect(await stats()).toEqual({ reads: 1 + 1 + 2, writes: 0, queries: 3 });
  });
  it('counts documents written and read by id, in and out of transactions', async () => {
    await reset();
    await admin.runTransaction(async (tx) => {
      const order = await tx.get(admin.doc('orders/a'));
      tx.update(order.ref, { total: 6 });
      tx.set(admin.doc('orders/d'), { status: 'paid', total: 1 });
    });
    await admin.getAll(admin.doc('orders/a'), admin.doc('orders/none'));
    expect(await stats()).toEqual({ reads: 2, writes: 2, queries: 0 });
  });
});

describe('missing indexes', () => {
  const used: IndexUsage = {
    indexes: [
      {
        collectionGroup: 'orders',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'paymentStatus', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      },
    ],
    fieldOverrides: [],
    equalityFields: [2],
  };
  it('are none when firestore.indexes.json declares the index, equality fields in any order', () => {
    const declared = {
      indexes: [
        {
          collectionGroup: 'orders',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'paymentStatus', order: 'ASCENDING' },
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        },
      ],
    };
    expect(missingIndexes(used, declared).indexes).toEqual([]);
  });
  it('name the index to add when the order differs or it is not declared', () => {
    const declared = {
      indexes: [
        {
          collectionGroup: 'orders',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'paymentStatus', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'ASCENDING' },
          ],
        },
      ],
    };
    expect(missingIndexes(used, declared).indexes).toEqual(used.indexes);
    expect(missingIndexes(used, {}).indexes).toEqual(used.indexes);
  });
});
