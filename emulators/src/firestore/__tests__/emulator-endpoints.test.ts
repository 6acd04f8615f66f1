import type { Firestore } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingIndexes } from '../query/index-usage';
import type { IndexUsage } from '../query/index-usage';
import type { Harness } from './harness';
import { describeStandIn, itStandIn, rest, startHarness } from './harness';

let h: Harness;
let db: Firestore;

beforeAll(async () => {
  h = await startHarness();
  db = h.admin();
});

afterAll(async () => {
  await h.stop();
});

describe('readiness and CORS', () => {
  it('GET / answers "Ok."', async () => {
    const res = await fetch(`${h.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Ok.');
  });

  it('answers preflights and adds Access-Control-Allow-Origin to real responses', async () => {
    const pre = await fetch(`${h.baseUrl}/v1/projects/p/databases/(default)/documents:commit`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-goog-api-client',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-api-client');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    const real = await fetch(`${h.baseUrl}/v1/projects/p/databases/(default)/documents:batchGet`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173' },
      body: '{"documents":[]}',
    });
    expect(real.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('projects', () => {
  it('are isolated, and clearing one leaves the others', async () => {
    const other = h.admin(`${h.projectId}-other`);
    await db.doc('iso/doc').set({ who: 'first' });
    await other.doc('iso/doc').set({ who: 'second' });
    expect((await db.doc('iso/doc').get()).get('who')).toBe('first');
    const res = await rest(h.baseUrl, 'DELETE', `/emulator/v1/projects/${h.projectId}/databases/(default)/documents`);
    expect(res.status).toBe(200);
    expect((await db.doc('iso/doc').get()).exists).toBe(false);
    expect((await other.doc('iso/doc').get()).get('who')).toBe('second');
  });
});

describeStandIn('counters', () => {
  it('count reads, writes and queries the way production bills them', async () => {
    const stats = `/emulator/v1/projects/${h.projectId}:stats`;
    const batch = db.batch();
    for (let i = 0; i < 2500; i++) batch.set(db.doc(`billing/d${i}`), { i, even: i % 2 === 0 });
    await batch.commit();
    expect((await rest(h.baseUrl, 'DELETE', stats)).body).toEqual({ reads: 0, writes: 0, queries: 0 });
    await db.doc('billing/d1').get();
    await db.getAll(db.doc('billing/d2'), db.doc('billing/missing'));
    await db.collection('billing').where('i', '<', 3).get();
    await db.collection('billing').where('i', '<', 0).get();
    await db.collection('billing').count().get();
    await db.collection('billing').where('even', '==', true).count().get();
    await db.batch().set(db.doc('billing/x'), { a: 1 }).delete(db.doc('billing/y')).commit();
    expect((await rest(h.baseUrl, 'GET', stats)).body).toEqual({ reads: 1 + 2 + 3 + 1 + 3 + 2, writes: 2, queries: 4 });
  });
});

describe('index coverage', () => {
  itStandIn(
    'records the composite indexes production would need and reports what firestore.indexes.json lacks',
    async () => {
      const path = `/emulator/v1/projects/${h.projectId}:indexUsage`;
      await rest(h.baseUrl, 'DELETE', path);
      const orders = db.collection('orders');
      await orders.where('status', '==', 'paid').get(); // single field: none
      await orders.orderBy('createdAt', 'desc').get(); // single field: none
      await orders.where('status', '==', 'paid').where('channel', '==', 'web').get(); // index merging: none
      await orders.where('status', '==', 'paid').orderBy('createdAt', 'desc').get(); // composite
      await orders.where('userId', '==', 'u1').where('total', '>', 100).orderBy('total').get(); // composite
      await db.collection('products').where('tags', 'array-contains', 'new').orderBy('price').get(); // composite with CONTAINS
      await db.collectionGroup('events').where('status', '==', 'open').get(); // collection group single field
      await orders.where(FieldPath.documentId(), '==', 'x').get(); // none
      const usage = (await rest(h.baseUrl, 'GET', path)).body as IndexUsage;
      expect(usage.indexes).toEqual([
        {
          collectionGroup: 'orders',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        },
        {
          collectionGroup: 'orders',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'userId', order: 'ASCENDING' },
            { fieldPath: 'total', order: 'ASCENDING' },
          ],
        },
        {
          collectionGroup: 'products',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
            { fieldPath: 'price', order: 'ASCENDING' },
          ],
        },
      ]);
      expect(usage.fieldOverrides).toEqual([
        {
          collectionGroup: 'events',
          fieldPath: 'status',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ]);
      const declared = {
        indexes: [
          {
            collectionGroup: 'orders',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'status', order: 'ASCENDING' },
              { fieldPath: 'createdAt', order: 'DESCENDING' },
            ],
          },
          {
            collectionGroup: 'products',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
              { fieldPath: 'price', order: 'DESCENDING' },
            ],
          },
        ],
        fieldOverrides: [],
      };
      const missing = missingIndexes(usage, declared);
      expect(missing.indexes.map((i) => i.fields.map((f) => f.fieldPath).join(','))).toEqual([
        'userId,total',
        'tags,price',
      ]);
      expect(missing.fieldOverrides).toHaveLength(1);
      expect(missingIndexes(usage, { indexes: usage.indexes, fieldOverrides: usage.fieldOverrides })).toEqual({
        indexes: [],
        fieldOverrides: [],
      });
      expect(((await rest(h.baseUrl, 'DELETE', path)).body as IndexUsage).indexes).toEqual([]);
    },
  );

  it('equality fields may be declared in any order', () => {
    const usage: IndexUsage = {
      indexes: [
        {
          collectionGroup: 'o',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'a', order: 'ASCENDING' },
            { fieldPath: 'b', order: 'ASCENDING' },
            { fieldPath: 'c', order: 'DESCENDING' },
          ],
        },
      ],
      fieldOverrides: [],
      equalityFields: [2],
    };
    const swapped = {
      indexes: [
        {
          collectionGroup: 'o',
          fields: [
            { fieldPath: 'b', order: 'ASCENDING' },
            { fieldPath: 'a', order: 'ASCENDING' },
            { fieldPath: 'c', order: 'DESCENDING' },
          ],
        },
      ],
    };
    expect(missingIndexes(usage, swapped).indexes).toEqual([]);
    const wrongOrder = {
      indexes: [
        {
          collectionGroup: 'o',
          fields: [
            { fieldPath: 'a', order: 'ASCENDING' },
            { fieldPath: 'c', order: 'DESCENDING' },
            { fieldPath: 'b', order: 'ASCENDING' },
          ],
        },
      ],
    };
    expect(missingIndexes(usage, wrongOrder).indexes).toHaveLength(1);
  });
});
