import { CommitFeed } from '../listen/feed';
import type { DatabaseId } from '../paths/names';
import { IndexUsageRecorder } from '../query/index-usage';
import { LockManager } from '../tx/locks';
import { TransactionRegistry } from '../tx/transactions';
import { Clock } from './clock';
import { Database } from './database';
import { ProjectStats } from './stats';

/** One database and the locks over its documents. */
export interface DatabaseState {
  readonly db: Database;
  readonly locks: LockManager;
}

export interface EngineOptions {
  /** How long a lock waiter waits before ABORTED (transactions) or wounding the holder (plain writes). */
  readonly lockTimeoutMs?: number;
  readonly transactionIdleMs?: number;
}

/** Everything the server holds in memory: databases per project, the clock, transactions, counters. */
export class FirestoreEngine {
  readonly clock = new Clock();
  /** Every published change, for Listen streams. */
  readonly feed = new CommitFeed();
  readonly transactions: TransactionRegistry;
  private readonly databases = new Map<string, DatabaseState>();
  private readonly stats = new Map<string, ProjectStats>();
  private readonly usage = new Map<string, IndexUsageRecorder>();
  private readonly lockTimeoutMs: number;

  constructor(options: EngineOptions = {}) {
    this.lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
    this.transactions = new TransactionRegistry(options.transactionIdleMs);
  }

  database(id: DatabaseId): DatabaseState {
    const key = `${id.project}/${id.database}`;
    let state = this.databases.get(key);
    if (!state) {
      state = { db: new Database(id), locks: new LockManager(this.lockTimeoutMs) };
      this.databases.set(key, state);
    }
    return state;
  }

  /** Every database that holds documents or was touched. */
  allDatabases(): DatabaseState[] {
    return [...this.databases.values()];
  }

  statsFor(project: string): ProjectStats {
    let s = this.stats.get(project);
    if (!s) this.stats.set(project, (s = new ProjectStats()));
    return s;
  }

  indexUsageFor(project: string): IndexUsageRecorder {
    let u = this.usage.get(project);
    if (!u) this.usage.set(project, (u = new IndexUsageRecorder()));
    return u;
  }

  /** Deletes every document of a project's database and ends its transactions. */
  clear(id: DatabaseId): void {
    const state = this.database(id);
    this.transactions.abortAll(state, 'The database was cleared.');
    state.db.clear();
    this.feed.publish(id, undefined, this.clock.next());
  }

  close(): void {
    this.transactions.close();
  }
}
