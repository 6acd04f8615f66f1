import type { FsValue } from '../../shared/contract';
import { compareDocPaths } from '../paths/doc-keys';
import { isVector, typeRank } from './kinds';
import { compareUtf8 } from './utf8';

type Num = Extract<FsValue, { type: 'integer' | 'double' }>;

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);
const bigSign = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** Compares an int64 with a double exactly (no rounding of the integer). */
function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const floor = Math.floor(d);
  const f = BigInt(floor);
  if (i < f) return -1;
  if (i > f) return 1;
  return floor === d ? 0 : -1;
}

/** Numbers compare across int/double; NaN equals NaN and sorts below every other number; -0 == 0. */
export function compareNumbers(a: Num, b: Num): number {
  if (a.type === 'integer') {
    return b.type === 'integer' ? bigSign(a.value, b.value) : compareIntDouble(a.value, b.value);
  }
  if (b.type === 'integer') return -compareIntDouble(b.value, a.value);
  const x = a.value;
  const y = b.value;
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return sign(d);
  }
  return sign(a.length - b.length);
}

function compareArrays(a: readonly FsValue[], b: readonly FsValue[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function sortedKeys(m: ReadonlyMap<string, FsValue>): string[] {
  return [...m.keys()].sort(compareUtf8);
}

function compareMaps(a: ReadonlyMap<string, FsValue>, b: ReadonlyMap<string, FsValue>): number {
  const ka = sortedKeys(a);
  const kb = sortedKeys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const x = ka[i]!;
    const y = kb[i]!;
    const kc = compareUtf8(x, y);
    if (kc !== 0) return sign(kc);
    const vc = compareValues(a.get(x)!, b.get(y)!);
    if (vc !== 0) return vc;
  }
  return sign(ka.length - kb.length);
}

/** Vectors order by dimension first, then element-wise (JS SDK `compareVectors`). */
function compareVectors(a: ReadonlyMap<string, FsValue>, b: ReadonlyMap<string, FsValue>): number {
  const va = a.get('value');
  const vb = b.get('value');
  const xa = va?.type === 'array' ? va.values : [];
  const xb = vb?.type === 'array' ? vb.values : [];
  if (xa.length !== xb.length) return sign(xa.length - xb.length);
  return compareArrays(xa, xb);
}

/** Full resource names compare segment by segment (document-key rules), then by length. */
export function compareReferences(a: string, b: string): number {
  return compareDocPaths(a, b);
}

/** Firestore's total order over values (docs/architecture.md#firestore-values). Returns -1, 0 or 1. */
export function compareValues(a: FsValue, b: FsValue): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (a.type) {
    case 'null':
      return 0;
    case 'boolean':
      return b.type === 'boolean' ? sign(Number(a.value) - Number(b.value)) : 0;
    case 'integer':
    case 'double':
      return compareNumbers(a, b as Num);
    case 'timestamp':
      return b.type === 'timestamp' ? bigSign(a.micros, b.micros) : 0;
    case 'string':
      return b.type === 'string' ? sign(compareUtf8(a.value, b.value)) : 0;
    case 'bytes':
      return b.type === 'bytes' ? compareBytes(a.value, b.value) : 0;
    case 'reference':
      return b.type === 'reference' ? sign(compareReferences(a.value, b.value)) : 0;
    case 'geoPoint':
      if (b.type !== 'geoPoint') return 0;
      return sign(a.latitude - b.latitude) || sign(a.longitude - b.longitude);
    case 'array':
      return b.type === 'array' ? compareArrays(a.values, b.values) : 0;
    case 'map':
      if (b.type !== 'map') return 0;
      return isVector(a) ? compareVectors(a.fields, b.fields) : compareMaps(a.fields, b.fields);
  }
}

/** Query equality: same type bracket and compares equal (1 == 1.0, NaN == NaN). */
export function valuesEqual(a: FsValue, b: FsValue): boolean {
  return compareValues(a, b) === 0;
}
