import protobuf from 'protobufjs';
import type { Field, Type } from 'protobufjs';
import { invalidArgument } from '../errors';
import { protoStructToJson, protoValueToJson } from './struct';
import { microsFromRfc3339, microsFromSecondsNanos, protoTimestampFromMicros, rfc3339FromMicros } from '../values/time';

/**
 * proto3 JSON (https://protobuf.dev/programming-guides/json/) ⇄ the plain-object form the gRPC decoder
 * produces, driven by the schema. Parsing is strict the way Google's front end is: unknown names, wrong
 * JSON types and doubly-set oneofs are INVALID_ARGUMENT, with production's "Invalid JSON payload" wording.
 */

type Plain = Record<string, unknown>;

const WRAPPERS = new Set([
  'google.protobuf.Int32Value',
  'google.protobuf.Int64Value',
  'google.protobuf.UInt32Value',
  'google.protobuf.UInt64Value',
  'google.protobuf.DoubleValue',
  'google.protobuf.FloatValue',
  'google.protobuf.BoolValue',
  'google.protobuf.StringValue',
  'google.protobuf.BytesValue',
]);
const INT32 = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);
const INT64 = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const fieldIndex = new WeakMap<Type, Map<string, Field>>();

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** JSON accepts the lowerCamel name and the original proto (snake_case) name of every field. */
function fieldsByJsonName(type: Type): Map<string, Field> {
  let map = fieldIndex.get(type);
  if (!map) {
    map = new Map();
    for (const f of type.fieldsArray) {
      map.set(f.name, f);
      map.set(snake(f.name), f);
    }
    fieldIndex.set(type, map);
  }
  return map;
}

function typeName(type: Type): string {
  return type.fullName.replace(/^\./, '');
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function badValue(at: string, what: string, value: unknown): never {
  throw invalidArgument(`Invalid value at '${at}' (${what}), ${shown(value)}`);
}

function parseInt64(value: unknown, at: string, kind: string): string {
  let n: bigint;
  if (typeof value === 'number' && Number.isSafeInteger(value)) n = BigInt(value);
  else if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) n = BigInt(value.trim());
  else return badValue(at, `TYPE_${kind.toUpperCase()}`, value);
  if (n < INT64_MIN || n > INT64_MAX) badValue(at, `TYPE_${kind.toUpperCase()}`, value);
  return n.toString();
}

function parseInt32(value: unknown, at: string, kind: string): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < -2147483648 || n > 4294967295)
    badValue(at, `TYPE_${kind.toUpperCase()}`, value);
  return n;
}

function parseDouble(value: unknown, at: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    if (value === 'NaN') return NaN;
    if (value === 'Infinity') return Infinity;
    if (value === '-Infinity') return -Infinity;
    const n = Number(value);
    if (value.trim() !== '' && !Number.isNaN(n)) return n;
  }
  return badValue(at, 'TYPE_DOUBLE', value);
}

function parseBytes(value: unknown, at: string): Buffer {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(value)) return badValue(at, 'TYPE_BYTES', value);
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function parseScalar(field: Field, value: unknown, at: string): unknown {
  const t = field.type;
  if (t === 'string') return typeof value === 'string' ? value : badValue(at, 'TYPE_STRING', value);
  if (t === 'bool') return typeof value === 'boolean' ? value : badValue(at, 'TYPE_BOOL', value);
  if (INT32.has(t)) return parseInt32(value, at, t);
  if (INT64.has(t)) return parseInt64(value, at, t);
  if (t === 'double' || t === 'float') return parseDouble(value, at);
  if (t === 'bytes') return parseBytes(value, at);
  return badValue(at, t, value);
}

function parseEnum(e: protobuf.Enum, value: unknown, at: string): string {
  if (typeof value === 'string' && Object.hasOwn(e.values, value)) return value;
  if (typeof value === 'number' && e.valuesById[value] !== undefined) return e.valuesById[value];
  return badValue(at, 'TYPE_ENUM', value);
}

function parseSingle(field: Field, value: unknown, at: string): unknown {
  const resolved = field.resolve().resolvedType;
  if (resolved instanceof protobuf.Enum) {
    if (value === null && resolved.fullName === '.google.protobuf.NullValue') return 'NULL_VALUE';
    return parseEnum(resolved, value, at);
  }
  if (resolved instanceof protobuf.Type) return fromJson(resolved, value, at);
  return parseScalar(field, value, at);
}

/** proto3 JSON → plain object (camelCase keys, int64 as decimal strings, bytes as Buffers, enums as names). */
export function fromJson(type: Type, json: unknown, at = ''): Plain {
  const name = typeName(type);
  if (name === 'google.protobuf.Timestamp') {
    if (typeof json !== 'string') return badValue(at, 'type.googleapis.com/google.protobuf.Timestamp', json);
    return { ...protoTimestampFromMicros(microsFromRfc3339(json)) };
  }
  if (WRAPPERS.has(name)) {
    const inner = type.fields.value!;
    return { value: parseScalar(inner, json, at) };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return badValue(at, `type.googleapis.com/${name}`, json);
  }
  const fields = fieldsByJsonName(type);
  const out: Plain = {};
  const oneofsSet = new Map<string, string>();
  for (const [key, value] of Object.entries(json as Plain)) {
    const field = fields.get(key);
    const here = at === '' ? key : `${at}.${key}`;
    if (!field) {
      throw invalidArgument(
        `Invalid JSON payload received. Unknown name "${key}"${at === '' ? '' : ` at '${at}'`}: Cannot find field.`,
      );
    }
    if (value === null && !(field.resolve().resolvedType?.fullName === '.google.protobuf.NullValue')) continue;
    const oneof = field.partOf;
    if (oneof) {
      const prior = oneofsSet.get(oneof.name);
      if (prior !== undefined && prior !== field.name) {
        throw invalidArgument(
          `Invalid JSON payload received. Oneof field '${snake(oneof.name)}' is already set. Cannot set '${key}'`,
        );
      }
      oneofsSet.set(oneof.name, field.name);
    }
    if (field.map) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) badValue(here, 'map', value);
      const entries: Plain = {};
      for (const [k, v] of Object.entries(value as Plain))
        entries[k] = parseSingle(field, v, `${here}[${JSON.stringify(k)}]`);
      out[field.name] = entries;
    } else if (field.repeated) {
      if (!Array.isArray(value)) badValue(here, 'list', value);
      out[field.name] = (value as unknown[]).map((v, i) => parseSingle(field, v, `${here}[${i}]`));
    } else {
      out[field.name] = parseSingle(field, value, here);
    }
  }
  return out;
}

function int64Text(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function printDouble(d: number): number | string {
  if (Number.isNaN(d)) return 'NaN';
  if (d === Infinity) return 'Infinity';
  if (d === -Infinity) return '-Infinity';
  if (Object.is(d, -0)) return '-0';
  return d;
}

function printSingle(field: Field, value: unknown): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) {
    if (resolved.fullName === '.google.protobuf.NullValue') return 'NULL_VALUE';
    return typeof value === 'number' ? resolved.valuesById[value] : value;
  }
  if (resolved instanceof protobuf.Type) return toJson(resolved, value as Plain);
  const t = field.type;
  if (INT64.has(t)) return int64Text(value);
  if (t === 'double' || t === 'float') return printDouble(value as number);
  if (t === 'bytes') return typeof value === 'string' ? value : Buffer.from(value as Uint8Array).toString('base64');
  return value;
}

/** Plain object → proto3 JSON (int64 as strings, RFC 3339 timestamps, base64 bytes, special doubles as strings). */
export function toJson(type: Type, obj: Plain): unknown {
  const name = typeName(type);
  if (name === 'google.protobuf.Timestamp') {
    return rfc3339FromMicros(microsFromSecondsNanos(BigInt(int64Text(obj.seconds ?? '0')), Number(obj.nanos ?? 0)));
  }
  if (WRAPPERS.has(name)) return printSingle(type.fields.value!, obj.value);
  if (name === 'google.protobuf.Struct') return protoStructToJson(obj);
  if (name === 'google.protobuf.Value') return protoValueToJson(obj);
  if (name === 'google.protobuf.Duration') {
    const nanos = Number(obj.nanos ?? 0);
    const frac = nanos === 0 ? '' : `.${String(nanos).padStart(9, '0').replace(/0+$/, '')}`;
    return `${int64Text(obj.seconds ?? '0')}${frac}s`;
  }
  const out: Plain = {};
  for (const field of type.fieldsArray) {
    const value = obj[field.name];
    if (value === undefined || value === null) continue;
    field.resolve();
    if (field.map) {
      const entries: Plain = {};
      for (const [k, v] of Object.entries(value as Plain)) entries[k] = printSingle(field, v);
      out[field.name] = entries;
    } else if (field.repeated) {
      out[field.name] = (value as unknown[]).map((v) => printSingle(field, v));
    } else {
      out[field.name] = printSingle(field, value);
    }
  }
  return out;
}
