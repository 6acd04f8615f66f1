import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { grpcUnary, harnessPerFile, startHarness } from './harness';

let h: Harness;
let db: Firestore;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

harnessPerFile((started) => {
  h = started;
  db = h.admin();
});

describe('contention', () => {
  it('20 parallel Admin transactions from 4 clients each add exactly 1 (default retry settings)', async () => {
    const ref = db.doc('counters/admin');
    await ref.set({ n: 100 });
    const clients = [h.admin(), h.admin(), h.admin(), h.admin()];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const client = clients[i % 4]!;
        return client.runTransaction(async (tx) => {
          const snap = await tx.get(client.doc('counters/admin'));
          tx.update(snap.ref, { n: (snap.get('n') as number) + 1 });
        });
      }),
    );
    expect((await ref.get()).get('n')).toBe(120);
  });

  it('8 parallel Lite transactions each add exactly 1 (Lite retries on its precondition failure)', async () => {
    await db.doc('counters/lite').set({ n: 0 });
    const clients = [h.lite(), h.lite()];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const client = clients[i % 2]!;
        return lite.runTransaction(client, async (tx) => {
          const ref = lite.doc(client, 'counters/lite');
          const snap = await tx.get(ref);
          tx.update(ref, { n: (snap.get('n') as number) + 1 });
        });
      }),
    );
    expect((await db.doc('counters/lite').get()).get('n')).toBe(8);
  });

  it("plain writes wait for a transaction's lock instead of being overwritten by it", async () => {
    const ref = db.doc('counters/mixed');
    await ref.set({ n: 0, m: 0 });
    const ldb = h.lite();
    const txs = Array.from({ length: 10 }, () =>
      db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        await sleep(5);
        tx.set(ref, { ...snap.data(), n: (snap.get('n') as number) + 1 }); // rewrites the whole document
      }),
    );
    const plain = Array.from({ length: 10 }, () =>
      lite.updateDoc(lite.doc(ldb, 'counters/mixed'), { m: lite.increment(1) }),
    );
    await Promise.all([...txs, ...plain]);
    expect((await ref.get()).data()).toEqual({ n: 10, m: 10 });
  });

  it('a plain write to a document a transaction read lands after that transaction commits', async () => {
    const ref = db.doc('order/x');
    await ref.set({ v: 'start' });
    let attempts = 0;
    let plainDoneAt = 0;
    let txCommittedAt = 0;
    const tx = db
      .runTransaction(async (t) => {
        attempts++;
        await t.get(ref);
        await sleep(300);
        t.update(ref, { v: 'transaction' });
      })
      .then(() => {
        txCommittedAt = Date.now();
      });
    await sleep(100);
    const plain = ref.update({ v: 'plain' }).then(() => {
      plainDoneAt = Date.now();
    });
    await Promise.all([tx, plain]);
    expect(attempts).toBe(1);
    expect(plainDoneAt).toBeGreaterThanOrEqual(txCommittedAt);
    expect((await ref.get()).get('v')).toBe('plain');
  });

  it('a deadlock aborts one transaction, which the SDK retries; both commit', async () => {
    await db.doc('dl/a').set({ n: 0 });
    await db.doc('dl/b').set({ n: 0 });
    let attempts = 0;
    let bothHoldFirst: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      let count = 0;
      bothHoldFirst = () => {
        if (++count === 2) r();
      };
    });
    const run = (first: string, second: string): Promise<void> =>
      db.runTransaction(async (tx) => {
        attempts++;
        const s1 = await tx.get(db.doc(first));
        if (attempts <= 2) {
          bothHoldFirst();
          await gate;
        }
        const s2 = await tx.get(db.doc(second));
        tx.update(s1.ref, { n: (s1.get('n') as number) + 1 });
        tx.update(s2.ref, { n: (s2.get('n') as number) + 1 });
      });
    await Promise.all([run('dl/a', 'dl/b'), run('dl/b', 'dl/a')]);
    expect(attempts).toBe(3);
    expect((await db.doc('dl/a').get()).get('n')).toBe(2);
    expect((await db.doc('dl/b').get()).get('n')).toBe(2);
  });

  it('a query inside a transaction locks its results, and a phantom insert aborts the commit (retried)', async () => {
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const open = await tx.get(db.collection('phantoms').where('open', '==', true));
      if (attempts === 1) await db.doc('phantoms/p1').set({ open: true }); // not locked: nothing matched yet
      tx.set(db.doc('phantoms/summary'), { open: open.size });
    });
    expect(attempts).toBe(2);
    expect((await db.doc('phantoms/summary').get()).get('open')).toBe(1);
  });
});

describe('transaction lifecycle', () => {
  it('read-only transactions take no locks', async () => {
    const ref = db.doc('ro/doc');
    await ref.set({ v: 1 });
    let elapsed = 0;
    const value = await db.runTransaction(
      async (tx) => {
        const snap = await tx.get(ref);
        const started = Date.now();
        await ref.update({ v: 2 });
        elapsed = Date.now() - started;
        return snap.get('v') as number;
      },
      { readOnly: true },
    );
    expect(value).toBe(1);
    expect(elapsed).toBeLessThan(2000);
  });

  it('a transaction whose function throws is rolled back and releases its locks', async () => {
    const ref = db.doc('rb/doc');
    await ref.set({ v: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const started = Date.now();
    await ref.update({ v: 2 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await ref.get()).get('v')).toBe(2);
  });

  it('NOT_FOUND inside a transaction is final (no retry)', async () => {
    let attempts = 0;
    await expect(
      db.runTransaction(async (tx) => {
        attempts++;
        await tx.get(db.doc('tx/none'));
        tx.update(db.doc('tx/none'), { a: 1 });
      }),
    ).rejects.toMatchObject({ code: 5 });
    expect(attempts).toBe(1);
  });

  it('BeginTransaction, commit with it, and an expired id is INVALID_ARGUMENT "transaction has expired"', async () => {
    const database = `projects/${h.projectId}/databases/(default)`;
    const begun = await grpcUnary(h.host, 'BeginTransaction', { database });
    expect(begun.error).toBeNull();
    const transaction = begun.response?.transaction as Buffer;
    expect(transaction.length).toBeGreaterThan(0);
    const ok = await grpcUnary(h.host, 'Commit', {
      database,
      transaction,
      writes: [{ update: { name: `${database}/documents/tx/begun`, fields: { a: { integerValue: '1' } } } }],
    });
    expect(ok.error).toBeNull();
    const again = await grpcUnary(h.host, 'Commit', { database, transaction, writes: [] });
    expect(again.error?.code).toBe(3);
    expect(again.error?.details).toMatch(/transaction has expired/);
    const random = await grpcUnary(h.host, 'Rollback', { database, transaction: randomBytes(16) });
    expect(random.error?.code).toBe(3);
  });

  it('writing in a read-only transaction is rejected', async () => {
    const database = `projects/${h.projectId}/databases/(default)`;
    const begun = await grpcUnary(h.host, 'BeginTransaction', { database, options: { readOnly: {} } });
    const res = await grpcUnary(h.host, 'Commit', {
      database,
      transaction: begun.response?.transaction,
      writes: [{ delete: `${database}/documents/tx/x` }],
    });
    expect(res.error?.code).toBe(3);
  });

  it('Admin transactional writes with FieldValue transforms', async () => {
    const ref = db.doc('tx/transforms');
    await ref.set({ n: 1 });
    await db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, { n: FieldValue.increment(5), at: FieldValue.serverTimestamp() });
    });
    expect((await ref.get()).get('n')).toBe(6);
  });
});

describe('several writes to one document in one commit', () => {
  it('a delete then an update is INVALID_ARGUMENT, whether the document existed or not; nothing is written', async () => {
    const existing = db.doc('rewrite/existing');
    await existing.set({ foo: 'bar0' });
    const missing = db.doc('rewrite/missing');
    for (const ref of [existing, missing]) {
      await expect(
        db.runTransaction((tx) => {
          tx.delete(ref).update(ref, { foo: 'bar2' });
          return Promise.resolve();
        }),
      ).rejects.toMatchObject({ code: 3 });
      await expect(db.batch().delete(ref).update(ref, { foo: 'bar2' }).commit()).rejects.toMatchObject({ code: 3 });
    }
    expect((await existing.get()).data()).toEqual({ foo: 'bar0' });
    expect((await missing.get()).exists).toBe(false);
  });

  it('the first write still meets the stored state: an update of a missing document is NOT_FOUND', async () => {
    const ref = db.doc('rewrite/never');
    await expect(db.batch().update(ref, { foo: 'bar1' }).update(ref, { foo: 'bar2' }).commit()).rejects.toMatchObject({
      code: 5,
    });
    await db.batch().set(ref, { foo: 'bar1' }).update(ref, { foo: 'bar2' }).commit();
    expect((await ref.get()).data()).toEqual({ foo: 'bar2' });
  });
});

describe('lock timeout', () => {
  let slow: Harness;
  beforeAll(async () => {
    slow = await startHarness({ rulesOff: true, lockTimeoutMs: 300 });
  });
  afterAll(async () => {
    await slow.stop();
  });

  it('a transaction that waits past the lock timeout gets ABORTED; a plain write wounds the holder instead', async () => {
    const a = slow.admin();
    const b = slow.admin();
    await a.doc('lt/doc').set({ v: 0 });
    let release: () => void = () => undefined;
    const holding = new Promise<void>((r) => {
      release = r;
    });
    let holderAttempts = 0;
    const holder = a.runTransaction(async (tx) => {
      holderAttempts++;
      await tx.get(a.doc('lt/doc'));
      if (holderAttempts === 1) await holding;
      tx.update(a.doc('lt/doc'), { v: 1 });
    });
    await sleep(100);
    const started = Date.now();
    await expect(
      b.runTransaction(
        async (tx) => {
          await tx.get(b.doc('lt/doc'));
        },
        { maxAttempts: 1 },
      ),
    ).rejects.toMatchObject({ code: 10 });
    // Well under the ~3 s that gax would add by retrying a trailers-only error.
    expect(Date.now() - started).toBeLessThan(2500);
    // A plain write does not fail: after the timeout it aborts the transaction in its way.
    await b.doc('lt/doc').update({ v: 2 });
    release();
    await holder;
    expect(holderAttempts).toBe(2);
    expect((await a.doc('lt/doc').get()).get('v')).toBe(1);
  });
});
