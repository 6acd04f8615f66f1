import { fail, UnknownValueError } from './errors';

/**
 * Runtime values of the rules language. Primitive types use JS primitives: null, boolean, string,
 * int = bigint (int64), float = number; the others are the classes below; a list is a readonly array.
 */
export type RValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | readonly RValue[]
  | RMap
  | RSet
  | RTimestamp
  | RDuration
  | RPath
  | RLatLng
  | RMapDiff
  | RNamespace;

export const INT64_MAX = 9223372036854775807n;
export const INT64_MIN = -9223372036854775808n;

export function checkInt(v: bigint): bigint {
  if (v > INT64_MAX || v < INT64_MIN) fail('Integer overflow.');
  return v;
}

/**
 * A map. A partial map (the constraint map of a `list` request) knows only some of its keys; asking it anything
 * that depends on the unknown rest (a missing key, its size, its keys) raises an UnknownValueError.
 */
export class RMap {
  constructor(
    readonly entries: ReadonlyMap<string, RValue>,
    readonly partial: false | string = false,
  ) {}

  static of(record: Readonly<Record<string, RValue>>): RMap {
    return new RMap(new Map(Object.entries(record)));
  }

  /** The value at `key`; undefined when a complete map lacks it. */
  lookup(key: string): RValue | undefined {
    const v = this.entries.get(key);
    if (v === undefined && this.partial !== false) throw new UnknownValueError(`${this.partial}.${key}`);
    return v;
  }

  /** Whole-map operations on a partial map are unknown. */
  complete(): ReadonlyMap<string, RValue> {
    if (this.partial !== false) throw new UnknownValueError(this.partial);
    return this.entries;
  }
}

export class RSet {
  readonly items: readonly RValue[];
  constructor(items: readonly RValue[]) {
    const unique: RValue[] = [];
    for (const item of items) if (!unique.some((u) => valuesEqual(u, item))) unique.push(item);
    this.items = unique;
  }
  has(v: RValue): boolean {
    return this.items.some((i) => valuesEqual(i, v));
  }
}

/** Nanoseconds since the Unix epoch (UTC). */
export class RTimestamp {
  constructor(readonly ns: bigint) {
    // Firestore's range: 0001-01-01T00:00:00Z .. 9999-12-31T23:59:59.999999999Z.
    if (ns < -62135596800000000000n || ns > 253402300799999999999n) fail('Timestamp out of range.');
  }
}

export class RDuration {
  constructor(readonly ns: bigint) {
    // ±315,576,000,000 s, google.protobuf.Duration's range.
    if (ns > 315576000000999999999n || ns < -315576000000999999999n) fail('Duration out of range.');
  }
}

/** A path value (`/databases/(default)/documents/users/u1`), stored as its segments. */
export class RPath {
  constructor(readonly segments: readonly string[]) {}
  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}

export class RLatLng {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {
    if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) fail('Latitude/longitude out of range.');
  }
}

/** The result of `map.diff(other)`. */
export class RMapDiff {
  constructor(
    readonly before: ReadonlyMap<string, RValue>,
    readonly after: ReadonlyMap<string, RValue>,
  ) {}
}

/** A namespace such as `math` or `timestamp`; only its functions can be used. */
export class RNamespace {
  constructor(readonly name: string) {}
}

export function typeName(v: RValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
    default:
      break;
  }
  if (v instanceof Uint8Array) return 'bytes';
  if (Array.isArray(v)) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof RSet) return 'set';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RPath) return 'path';
  if (v instanceof RLatLng) return 'latlng';
  if (v instanceof RMapDiff) return 'map_diff';
  return 'namespace';
}

export function isList(v: RValue): v is readonly RValue[] {
  return Array.isArray(v);
}

export function isNumber(v: RValue): v is bigint | number {
  return typeof v === 'bigint' || typeof v === 'number';
}

/** Equality as the rules language defines it: int and float compare numerically; other types never equal. */
export function valuesEqual(a: RValue, b: RValue): boolean {
  if (isNumber(a) && isNumber(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
    return compareNumbers(a, b) === 0;
  }
  if (a === null || b === null) {
    if (a instanceof RMap && a.partial !== false) throw new UnknownValueError(a.partial);
    if (b instanceof RMap && b.partial !== false) throw new UnknownValueError(b.partial);
    return a === b;
  }
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (a instanceof Uint8Array && b instanceof Uint8Array) return a.length === b.length && a.every((x, i) => x === b[i]);
  if (isList(a) && isList(b)) return a.length === b.length && a.every((x, i) => valuesEqual(x, b[i] ?? null));
  if (a instanceof RMap && b instanceof RMap) {
    const ea = a.complete();
    const eb = b.complete();
    if (ea.size !== eb.size) return false;
    for (const [k, v] of ea) {
      const w = eb.get(k);
      if (w === undefined || !valuesEqual(v, w)) return false;
    }
    return true;
  }
  if (a instanceof RMap || b instanceof RMap) {
    const m = a instanceof RMap ? a : (b as RMap);
    m.complete();
    return false;
  }
  if (a instanceof RSet && b instanceof RSet)
    return a.items.length === b.items.length && a.items.every((x) => b.has(x));
  if (a instanceof RTimestamp && b instanceof RTimestamp) return a.ns === b.ns;
  if (a instanceof RDuration && b instanceof RDuration) return a.ns === b.ns;
  if (a instanceof RPath && b instanceof RPath) {
    return a.segments.length === b.segments.length && a.segments.every((s, i) => s === b.segments[i]);
  }
  if (a instanceof RLatLng && b instanceof RLatLng) return a.lat === b.lat && a.lng === b.lng;
  return false;
}

function compareNumbers(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const x = typeof a === 'bigint' ? Number(a) : a;
  const y = typeof b === 'bigint' ? Number(b) : b;
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Ordering for `< <= > >=`; a NaN result means "unordered" (every comparison false). */
export function compareValues(a: RValue, b: RValue): number {
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof RTimestamp && b instanceof RTimestamp) return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
  if (a instanceof RDuration && b instanceof RDuration) return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = (a[i] ?? 0) - (b[i] ?? 0);
      if (d !== 0) return Math.sign(d);
    }
    return Math.sign(a.length - b.length);
  }
  return fail(`Cannot compare ${typeName(a)} with ${typeName(b)}.`);
}

/** Code point order (equal to UTF-8 byte order). */
function compareStrings(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const d = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0);
    if (d !== 0) return Math.sign(d);
  }
}

/** A short rendering for messages and debug(). */
export function display(v: RValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Uint8Array) return `b'${Buffer.from(v).toString('hex')}'`;
  if (isList(v)) return `[${v.map(display).join(', ')}]`;
  if (v instanceof RMap)
    return `{${[...v.entries].map(([k, x]) => `${JSON.stringify(k)}: ${display(x)}`).join(', ')}${v.partial !== false ? ', …' : ''}}`;
  if (v instanceof RSet) return `set(${v.items.map(display).join(', ')})`;
  if (v instanceof RTimestamp) return `timestamp(${v.ns}ns)`;
  if (v instanceof RDuration) return `duration(${v.ns}ns)`;
  if (v instanceof RPath) return v.toString();
  if (v instanceof RLatLng) return `latlng(${v.lat}, ${v.lng})`;
  if (v instanceof RMapDiff) return 'map_diff';
  return v.name;
}

/** JSON claims (token) → rules values: whole numbers become ints. */
export function fromJson(v: unknown): RValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isSafeInteger(v) ? BigInt(v) : v;
  if (Array.isArray(v)) return v.map(fromJson);
  if (typeof v === 'object') {
    return new RMap(new Map(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, fromJson(x)])));
  }
  return null;
}
