import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDoc } from '../../shared/contract';
import { Database, VERSION_RETENTION_MICROS } from '../engine/database';
import { microsFromRfc3339 } from '../values/time';
import type { Harness } from './harness';
import { containing, documentsRoot, objectContaining, rest, startHarness } from './harness';

let h: Harness;
let db: Firestore;
/** Written before `t1`: shelf/a = {n: 1}, shelf/b = {n: 10}. After it: a → 2, b deleted, c created. */
let t1: Timestamp;

const ids = (snap: { docs: { id: string }[] }): string[] => snap.docs.map((d) => d.id);
const api = (): string => `/v1/projects/${h.projectId}/databases/(default)/documents`;
const rfc3339 = (t: Timestamp): string => t.toDate().toISOString().replace('Z', '') + `${pad(t.nanoseconds)}Z`;
const micros = (t: Timestamp): bigint => BigInt(t.seconds) * 1_000_000n + BigInt(Math.floor(t.nanoseconds / 1000));
const pad = (nanos: number): string => String(nanos % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  h = await startHarness();
  db = h.admin();
  await db.doc('shelf/a').set({ n: 1 });
  const written = await db.doc('shelf/b').set({ n: 10 });
  t1 = written.writeTime;
  await new Promise((r) => setTimeout(r, 5));
  await db.doc('shelf/a').set({ n: 2 });
  await db.doc('shelf/b').delete();
  await db.doc('shelf/c').set({ n: 100 });
});

afterAll(async () => {
  await h.stop();
});

describe('point-in-time reads (firebase-admin, gRPC)', () => {
  it('a read-only transaction with a readTime sees documents, queries and aggregations as they were', async () => {
    const seen = await db.runTransaction(
      async (tx) => {
        const [a, b, c] = await tx.getAll(db.doc('shelf/a'), db.doc('shelf/b'), db.doc('shelf/c'));
        const query = await tx.get(db.collection('shelf').orderBy('n'));
        const total = await tx.get(db.collection('shelf').aggregate({ sum: AggregateField.sum('n') }));
        return {
          a: a?.get('n') as unknown,
          bExists: b?.exists,
          cExists: c?.exists,
          query: ids(query),
          readTime: query.readTime,
          sum: total.data().sum,
        };
      },
      { readOnly: true, readTime: t1 },
    );
    expect(seen).toEqual({ a: 1, bExists: true, cExists: false, query: ['a', 'b'], readTime: t1, sum: 11 });
    // Now, the same reads see the present.
    expect(ids(await db.collection('shelf').orderBy('n').get())).toEqual(['a', 'c']);
  });

  it('a read-only transaction reads one snapshot: a write after its first read stays invisible to it', async () => {
    await db.doc('snap/x').set({ v: 1 });
    await db.doc('snap/y').set({ v: 1 });
    const seen = await db.runTransaction(
      async (tx) => {
        const x = await tx.get(db.doc('snap/x'));
        await db.doc('snap/y').set({ v: 2 });
        const y = await tx.get(db.doc('snap/y'));
        return [x.get('v') as unknown, y.get('v') as unknown];
      },
      { readOnly: true },
    );
    expect(seen).toEqual([1, 1]);
    expect((await db.doc('snap/y').get()).get('v')).toBe(2);
  });

  it('a readTime older than an hour is refused with FAILED_PRECONDITION', async () => {
    const old = Timestamp.fromMillis(Date.now() - 2 * 60 * 60 * 1000);
    await expect(
      db.runTransaction(async (tx) => tx.get(db.doc('shelf/a')), { readOnly: true, readTime: old }),
    ).rejects.toMatchObject({ code: 9, details: expect.stringContaining('too old') as unknown });
    const recent = Timestamp.fromMillis(Date.now() - 50 * 60 * 1000);
    const snap = await db.runTransaction(async (tx) => tx.get(db.doc('shelf/a')), {
      readOnly: true,
      readTime: recent,
    });
    expect(snap.exists).toBe(false);
  });
});

describe('point-in-time reads over REST', () => {
  it('batchGet, runQuery, runAggregationQuery, GET and list take readTime', async () => {
    const readTime = rfc3339(t1);
    const root = documentsRoot(h.projectId);
    const got = await rest(h.baseUrl, 'POST', `${api()}:batchGet`, {
      documents: [`${root}/shelf/a`, `${root}/shelf/b`, `${root}/shelf/c`],
      readTime,
    });
    expect(got.status).toBe(200);
    expect(got.body).toEqual([
      objectContaining({ found: objectContaining({ fields: { n: { integerValue: '1' } } }) }),
      objectContaining({ found: objectContaining({ fields: { n: { integerValue: '10' } } }) }),
      objectContaining({ missing: `${root}/shelf/c` }),
    ]);
    const answeredAt = (got.body as { readTime: string }[]).map((r) => microsFromRfc3339(r.readTime));
    expect(answeredAt).toEqual([micros(t1), micros(t1), micros(t1)]);
    const query = await rest(h.baseUrl, 'POST', `${api()}:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'shelf' }] },
      readTime,
    });
    expect((query.body as { document?: { name: string } }[]).map((r) => r.document?.name)).toEqual([
      `${root}/shelf/a`,
      `${root}/shelf/b`,
    ]);
    const count = await rest(h.baseUrl, 'POST', `${api()}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'shelf' }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
      readTime,
    });
    expect(count.body).toEqual([objectContaining({ result: { aggregateFields: { n: { integerValue: '2' } } } })]);
    const one = await rest(h.baseUrl, 'GET', `${api()}/shelf/b?readTime=${encodeURIComponent(readTime)}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ fields: { n: { integerValue: '10' } } });
    expect((await rest(h.baseUrl, 'GET', `${api()}/shelf/b`)).status).toBe(404);
    const listed = await rest(h.baseUrl, 'GET', `${api()}/shelf?readTime=${encodeURIComponent(readTime)}`);
    expect((listed.body as { documents: { name: string }[] }).documents.map((d) => d.name)).toEqual([
      `${root}/shelf/a`,
      `${root}/shelf/b`,
    ]);
  });

  it('a transaction begun with readOnly {readTime} reads at that time', async () => {
    const begun = await rest(h.baseUrl, 'POST', `${api()}:beginTransaction`, {
      options: { readOnly: { readTime: rfc3339(t1) } },
    });
    expect(begun.status).toBe(200);
    const { transaction } = begun.body as { transaction: string };
    const got = await rest(h.baseUrl, 'POST', `${api()}:batchGet`, {
      documents: [`${documentsRoot(h.projectId)}/shelf/a`],
      transaction,
    });
    expect(got.body).toEqual([objectContaining({ found: objectContaining({ fields: { n: { integerValue: '1' } } }) })]);
  });

  it('a readTime in the future is INVALID_ARGUMENT', async () => {
    const res = await rest(h.baseUrl, 'POST', `${api()}:batchGet`, {
      documents: [`${documentsRoot(h.projectId)}/shelf/a`],
      readTime: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { status: 'INVALID_ARGUMENT', message: containing('future') } });
  });

  it('a readTime older than an hour is FAILED_PRECONDITION', async () => {
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    const res = await rest(h.baseUrl, 'POST', `${api()}:batchGet`, {
      documents: [`${documentsRoot(h.projectId)}/shelf/a`],
      readTime: old,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
  });
});

describe('version history', () => {
  const version = (path: string, n: number, time: bigint): StoredDoc => ({
    path,
    fields: new Map([['n', { type: 'integer', value: BigInt(n) }]]),
    createTime: time,
    updateTime: time,
  });

  it('keeps replaced versions for an hour and forgets older ones', () => {
    const d = new Database({ project: 'demo-history', database: '(default)' });
    const t0 = 1_000_000_000_000n;
    d.commit(new Map([['c/a', version('c/a', 1, t0)]]), t0);
    d.commit(new Map([['c/a', version('c/a', 2, t0 + 10n)]]), t0 + 10n);
    d.commit(new Map([['c/a', null]]), t0 + 20n);
    expect(d.getAt('c/a', t0 - 1n)).toBeNull();
    expect(d.getAt('c/a', t0 + 5n)?.fields.get('n')).toEqual({ type: 'integer', value: 1n });
    expect(d.getAt('c/a', t0 + 15n)?.fields.get('n')).toEqual({ type: 'integer', value: 2n });
    expect(d.getAt('c/a', t0 + 20n)).toBeNull();
    expect(d.at(t0 + 5n).get('c/a')?.updateTime).toBe(t0);
    expect(d.keptVersions).toBe(3);
    d.commit(
      new Map([['c/b', version('c/b', 1, t0 + VERSION_RETENTION_MICROS + 15n)]]),
      t0 + VERSION_RETENTION_MICROS + 15n,
    );
    // The versions replaced before (commit time - 1 hour) are gone; the one replaced at t0 + 20 stays.
    expect(d.keptVersions).toBe(2);
    expect(d.getAt('c/a', t0 + 15n)?.fields.get('n')).toEqual({ type: 'integer', value: 2n });
  });
});
