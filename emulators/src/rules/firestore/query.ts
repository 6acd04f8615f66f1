import type { FieldPath, FsValue, QueryFilter } from '../../shared/contract';
import { RMap, valuesEqual, type RValue } from '../runtime/values';
import { fromFsValue } from './values';

/** One conjunct of a query's filter in disjunctive normal form: what every returned document must satisfy. */
export interface Conjunct {
  /** Field → value pairs fixed by `==`, `in` (expanded) and `IS_NULL`/`IS_NAN`. */
  readonly equalities: readonly { readonly field: FieldPath; readonly value: RValue }[];
  /** Document reference fixed by `__name__ ==` (full resource name or relative path). */
  readonly names: readonly string[];
}

/** Firestore caps a query at 30 disjunctions after expansion; beyond a few more we refuse to reason. */
export const MAX_DISJUNCTS = 64;

type Atom = { readonly kind: 'eq'; readonly field: FieldPath; readonly value: FsValue } | { readonly kind: 'other' };

/** The filter as OR of ANDs; `IN` expands into one disjunct per value. Null when it would exceed MAX_DISJUNCTS. */
export function toConjuncts(filter: QueryFilter | undefined): Conjunct[] | null {
  const dnf = expand(filter);
  if (!dnf) return null;
  return dnf.map((atoms) => {
    const equalities: { field: FieldPath; value: RValue }[] = [];
    const names: string[] = [];
    for (const a of atoms) {
      if (a.kind !== 'eq') continue;
      if (a.field.length === 1 && a.field[0] === '__name__') {
        if (a.value.type === 'reference') names.push(a.value.value);
      } else {
        equalities.push({ field: a.field, value: fromFsValue(a.value) });
      }
    }
    return { equalities, names };
  });
}

function expand(filter: QueryFilter | undefined): Atom[][] | null {
  if (!filter) return [[]];
  switch (filter.kind) {
    case 'unary':
      if (filter.op === 'IS_NULL') return [[{ kind: 'eq', field: filter.field, value: { type: 'null' } }]];
      if (filter.op === 'IS_NAN')
        return [[{ kind: 'eq', field: filter.field, value: { type: 'double', value: Number.NaN } }]];
      return [[{ kind: 'other' }]];
    case 'field':
      if (filter.op === 'EQUAL') return [[{ kind: 'eq', field: filter.field, value: filter.value }]];
      if (filter.op === 'IN' && filter.value.type === 'array') {
        if (filter.value.values.length > MAX_DISJUNCTS) return null;
        return filter.value.values.map((value) => [{ kind: 'eq', field: filter.field, value }]);
      }
      return [[{ kind: 'other' }]];
    case 'composite': {
      const parts = filter.filters.map(expand);
      if (parts.some((p) => p === null)) return null;
      const children = parts as Atom[][][];
      if (filter.op === 'OR') {
        const all = children.flat();
        return all.length > MAX_DISJUNCTS ? null : all;
      }
      let product: Atom[][] = [[]];
      for (const child of children) {
        const next: Atom[][] = [];
        for (const left of product) for (const right of child) next.push([...left, ...right]);
        if (next.length > MAX_DISJUNCTS) return null;
        product = next;
      }
      return product;
    }
  }
}

interface Node {
  value?: RValue;
  children: Map<string, Node>;
}

/**
 * The constraint map for `resource.data`: fixed fields have their value, everything else is unknown.
 * Returns null when the conjunct contradicts itself (a == 1 and a == 2): no document can match it.
 */
export function constraintMap(equalities: Conjunct['equalities']): RMap | null {
  const root: Node = { children: new Map() };
  for (const { field, value } of equalities) {
    let node = root;
    for (const key of field) {
      let next = node.children.get(key);
      if (!next) {
        next = { children: new Map() };
        node.children.set(key, next);
      }
      node = next;
    }
    if (node.value !== undefined && !valuesEqual(node.value, value)) return null;
    node.value = value;
  }
  return toMap(root, 'resource.data');
}

function toMap(node: Node, label: string): RMap {
  const entries = new Map<string, RValue>();
  for (const [key, child] of node.children) {
    // A field fixed by equality is known whole; a parent of fixed fields is itself only partly known.
    entries.set(key, child.value !== undefined ? child.value : toMap(child, `${label}.${key}`));
  }
  return new RMap(entries, label);
}
