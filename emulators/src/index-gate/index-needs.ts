/**
 * The composite index production would need for a query, read from the query as it crosses the wire (a
 * StructuredQuery in proto3 JSON form: REST, WebChannel, or the gRPC message decoded to plain objects).
 *
 * Production refuses a query whose index firestore.indexes.json does not declare; Google's emulator serves it anyway.
 * The rules followed: single-field indexes exist automatically at collection scope; a query whose equality /
 * array-contains filters and orders (normalized, without __name__) touch at most one field needs no composite index;
 * equality-only queries are served by index merging; anything else needs a composite index of the equality fields (in
 * any order among themselves) followed by the order fields with their directions. A collection-group query needs
 * single-field indexes of collection-group scope, declared as field overrides.
 */

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Direction = 'ASCENDING' | 'DESCENDING';

export interface IndexField {
  readonly fieldPath: string;
  readonly order?: Direction;
  readonly arrayConfig?: 'CONTAINS';
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
    readonly order?: Direction;
    readonly arrayConfig?: 'CONTAINS';
    readonly queryScope: QueryScope;
  }[];
}

/** `firestore.indexes.json`'s shape, plus how many leading fields of each composite index are equality fields. */
export interface IndexUsage {
  readonly indexes: readonly CompositeIndex[];
  readonly fieldOverrides: readonly FieldOverride[];
  /** Parallel to `indexes`: the leading fields that may appear in any order (equality filters). */
  readonly equalityFields: readonly number[];
}

/** The parts of a wire StructuredQuery this module reads. */
export interface WireQuery {
  readonly from?: readonly { readonly collectionId?: string; readonly allDescendants?: boolean }[];
  readonly where?: WireFilter;
  readonly orderBy?: readonly { readonly field?: { readonly fieldPath?: string }; readonly direction?: string }[];
}

interface WireFilter {
  readonly compositeFilter?: { readonly op?: string; readonly filters?: readonly WireFilter[] };
  readonly fieldFilter?: { readonly field?: { readonly fieldPath?: string }; readonly op?: string };
  readonly unaryFilter?: { readonly field?: { readonly fieldPath?: string }; readonly op?: string };
}

interface Leaf {
  readonly field: string;
  readonly op: string;
}

interface Requirement {
  readonly index?: CompositeIndex;
  readonly equalityFields?: number;
  readonly single?: { readonly collectionGroup: string; readonly field: IndexField };
}

const NAME = '__name__';
const INEQUALITY = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NULL',
  'IS_NOT_NAN',
]);

/** Firestore compares field paths by their UTF-8 bytes. */
const byUtf8 = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Disjunctive normal form; IN and array-contains-any are one equality / array-contains branch per value. */
function dnf(f: WireFilter | undefined): Leaf[][] {
  if (!f) return [[]];
  if (f.compositeFilter) {
    const parts = (f.compositeFilter.filters ?? []).map(dnf);
    if (f.compositeFilter.op === 'OR') return parts.flat();
    return parts.reduce<Leaf[][]>((acc, next) => acc.flatMap((a) => next.map((b) => [...a, ...b])), [[]]);
  }
  const leaf = f.fieldFilter ?? f.unaryFilter;
  const field = leaf?.field?.fieldPath;
  if (!leaf || field === undefined) return [[]];
  const op = leaf.op === 'IN' ? 'EQUAL' : leaf.op === 'ARRAY_CONTAINS_ANY' ? 'ARRAY_CONTAINS' : (leaf.op ?? '');
  return [[{ field, op }]];
}

/** Orders as the backend runs them: explicit, then inequality fields (ascending, by path), then __name__. */
function normalizedOrders(q: WireQuery, conj: readonly Leaf[]): { field: string; direction: Direction }[] {
  const orders = (q.orderBy ?? []).map((o): { field: string; direction: Direction } => ({
    field: o.field?.fieldPath ?? '',
    direction: o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING',
  }));
  const ordered = new Set(orders.map((o) => o.field));
  const inequalities = [...new Set(conj.filter((l) => INEQUALITY.has(l.op)).map((l) => l.field))]
    .filter((f) => !ordered.has(f))
    .sort(byUtf8);
  const out: { field: string; direction: Direction }[] = [
    ...orders,
    ...inequalities.map((field) => ({ field, direction: 'ASCENDING' as const })),
  ];
  if (!ordered.has(NAME)) out.push({ field: NAME, direction: out.at(-1)?.direction ?? 'ASCENDING' });
  return out;
}

function requirementsFor(
  collectionGroup: string,
  scope: QueryScope,
  q: WireQuery,
  conj: readonly Leaf[],
): Requirement[] {
  const equality = new Map<string, IndexField>();
  for (const leaf of conj) {
    if (leaf.field === NAME) continue;
    if (leaf.op === 'ARRAY_CONTAINS')
      equality.set(`${leaf.field}#contains`, { fieldPath: leaf.field, arrayConfig: 'CONTAINS' });
    else if (leaf.op === 'EQUAL' || leaf.op === 'IS_NULL' || leaf.op === 'IS_NAN')
      equality.set(leaf.field, { fieldPath: leaf.field, order: 'ASCENDING' });
  }
  const eqFields = [...equality.values()].sort((a, b) => byUtf8(a.fieldPath, b.fieldPath) || (a.arrayConfig ? 1 : -1));
  const orderBy = normalizedOrders(q, conj);
  const nameOrder = orderBy.find((o) => o.field === NAME);
  const orders: IndexField[] = orderBy
    .filter((o) => o.field !== NAME && !equality.has(o.field))
    .map((o) => ({ fieldPath: o.field, order: o.direction }));
  const needsComposite =
    orders.length >= 2 ||
    (orders.length === 1 && eqFields.length >= 1) ||
    (orders.length === 0 && eqFields.length >= 2 && nameOrder?.direction === 'DESCENDING');
  if (needsComposite) {
    const fields =
      orders.length === 0 ? [...eqFields, { fieldPath: NAME, order: 'DESCENDING' as const }] : [...eqFields, ...orders];
    return [{ index: { collectionGroup, queryScope: scope, fields }, equalityFields: eqFields.length }];
  }
  if (scope === 'COLLECTION') return [];
  return [...eqFields, ...orders].map((field) => ({ single: { collectionGroup, field } }));
}

/** The indexes production would need to answer this query (none for a plain or single-field one). */
export function requiredIndexes(q: WireQuery): Requirement[] {
  const from = q.from?.[0];
  if (from?.collectionId === undefined) return [];
  const scope: QueryScope = from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  return dnf(q.where).flatMap((conj) => requirementsFor(from.collectionId!, scope, q, conj));
}

/** Per-project, deduplicated record of the indexes the queries that crossed the gate needed. */
export class IndexUsageRecorder {
  private readonly composites = new Map<string, { index: CompositeIndex; equalityFields: number }>();
  private readonly singles = new Map<string, { collectionGroup: string; field: IndexField }>();

  record(q: WireQuery): void {
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
    const composites = [...this.composites.entries()].sort(([a], [b]) => byUtf8(a, b)).map(([, v]) => v);
    const overrides = new Map<
      string,
      { collectionGroup: string; fieldPath: string; indexes: FieldOverride['indexes'][number][] }
    >();
    for (const { collectionGroup, field } of this.singles.values()) {
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
      fieldOverrides: [...overrides.entries()].sort(([a], [b]) => byUtf8(a, b)).map(([, v]) => v),
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
    (f, i) => !(f.fieldPath === NAME && i === used.fields.length - 1 && f.order === 'ASCENDING'),
  );
  while (fields.length > usedFields.length && fields.at(-1)?.fieldPath === NAME) fields.pop();
  if (fields.length !== usedFields.length) return false;
  const head = new Set(usedFields.slice(0, equalityFields).map((f) => f.fieldPath + (f.arrayConfig ? '#c' : '')));
  return fields.every((d, i) =>
    i < equalityFields
      ? head.has((d.fieldPath ?? '') + (d.arrayConfig ? '#c' : ''))
      : fieldKey(d) === fieldKey(usedFields[i]!),
  );
}

/**
 * The recorded indexes that `declaredJson` (the parsed firestore.indexes.json) does not provide, in its own shape, so
 * a failing run prints exactly what to add.
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
