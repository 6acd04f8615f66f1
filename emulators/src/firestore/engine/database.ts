import type { DocReader, FieldPath, StoredDoc } from '../../shared/contract';
import type { DatabaseId } from '../paths/names';
import { lastSegment, parentOf } from '../paths/names';
import { formatFieldPath } from '../paths/field-paths';
import { compareDocPaths } from '../paths/doc-keys';
import { FieldIndex } from './field-index';

/** Which documents a query ranges over (StructuredQuery.from plus the parent). */
export interface Scope {
  /** Parent document path relative to the root ('' = root). */
  readonly parent: string;
  readonly collectionId: string | undefined;
  readonly allDescendants: boolean;
}

/** How far back point-in-time reads reach (production keeps an hour of versions without PITR). */
export const VERSION_RETENTION_MICROS = 60n * 60n * 1_000_000n;

/** A replaced version: what `path` held until `until` (null = absent). */
interface PastVersion {
  readonly until: bigint;
  readonly doc: StoredDoc | null;
}

function collectionPath(parent: string, id: string): string {
  return parent === '' ? id : `${parent}/${id}`;
}

/**
 * The documents of one database, with the bookkeeping queries need: direct members per collection,
 * collections per collection-group id, a count of stored documents below every path (for missing parents
 * and ListCollectionIds), and lazily built per-field equality indexes.
 */
export class Database implements DocReader {
  private readonly docs = new Map<string, StoredDoc>();
  private readonly counts = new Map<string, number>();
  private readonly children = new Map<string, Set<string>>();
  private readonly collections = new Map<string, Map<string, StoredDoc>>();
  private readonly groups = new Map<string, Set<string>>();
  private readonly indexes = new Map<string, Map<string, FieldIndex>>();
  /** Per path, the versions replaced in the last hour, oldest first (point-in-time reads). */
  private readonly history = new Map<string, PastVersion[]>();
  /** Every recorded replacement in commit order, to prune the oldest first. */
  private readonly historyOrder: { readonly until: bigint; readonly path: string }[] = [];
  private historyHead = 0;
  /** The time of the latest commit that recorded history (reads at or after it see the current state). */
  private lastCommit = 0n;

  constructor(readonly id: DatabaseId) {}

  get(path: string): StoredDoc | null {
    return this.docs.get(path) ?? null;
  }

  get size(): number {
    return this.docs.size;
  }

  allDocs(): IterableIterator<StoredDoc> {
    return this.docs.values();
  }

  /**
   * Applies a set of document states atomically (null = deleted). With a commit `time`, the replaced versions
   * are kept for an hour so reads at an earlier time see them; imports pass no time and keep no history.
   */
  commit(changes: ReadonlyMap<string, StoredDoc | null>, time?: bigint): void {
    if (time !== undefined) this.remember(changes, time);
    for (const [path, next] of changes) {
      const prev = this.docs.get(path);
      if (prev) this.unlink(prev);
      if (next) this.link(next);
      if (!prev && next) this.count(path, 1);
      if (prev && !next) this.count(path, -1);
    }
  }

  clear(): void {
    this.docs.clear();
    this.counts.clear();
    this.children.clear();
    this.collections.clear();
    this.groups.clear();
    this.indexes.clear();
    this.history.clear();
    this.historyOrder.length = 0;
    this.historyHead = 0;
  }

  private remember(changes: ReadonlyMap<string, StoredDoc | null>, time: bigint): void {
    for (const path of changes.keys()) {
      let versions = this.history.get(path);
      if (!versions) this.history.set(path, (versions = []));
      versions.push({ until: time, doc: this.docs.get(path) ?? null });
      this.historyOrder.push({ until: time, path });
    }
    if (time > this.lastCommit) this.lastCommit = time;
    const cutoff = time - VERSION_RETENTION_MICROS;
    while (this.historyHead < this.historyOrder.length && this.historyOrder[this.historyHead]!.until < cutoff) {
      const { path } = this.historyOrder[this.historyHead++]!;
      const versions = this.history.get(path);
      versions?.shift();
      if (versions?.length === 0) this.history.delete(path);
    }
    if (this.historyHead > 1024 && this.historyHead * 2 > this.historyOrder.length) {
      this.historyOrder.splice(0, this.historyHead);
      this.historyHead = 0;
    }
  }

  /** How many replaced versions are kept (diagnostics: the hour of history stays bounded). */
  get keptVersions(): number {
    let n = 0;
    for (const versions of this.history.values()) n += versions.length;
    return n;
  }

  /** The document as it was at `time` (the caller checks that `time` is within the retention window). */
  getAt(path: string, time: bigint): StoredDoc | null {
    for (const v of this.history.get(path) ?? []) if (v.until > time) return v.doc;
    return this.get(path);
  }

  /** This database as it was at `time`: itself when nothing was committed since, else a detached copy. */
  at(time: bigint): Database {
    if (time >= this.lastCommit) return this;
    const past = new Database(this.id);
    const changes = new Map<string, StoredDoc>();
    for (const path of new Set([...this.docs.keys(), ...this.history.keys()])) {
      const doc = this.getAt(path, time);
      if (doc) changes.set(path, doc);
    }
    past.commit(changes);
    return past;
  }

  private link(doc: StoredDoc): void {
    this.docs.set(doc.path, doc);
    const coll = parentOf(doc.path);
    let members = this.collections.get(coll);
    if (!members) {
      this.collections.set(coll, (members = new Map<string, StoredDoc>()));
      const id = lastSegment(coll);
      let group = this.groups.get(id);
      if (!group) this.groups.set(id, (group = new Set<string>()));
      group.add(coll);
    }
    members.set(lastSegment(doc.path), doc);
    for (const index of this.indexesFor(coll)) index.insert(doc);
  }

  private unlink(doc: StoredDoc): void {
    this.docs.delete(doc.path);
    const coll = parentOf(doc.path);
    const members = this.collections.get(coll);
    if (members) {
      members.delete(lastSegment(doc.path));
      if (members.size === 0) {
        this.collections.delete(coll);
        const id = lastSegment(coll);
        const group = this.groups.get(id);
        group?.delete(coll);
        if (group?.size === 0) this.groups.delete(id);
      }
    }
    for (const index of this.indexesFor(coll)) index.delete(doc);
  }

  private *indexesFor(coll: string): Iterable<FieldIndex> {
    const exact = this.indexes.get(`c/${coll}`);
    if (exact) yield* exact.values();
    const group = this.indexes.get(`g/${lastSegment(coll)}`);
    if (group) yield* group.values();
  }

  /** Keeps, for every ancestor path, how many stored documents lie at or below it. */
  private count(path: string, delta: 1 | -1): void {
    let end = path.indexOf('/');
    for (;;) {
      const prefix = end < 0 ? path : path.slice(0, end);
      const n = (this.counts.get(prefix) ?? 0) + delta;
      const parent = parentOf(prefix);
      const segment = lastSegment(prefix);
      if (n <= 0) {
        this.counts.delete(prefix);
        const siblings = this.children.get(parent);
        siblings?.delete(segment);
        if (siblings?.size === 0) this.children.delete(parent);
      } else {
        this.counts.set(prefix, n);
        if (n === 1 && delta === 1) {
          let siblings = this.children.get(parent);
          if (!siblings) this.children.set(parent, (siblings = new Set<string>()));
          siblings.add(segment);
        }
      }
      if (end < 0) break;
      end = path.indexOf('/', end + 1);
    }
  }

  /** Collection ids directly under a document ('' = root) that hold documents at any depth. */
  collectionIds(parent: string): string[] {
    return [...(this.children.get(parent) ?? [])];
  }

  /** Document ids in a collection that exist or have descendants ("missing" parents), in key order. */
  documentIds(collection: string): string[] {
    return [...(this.children.get(collection) ?? [])].sort(compareDocPaths);
  }

  /** Every stored document a scope covers (unordered). */
  *scopeDocs(scope: Scope): Iterable<StoredDoc> {
    const { parent, collectionId, allDescendants } = scope;
    if (!allDescendants) {
      const members =
        collectionId === undefined ? undefined : this.collections.get(collectionPath(parent, collectionId));
      if (members) yield* members.values();
      return;
    }
    if (collectionId === undefined) {
      const prefix = parent === '' ? '' : `${parent}/`;
      for (const doc of this.docs.values()) if (doc.path.startsWith(prefix)) yield doc;
      return;
    }
    for (const coll of this.groups.get(collectionId) ?? []) {
      if (inScope(scope, coll)) yield* this.collections.get(coll)!.values();
    }
  }

  /** Approximate number of documents in a scope, to decide whether an index helps. */
  scopeSize(scope: Scope): number {
    if (!scope.allDescendants) {
      return scope.collectionId === undefined
        ? 0
        : (this.collections.get(collectionPath(scope.parent, scope.collectionId))?.size ?? 0);
    }
    if (scope.collectionId === undefined) return this.docs.size;
    let n = 0;
    for (const coll of this.groups.get(scope.collectionId) ?? [])
      if (inScope(scope, coll)) n += this.collections.get(coll)?.size ?? 0;
    return n;
  }

  /** The equality index for a field over a collection or collection group; undefined for kindless scopes. */
  fieldIndex(scope: Scope, field: FieldPath): FieldIndex | undefined {
    if (scope.collectionId === undefined) return undefined;
    const scopeKey = scope.allDescendants
      ? `g/${scope.collectionId}`
      : `c/${collectionPath(scope.parent, scope.collectionId)}`;
    const fieldKey = formatFieldPath(field);
    let byField = this.indexes.get(scopeKey);
    if (!byField) this.indexes.set(scopeKey, (byField = new Map<string, FieldIndex>()));
    let index = byField.get(fieldKey);
    if (!index) {
      index = new FieldIndex(field);
      const full: Scope = scope.allDescendants
        ? { parent: '', collectionId: scope.collectionId, allDescendants: true }
        : scope;
      for (const doc of this.scopeDocs(full)) index.insert(doc);
      byField.set(fieldKey, index);
    }
    return index;
  }
}

/** Whether a document path belongs to a scope (used on index hits, which may come from a wider group). */
export function docInScope(scope: Scope, path: string): boolean {
  const coll = parentOf(path);
  if (!scope.allDescendants)
    return scope.collectionId !== undefined && coll === collectionPath(scope.parent, scope.collectionId);
  if (scope.collectionId !== undefined && lastSegment(coll) !== scope.collectionId) return false;
  return scope.parent === '' || path.startsWith(`${scope.parent}/`);
}

function inScope(scope: Scope, coll: string): boolean {
  return scope.parent === '' || coll.startsWith(`${scope.parent}/`);
}
