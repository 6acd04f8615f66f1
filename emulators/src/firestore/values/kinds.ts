import type { FsValue } from '../../shared/contract';

/** Firestore's cross-type order (data-types page): null < bool < number < timestamp < string < bytes < ref < geo < array < vector < map. */
export const TypeRank = {
  null: 0,
  boolean: 1,
  number: 2,
  timestamp: 3,
  string: 4,
  bytes: 5,
  reference: 6,
  geoPoint: 7,
  array: 8,
  vector: 9,
  map: 10,
} as const;

export function isVector(v: FsValue): boolean {
  if (v.type !== 'map') return false;
  const t = v.fields.get('__type__');
  return t?.type === 'string' && t.value === '__vector__';
}

export function typeRank(v: FsValue): number {
  switch (v.type) {
    case 'integer':
    case 'double':
      return TypeRank.number;
    case 'map':
      return isVector(v) ? TypeRank.vector : TypeRank.map;
    default:
      return TypeRank[v.type];
  }
}

export function isNumber(v: FsValue): v is Extract<FsValue, { type: 'integer' | 'double' }> {
  return v.type === 'integer' || v.type === 'double';
}

export function isNaNValue(v: FsValue): boolean {
  return v.type === 'double' && Number.isNaN(v.value);
}

export const NULL_VALUE: FsValue = { type: 'null' };
