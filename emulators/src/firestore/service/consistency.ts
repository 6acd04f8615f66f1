import type { DatabaseState } from '../engine/engine';
import type { Transaction } from '../tx/transactions';
import type { WReadOptions } from '../wire/types';
import type { Services } from './context';

export interface ReadTransaction {
  readonly tx: Transaction | undefined;
  /** True when this call began the transaction (its id goes in the first response; undo on failure). */
  readonly created: boolean;
}

/**
 * The consistency selector of a read: an existing transaction, a new one (lazy start, as the Admin SDK does),
 * or none. Point-in-time reads (`read_time`) are served from the current state: this server keeps no history.
 */
export function openReadTransaction(svc: Services, state: DatabaseState, options: WReadOptions): ReadTransaction {
  if (options.transaction !== undefined && options.transaction.length > 0) {
    return { tx: svc.engine.transactions.get(options.transaction, state), created: false };
  }
  if (options.newTransaction !== undefined) {
    const mode = options.newTransaction.readOnly !== undefined ? 'readOnly' : 'readWrite';
    return { tx: svc.engine.transactions.begin(state, mode), created: true };
  }
  return { tx: undefined, created: false };
}

/** Runs a read; if it began a transaction and fails, the transaction is ended so its locks do not linger. */
export async function withReadTransaction<T>(svc: Services, read: ReadTransaction, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (read.created && read.tx) svc.engine.transactions.finish(read.tx);
    throw err;
  }
}

export function locksReads(tx: Transaction | undefined): tx is Transaction {
  return tx?.mode === 'readWrite';
}
