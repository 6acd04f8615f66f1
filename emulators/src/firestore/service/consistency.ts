import type { Database } from '../engine/database';
import { VERSION_RETENTION_MICROS } from '../engine/database';
import type { DatabaseState } from '../engine/engine';
import { FsError, invalidArgument } from '../errors';
import type { Transaction } from '../tx/transactions';
import type { WReadOptions, WTimestamp } from '../wire/types';
import { decodeTimestamp } from '../wire/values';
import type { Services } from './context';

export interface ReadTransaction {
  readonly tx: Transaction | undefined;
  /** True when this call began the transaction (its id goes in the first response; undo on failure). */
  readonly created: boolean;
  /** A point-in-time read: `read_time`, or the snapshot of a read-only transaction. */
  readonly readTime: bigint | undefined;
}

/**
 * A requested read time, refused when it is older than the versions kept (an hour, as production without
 * point-in-time recovery) with production's FAILED_PRECONDITION, or when it is in the future (INVALID_ARGUMENT).
 */
export function decodeReadTime(svc: Services, t: WTimestamp | undefined): bigint | undefined {
  if (t === undefined) return undefined;
  const time = decodeTimestamp(t);
  const now = svc.engine.clock.current();
  if (time > now) throw invalidArgument('read_time cannot be in the future.');
  if (time < now - VERSION_RETENTION_MICROS)
    throw new FsError(
      'FAILED_PRECONDITION',
      'The requested snapshot version is too old: point-in-time reads reach back at most one hour.',
    );
  return time;
}

/**
 * The consistency selector of a read: an existing transaction, a new one (lazy start, as the Admin SDK does),
 * a point-in-time `read_time`, or none. Read-only transactions read the snapshot of their read time (asked for,
 * or the time they began).
 */
export function openReadTransaction(svc: Services, state: DatabaseState, options: WReadOptions): ReadTransaction {
  if (options.transaction !== undefined && options.transaction.length > 0) {
    const tx = svc.engine.transactions.get(options.transaction, state);
    return { tx, created: false, readTime: tx.readTime };
  }
  if (options.newTransaction !== undefined) {
    const readOnly = options.newTransaction.readOnly;
    if (readOnly === undefined) {
      return { tx: svc.engine.transactions.begin(state, 'readWrite'), created: true, readTime: undefined };
    }
    const readTime = decodeReadTime(svc, readOnly.readTime) ?? svc.engine.clock.current();
    return { tx: svc.engine.transactions.begin(state, 'readOnly', readTime), created: true, readTime };
  }
  return { tx: undefined, created: false, readTime: decodeReadTime(svc, options.readTime) };
}

/** The documents a read sees: the database as of its read time, or as it is now. */
export function snapshotOf(
  svc: Services,
  state: DatabaseState,
  read: ReadTransaction,
): {
  readonly db: Database;
  readonly time: bigint;
} {
  if (read.readTime !== undefined) {
    if (read.readTime < svc.engine.clock.current() - VERSION_RETENTION_MICROS)
      throw new FsError('FAILED_PRECONDITION', 'The requested snapshot version is too old.');
    return { db: state.db.at(read.readTime), time: read.readTime };
  }
  return { db: state.db, time: svc.engine.clock.current() };
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
