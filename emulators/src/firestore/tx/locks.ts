import { CONTENTION_MESSAGE, FsError } from '../errors';

/**
 * Pessimistic per-document locks, as production runs transactions for server SDKs: a read in a read-write
 * transaction takes the document's lock (exclusive, FIFO queue per document); commits and plain writes take
 * the locks of what they write. A waiter that would close a cycle, or waits longer than the timeout, gets
 * ABORTED — unless it is a plain write, which never fails with ABORTED (the Admin SDK would retry it for
 * minutes): it wounds the transaction in its way instead.
 */
export class LockOwner {
  readonly held = new Set<string>();
  readonly waits = new Set<Waiter>();
  /** Set once the owner was chosen as a victim; its later calls fail with ABORTED. */
  abortedReason: string | undefined;

  constructor(
    readonly label: string,
    readonly isTransaction: boolean,
  ) {}
}

interface Waiter {
  readonly owner: LockOwner;
  readonly key: string;
  resolve(): void;
  reject(err: FsError): void;
  timer: NodeJS.Timeout | undefined;
  cleanup(): void;
}

interface LockState {
  holder: LockOwner | null;
  readonly queue: Waiter[];
}

export class LockManager {
  private readonly locks = new Map<string, LockState>();

  constructor(private readonly timeoutMs: number) {}

  /** Acquires the keys in sorted order, so plain writes never deadlock with each other. */
  async acquireAll(owner: LockOwner, keys: Iterable<string>, signal?: AbortSignal): Promise<void> {
    for (const key of [...new Set(keys)].sort()) {
      const pending = this.acquire(owner, key, signal);
      if (pending) await pending;
    }
  }

  /** Returns undefined when granted at once, else a promise that settles when granted or refused. */
  acquire(owner: LockOwner, key: string, signal?: AbortSignal): Promise<void> | undefined {
    if (owner.abortedReason !== undefined) throw new FsError('ABORTED', owner.abortedReason);
    let state = this.locks.get(key);
    if (!state) this.locks.set(key, (state = { holder: null, queue: [] }));
    if (state.holder === owner) return undefined;
    if (state.holder === null && state.queue.length === 0) {
      state.holder = owner;
      owner.held.add(key);
      return undefined;
    }
    const cycle = this.cycleThrough(owner, state);
    if (cycle) {
      // The requester gives way if it is a transaction; a plain write wounds a transaction in the cycle instead.
      const victim = owner.isTransaction ? owner : cycle.find((o) => o.isTransaction);
      if (victim === owner || victim === undefined) throw new FsError('ABORTED', CONTENTION_MESSAGE);
      this.abort(victim, CONTENTION_MESSAGE);
      return this.acquire(owner, key, signal);
    }
    return this.enqueue(owner, key, state, signal);
  }

  private enqueue(owner: LockOwner, key: string, state: LockState, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        this.removeWaiter(waiter);
        reject(new FsError('CANCELLED', 'The request was cancelled by the client.'));
      };
      const waiter: Waiter = {
        owner,
        key,
        timer: undefined,
        resolve: () => {
          waiter.cleanup();
          resolve();
        },
        reject: (err) => {
          waiter.cleanup();
          reject(err);
        },
        cleanup: () => {
          if (waiter.timer) clearTimeout(waiter.timer);
          signal?.removeEventListener('abort', onAbort);
          owner.waits.delete(waiter);
        },
      };
      const arm = (): void => {
        waiter.timer = setTimeout(() => this.timedOut(waiter, arm), this.timeoutMs);
      };
      arm();
      signal?.addEventListener('abort', onAbort, { once: true });
      owner.waits.add(waiter);
      state.queue.push(waiter);
    });
  }

  private timedOut(waiter: Waiter, rearm: () => void): void {
    const state = this.locks.get(waiter.key);
    if (waiter.owner.isTransaction || !state) {
      this.removeWaiter(waiter);
      waiter.reject(new FsError('ABORTED', CONTENTION_MESSAGE));
      return;
    }
    // A plain write must not fail: wound the transaction holding the lock, or keep waiting behind a plain write.
    const holder = state.holder;
    if (holder?.isTransaction) this.abort(holder, CONTENTION_MESSAGE);
    if (this.locks.get(waiter.key)?.holder !== waiter.owner) rearm();
  }

  private removeWaiter(waiter: Waiter): void {
    const state = this.locks.get(waiter.key);
    if (!state) return;
    const i = state.queue.indexOf(waiter);
    if (i >= 0) state.queue.splice(i, 1);
    if (state.holder === null) this.grantNext(waiter.key, state);
  }

  /** Owners a waiter on `state` waits for: the holder and everyone queued ahead. */
  private blockers(state: LockState, until?: Waiter): LockOwner[] {
    const out: LockOwner[] = state.holder ? [state.holder] : [];
    for (const w of state.queue) {
      if (w === until) break;
      out.push(w.owner);
    }
    return out;
  }

  /** The owners on a wait-for cycle that waiting on `state` would close, or undefined when there is none. */
  private cycleThrough(owner: LockOwner, state: LockState): LockOwner[] | undefined {
    const seen = new Set<LockOwner>();
    const visit = (from: LockOwner[], path: LockOwner[]): LockOwner[] | undefined => {
      for (const next of from) {
        if (next === owner) return path;
        if (seen.has(next)) continue;
        seen.add(next);
        const onward: LockOwner[] = [];
        for (const w of next.waits) {
          const s = this.locks.get(w.key);
          if (s) onward.push(...this.blockers(s, w));
        }
        const found = visit(onward, [...path, next]);
        if (found) return found;
      }
      return undefined;
    };
    return visit(this.blockers(state), []);
  }

  /** Wounds an owner: its waits fail with ABORTED and its locks pass to the next waiters. */
  abort(owner: LockOwner, reason: string): void {
    owner.abortedReason = reason;
    for (const w of [...owner.waits]) {
      this.removeWaiter(w);
      w.reject(new FsError('ABORTED', reason));
    }
    this.releaseAll(owner);
  }

  releaseAll(owner: LockOwner): void {
    for (const key of owner.held) {
      const state = this.locks.get(key);
      if (state?.holder === owner) {
        state.holder = null;
        this.grantNext(key, state);
      }
    }
    owner.held.clear();
  }

  private grantNext(key: string, state: LockState): void {
    const next = state.queue.shift();
    if (!next) {
      this.locks.delete(key);
      return;
    }
    state.holder = next.owner;
    next.owner.held.add(key);
    next.resolve();
  }

  /** Number of documents currently locked (diagnostics). */
  get size(): number {
    return this.locks.size;
  }
}
