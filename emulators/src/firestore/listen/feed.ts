import type { DatabaseId } from '../paths/names';

/** What one commit changed: the written document paths, or undefined when the whole database was cleared. */
export interface CommitEvent {
  readonly paths: ReadonlySet<string> | undefined;
  readonly time: bigint;
}

type Subscriber = (event: CommitEvent) => void;

function keyOf(db: DatabaseId): string {
  return `${db.project}/${db.database}`;
}

/**
 * Tells listeners about every published change, per database, synchronously after the documents land, so a
 * listener re-reads exactly the state the commit produced. Also remembers each database's last change time,
 * which decides whether a resume token can skip re-sending a target's documents.
 */
export class CommitFeed {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly lastChange = new Map<string, bigint>();

  subscribe(db: DatabaseId, fn: Subscriber): () => void {
    const key = keyOf(db);
    let set = this.subscribers.get(key);
    if (!set) this.subscribers.set(key, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.subscribers.get(key) === set) this.subscribers.delete(key);
    };
  }

  publish(db: DatabaseId, paths: Iterable<string> | undefined, time: bigint): void {
    const key = keyOf(db);
    this.lastChange.set(key, time);
    const set = this.subscribers.get(key);
    if (!set) return;
    const event: CommitEvent = { paths: paths === undefined ? undefined : new Set(paths), time };
    for (const fn of [...set]) fn(event);
  }

  /** Time of the last change to a database (0 when none since the server started). */
  lastChangeOf(db: DatabaseId): bigint {
    return this.lastChange.get(keyOf(db)) ?? 0n;
  }

  /** Subscribed listeners across databases (for the leak check of the benchmark and tests). */
  get subscriberCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }
}
