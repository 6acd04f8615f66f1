import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { FieldPath, Filter } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { rest, harnessPerFile } from './harness';
import { Snapshots } from './listen-helpers';

let h: Harness;

harnessPerFile((started) => (h = started));

const ids = (s: QuerySnapshot): string[] => s.docs.map((d) => d.id);

describe('Listen through firebase-admin onSnapshot', () => {
  it('a document listener sees the missing document, its creation, updates and deletion', async () => {
    const db = h.admin();
    const ref = db.doc('listen-doc/a');
    const snaps = new Snapshots<DocumentSnapshot>();
    const stop = ref.onSnapshot(snaps.next, snaps.error);
    try {
      expect((await snaps.take()).exists).toBe(false);
      await ref.set({ n: 1 });
      expect((await snaps.take((s) => s.exists)).data()).toEqual({ n: 1 });
      await ref.update({ n: 2 });
      expect((await snaps.take((s) => s.get('n') === 2)).data()).toEqual({ n: 2 });
      await ref.delete();
      await snaps.take((s) => !s.exists);
    } finally {
      stop();
    }
  });

  it('a query listener reports added, modified and removed documents in query order', async () => {
    const db = h.admin();
    const col = db.collection('listen-q');
    await col.doc('x').set({ city: 'Lagos', rank: 2 });
    const snaps = new Snapshots<QuerySnapshot>();
    const stop = col.where('city', '==', 'Lagos').orderBy('rank').onSnapshot(snaps.next, snaps.error);
    try {
      expect(ids(await snaps.take())).toEqual(['x']);
      await col.doc('y').set({ city: 'Lagos', rank: 1 });
      const added = await snaps.take((s) => s.size === 2);
      expect(ids(added)).toEqual(['y', 'x']);
      expect(added.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['added', 'y']]);
      await col.doc('x').update({ rank: 0 });
      const moved = await snaps.take((s) => s.docs[0]?.id === 'x');
      expect(moved.docChanges().map((c) => [c.type, c.doc.id, c.oldIndex, c.newIndex])).toEqual([
        ['modified', 'x', 1, 0],
      ]);
      await col.doc('y').update({ city: 'Abuja' });
      const left = await snaps.take((s) => s.size === 1);
      expect(left.docChanges().map((c) => [c.type, c.doc.id])).toEqual([['removed', 'y']]);
      await col.doc('x').delete();
      await snaps.take((s) => s.size === 0);
    } finally {
      stop();
    }
  });

  it('limit keeps the window right when documents enter, leave and are deleted', async () => {
    const db = h.admin();
    const col = db.collection('listen-limit');
    await Promise.all([1, 2, 3].map((n) => col.doc(`d${n}`).set({ n })));
    const snaps = new Snapshots<QuerySnapshot>();
    const stop = col.orderBy('n', 'desc').limit(2).onSnapshot(snaps.next, snaps.error);
    try {
      expect(ids(await snaps.take())).toEqual(['d3', 'd2']);
      await col.doc('d4').set({ n: 4 });
      expect(ids(await snaps.take((s) => s.docs[0]?.id === 'd4'))).toEqual(['d4', 'd3']);
      await col.doc('d4').delete();
      await col.doc('d3').delete();
      expect(ids(await snaps.take((s) => s.docs[0]?.id === 'd2'))).toEqual(['d2', 'd1']);
    } finally {
      stop();
    }
  });

  it('collection-group and OR queries are live', async () => {
    const db = h.admin();
    const group = new Snapshots<QuerySnapshot>();
    const either = new Snapshots<QuerySnapshot>();
    const stopGroup = db.collectionGroup('lines').where('sku', '==', 'ankara').onSnapshot(group.next, group.error);
    const stopOr = db
      .collection('listen-or')
      .where(Filter.or(Filter.where('a', '==', 1), Filter.where('b', '==', 1)))
      .onSnapshot(either.next, either.error);
    try {
      await group.take();
      await either.take();
      await db.doc('orders/o1/lines/l1').set({ sku: 'ankara' });
      await db.doc('carts/c1/lines/l1').set({ sku: 'ankara' });
      await db.doc('carts/c2/lines/l1').set({ sku: 'adire' });
      const g = await group.take((s) => s.size === 2);
      expect(g.docs.map((d) => d.ref.path).sort()).toEqual(['carts/c1/lines/l1', 'orders/o1/lines/l1']);
      await db.doc('listen-or/p').set({ a: 1, b: 0 });
      await db.doc('listen-or/q').set({ a: 0, b: 1 });
      await db.doc('listen-or/r').set({ a: 0, b: 0 });
      expect(ids(await either.take((s) => s.size === 2))).toEqual(['p', 'q']);
    } finally {
      stopGroup();
      stopOr();
    }
  });

  it('sees writes from transactions, batches and the REST API (another client)', async () => {
    const db = h.admin();
    const snaps = new Snapshots<QuerySnapshot>();
    const stop = db.collection('listen-any').orderBy(FieldPath.documentId()).onSnapshot(snaps.next, snaps.error);
    try {
      await snaps.take();
      await db.runTransaction((tx) => {
        tx.set(db.doc('listen-any/tx'), { via: 'transaction' });
        return Promise.resolve();
      });
      const batch = db.batch();
      batch.set(db.doc('listen-any/batch'), { via: 'batch' });
      await batch.commit();
      const res = await rest(
        h.baseUrl,
        'PATCH',
        `/v1/projects/${h.projectId}/databases/(default)/documents/listen-any/rest`,
        { fields: { via: { stringValue: 'rest' } } },
        { authorization: 'Bearer owner' },
      );
      expect(res.status).toBe(200);
      const s = await snaps.take((x) => x.size === 3);
      expect(s.docs.map((d) => d.get('via') as string)).toEqual(['batch', 'rest', 'transaction']);
    } finally {
      stop();
    }
  });

  it('a clear of the database (test reset) empties a listening query', async () => {
    const db = h.admin();
    await db.doc('listen-clear/a').set({ n: 1 });
    const snaps = new Snapshots<QuerySnapshot>();
    const stop = db.collection('listen-clear').onSnapshot(snaps.next, snaps.error);
    try {
      await snaps.take((s) => s.size === 1);
      const res = await rest(h.baseUrl, 'DELETE', `/emulator/v1/projects/${h.projectId}/databases/(default)/documents`);
      expect(res.status).toBe(200);
      await snaps.take((s) => s.size === 0);
    } finally {
      stop();
    }
  });
});
