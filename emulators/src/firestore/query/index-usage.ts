import type { QueryFilter } from '../../shared/contract';
import { formatFieldPath, isNameField } from '../paths/field-paths';
import { compareUtf8 } from '../values/utf8';
import type { Order, Query } from './model';

/**
 * Index coverage (docs/architecture.md#index-coverage): for each query, the index production would need. Rules
 * followed: single-field indexes exist automatically for collection scope; a query whose equality/array-contains
 * filters and orders (normalized, without __name__) touch at most one field needs no composite index;
 * equality-only queries are served by index merging; anything else needs a composite index made of the
 * equality fields (any order among them) followed by the order fields with their directions. Collection
 * group queries need single-field indexes of collection-group scope as field overrides.
 */

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

export interface IndexField {
  readonly fieldPath: string;
  readonly order?: 'ASCENDING' | 'DESCENDING';
  readonly arrayConfig?: 'CONTAINS';
  /** A vector index field (firestore.indexes.json `vectorConfig`). */
  readonly vectorConfig?: { readonly dimension: number; readonly flat: Record<string, never> };
}

export interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: QueryScope;
  readonly fields: readonly IndexField[];
}

export interface FieldOverride {
  readonly collectionGroup: string;
  readonly fieldPath: string;
  readonly indexes: readonly {
    readonly order?: 'ASCENDING' | 'DESCENDING';
    readonly arrayConfig?: 'CONTAINS';
    readonly queryScope: QueryScope;
  }[];
}

/** `firestore.indexes.json` shape, plus how many leading fields of each composite index are equality constraints. */
export interface IndexUsage {
  readonly indexes: readonly CompositeIndex[];
  readonly fieldOverrides: readonly FieldOverride[];
  /** Parallel to `indexes`: the leading fields that may appear in any order (equality filters). */
  readonly equalityFields: readonly number[];
}

interface Requirement {
  readonly index?: CompositeIndex;
  readonly equalityFields?: number;
  readonly single?: { readonly collectionGroup: string; readonly field: IndexField };
}

type Leaf = Exclude<QueryFilter, { kind: 'composite' }>;

/** Disjunctive normal form: a list of conjunctions of leaves (IN / array-contains-any expand per value). */
function dnf(f: QueryFilter | undefined): Leaf[][] {
  if (!f) return [[]];
  if (f.kind !== 'composite') {
    if (f.kind === 'field' && (f.op === 'IN' || f.op === 'ARRAY_CONTAINS_ANY') && f.value.type === 'array') {
      const op = f.op === 'IN' ? 'EQUAL' : 'ARRAY_CONTAINS';
      return f.value.values.map((value) => [{ kind: 'field', field: f.field, op, value }]);
    }
    return [[f]];
  }
  const parts = f.filters.map(dnf);
  if (f.op === 'OR') return parts.flat();
  return parts.reduce<Leaf[][]>((acc, next) => acc.flatMap((a) => next.map((b) => [...a, ...b])), [[]]);
}

function requirementsFor(
  collectionGroup: string,
  scope: QueryScope,
  conj: readonly Leaf[],
  orderBy: readonly Order[],
): Requirement[] {
  const equality = new Map<string, IndexField>();
  for (const leaf of conj) {
    if (isNameField(leaf.field)) continue;
    const fieldPath = formatFieldPath(leaf.field);
    if (leaf.kind === 'field' && leaf.op === 'ARRAY_CONTAINS')
      equality.set(`${fieldPath}#contains`, { fieldPath, arrayConfig: 'CONTAINS' });
    else if (
      (leaf.kind === 'field' && leaf.op === 'EQUAL') ||
      (leaf.kind === 'unary' && (leaf.op === 'IS_NULL' || leaf.op === 'IS_NAN'))
    ) {
      equality.set(fieldPath, { fieldPath, order: 'ASCENDING' });
    }
  }
  const eqFields = [...equality.values()].sort(
    (a, b) => compareUtf8(a.fieldPath, b.fieldPath) || (a.arrayConfig ? 1 : -1),
  );
  const nameOrder = orderBy.find((o) => isNameField(o.field));
  const orders: IndexField[] = orderBy
    .filter((o) => !isNameField(o.field) && !equality.has(formatFieldPath(o.field)))
    .map((o) => ({ fieldPath: formatFieldPath(o.field), order: o.direction }));
  const all = [...eqFields, ...orders];
  const needsComposite =
    orders.length >= 2 ||
    (orders.length === 1 && eqFields.length >= 1) ||
    (orders.length === 0 && eqFields.length >= 2 && nameOrder?.direction === 'DESCENDING');
  if (needsComposite) {
    const fields = orders.length === 0 ? [...eqFields, { fieldPath: '__name__', order: 'DESCENDING' as const }] : all;
    return [{ index: { collectionGroup, queryScope: scope, fields }, equalityFields: eqFields.length }];
  }
  if (scope === 'COLLECTION') return [];
  return all.map((field) => ({ single: { collectionGroup, field } }));
}

/**
 * A vector search needs a vector index on its field with the query's dimension, after the fields of its
 * (equality) pre-filters.
 */
function vectorRequirement(collectionGroup: string, scope: QueryScope, q: Query): Requirement {
  const fn = q.findNearest!;
  const prefix = new Map<string, IndexField>();
  for (const conj of dnf(q.where))
    for (const leaf of conj) {
      if (isNameField(leaf.field)) continue;
      const fieldPath = formatFieldPath(leaf.field);
      prefix.set(fieldPath, { fieldPath, order: 'ASCENDING' });
    }
  const fields = [...prefix.values()].sort((a, b) => compareUtf8(a.fieldPath, b.fieldPath));
  const vector: IndexField = {
    fieldPath: formatFieldPath(fn.field),
    vectorConfig: { dimension: fn.queryVector.length, flat: {} },
  };
  return { index: { collectionGroup, queryScope: scope, fields: [...fields, vector] }, equalityFields: fields.length };
}

/** The indexes production would need to answer this query. */
export function requiredIndexes(q: Query): Requirement[] {
  const { collectionId, allDescendants } = q.scope;
  if (collectionId === undefined) return [];
  const scope: QueryScope = allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  if (q.findNearest) return [vectorRequirement(collectionId, scope, q)];
  return dnf(q.where).flatMap((conj) => requirementsFor(collectionId, scope, conj, q.orderBy));
}

/** An index as Query Explain names it: `{query_scope: 'Collection', properties: '(age ASC, __name__ ASC)'}`. */
export interface ExplainedIndex {
  readonly query_scope: string;
  readonly properties: string;
}

const describeField = (f: IndexField): string =>
  `${f.fieldPath} ${f.arrayConfig ? 'CONTAINS' : (f.order ?? 'ASCENDING') === 'ASCENDING' ? 'ASC' : 'DESC'}`;

/**
 * The indexes a query is served from, named as production's Query Explain names them: the composite index the
 * query needs when it needs one (the one the recorder records), otherwise the automatic single-field index of
 * its order/range field, one per equality field (index merge), or the `__name__` index for a plain scan.
 */
export function indexesUsed(q: Query): ExplainedIndex[] {
  const { collectionId, allDescendants } = q.scope;
  const scope = collectionId === undefined ? 'Includes ancestors' : allDescendants ? 'Collection group' : 'Collection';
  const nameOrder = q.orderBy.find((o) => isNameField(o.field))?.direction ?? 'ASCENDING';
  const name: IndexField = { fieldPath: '__name__', order: nameOrder };
  const out = new Map<string, ExplainedIndex>();
  const add = (fields: readonly IndexField[]): void => {
    const withName = fields.some((f) => f.fieldPath === '__name__') ? fields : [...fields, name];
    const properties = `(${withName.map(describeField).join(', ')})`;
    out.set(properties, { query_scope: scope, properties });
  };
  for (const conj of dnf(q.where)) {
    const [req] = collectionId === undefined ? [] : requirementsFor(collectionId, 'COLLECTION', conj, q.orderBy);
    if (req?.index) {
      add(req.index.fields);
      continue;
    }
    const order = q.orderBy.find((o) => !isNameField(o.field));
    if (order) {
      add([{ fieldPath: formatFieldPath(order.field), order: order.direction }]);
      continue;
    }
    const equality = conj.filter(
      (l) =>
        !isNameField(l.field) &&
        ((l.kind === 'field' && (l.op === 'EQUAL' || l.op === 'ARRAY_CONTAINS')) ||
          (l.kind === 'unary' && (l.op === 'IS_NULL' || l.op === 'IS_NAN'))),
    );
    // A sum/avg without filters or orders reads its field's index (one per aggregated field).
    const aggregated = equality.length === 0 ? (q.requiredFields ?? []) : [];
    for (const f of aggregated) add([{ fieldPath: formatFieldPath(f), order: 'ASCENDING' }]);
    if (equality.length === 0 && aggregated.length === 0) add([]);
    for (const l of equality)
      add([
        l.kind === 'field' && l.op === 'ARRAY_CONTAINS'
          ? { fieldPath: formatFieldPath(l.field), arrayConfig: 'CONTAINS' }
          : { fieldPath: formatFieldPath(l.field), order: 'ASCENDING' },
      ]);
  }
  return [...out.values()];
}

/** Per-project, deduplicated record of the indexes queries needed. */
export class IndexUsageRecorder {
  private readonly composites = new Map<string, { index: CompositeIndex; equalityFields: number }>();
  private readonly singles = new Map<string, { collectionGroup: string; field: IndexField }>();

  record(q: Query): void {
    for (const r of requiredIndexes(q)) {
      if (r.index)
        this.composites.set(JSON.stringify(r.index), { index: r.index, equalityFields: r.equalityFields ?? 0 });
      if (r.single) this.singles.set(JSON.stringify(r.single), r.single);
    }
  }

  clear(): void {
    this.composites.clear();
    this.singles.clear();
  }

  snapshot(): IndexUsage {
    const composites = [...this.composites.entries()].sort(([a], [b]) => compareUtf8(a, b)).map(([, v]) => v);
    const overrides = new Map<
      string,
      { collectionGroup: string; fieldPath: string; indexes: FieldOverride['indexes'][number][] }
    >();
    for (const { collectionGroup, field } of [...this.singles.values()]) {
      const key = `${collectionGroup}\u0000${field.fieldPath}`;
      let entry = overrides.get(key);
      if (!entry) overrides.set(key, (entry = { collectionGroup, fieldPath: field.fieldPath, indexes: [] }));
      entry.indexes.push(
        field.arrayConfig
          ? { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION_GROUP' }
          : { order: field.order ?? 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      );
    }
    return {
      indexes: composites.map((c) => c.index),
      fieldOverrides: [...overrides.entries()].sort(([a], [b]) => compareUtf8(a, b)).map(([, v]) => v),
      equalityFields: composites.map((c) => c.equalityFields),
    };
  }
}

interface DeclaredField {
  readonly fieldPath?: string;
  readonly order?: string;
  readonly arrayConfig?: string;
  readonly vectorConfig?: { readonly dimension?: number };
}

interface DeclaredIndex {
  readonly collectionGroup?: string;
  readonly queryScope?: string;
  readonly fields?: readonly DeclaredField[];
}

interface DeclaredOverride {
  readonly collectionGroup?: string;
  readonly fieldPath?: string;
  readonly indexes?: readonly {
    readonly order?: string;
    readonly arrayConfig?: string;
    readonly queryScope?: string;
  }[];
}

const fieldKey = (f: DeclaredField): string =>
  `${f.fieldPath ?? ''}|${f.vectorConfig ? `vector:${f.vectorConfig.dimension}` : (f.arrayConfig ?? f.order ?? 'ASCENDING')}`;

function covers(declared: DeclaredIndex, used: CompositeIndex, equalityFields: number): boolean {
  if (declared.collectionGroup !== used.collectionGroup) return false;
  const scope = declared.queryScope ?? 'COLLECTION';
  if (scope !== used.queryScope && !(scope === 'COLLECTION_GROUP' && used.queryScope === 'COLLECTION')) return false;
  const fields = [...(declared.fields ?? [])];
  const usedFields = used.fields.filter(
    (f, i) => !(f.fieldPath === '__name__' && i === used.fields.length - 1 && f.order === 'ASCENDING'),
  );
  while (fields.length > usedFields.length && fields[fields.length - 1]?.fieldPath === '__name__') fields.pop();
  if (fields.length !== usedFields.length) return false;
  const head = new Set(usedFields.slice(0, equalityFields).map((f) => f.fieldPath + (f.arrayConfig ? '#c' : '')));
  for (let i = 0; i < fields.length; i++) {
    const d = fields[i]!;
    const u = usedFields[i]!;
    if (i < equalityFields) {
      if (!head.has((d.fieldPath ?? '') + (d.arrayConfig ? '#c' : ''))) return false;
    } else if (fieldKey(d) !== fieldKey(u)) {
      return false;
    }
  }
  return true;
}

/**
 * The recorded indexes that `declaredJson` (the parsed firestore.indexes.json) does not provide, in the same
 * shape, so a test can print exactly what to add.
 */
export function missingIndexes(
  used: IndexUsage,
  declaredJson: unknown,
): { indexes: CompositeIndex[]; fieldOverrides: FieldOverride[] } {
  const declared = (typeof declaredJson === 'object' && declaredJson !== null ? declaredJson : {}) as {
    indexes?: readonly DeclaredIndex[];
    fieldOverrides?: readonly DeclaredOverride[];
  };
  const indexes = used.indexes.filter(
    (u, i) => !(declared.indexes ?? []).some((d) => covers(d, u, used.equalityFields[i] ?? 0)),
  );
  const fieldOverrides: FieldOverride[] = [];
  for (const o of used.fieldOverrides) {
    const match = (declared.fieldOverrides ?? []).find(
      (d) => d.collectionGroup === o.collectionGroup && d.fieldPath === o.fieldPath,
    );
    const missing = o.indexes.filter(
      (want) =>
        !(match?.indexes ?? []).some(
          (have) => (have.queryScope ?? 'COLLECTION') === want.queryScope && fieldKey(have) === fieldKey(want),
        ),
    );
    if (missing.length > 0) fieldOverrides.push({ ...o, indexes: missing });
  }
  return { indexes, fieldOverrides };
}
