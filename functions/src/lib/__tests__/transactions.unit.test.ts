// A transaction Firestore closed under a read runs again from the start; any other failure is the caller's to see.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runTransaction } from '../transactions';

const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

/** A Firestore whose runTransaction fails with each of `failures` in turn, then runs the body. */
function firestoreFailing(...failures: Error[]) {
  const runs: unknown[] = [];
  const db = {
    runTransaction: (body: (tx: unknown) => Promise<unknown>, options: unknown) => {
      runs.push(options);
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : body({});
    },
  } as unknown as Firestore;
  return { db, runs };
}

describe('runTransaction', () => {
  it('runs a transaction Firestore closed again, with the same options, and answers what the body returns', async () => {
    const { db, runs } = firestoreFailing(closed(), closed());
    await expect(runTransaction(db, () => Promise.resolve('paid'), { maxAttempts: 25 })).resolves.toBe('paid');
    expect(runs).toEqual([{ maxAttempts: 25 }, { maxAttempts: 25 }, { maxAttempts: 25 }]);
  });

  it("passes the body's own errors and Firestore's other refusals through at once", async () => {
    const refusal = Object.assign(new Error('3 INVALID_ARGUMENT: too many writes'), { code: 3 });
    const { db, runs } = firestoreFailing(refusal);
    await expect(runTransaction(db, () => Promise.resolve(1))).rejects.toBe(refusal);
    expect(runs).toHaveLength(1);
  });

  it('gives up after five closed runs, with the closed error (the callable answers "the shop is busy")', async () => {
    const { db, runs } = firestoreFailing(closed(), closed(), closed(), closed(), closed(), closed());
    await expect(runTransaction(db, () => Promise.resolve(1))).rejects.toMatchObject({ code: 3 });
    expect(runs).toHaveLength(5);
  });
});
