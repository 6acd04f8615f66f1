import { randomBytes } from 'node:crypto';
import { FsError, EXPIRED_TRANSACTION_MESSAGE, invalidArgument } from '../errors';
import type { Query } from '../query/model';
import type { DatabaseState } from '../engine/engine';
import { LockOwner } from './locks';

export type TransactionMode = 'readWrite' | 'readOnly';

/** A server-side transaction: its locks, and the versions it read (the optimistic safety net). */
export class Transaction {
  readonly key: string;
  readonly owner: LockOwner;
  /** Document path → updateTime read (null = read as absent). */
  readonly reads = new Map<string, bigint | null>();
  /** Queries run in the transaction with the versions of their results, re-checked at commit (phantoms). */
  readonly queries: { readonly query: Query; readonly versions: ReadonlyMap<string, bigint> }[] = [];
  readonly createdAt = Date.now();
  lastUsed = this.createdAt;

  constructor(
    readonly id: Buffer,
    readonly state: DatabaseState,
    readonly mode: TransactionMode,
    /** Read-only transactions read one snapshot: the time asked for, or the time they began. */
    readonly readTime?: bigint,
  ) {
    this.key = id.toString('base64');
    this.owner = new LockOwner(`transaction ${this.key}`, true);
  }

  recordRead(path: string, updateTime: bigint | null): void {
    if (!this.reads.has(path)) this.reads.set(path, updateTime);
  }
}

/** Transaction ids → transactions; expires idle ones (production: 60 s idle, 270 s total). */
export class TransactionRegistry {
  private readonly byKey = new Map<string, Transaction>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly idleMs = 60_000,
    private readonly maxAgeMs = 270_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(5_000, idleMs));
    this.sweeper.unref();
  }

  begin(state: DatabaseState, mode: TransactionMode, readTime?: bigint): Transaction {
    const tx = new Transaction(randomBytes(16), state, mode, readTime);
    this.byKey.set(tx.key, tx);
    return tx;
  }

  /** Looks up a transaction for a call on `state`; unknown or expired ids are INVALID_ARGUMENT, wounded ones ABORTED. */
  get(id: Uint8Array, state: DatabaseState): Transaction {
    const key = Buffer.from(id).toString('base64');
    const tx = this.byKey.get(key);
    if (!tx) throw invalidArgument(EXPIRED_TRANSACTION_MESSAGE);
    if (tx.state !== state) throw invalidArgument('The transaction belongs to a different database.');
    if (tx.owner.abortedReason !== undefined) throw new FsError('ABORTED', tx.owner.abortedReason);
    tx.lastUsed = Date.now();
    return tx;
  }

  /** Looks up without checks (Rollback ends even a wounded transaction). */
  find(id: Uint8Array): Transaction | undefined {
    return this.byKey.get(Buffer.from(id).toString('base64'));
  }

  /** Ends a transaction (commit or rollback): releases its locks and forgets its id. */
  finish(tx: Transaction): void {
    tx.state.locks.releaseAll(tx.owner);
    this.byKey.delete(tx.key);
  }

  /** Ends every transaction of a database (used when its data is cleared). */
  abortAll(state: DatabaseState, reason: string): void {
    for (const tx of this.byKey.values()) {
      if (tx.state === state) {
        state.locks.abort(tx.owner, reason);
        this.byKey.delete(tx.key);
      }
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const tx of this.byKey.values()) {
      if (now - tx.lastUsed > this.idleMs || now - tx.createdAt > this.maxAgeMs) {
        tx.state.locks.abort(tx.owner, EXPIRED_TRANSACTION_MESSAGE);
        this.byKey.delete(tx.key);
      }
    }
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
