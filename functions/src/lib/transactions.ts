/**
 * The functions' one way to run a Firestore transaction (lint refuses `db.runTransaction` elsewhere).
 *
 * The Admin SDK retries a transaction that aborts (a lock lost to another buyer). Firestore also closes a transaction
 * whose lock wait timed out while another of its reads was in flight; that read then fails with INVALID_ARGUMENT
 * "Transaction is invalid or closed", which the SDK retries only when the words say "expired". Nothing was written
 * (a closed transaction commits nothing), so it is as safe to run again as an abort: the body runs afresh in a new
 * transaction. Without this, a webhook and a customer's own confirm settling one payment at once could answer
 * INTERNAL (docs/architecture.md#transactions-under-a-rush).
 */
import type { Firestore, ReadWriteTransactionOptions, Transaction } from 'firebase-admin/firestore';

/**
 * Transactions that many buyers hit at once (the stock of a popular size) conflict and are retried by the SDK;
 * the default of 5 attempts turns a busy minute into errors, so money-and-stock transactions allow more.
 */
export const CONTENDED_TX = { maxAttempts: 25 } as const;

/** Whole runs after a closed transaction; each run has the SDK's own attempts. */
const CLOSED_RUNS = 5;

/** Firestore's words for a transaction it closed under the caller (gRPC INVALID_ARGUMENT). */
export function isClosedTransaction(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 3 &&
    typeof message === 'string' &&
    /transaction is invalid or closed|transaction has expired/i.test(message)
  );
}

/** `db.runTransaction(body, options)`, run again from the start when Firestore closed the transaction under it. */
export async function runTransaction<T>(
  db: Firestore,
  body: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions,
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      // eslint-disable-next-line no-restricted-syntax -- the one place that runs one (see the top of this file)
      return await db.runTransaction(body, options);
    } catch (error) {
      if (run >= CLOSED_RUNS || !isClosedTransaction(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * run + Math.random() * 100));
    }
  }
}
