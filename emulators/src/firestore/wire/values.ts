import type { FsMap, FsValue, StoredDoc } from '../../shared/contract';
import { invalidArgument } from '../errors';
import type { DatabaseId } from '../paths/names';
import { documentName, parseResourceName, segmentCount } from '../paths/names';
import { NULL_VALUE } from '../values/kinds';
import { microsFromSecondsNanos, protoTimestampFromMicros } from '../values/time';
import type { ProtoTimestamp } from '../values/time';
import type { WDocument, WTimestamp, WValue } from './types';

/** Maps and arrays may nest at most 20 levels (https://firebase.google.com/docs/firestore/quotas). */
export const MAX_DEPTH = 20;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function decodeTimestamp(t: WTimestamp): bigint {
  const seconds = typeof t.seconds === 'number' ? BigInt(Math.trunc(t.seconds)) : BigInt(t.seconds ?? '0');
  return microsFromSecondsNanos(seconds, t.nanos ?? 0);
}

export function encodeTimestamp(micros: bigint): ProtoTimestamp {
  return protoTimestampFromMicros(micros);
}

function decodeInteger(raw: string | number): bigint {
  const n =
    typeof raw === 'number'
      ? Number.isSafeInteger(raw)
        ? BigInt(raw)
        : undefined
      : /^-?\d+$/.test(raw)
        ? BigInt(raw)
        : undefined;
  if (n === undefined || n < INT64_MIN || n > INT64_MAX) throw invalidArgument(`Invalid integer value ${String(raw)}.`);
  return n;
}

function decodeBytes(raw: Uint8Array | string): Uint8Array {
  return typeof raw === 'string' ? Buffer.from(raw, 'base64') : raw;
}

function checkLatLng(lat: number, lng: number): void {
  if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) {
    throw invalidArgument(
      `Invalid geo point (${lat}, ${lng}): latitude must be in [-90, 90] and longitude in [-180, 180].`,
    );
  }
}

/**
 * Wire Value → FsValue. `db` checks that references name a document of this database, as production requires.
 */
export function decodeValue(w: WValue, db: DatabaseId, depth = 0): FsValue {
  if (depth > MAX_DEPTH) throw invalidArgument(`Value exceeds the maximum nesting depth of ${MAX_DEPTH} maps/arrays.`);
  if (w.nullValue !== undefined) return NULL_VALUE;
  if (w.booleanValue !== undefined) return { type: 'boolean', value: w.booleanValue };
  if (w.integerValue !== undefined) return { type: 'integer', value: decodeInteger(w.integerValue) };
  if (w.doubleValue !== undefined) return { type: 'double', value: Number(w.doubleValue) };
  if (w.timestampValue !== undefined) return { type: 'timestamp', micros: decodeTimestamp(w.timestampValue) };
  if (w.stringValue !== undefined) return { type: 'string', value: w.stringValue };
  if (w.bytesValue !== undefined) return { type: 'bytes', value: decodeBytes(w.bytesValue) };
  if (w.referenceValue !== undefined) {
    const { path } = parseResourceName(w.referenceValue, db);
    const n = segmentCount(path);
    if (n === 0 || n % 2 !== 0) throw invalidArgument(`Reference value "${w.referenceValue}" must name a document.`);
    return { type: 'reference', value: w.referenceValue };
  }
  if (w.geoPointValue !== undefined) {
    const latitude = w.geoPointValue.latitude ?? 0;
    const longitude = w.geoPointValue.longitude ?? 0;
    checkLatLng(latitude, longitude);
    return { type: 'geoPoint', latitude, longitude };
  }
  if (w.arrayValue !== undefined) {
    const values = (w.arrayValue.values ?? []).map((x) => {
      if (x.arrayValue !== undefined)
        throw invalidArgument('Cannot have an array inside an array (nested arrays are not supported).');
      return decodeValue(x, db, depth + 1);
    });
    return { type: 'array', values };
  }
  if (w.mapValue !== undefined) return { type: 'map', fields: decodeFields(w.mapValue.fields ?? {}, db, depth + 1) };
  if (
    w.fieldReferenceValue !== undefined ||
    w.variableReferenceValue !== undefined ||
    w.functionValue !== undefined ||
    w.pipelineValue !== undefined
  ) {
    throw invalidArgument('Pipeline expression values are only valid in ExecutePipeline requests.');
  }
  throw invalidArgument('A value must have exactly one of its value types set.');
}

export function decodeFields(fields: Readonly<Record<string, WValue>>, db: DatabaseId, depth = 0): FsMap {
  const out = new Map<string, FsValue>();
  for (const [k, v] of Object.entries(fields)) out.set(k, decodeValue(v, db, depth));
  return out;
}

/** FsValue → wire Value (enums as numbers so the object encodes straight to protobuf). */
export function encodeValue(v: FsValue): Record<string, unknown> {
  switch (v.type) {
    case 'null':
      return { nullValue: 0 };
    case 'boolean':
      return { booleanValue: v.value };
    case 'integer':
      return { integerValue: v.value.toString() };
    case 'double':
      return { doubleValue: v.value };
    case 'timestamp':
      return { timestampValue: encodeTimestamp(v.micros) };
    case 'string':
      return { stringValue: v.value };
    case 'bytes':
      return { bytesValue: v.value };
    case 'reference':
      return { referenceValue: v.value };
    case 'geoPoint':
      return { geoPointValue: { latitude: v.latitude, longitude: v.longitude } };
    case 'array':
      return { arrayValue: { values: v.values.map(encodeValue) } };
    case 'map':
      return { mapValue: { fields: encodeFields(v.fields) } };
  }
}

const encodedFields = new WeakMap<FsMap, Record<string, unknown>>();

/** Stored maps are immutable, so their encoding is cached per map object. */
export function encodeFields(fields: FsMap): Record<string, unknown> {
  let out = encodedFields.get(fields);
  if (!out) {
    out = {};
    for (const [k, v] of fields) out[k] = encodeValue(v);
    encodedFields.set(fields, out);
  }
  return out;
}

export function encodeDocument(db: DatabaseId, doc: StoredDoc, fields: FsMap = doc.fields): Record<string, unknown> {
  return {
    name: documentName(db, doc.path),
    fields: encodeFields(fields),
    createTime: encodeTimestamp(doc.createTime),
    updateTime: encodeTimestamp(doc.updateTime),
  };
}

/** Decodes a wire document's fields (the name is handled by the caller). */
export function decodeDocumentFields(doc: WDocument, db: DatabaseId): FsMap {
  return decodeFields(doc.fields ?? {}, db);
}
