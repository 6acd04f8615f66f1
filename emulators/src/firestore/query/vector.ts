import type { FieldPath, FsValue, StoredDoc } from '../../shared/contract';
import { invalidArgument } from '../errors';
import { parseFieldPath } from '../paths/field-paths';
import { compareDocPaths } from '../paths/doc-keys';
import type { DatabaseId } from '../paths/names';
import { getField, setField } from '../values/fields';
import { isVector } from '../values/kinds';
import type { WFieldReference, WValue } from '../wire/types';
import { decodeValue } from '../wire/values';

export type DistanceMeasure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';

/** StructuredQuery.find_nearest, decoded. */
export interface FindNearest {
  readonly field: FieldPath;
  readonly queryVector: readonly number[];
  readonly measure: DistanceMeasure;
  readonly limit: number;
  readonly resultField: FieldPath | undefined;
  readonly threshold: number | undefined;
}

export interface WFindNearest {
  readonly vectorField?: WFieldReference;
  readonly queryVector?: WValue;
  readonly distanceMeasure?: string | number;
  readonly limit?: { readonly value?: number };
  readonly distanceResultField?: string;
  readonly distanceThreshold?: { readonly value?: number };
}

const MEASURES: readonly DistanceMeasure[] = ['EUCLIDEAN', 'COSINE', 'DOT_PRODUCT'];
const MAX_DIMENSION = 2048;
const MAX_LIMIT = 1000;

/** The numbers of a vector value (`{__type__: '__vector__', value: [...]}`), or undefined for anything else. */
export function vectorNumbers(v: FsValue | undefined): number[] | undefined {
  if (!v || !isVector(v) || v.type !== 'map') return undefined;
  const list = v.fields.get('value');
  if (list?.type !== 'array') return undefined;
  const out: number[] = [];
  for (const x of list.values) {
    if (x.type === 'double') out.push(x.value);
    else if (x.type === 'integer') out.push(Number(x.value));
    else return undefined;
  }
  return out;
}

export function decodeFindNearest(w: WFindNearest, db: DatabaseId): FindNearest {
  if (w.vectorField?.fieldPath === undefined) throw invalidArgument('find_nearest requires a vector_field.');
  const field = parseFieldPath(w.vectorField.fieldPath);
  const queryVector = w.queryVector ? vectorNumbers(decodeValue(w.queryVector, db)) : undefined;
  if (!queryVector) throw invalidArgument('find_nearest query_vector must be a vector value.');
  if (queryVector.length === 0 || queryVector.length > MAX_DIMENSION)
    throw invalidArgument(`find_nearest query_vector must have 1 to ${MAX_DIMENSION} dimensions.`);
  const raw = w.distanceMeasure;
  const measure = typeof raw === 'number' ? MEASURES[raw - 1] : MEASURES.find((m) => m === raw);
  if (!measure) throw invalidArgument('find_nearest requires a distance_measure (EUCLIDEAN, COSINE or DOT_PRODUCT).');
  const limit = w.limit?.value ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw invalidArgument(`find_nearest limit must be a positive integer of no more than ${MAX_LIMIT}.`);
  const resultField = w.distanceResultField ? parseFieldPath(w.distanceResultField) : undefined;
  return { field, queryVector, measure, limit, resultField, threshold: w.distanceThreshold?.value };
}

function distance(measure: DistanceMeasure, a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let sq = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    sq += (x - y) * (x - y);
    na += x * x;
    nb += y * y;
  }
  if (measure === 'EUCLIDEAN') return Math.sqrt(sq);
  if (measure === 'DOT_PRODUCT') return dot;
  return 1 - dot / (Math.sqrt(na) * Math.sqrt(nb));
}

/**
 * The nearest documents: only those whose field holds a vector of the query's dimension; EUCLIDEAN and COSINE
 * rank by ascending distance (threshold: distance <= t), DOT_PRODUCT by descending product (threshold: >= t).
 * The distance goes into `distanceResultField` when asked for.
 */
export function nearest(docs: Iterable<StoredDoc>, f: FindNearest): StoredDoc[] {
  const ranked: { doc: StoredDoc; d: number }[] = [];
  for (const doc of docs) {
    const v = vectorNumbers(getField(doc.fields, f.field));
    if (v?.length !== f.queryVector.length) continue;
    const d = distance(f.measure, v, f.queryVector);
    if (Number.isNaN(d)) continue;
    if (f.threshold !== undefined && (f.measure === 'DOT_PRODUCT' ? d < f.threshold : d > f.threshold)) continue;
    ranked.push({ doc, d });
  }
  const sign = f.measure === 'DOT_PRODUCT' ? -1 : 1;
  ranked.sort((x, y) => sign * (x.d - y.d) || compareDocPaths(x.doc.path, y.doc.path));
  return ranked
    .slice(0, f.limit)
    .map(({ doc, d }) =>
      f.resultField ? { ...doc, fields: setField(doc.fields, f.resultField, { type: 'double', value: d }) } : doc,
    );
}
