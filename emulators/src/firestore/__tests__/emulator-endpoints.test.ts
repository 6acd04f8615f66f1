import type { Firestore } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { missingIndexes } from '../query/index-usage';
import type { IndexUsage } from '../query/index-usage';
import { expectPreflightAllowed, WEB_ORIGIN } from '../../shared/__tests__/preflight';
import type { Harness } from './harness';
import { compositeIndex, describeStandIn, itStandIn, rest, harnessPerFile } from './harness';

let h: Harness;
let db: Firestore;

harnessPerFile((started) => {
  h = started;
  db = h.admin();
});

describe('readiness and CORS', () => {
  it('GET / answers "Ok."', async () => {
    const res = await fetch(`${h.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Ok.');
  });

  it('answers preflights and adds Access-Control-Allow-Origin to real responses', async () => {
    await expectPreflightAllowed(
      `${h.baseUrl}/v1/projects/p/databases/(default)/documents:commit`,
      'authorization,x-goog-api-client',
    );
    const real = await fetch(`${h.baseUrl}/v1/projects/p/databases/(default)/documents:batchGet`, {
      method: 'POST',
      headers: { origin: WEB_ORIGIN },
      body: '{"documents":[]}',
    });
    expect(real.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
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
        compositeIndex('orders', 'status ASC', 'createdAt DESC'),
        compositeIndex('orders', 'userId ASC', 'total ASC'),
        compositeIndex('products', 'tags CONTAINS', 'price ASC'),
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
          compositeIndex('orders', 'status ASC', 'createdAt DESC'),
          compositeIndex('products', 'tags CONTAINS', 'price DESC'),
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
      indexes: [compositeIndex('o', 'a ASC', 'b ASC', 'c DESC')],
      fieldOverrides: [],
      equalityFields: [2],
    };
    // Declared without a queryScope, as firestore.indexes.json may leave it (COLLECTION).
    const declared = (...terms: string[]) => ({
      indexes: [{ collectionGroup: 'o', fields: compositeIndex('o', ...terms).fields }],
    });
    expect(missingIndexes(usage, declared('b ASC', 'a ASC', 'c DESC')).indexes).toEqual([]);
    expect(missingIndexes(usage, declared('a ASC', 'c DESC', 'b ASC')).indexes).toHaveLength(1);
  });
});
