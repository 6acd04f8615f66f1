import { createHash } from 'node:crypto';
import { arity, expectNumber, expectString } from './coerce';
import { fail } from './errors';
import { durationNamespace, timestampNamespace } from './time';
import { checkInt, display, RLatLng, RPath, typeName, type RValue } from './values';

/** Namespaces usable as `name.fn(…)` in expressions. */
export const NAMESPACES = new Set(['math', 'timestamp', 'duration', 'latlng', 'hashing']);

export function callNamespace(ns: string, name: string, args: readonly RValue[]): RValue {
  switch (ns) {
    case 'math':
      return mathFn(name, args);
    case 'timestamp':
      return timestampNamespace(name, args);
    case 'duration':
      return durationNamespace(name, args);
    case 'latlng':
      if (name !== 'value') return fail(`Unknown function latlng.${name}().`);
      arity(args, 2, 'latlng.value()');
      return new RLatLng(
        expectNumber(args[0] ?? null, 'latlng.value()'),
        expectNumber(args[1] ?? null, 'latlng.value()'),
      );
    case 'hashing':
      return hashFn(name, args);
    default:
      return fail(`Unknown namespace ${ns}.`);
  }
}

function toIntChecked(x: number, where: string): bigint {
  if (!Number.isFinite(x)) return fail(`${where}: ${x} has no integer value.`);
  return checkInt(BigInt(x));
}

function mathFn(name: string, args: readonly RValue[]): RValue {
  const where = `math.${name}()`;
  if (name === 'pow') {
    arity(args, 2, where);
    return Math.pow(expectNumber(args[0] ?? null, where), expectNumber(args[1] ?? null, where));
  }
  arity(args, 1, where);
  const v = args[0] ?? null;
  if (name === 'abs') {
    if (typeof v === 'bigint') return checkInt(v < 0n ? -v : v);
    return Math.abs(expectNumber(v, where));
  }
  const x = expectNumber(v, where);
  switch (name) {
    case 'ceil':
      return typeof v === 'bigint' ? v : toIntChecked(Math.ceil(x), where);
    case 'floor':
      return typeof v === 'bigint' ? v : toIntChecked(Math.floor(x), where);
    case 'round':
      // Half away from zero.
      return typeof v === 'bigint' ? v : toIntChecked(Math.sign(x) * Math.round(Math.abs(x)), where);
    case 'sqrt':
      return Math.sqrt(x);
    case 'isInfinite':
      return typeof v === 'number' && (x === Infinity || x === -Infinity);
    case 'isNaN':
      return typeof v === 'number' && Number.isNaN(x);
    default:
      return fail(`Unknown function math.${name}().`);
  }
}

function hashInput(v: RValue, where: string): Uint8Array {
  if (typeof v === 'string') return new TextEncoder().encode(v);
  if (v instanceof Uint8Array) return v;
  return fail(`${where}: expected string or bytes, got ${typeName(v)}.`);
}

function crcTable(poly: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? poly ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}
const CRC32 = crcTable(0xedb88320);
const CRC32C = crcTable(0x82f63b78);

export function crc(table: Uint32Array, data: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of data) c = (table[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function crc32c(data: Uint8Array): number {
  return crc(CRC32C, data);
}

function uint32Bytes(n: number): Uint8Array {
  return Uint8Array.from([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
}

function hashFn(name: string, args: readonly RValue[]): RValue {
  const where = `hashing.${name}()`;
  arity(args, 1, where);
  const data = hashInput(args[0] ?? null, where);
  switch (name) {
    case 'crc32':
      return uint32Bytes(crc(CRC32, data));
    case 'crc32c':
      return uint32Bytes(crc(CRC32C, data));
    case 'md5':
      return new Uint8Array(createHash('md5').update(data).digest());
    case 'sha256':
      return new Uint8Array(createHash('sha256').update(data).digest());
    default:
      return fail(`Unknown function hashing.${name}().`);
  }
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function latLngDistance(a: RLatLng, b: RLatLng): number {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Global conversion functions: int(), float(), string(), bool(), path(). `debug()` is handled by the evaluator. */
export const GLOBAL_CONVERSIONS = new Set(['int', 'float', 'string', 'bool', 'path']);

export function callConversion(name: string, args: readonly RValue[]): RValue {
  arity(args, 1, `${name}()`);
  const v = args[0] ?? null;
  switch (name) {
    case 'int':
      if (typeof v === 'bigint') return v;
      if (typeof v === 'number') return toIntChecked(Math.trunc(v), 'int()');
      if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return checkInt(BigInt(v.trim()));
      return fail(`int(): cannot convert ${display(v)}.`);
    case 'float':
      if (typeof v === 'number') return v;
      if (typeof v === 'bigint') return Number(v);
      if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
      if (typeof v === 'string' && /^(NaN|[+-]?Infinity)$/.test(v)) return Number(v);
      return fail(`float(): cannot convert ${display(v)}.`);
    case 'string':
      if (typeof v === 'string') return v;
      if (v === null || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
      if (typeof v === 'number') return Number.isInteger(v) && Number.isFinite(v) ? v.toFixed(1) : String(v);
      if (v instanceof RPath) return v.toString();
      if (v instanceof Uint8Array) return new TextDecoder('utf-8', { fatal: false }).decode(v);
      return fail(`string(): cannot convert ${typeName(v)}.`);
    case 'bool':
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 'false') return v === 'true';
      return fail(`bool(): cannot convert ${display(v)}.`);
    case 'path': {
      const s = expectString(v, 'path()');
      return new RPath(s.split('/').filter((seg) => seg !== ''));
    }
    default:
      return fail(`Unknown function ${name}().`);
  }
}
