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

  /** Applies a set of document states atomically (null = deleted). */
  commit(changes: ReadonlyMap<string, StoredDoc | null>): void {
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
