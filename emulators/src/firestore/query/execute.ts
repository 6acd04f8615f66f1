import type { FsValue, QueryFilter, StoredDoc } from '../../shared/contract';
import type { Database, Scope } from '../engine/database';
import { docInScope } from '../engine/database';
import { isNameField } from '../paths/field-paths';
import { documentsRoot } from '../paths/names';
import { compareDocPaths } from '../paths/doc-keys';
import { getField } from '../values/fields';
import { NULL_VALUE } from '../values/kinds';
import { compareValues } from '../values/order';
import { compileFilter, compileOrderExistence } from './match';
import type { Bound, Order, Query } from './model';
import { nearest } from './vector';

export interface QueryResult {
  /** Results after cursors, offset and limit, in query order. */
  readonly docs: readonly StoredDoc[];
  /** How many results `offset` skipped. */
  readonly skipped: number;
  /** Documents examined (for diagnostics and the equality-index test). */
  readonly examined: number;
}

/** Smaller scopes are cheaper to scan than to index. */
const INDEX_MIN_SCOPE = 64;

function union(sets: readonly ReadonlySet<string>[]): Set<string> {
  const out = new Set<string>();
  for (const s of sets) for (const x of s) out.add(x);
  return out;
}

function relativeFromReference(db: Database, ref: string): string | undefined {
  const root = `${documentsRoot(db.id)}/`;
  return ref.startsWith(root) ? ref.slice(root.length) : undefined;
}

/**
 * Candidate document paths from equality-style filters (==, IN, array-contains(-any), IS_NULL/IS_NAN,
 * __name__ ==/IN), or undefined when the filter gives no index handle. Candidates are a superset; the
 * full filter is applied afterwards.
 */
function candidates(db: Database, scope: Scope, f: QueryFilter): ReadonlySet<string> | undefined {
  switch (f.kind) {
    case 'composite': {
      const parts = f.filters.map((g) => candidates(db, scope, g));
      if (f.op === 'OR') return parts.every((p) => p !== undefined) ? union(parts) : undefined;
      let best: ReadonlySet<string> | undefined;
      for (const p of parts) if (p && (!best || p.size < best.size)) best = p;
      return best;
    }
    case 'unary': {
      if (f.op !== 'IS_NULL' && f.op !== 'IS_NAN') return undefined;
      const index = db.fieldIndex(scope, f.field);
      return index?.equal(f.op === 'IS_NULL' ? NULL_VALUE : { type: 'double', value: NaN });
    }
    case 'field': {
      const values =
        f.value.type === 'array' && (f.op === 'IN' || f.op === 'ARRAY_CONTAINS_ANY') ? f.value.values : [f.value];
      if (isNameField(f.field)) {
        if (f.op !== 'EQUAL' && f.op !== 'IN') return undefined;
        const paths = values.map((v) => (v.type === 'reference' ? relativeFromReference(db, v.value) : undefined));
        return new Set(paths.filter((p): p is string => p !== undefined));
      }
      if (f.op === 'EQUAL' || f.op === 'IN') {
        const index = db.fieldIndex(scope, f.field);
        return index && union(values.map((v) => index.equal(v)));
      }
      if (f.op === 'ARRAY_CONTAINS' || f.op === 'ARRAY_CONTAINS_ANY') {
        const index = db.fieldIndex(scope, f.field);
        return index && union(values.map((v) => index.arrayContains(v)));
      }
      return undefined;
    }
  }
}

interface Row {
  readonly doc: StoredDoc;
  readonly keys: readonly (FsValue | undefined)[];
}

function compareRows(orderBy: readonly Order[]): (a: Row, b: Row) => number {
  return (a, b) => {
    for (let i = 0; i < orderBy.length; i++) {
      const o = orderBy[i]!;
      const c = isNameField(o.field) ? compareDocPaths(a.doc.path, b.doc.path) : compareValues(a.keys[i]!, b.keys[i]!);
      if (c !== 0) return o.direction === 'DESCENDING' ? -c : c;
    }
    return 0;
  };
}

/** Compares a row with a cursor position over the cursor's prefix of the order, directions applied. */
function compareToBound(db: Database, orderBy: readonly Order[], row: Row, bound: Bound): number {
  for (let i = 0; i < bound.values.length; i++) {
    const o = orderBy[i]!;
    const v = bound.values[i]!;
    let c: number;
    if (isNameField(o.field)) {
      const rel = v.type === 'reference' ? relativeFromReference(db, v.value) : undefined;
      c = rel === undefined ? 1 : compareDocPaths(row.doc.path, rel);
    } else {
      c = compareValues(row.keys[i]!, v);
    }
    if (c !== 0) return o.direction === 'DESCENDING' ? -c : c;
  }
  return 0;
}

/** Keeps the k smallest rows with a bounded max-heap: O(n log k) instead of sorting everything. */
function smallest(rows: Row[], k: number, cmp: (a: Row, b: Row) => number): Row[] {
  if (k >= rows.length) return rows.sort(cmp);
  if (k === 0) return [];
  const heap: Row[] = [];
  const up = (i: number): void => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cmp(heap[i]!, heap[p]!) <= 0) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && cmp(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && cmp(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (const row of rows) {
    if (heap.length < k) {
      heap.push(row);
      up(heap.length - 1);
    } else if (cmp(row, heap[0]!) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort(cmp);
}

/** Runs a query: scope → filters and order existence → cursors → sort → offset → limit. */
export function executeQuery(db: Database, q: Query): QueryResult {
  const { scope, orderBy } = q;
  let source: Iterable<StoredDoc>;
  const picked = q.where && db.scopeSize(scope) >= INDEX_MIN_SCOPE ? candidates(db, scope, q.where) : undefined;
  if (picked) {
    const docs: StoredDoc[] = [];
    for (const path of picked) {
      const doc = db.get(path);
      if (doc && docInScope(scope, path)) docs.push(doc);
    }
    source = docs;
  } else {
    source = db.scopeDocs(scope);
  }
  const filter = q.where ? compileFilter(db.id, q.where) : undefined;
  const exists = compileOrderExistence(orderBy, q.requiredFields);
  const readers = orderBy.map((o) => (isNameField(o.field) ? undefined : o.field));
  const rows: Row[] = [];
  let examined = 0;
  for (const doc of source) {
    examined++;
    if (filter && !filter(doc)) continue;
    if (exists && !exists(doc)) continue;
    const row: Row = { doc, keys: readers.map((f) => (f ? getField(doc.fields, f) : undefined)) };
    if (q.startAt) {
      const c = compareToBound(db, orderBy, row, q.startAt);
      if (q.startAt.before ? c < 0 : c <= 0) continue;
    }
    if (q.endAt) {
      const c = compareToBound(db, orderBy, row, q.endAt);
      if (q.endAt.before ? c >= 0 : c > 0) continue;
    }
    rows.push(row);
  }
  if (q.findNearest) {
    // The nearest-neighbour order supersedes orderBy; offset and limit apply to the neighbours.
    const near = nearest(
      rows.map((r) => r.doc),
      q.findNearest,
    );
    const end = q.limit === undefined ? near.length : Math.min(near.length, q.offset + q.limit);
    const skipped = Math.min(q.offset, near.length);
    return { docs: near.slice(skipped, end), skipped, examined };
  }
  const cmp = compareRows(orderBy);
  const wanted = q.limit === undefined ? rows.length : Math.min(rows.length, q.offset + q.limit);
  const ordered = smallest(rows, wanted, cmp);
  const skipped = Math.min(q.offset, ordered.length);
  const end = q.limit === undefined ? ordered.length : Math.min(ordered.length, q.offset + q.limit);
  return { docs: ordered.slice(skipped, end).map((r) => r.doc), skipped, examined };
}
