import type { FieldPath, FsValue, QueryFilter, StoredDoc } from '../../shared/contract';
import type { DatabaseId } from '../paths/names';
import { documentName } from '../paths/names';
import { isNameField } from '../paths/field-paths';
import { getField } from '../values/fields';
import { isNaNValue, typeRank } from '../values/kinds';
import { compareValues, valuesEqual } from '../values/order';
import type { Order } from './model';

export type Predicate = (doc: StoredDoc) => boolean;

/** The value a filter or order sees: a field, or the document's own reference for __name__. */
export function fieldReader(db: DatabaseId, field: FieldPath): (doc: StoredDoc) => FsValue | undefined {
  if (isNameField(field)) return (doc) => ({ type: 'reference', value: documentName(db, doc.path) });
  if (field.length === 1) {
    const key = field[0]!;
    return (doc) => doc.fields.get(key);
  }
  return (doc) => getField(doc.fields, field);
}

const anyEqual = (list: readonly FsValue[], v: FsValue): boolean => list.some((x) => valuesEqual(x, v));

function fieldPredicate(db: DatabaseId, f: Extract<QueryFilter, { kind: 'field' }>): Predicate {
  const read = fieldReader(db, f.field);
  const operand = f.value;
  const rank = typeRank(operand);
  const list = operand.type === 'array' ? operand.values : [];
  // IN and array-contains-any look each value up as an equality: a null or NaN in their list matches nothing
  // (`in [null]` is not `== null`), while not-in [NaN] still excludes NaN (docs/architecture.md#firestore-queries).
  const lookups = list.filter((x) => x.type !== 'null' && !isNaNValue(x));
  // A range filter never matches NaN, on either side: NaN sorts first in orderBy, but is not "less" than anything.
  const operandIsNaN = isNaNValue(operand);
  const comparison =
    (test: (c: number) => boolean): Predicate =>
    (doc) => {
      const v = read(doc);
      return (
        v !== undefined && typeRank(v) === rank && !operandIsNaN && !isNaNValue(v) && test(compareValues(v, operand))
      );
    };
  switch (f.op) {
    case 'EQUAL':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && valuesEqual(v, operand);
      };
    case 'LESS_THAN':
      return comparison((c) => c < 0);
    case 'LESS_THAN_OR_EQUAL':
      return comparison((c) => c <= 0);
    case 'GREATER_THAN':
      return comparison((c) => c > 0);
    case 'GREATER_THAN_OR_EQUAL':
      return comparison((c) => c >= 0);
    case 'NOT_EQUAL':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && v.type !== 'null' && !valuesEqual(v, operand);
      };
    case 'ARRAY_CONTAINS':
      return (doc) => {
        const v = read(doc);
        return v?.type === 'array' && anyEqual(v.values, operand);
      };
    case 'ARRAY_CONTAINS_ANY':
      return (doc) => {
        const v = read(doc);
        return v?.type === 'array' && v.values.some((e) => anyEqual(lookups, e));
      };
    case 'IN':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && anyEqual(lookups, v);
      };
    case 'NOT_IN':
      if (list.some((x) => x.type === 'null')) return () => false;
      return (doc) => {
        const v = read(doc);
        return v !== undefined && v.type !== 'null' && !anyEqual(list, v);
      };
  }
}

function unaryPredicate(db: DatabaseId, f: Extract<QueryFilter, { kind: 'unary' }>): Predicate {
  const read = fieldReader(db, f.field);
  switch (f.op) {
    case 'IS_NULL':
      return (doc) => read(doc)?.type === 'null';
    case 'IS_NAN':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && isNaNValue(v);
      };
    case 'IS_NOT_NULL':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && v.type !== 'null';
      };
    case 'IS_NOT_NAN':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && v.type !== 'null' && !isNaNValue(v);
      };
  }
}

/** Compiles a filter tree into a predicate (semantics of docs/architecture.md#firestore-queries). */
export function compileFilter(db: DatabaseId, f: QueryFilter): Predicate {
  switch (f.kind) {
    case 'field':
      return fieldPredicate(db, f);
    case 'unary':
      return unaryPredicate(db, f);
    case 'composite': {
      const parts = f.filters.map((g) => compileFilter(db, g));
      return f.op === 'AND' ? (doc) => parts.every((p) => p(doc)) : (doc) => parts.some((p) => p(doc));
    }
  }
}

/**
 * Every non-__name__ order field must exist in a result ("orderBy also filters for existence"), and so must
 * every `required` field (the fields a sum or avg aggregation reads).
 */
export function compileOrderExistence(
  orderBy: readonly Order[],
  required: readonly FieldPath[] = [],
): Predicate | undefined {
  const fields = [...orderBy.filter((o) => !isNameField(o.field)).map((o) => o.field), ...required];
  if (fields.length === 0) return undefined;
  return (doc) => fields.every((f) => getField(doc.fields, f) !== undefined);
}
