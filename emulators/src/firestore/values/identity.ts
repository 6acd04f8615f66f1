import type { FsMap, FsValue } from '../../shared/contract';

/** Strict identity: same type and same stored value (1 ≠ 1.0, -0 ≠ 0, NaN is NaN). Decides "unchanged" writes. */
export function sameValue(a: FsValue, b: FsValue): boolean {
  switch (a.type) {
    case 'null':
      return b.type === 'null';
    case 'boolean':
    case 'integer':
    case 'string':
    case 'reference':
      return b.type === a.type && b.value === a.value;
    case 'double':
      return b.type === 'double' && Object.is(a.value, b.value);
    case 'timestamp':
      return b.type === 'timestamp' && a.micros === b.micros;
    case 'bytes':
      return b.type === 'bytes' && Buffer.from(a.value).equals(Buffer.from(b.value));
    case 'geoPoint':
      return b.type === 'geoPoint' && Object.is(a.latitude, b.latitude) && Object.is(a.longitude, b.longitude);
    case 'array':
      return (
        b.type === 'array' &&
        a.values.length === b.values.length &&
        a.values.every((x, i) => sameValue(x, b.values[i]!))
      );
    case 'map':
      return b.type === 'map' && sameFields(a.fields, b.fields);
  }
}

export function sameFields(a: FsMap, b: FsMap): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (w === undefined || !sameValue(v, w)) return false;
  }
  return true;
}
