import { CONTENTION_MESSAGE, FsError } from '../errors';

/**
 * Pessimistic per-document locks, as production runs transactions for server SDKs: a read in a read-write
 * transaction takes a shared lock on the document (other transactions may read it too, nobody may change it);
 * commits and plain writes take exclusive locks on what they write, a transaction upgrading the shared lock it
 * holds. Waiters queue FIFO per document (an upgrade goes ahead of newcomers). A waiter that would close a cycle
 * (two readers of one document that both want to write it), or waits longer than the timeout, gets ABORTED —
 * unless it is a plain write, which never fails with ABORTED (the Admin SDK would retry it for minutes): it
 * wounds the transaction in its way instead.
 */
export type LockMode = 'shared' | 'exclusive';

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
  readonly mode: LockMode;
  resolve(): void;
  reject(err: FsError): void;
  timer: NodeJS.Timeout | undefined;
  cleanup(): void;
}

interface LockState {
  readonly holders: Map<LockOwner, LockMode>;
  readonly queue: Waiter[];
}

export class LockManager {
  private readonly locks = new Map<string, LockState>();

  constructor(private readonly timeoutMs: number) {}

  /** Acquires the keys in sorted order, so plain writes never deadlock with each other. */
  async acquireAll(
    owner: LockOwner,
    keys: Iterable<string>,
    signal?: AbortSignal,
    mode: LockMode = 'exclusive',
  ): Promise<void> {
    for (const key of [...new Set(keys)].sort()) {
      const pending = this.acquire(owner, key, signal, mode);
      if (pending) await pending;
    }
  }

  /** Returns undefined when granted at once, else a promise that settles when granted or refused. */
  acquire(
    owner: LockOwner,
    key: string,
    signal?: AbortSignal,
    mode: LockMode = 'exclusive',
  ): Promise<void> | undefined {
    if (owner.abortedReason !== undefined) throw new FsError('ABORTED', owner.abortedReason);
    let state = this.locks.get(key);
    if (!state) this.locks.set(key, (state = { holders: new Map(), queue: [] }));
    const current = state.holders.get(owner);
    if (current === 'exclusive' || (current === 'shared' && mode === 'shared')) return undefined;
    const upgrade = current === 'shared';
    if ((upgrade || state.queue.length === 0) && this.compatible(state, owner, mode)) {
      this.grant(owner, key, state, mode);
      return undefined;
    }
    const position = upgrade ? this.upgradePosition(state) : state.queue.length;
    const cycle = this.cycleThrough(owner, this.blockersAt(state, owner, position));
    if (cycle) {
      // The requester gives way if it is a transaction; a plain write wounds a transaction in the cycle instead.
      const victim = owner.isTransaction ? owner : cycle.find((o) => o.isTransaction);
      if (victim === owner || victim === undefined) throw new FsError('ABORTED', CONTENTION_MESSAGE);
      this.abort(victim, CONTENTION_MESSAGE);
      return this.acquire(owner, key, signal, mode);
    }
    return this.enqueue(owner, key, state, mode, position, signal);
  }

  /** Shared: nobody else writes it. Exclusive: nobody else holds it. */
  private compatible(state: LockState, owner: LockOwner, mode: LockMode): boolean {
    for (const [holder, held] of state.holders) {
      if (holder === owner) continue;
      if (mode === 'exclusive' || held === 'exclusive') return false;
    }
    return true;
  }

  private grant(owner: LockOwner, key: string, state: LockState, mode: LockMode): void {
    state.holders.set(owner, mode);
    owner.held.add(key);
  }

  /** Upgrades wait ahead of newcomers, behind earlier upgrades. */
  private upgradePosition(state: LockState): number {
    let i = 0;
    while (i < state.queue.length && state.holders.has(state.queue[i]!.owner)) i += 1;
    return i;
  }

  private enqueue(
    owner: LockOwner,
    key: string,
    state: LockState,
    mode: LockMode,
    position: number,
    signal?: AbortSignal,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        this.removeWaiter(waiter);
        reject(new FsError('CANCELLED', 'The request was cancelled by the client.'));
      };
      const waiter: Waiter = {
        owner,
        key,
        mode,
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
      state.queue.splice(position, 0, waiter);
    });
  }

  private timedOut(waiter: Waiter, rearm: () => void): void {
    const state = this.locks.get(waiter.key);
    if (waiter.owner.isTransaction || !state) {
      this.removeWaiter(waiter);
      waiter.reject(new FsError('ABORTED', CONTENTION_MESSAGE));
      return;
    }
    // A plain write must not fail: wound the transactions holding the lock, or keep waiting behind a plain write.
    for (const holder of [...state.holders.keys()]) {
      if (holder !== waiter.owner && holder.isTransaction) this.abort(holder, CONTENTION_MESSAGE);
    }
    if (this.locks.get(waiter.key)?.queue.includes(waiter)) rearm();
  }

  private removeWaiter(waiter: Waiter): void {
    const state = this.locks.get(waiter.key);
    if (!state) return;
    const i = state.queue.indexOf(waiter);
    if (i >= 0) state.queue.splice(i, 1);
    this.grantNext(waiter.key, state);
  }

  /** Owners a waiter at `position` of `state`'s queue waits for: the other holders and everyone queued ahead. */
  private blockersAt(state: LockState, owner: LockOwner, position: number): LockOwner[] {
    const out = [...state.holders.keys()].filter((o) => o !== owner);
    for (const w of state.queue.slice(0, position)) if (w.owner !== owner) out.push(w.owner);
    return out;
  }

  /** The owners on a wait-for cycle that waiting behind `blockers` would close, or undefined when there is none. */
  private cycleThrough(owner: LockOwner, blockers: LockOwner[]): LockOwner[] | undefined {
    const seen = new Set<LockOwner>();
    const visit = (from: LockOwner[], path: LockOwner[]): LockOwner[] | undefined => {
      for (const next of from) {
        if (next === owner) return path;
        if (seen.has(next)) continue;
        seen.add(next);
        const onward: LockOwner[] = [];
        for (const w of next.waits) {
          const s = this.locks.get(w.key);
          if (s) onward.push(...this.blockersAt(s, w.owner, Math.max(0, s.queue.indexOf(w))));
        }
        const found = visit(onward, [...path, next]);
        if (found) return found;
      }
      return undefined;
    };
    return visit(blockers, []);
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
      if (state?.holders.delete(owner)) this.grantNext(key, state);
    }
    owner.held.clear();
  }

  /** Grants queued waiters in order while they are compatible (several readers at once). */
  private grantNext(key: string, state: LockState): void {
    while (state.queue.length > 0) {
      const next = state.queue[0]!;
      if (!this.compatible(state, next.owner, next.mode)) break;
      state.queue.shift();
      this.grant(next.owner, key, state, next.mode);
      next.resolve();
    }
    if (state.holders.size === 0 && state.queue.length === 0) this.locks.delete(key);
  }

  /** Number of documents currently locked (diagnostics). */
  get size(): number {
    return this.locks.size;
  }
}
