import type { FieldOp, FieldPath, FsValue, QueryFilter } from '../../shared/contract';
import { invalidArgument } from '../errors';
import type { DatabaseId } from '../paths/names';
import { checkCollectionId } from '../paths/names';
import { compareFieldPaths, formatFieldPath, isNameField, parseFieldPath } from '../paths/field-paths';
import { decodeValue } from '../wire/values';
import type { WAggregation, WCursor, WFieldReference, WFilter, WStructuredQuery } from '../wire/types';
import type { Aggregation, Bound, Direction, Order, Query } from './model';
import { INEQUALITY_OPS } from './model';
import type { WFindNearest } from './vector';
import { decodeFindNearest } from './vector';

const FIELD_OPS: ReadonlySet<string> = new Set<FieldOp>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
]);
const UNARY_OPS: ReadonlySet<string> = new Set(['IS_NULL', 'IS_NAN', 'IS_NOT_NULL', 'IS_NOT_NAN']);
const LIST_OPS: ReadonlySet<string> = new Set(['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY']);
const MAX_DISJUNCTIONS = 30;

function fieldRef(ref: WFieldReference | undefined, what: string): FieldPath {
  if (ref?.fieldPath === undefined) throw invalidArgument(`${what} requires a field.`);
  return parseFieldPath(ref.fieldPath);
}

function decodeOperand(op: string, field: FieldPath, raw: FsValue): FsValue {
  if (LIST_OPS.has(op)) {
    if (raw.type !== 'array' || raw.values.length === 0)
      throw invalidArgument(`'${op}' requires a non-empty ArrayValue.`);
    const max = op === 'NOT_IN' ? 10 : 30;
    if (raw.values.length > max)
      throw invalidArgument(`'${op}' supports up to ${max} comparison values, got ${raw.values.length}.`);
  }
  if (isNameField(field)) {
    if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY')
      throw invalidArgument(`'${op}' cannot be used on __name__.`);
    const operands = raw.type === 'array' && LIST_OPS.has(op) ? raw.values : [raw];
    if (operands.some((v) => v.type !== 'reference')) {
      throw invalidArgument(`__name__ filters must use reference values, got ${raw.type}.`);
    }
  }
  return raw;
}

function decodeFilter(w: WFilter, db: DatabaseId): QueryFilter {
  if (w.compositeFilter) {
    const op = w.compositeFilter.op;
    if (op !== 'AND' && op !== 'OR') throw invalidArgument(`Invalid composite filter operator ${String(op)}.`);
    const filters = (w.compositeFilter.filters ?? []).map((f) => decodeFilter(f, db));
    if (filters.length === 0) throw invalidArgument('A composite filter must contain at least one filter.');
    return filters.length === 1 ? filters[0]! : { kind: 'composite', op, filters };
  }
  if (w.fieldFilter) {
    const op = w.fieldFilter.op ?? '';
    if (!FIELD_OPS.has(op)) throw invalidArgument(`Invalid field filter operator ${op || 'OPERATOR_UNSPECIFIED'}.`);
    const field = fieldRef(w.fieldFilter.field, 'A field filter');
    if (!w.fieldFilter.value) throw invalidArgument('A field filter requires a value.');
    const wire = w.fieldFilter.value;
    // The list of an IN / NOT_IN / ARRAY_CONTAINS_ANY filter may hold arrays (not-in [1, [1, 2]]): only stored
    // values refuse nested arrays.
    const decoded: FsValue =
      LIST_OPS.has(op) && wire.arrayValue !== undefined
        ? { type: 'array', values: (wire.arrayValue.values ?? []).map((x) => decodeValue(x, db, 1)) }
        : decodeValue(wire, db);
    const value = decodeOperand(op, field, decoded);
    return { kind: 'field', field, op: op as FieldOp, value };
  }
  if (w.unaryFilter) {
    const op = w.unaryFilter.op ?? '';
    if (!UNARY_OPS.has(op)) throw invalidArgument(`Invalid unary filter operator ${op || 'OPERATOR_UNSPECIFIED'}.`);
    return {
      kind: 'unary',
      field: fieldRef(w.unaryFilter.field, 'A unary filter'),
      op: op as 'IS_NULL' | 'IS_NAN' | 'IS_NOT_NULL' | 'IS_NOT_NAN',
    };
  }
  throw invalidArgument('A filter must set one of composite_filter, field_filter or unary_filter.');
}

function* leafFilters(f: QueryFilter): Iterable<Exclude<QueryFilter, { kind: 'composite' }>> {
  if (f.kind === 'composite') for (const g of f.filters) yield* leafFilters(g);
  else yield f;
}

/** Number of disjuncts after expanding OR / IN / ARRAY_CONTAINS_ANY into disjunctive normal form. */
function disjunctions(f: QueryFilter): number {
  if (f.kind === 'composite') {
    const parts = f.filters.map(disjunctions);
    return f.op === 'OR' ? parts.reduce((a, b) => a + b, 0) : parts.reduce((a, b) => a * b, 1);
  }
  if (f.kind === 'field' && (f.op === 'IN' || f.op === 'ARRAY_CONTAINS_ANY') && f.value.type === 'array')
    return f.value.values.length;
  return 1;
}

function checkFilterRules(where: QueryFilter): void {
  const leaves = [...leafFilters(where)];
  const notIn = leaves.filter((f) => f.kind === 'field' && f.op === 'NOT_IN').length;
  if (notIn > 1) throw invalidArgument("A query may contain at most one 'NOT_IN' filter.");
  if (notIn === 1) {
    const hasOr = (f: QueryFilter): boolean => f.kind === 'composite' && (f.op === 'OR' || f.filters.some(hasOr));
    const clash = leaves.some(
      (f) => f.kind === 'field' && (f.op === 'IN' || f.op === 'ARRAY_CONTAINS_ANY' || f.op === 'NOT_EQUAL'),
    );
    if (clash || hasOr(where))
      throw invalidArgument(
        "'NOT_IN' cannot be combined with 'OR', 'IN', 'ARRAY_CONTAINS_ANY' or 'NOT_EQUAL' filters.",
      );
  }
  const n = disjunctions(where);
  if (n > MAX_DISJUNCTIONS)
    throw invalidArgument(`Query has too many disjunctions after expansion (${n}); the limit is ${MAX_DISJUNCTIONS}.`);
}

/** Fields of inequality filters anywhere in the filter, without __name__, in field-path order. */
export function inequalityFields(where: QueryFilter | undefined): FieldPath[] {
  if (!where) return [];
  const seen = new Map<string, FieldPath>();
  for (const f of leafFilters(where)) {
    if (INEQUALITY_OPS.has(f.op) && !isNameField(f.field)) seen.set(formatFieldPath(f.field), f.field);
  }
  return [...seen.values()].sort(compareFieldPaths);
}

/**
 * Production's normalization (docs/architecture.md#firestore-queries): explicit orders, then unordered inequality
 * fields, then __name__.
 */
export function normalizeOrderBy(explicit: readonly Order[], where: QueryFilter | undefined): Order[] {
  const out = [...explicit];
  const ordered = new Set(explicit.map((o) => formatFieldPath(o.field)));
  const direction: Direction = explicit[explicit.length - 1]?.direction ?? 'ASCENDING';
  for (const field of inequalityFields(where)) {
    if (!ordered.has(formatFieldPath(field))) out.push({ field, direction });
  }
  if (!ordered.has('__name__')) out.push({ field: ['__name__'], direction });
  return out;
}

/**
 * Firestore's refusals around the document key: nothing may be ordered after it (an inequality's implied order
 * included), and an equality on it cannot sit beside inequalities on other fields unless the key has one too.
 */
function checkKeyRules(orderBy: readonly Order[], where: QueryFilter | undefined): void {
  if (!isNameField(orderBy[orderBy.length - 1]!.field))
    throw invalidArgument('Order by clause cannot contain more fields after the key __name__.');
  const leaves = where ? [...leafFilters(where)] : [];
  const onKey = (test: (op: string) => boolean): boolean => leaves.some((f) => isNameField(f.field) && test(f.op));
  if (onKey((op) => op === 'EQUAL') && !onKey((op) => INEQUALITY_OPS.has(op)) && inequalityFields(where).length > 0)
    throw invalidArgument(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
}

function decodeBound(
  w: WCursor | undefined,
  orderBy: readonly Order[],
  db: DatabaseId,
  which: string,
): Bound | undefined {
  if (!w) return undefined;
  const values = (w.values ?? []).map((v) => decodeValue(v, db));
  if (values.length > orderBy.length) {
    throw invalidArgument(
      `Too many values in ${which} cursor: it has ${values.length} but the query orders by ${orderBy.length} fields.`,
    );
  }
  values.forEach((v, i) => {
    if (isNameField(orderBy[i]!.field) && v.type !== 'reference') {
      throw invalidArgument(`The ${which} cursor value for __name__ must be a reference value.`);
    }
  });
  return { values, before: w.before ?? false };
}

function decodeDirection(raw: string | undefined): Direction {
  if (raw === undefined || raw === 'ASCENDING' || raw === 'DIRECTION_UNSPECIFIED') return 'ASCENDING';
  if (raw === 'DESCENDING') return 'DESCENDING';
  throw invalidArgument(`Invalid order direction ${raw}.`);
}

/** Wire StructuredQuery → Query, validated as production validates it. `parent` is relative ('' = root). */
export function decodeStructuredQuery(w: WStructuredQuery | undefined, parent: string, db: DatabaseId): Query {
  if (!w) throw invalidArgument('A structured query is required.');
  const from = w.from ?? [];
  if (from.length !== 1)
    throw invalidArgument(`A query must have exactly one collection selector in "from", got ${from.length}.`);
  const selector = from[0] as { collectionId?: string; allDescendants?: boolean };
  const allDescendants = selector.allDescendants ?? false;
  const collectionId = selector.collectionId === '' ? undefined : selector.collectionId;
  if (collectionId !== undefined) checkCollectionId(collectionId);
  else if (!allDescendants)
    throw invalidArgument('A collection id is required unless all_descendants is set (kindless query).');

  const where = w.where ? decodeFilter(w.where, db) : undefined;
  if (where) checkFilterRules(where);
  const explicitOrderBy = (w.orderBy ?? []).map((o) => ({
    field: fieldRef(o.field, 'An order'),
    direction: decodeDirection(o.direction),
  }));
  const keys = explicitOrderBy.map((o) => formatFieldPath(o.field));
  if (new Set(keys).size !== keys.length) throw invalidArgument('A query may order by each field at most once.');
  const orderBy = normalizeOrderBy(explicitOrderBy, where);
  checkKeyRules(orderBy, where);
  const offset = w.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0)
    throw invalidArgument(`Offset must be a non-negative integer, got ${offset}.`);
  const limit = w.limit === undefined ? undefined : (w.limit.value ?? 0);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0))
    throw invalidArgument(`Limit must be a non-negative integer, got ${limit}.`);
  const select = w.select ? (w.select.fields ?? []).map((f) => fieldRef(f, 'A projection')) : undefined;
  return {
    scope: { parent, collectionId, allDescendants },
    where,
    explicitOrderBy,
    orderBy,
    startAt: decodeBound(w.startAt, orderBy, db, 'start'),
    endAt: decodeBound(w.endAt, orderBy, db, 'end'),
    offset,
    limit,
    select,
    findNearest: w.findNearest === undefined ? undefined : decodeFindNearest(w.findNearest as WFindNearest, db),
  };
}

export function decodeAggregations(list: readonly WAggregation[] | undefined): Aggregation[] {
  const aggs = list ?? [];
  if (aggs.length === 0) throw invalidArgument('An aggregation query needs at least one aggregation.');
  if (aggs.length > 5)
    throw invalidArgument(`Too many aggregations (${aggs.length}): the maximum number of aggregations is 5.`);
  const aliases = new Set<string>();
  return aggs.map((a, i) => {
    const alias = a.alias !== undefined && a.alias !== '' ? a.alias : `field_${i + 1}`;
    if (aliases.has(alias)) throw invalidArgument(`Aggregation alias "${alias}" is used more than once.`);
    aliases.add(alias);
    if (a.count) {
      const raw = a.count.upTo?.value;
      const upTo = raw === undefined ? undefined : BigInt(raw);
      if (upTo !== undefined && upTo < 1n) throw invalidArgument('count up_to must be at least 1.');
      return { alias, kind: 'count', upTo };
    }
    if (a.sum) return { alias, kind: 'sum', field: fieldRef(a.sum.field, 'A sum aggregation') };
    if (a.avg) return { alias, kind: 'avg', field: fieldRef(a.avg.field, 'An avg aggregation') };
    throw invalidArgument(`Aggregation "${alias}" must set one of count, sum or avg.`);
  });
}
