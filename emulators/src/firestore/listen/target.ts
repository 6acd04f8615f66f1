import type { StoredDoc } from '../../shared/contract';
import type { DatabaseState } from '../engine/engine';
import { docInScope } from '../engine/database';
import { executeQuery } from '../query/execute';
import type { Query } from '../query/model';

/** What a Listen target watches: named documents, or a query's results. */
export type TargetSpec =
  { readonly kind: 'documents'; readonly paths: readonly string[] } | { readonly kind: 'query'; readonly query: Query };

export interface TargetDiff {
  /** Documents that entered the target or changed while in it. */
  readonly changed: readonly StoredDoc[];
  /** Paths that left the target (deleted, no longer matching, or pushed out by a limit). */
  readonly removed: readonly string[];
}

/**
 * One target of a Listen stream and the result set the client was last told about (path → update time).
 * After a commit the target re-runs its query and reports the difference, which keeps limits, cursors, OR
 * filters and collection groups exactly as consistent as RunQuery.
 */
export class ListenTarget {
  private known = new Map<string, bigint>();

  constructor(
    readonly id: number,
    readonly spec: TargetSpec,
    private readonly state: DatabaseState,
  ) {}

  /** Whether a commit touching these paths can change this target's results. */
  affectedBy(paths: ReadonlySet<string> | undefined): boolean {
    if (paths === undefined) return true;
    const spec = this.spec;
    if (spec.kind === 'documents') return spec.paths.some((p) => paths.has(p));
    for (const p of paths) if (docInScope(spec.query.scope, p)) return true;
    return false;
  }

  /** The target's documents now, in query order. */
  evaluate(): readonly StoredDoc[] {
    const spec = this.spec;
    if (spec.kind === 'query') return executeQuery(this.state.db, spec.query).docs;
    const out: StoredDoc[] = [];
    for (const p of spec.paths) {
      const doc = this.state.db.get(p);
      if (doc) out.push(doc);
    }
    return out;
  }

  get size(): number {
    return this.known.size;
  }

  /** Compares the current results with what the client knows, and records the current results as known. */
  diff(): TargetDiff {
    const docs = this.evaluate();
    const next = new Map<string, bigint>();
    const changed: StoredDoc[] = [];
    for (const doc of docs) {
      next.set(doc.path, doc.updateTime);
      if (this.known.get(doc.path) !== doc.updateTime) changed.push(doc);
    }
    const removed: string[] = [];
    for (const path of this.known.keys()) if (!next.has(path)) removed.push(path);
    this.known = next;
    return { changed, removed };
  }

  /** Records the current results as known without reporting them (a resume with nothing new). */
  markKnown(): number {
    this.known = new Map(this.evaluate().map((d) => [d.path, d.updateTime]));
    return this.known.size;
  }
}
