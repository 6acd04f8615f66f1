/**
 * Transactions that many buyers hit at once (a drop's stock, the last units of a size). Production runs server SDK
 * transactions with pessimistic locks: readers share a document, and two readers that both write it deadlock, so
 * one is aborted (ABORTED) and retried. The SDK's own retry waits 1 s, 1.5 s, 2.25 s… between attempts, which turns
 * a busy minute into minutes; `runContended` retries at once with a short random pause instead, within a time
 * budget, and answers in words (never ABORTED) if the budget runs out.
 */
import { DomainError, CHECKOUT_BUSY } from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** For the SDK's own retry, where a few slow retries are fine (settlement, staff changes). */
export const CONTENDED_TX = { maxAttempts: 25 } as const;

/** How long a contended transaction keeps retrying before the caller is told to try again. */
export const CONTENDED_BUDGET_MS = 20_000;

const isAborted = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 10;

export async function runContended<T>(
  db: Firestore,
  fn: (tx: Transaction) => Promise<T>,
  budgetMs: number = CONTENDED_BUDGET_MS,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(fn, { maxAttempts: 1 });
    } catch (error) {
      if (!isAborted(error)) throw error;
      if (Date.now() - started > budgetMs) throw new DomainError('conflict', 'checkout/busy', CHECKOUT_BUSY);
      // Up to 25, 50, 100 … 400 ms: enough for the transaction in the way to commit, short enough for a buyer.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 25 * 2 ** attempt)));
    }
  }
}
