import type { FsValue } from '../../shared/contract';

/**
 * A string that is equal for two values exactly when Firestore's query equality holds (1 == 1.0, -0 == 0,
 * NaN == NaN). Used as the key of the per-field equality indexes.
 */
export function equalityKey(v: FsValue): string {
  switch (v.type) {
    case 'null':
      return 'z';
    case 'boolean':
      return v.value ? 'b1' : 'b0';
    case 'integer':
      return `n${v.value}`;
    case 'double':
      return `n${doubleKey(v.value)}`;
    case 'timestamp':
      return `t${v.micros}`;
    case 'string':
      return `s${v.value}`;
    case 'bytes':
      return `y${Buffer.from(v.value).toString('base64')}`;
    case 'reference':
      return `r${v.value}`;
    case 'geoPoint':
      return `g${v.latitude},${v.longitude}`;
    case 'array':
      return `a${JSON.stringify(v.values.map(equalityKey))}`;
    case 'map':
      return `m${JSON.stringify([...v.fields].map(([k, x]) => [k, equalityKey(x)]).sort((p, q) => (p[0]! < q[0]! ? -1 : 1)))}`;
  }
}

/** Integral doubles share the integer's key so 3.0 finds 3; other doubles use their shortest round-trip text. */
function doubleKey(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (!Number.isFinite(d)) return d > 0 ? '+Inf' : '-Inf';
  if (Number.isInteger(d)) return BigInt(d).toString();
  return String(d);
}
