import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { containing, documentsRoot, objectContaining, rest, startHarness } from './harness';

let h: Harness;
let db: Firestore;
let ldb: lite.Firestore;

beforeAll(async () => {
  h = await startHarness();
  db = h.admin();
  ldb = h.lite();
});

afterAll(async () => {
  await h.stop();
});

/** Commits raw REST writes (for wire types and transforms the SDKs do not expose). */
async function restCommit(writes: object[]): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await rest(h.baseUrl, 'POST', `/v1/projects/${h.projectId}/databases/(default)/documents:commit`, {
    writes,
  });
  return res as { status: number; body: Record<string, unknown> };
}

/** Writes `fields` (REST Value JSON) to the document at `path`; the commit must succeed. */
async function restSet(path: string, fields: object): Promise<void> {
  expect((await restCommit([{ update: { name: name(path), fields } }])).status).toBe(200);
}

/** Applies only `transforms` to the document at `path` (an empty update mask leaves its other fields). */
function restTransform(path: string, transforms: object[]) {
  return restCommit([
    { update: { name: name(path), fields: {} }, updateMask: { fieldPaths: [] }, updateTransforms: transforms },
  ]);
}

async function restGet(path: string): Promise<Record<string, Record<string, unknown>>> {
  const res = await rest(h.baseUrl, 'POST', `/v1/projects/${h.projectId}/databases/(default)/documents:batchGet`, {
    documents: [`${documentsRoot(h.projectId)}/${path}`],
  });
  const [entry] = res.body as { found?: { fields: Record<string, Record<string, unknown>> } }[];
  return entry?.found?.fields ?? {};
}

const name = (path: string): string => `${documentsRoot(h.projectId)}/${path}`;

describe('set, merge, update, delete', () => {
  it('set replaces the document, keeps createTime and moves updateTime forward', async () => {
    const ref = db.doc('w/set');
    const r1 = await ref.set({ a: 1, b: { c: 2 } });
    const r2 = await ref.set({ z: true });
    const snap = await ref.get();
    expect(snap.data()).toEqual({ z: true });
    expect(snap.createTime?.isEqual(r1.writeTime)).toBe(true);
    expect(snap.updateTime?.isEqual(r2.writeTime)).toBe(true);
    expect(r2.writeTime.toMillis()).toBeGreaterThanOrEqual(r1.writeTime.toMillis());
    expect(r2.writeTime.isEqual(r1.writeTime)).toBe(false);
  });

  it('an unchanged write reports the previous update time', async () => {
    const ref = db.doc('w/same');
    const r1 = await ref.set({ a: 1 });
    const r2 = await ref.set({ a: 1 });
    expect(r2.writeTime.isEqual(r1.writeTime)).toBe(true);
  });

  it('merge deep-merges maps; mergeFields writes only the named fields; delete() in a merge removes', async () => {
    const ref = db.doc('w/merge');
    await ref.set({ a: { x: 1, y: 2 }, b: 1, c: 1 });
    await ref.set({ a: { y: 3, z: 4 }, c: FieldValue.delete() }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: { x: 1, y: 3, z: 4 }, b: 1 });
    await ref.set({ a: { x: 9 }, b: 2 }, { mergeFields: ['b'] });
    expect((await ref.get()).data()).toEqual({ a: { x: 1, y: 3, z: 4 }, b: 2 });
  });

  it('update with dotted and backticked field paths, and literal dotted keys', async () => {
    const ref = db.doc('w/paths');
    await ref.set({ 'x.y': 1, m: { n: 1 } });
    await ref.update('m.n', 2, new FieldPath('we.ird', 'x`y'), 5, new FieldPath('x.y'), 3);
    const data = (await ref.get()).data();
    expect(data).toEqual({ 'x.y': 3, m: { n: 2 }, 'we.ird': { 'x`y': 5 } });
    expect((await db.collection('w').where(new FieldPath('x.y'), '==', 3).get()).docs.map((d) => d.id)).toEqual([
      'paths',
    ]);
    await ref.update({ 'm.n': FieldValue.delete() });
    expect((await ref.get()).data()?.m).toEqual({});
  });

  it('create on an existing document is ALREADY_EXISTS; update of a missing one NOT_FOUND', async () => {
    const ref = db.doc('w/exists');
    await ref.create({ a: 1 });
    await expect(ref.create({ a: 2 })).rejects.toMatchObject({
      code: 6,
      message: containing(`Document already exists: ${name('w/exists')}`),
    });
    await expect(db.doc('w/missing').update({ a: 1 })).rejects.toMatchObject({
      code: 5,
      message: containing(`No document to update: ${name('w/missing')}`),
    });
    await expect(db.doc('w/missing').delete({ exists: true })).rejects.toMatchObject({ code: 5 });
    await db.doc('w/missing').delete();
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('a stale lastUpdateTime is FAILED_PRECONDITION; the right one passes', async () => {
    const ref = db.doc('w/version');
    const first = await ref.set({ v: 1 });
    const second = await ref.update({ v: 2 });
    await expect(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime })).rejects.toMatchObject({
      code: 9,
      message: containing('does not match the required base version'),
    });
    await expect(ref.delete({ lastUpdateTime: first.writeTime })).rejects.toMatchObject({ code: 9 });
    await ref.update({ v: 3 }, { lastUpdateTime: second.writeTime });
    expect((await ref.get()).data()).toEqual({ v: 3 });
  });

  it('re-creating a deleted document gives it a new createTime and create succeeds', async () => {
    const ref = db.doc('w/recreate');
    const a = await ref.create({ n: 1 });
    await ref.delete();
    const b = await ref.create({ n: 2 });
    const snap = await ref.get();
    expect(snap.createTime?.isEqual(b.writeTime)).toBe(true);
    expect(snap.createTime?.isEqual(a.writeTime)).toBe(false);
  });

  it('every value type round-trips through Admin', async () => {
    const ref = db.doc('w/types');
    const value = {
      n: null,
      t: true,
      i: 42,
      neg: -7,
      d: 3.25,
      nan: NaN,
      inf: -Infinity,
      s: 'héllo 😀',
      ts: Timestamp.fromMillis(1_700_000_000_123),
      by: Buffer.from([0, 255, 7]),
      ref: db.doc('a/b'),
      arr: [1, 'two', [null].length],
      map: { deep: { er: [true] } },
      empty: {},
      emptyArr: [],
    };
    await ref.set(value);
    const got = (await ref.get()).data() as Record<string, unknown>;
    expect(got.nan).toBeNaN();
    expect({
      ...got,
      nan: 0,
      ts: (got.ts as Timestamp).toMillis(),
      ref: (got.ref as FirebaseFirestore.DocumentReference).path,
      by: [...(got.by as Buffer)],
    }).toEqual({ ...value, nan: 0, ts: 1_700_000_000_123, ref: 'a/b', by: [0, 255, 7] });
  });
});

describe('transforms', () => {
  it('server timestamps equal the commit time within a batch', async () => {
    const batch = db.batch();
    batch.set(db.doc('t/ts1'), { at: FieldValue.serverTimestamp() });
    batch.set(db.doc('t/ts2'), { nested: { at: FieldValue.serverTimestamp() } });
    const [r1] = await batch.commit();
    const a = (await db.doc('t/ts1').get()).get('at') as Timestamp;
    const b = (await db.doc('t/ts2').get()).get('nested.at') as Timestamp;
    expect(a.isEqual(b)).toBe(true);
    expect(a.isEqual(r1!.writeTime)).toBe(true);
  });

  it('increment: int stays int, mixing makes a double, missing or non-numeric takes the operand, int64 saturates', async () => {
    const ref = db.doc('t/inc');
    await ref.set({ i: 5, d: 1.5, s: 'x' });
    await ref.update({
      i: FieldValue.increment(2),
      d: FieldValue.increment(1),
      s: FieldValue.increment(3),
      m: FieldValue.increment(4),
    });
    expect((await ref.get()).data()).toEqual({ i: 7, d: 2.5, s: 3, m: 4 });
    await ref.update({ i: FieldValue.increment(0.5) });
    expect(await restGet('t/inc').then((f) => f.i)).toEqual({ doubleValue: 7.5 });
    const max = '9223372036854775807';
    await restSet('t/big', { n: { integerValue: max }, m: { integerValue: `-${max}` } });
    const res = await restTransform('t/big', [
      { fieldPath: 'n', increment: { integerValue: '10' } },
      { fieldPath: 'm', increment: { integerValue: '-10' } },
    ]);
    expect(res.body.writeResults).toEqual([
      objectContaining({ transformResults: [{ integerValue: max }, { integerValue: '-9223372036854775808' }] }),
    ]);
    expect(await restGet('t/big')).toEqual({ n: { integerValue: max }, m: { integerValue: '-9223372036854775808' } });
  });

  it('maximum and minimum follow the int/double and NaN rules', async () => {
    await restSet('t/mm', {
      a: { integerValue: '3' },
      b: { doubleValue: 2.5 },
      c: { integerValue: '1' },
      z: { doubleValue: 0 },
    });
    const res = await restTransform('t/mm', [
      { fieldPath: 'a', maximum: { doubleValue: 3 } }, // equivalent: stored int 3 stays
      { fieldPath: 'b', maximum: { integerValue: '4' } }, // larger int wins, becomes int
      { fieldPath: 'c', minimum: { doubleValue: 'NaN' } }, // NaN wins
      { fieldPath: 'z', minimum: { doubleValue: '-0' } }, // zero vs -0: stored value stays
      { fieldPath: 'missing', maximum: { doubleValue: 1.5 } },
    ]);
    expect(res.status).toBe(200);
    expect(await restGet('t/mm')).toEqual({
      a: { integerValue: '3' },
      b: { integerValue: '4' },
      c: { doubleValue: 'NaN' },
      z: { doubleValue: 0 },
      missing: { doubleValue: 1.5 },
    });
  });

  it('arrayUnion adds missing elements once (3 == 3.0); arrayRemove removes every equivalent one', async () => {
    const ref = db.doc('t/arr');
    await ref.set({ xs: [1, 2, 'a'], s: 'not an array' });
    await ref.update({
      xs: FieldValue.arrayUnion(2, 3, 3, 'b'),
      s: FieldValue.arrayUnion(1),
      n: FieldValue.arrayRemove(1),
    });
    expect((await ref.get()).data()).toEqual({ xs: [1, 2, 'a', 3, 'b'], s: [1], n: [] });
    const res = await restTransform('t/arr', [
      { fieldPath: 'xs', appendMissingElements: { values: [{ doubleValue: 3 }, { doubleValue: 4 }] } },
    ]);
    expect(res.body.writeResults).toEqual([objectContaining({ transformResults: [{ nullValue: 'NULL_VALUE' }] })]);
    await ref.update({ xs: FieldValue.arrayRemove(1, 'a', 4) });
    expect((await ref.get()).data()?.xs).toEqual([2, 3, 'b']);
  });

  it('Lite transforms and writes: setDoc, merge, updateDoc, addDoc, deleteDoc', async () => {
    const ref = lite.doc(ldb, 'lite/one');
    await lite.setDoc(ref, { a: 1, keep: true, arr: [1] });
    await lite.setDoc(ref, { b: lite.serverTimestamp(), keep: lite.deleteField() }, { merge: true });
    await lite.updateDoc(ref, { a: lite.increment(2), arr: lite.arrayUnion(2), 'nested.x': 1 });
    const data = (await lite.getDoc(ref)).data() as Record<string, unknown>;
    expect(data.a).toBe(3);
    expect(data.arr).toEqual([1, 2]);
    expect(data.nested).toEqual({ x: 1 });
    expect(data.keep).toBeUndefined();
    expect(data.b).toBeInstanceOf(lite.Timestamp);
    const added = await lite.addDoc(lite.collection(ldb, 'lite'), { z: 1 });
    expect(added.id).toMatch(/^[A-Za-z0-9]{20}$/);
    await lite.deleteDoc(ref);
    expect((await lite.getDoc(ref)).exists()).toBe(false);
    await expect(lite.updateDoc(ref, { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('batches', () => {
  it('a batch is atomic: one failing write applies nothing', async () => {
    await db.doc('b/kept').set({ v: 1 });
    const batch = db.batch();
    batch.set(db.doc('b/kept'), { v: 2 });
    batch.set(db.doc('b/new'), { v: 1 });
    batch.update(db.doc('b/absent'), { v: 1 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 5 });
    expect((await db.doc('b/kept').get()).data()).toEqual({ v: 1 });
    expect((await db.doc('b/new').get()).exists).toBe(false);
  });

  it('later writes in a commit see earlier ones', async () => {
    const batch = db.batch();
    batch.set(db.doc('b/seq'), { n: 1 });
    batch.update(db.doc('b/seq'), { n: FieldValue.increment(1) });
    batch.update(db.doc('b/seq'), { m: 1 });
    await batch.commit();
    expect((await db.doc('b/seq').get()).data()).toEqual({ n: 2, m: 1 });
  });

  it('600 writes in one batch succeed (the 500 limit is gone)', async () => {
    const batch = db.batch();
    for (let i = 0; i < 600; i++) batch.set(db.doc(`big/d${i}`), { i });
    await batch.commit();
    expect((await db.collection('big').count().get()).data().count).toBe(600);
  });

  it('BulkWriter: each write succeeds or fails alone', async () => {
    await db.doc('bulk/taken').set({ v: 0 });
    const writer = db.bulkWriter();
    const failures: number[] = [];
    writer.onWriteError((err) => {
      failures.push(err.code);
      return false;
    });
    for (let i = 0; i < 30; i++) void writer.set(db.doc(`bulk/d${i}`), { i });
    void writer.create(db.doc('bulk/taken'), { v: 1 }).catch(() => undefined);
    await writer.close();
    expect(failures).toEqual([6]);
    expect((await db.collection('bulk').count().get()).data().count).toBe(31);
    expect((await db.doc('bulk/taken').get()).data()).toEqual({ v: 0 });
  });
});
