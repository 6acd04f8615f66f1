import type { FsMap, FsValue, StoredDoc } from '../../shared/contract';
import type { DatabaseId } from '../paths/names';
import { compareDocPaths } from '../paths/doc-keys';
import { compareUtf8 } from '../values/utf8';
import { microsFromRfc3339, rfc3339FromMicros } from '../values/time';
import { fromJson, toJson } from '../wire/json';
import { messageType } from '../wire/schema';
import { decodeValue, encodeValue } from '../wire/values';

/**
 * The export format: one pretty-printed JSON file per project, `<dir>/firestore/<project>.json`. Values use
 * Firestore's own REST JSON encoding ({"integerValue": "1"}, {"doubleValue": "NaN"}, RFC 3339 timestamps with
 * microseconds, base64 bytes, full reference names), so every type round-trips exactly. Documents are in key
 * order and map keys sorted, so exports diff cleanly.
 */
export const FORMAT = 'aso-firestore-export';
export const VERSION = 1;

export interface ExportedDocument {
  readonly path: string;
  readonly createTime: string;
  readonly updateTime: string;
  readonly fields: Record<string, unknown>;
}

export interface ExportFile {
  readonly format: typeof FORMAT;
  readonly version: typeof VERSION;
  readonly project: string;
  readonly databases: Record<string, { readonly documents: readonly ExportedDocument[] }>;
}

const valueType = messageType('Value');

/** Recursively sorts object keys (values are REST JSON; map fields are objects). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => compareUtf8(a, b));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
}

export function exportFields(fields: FsMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of fields) out[k] = toJson(valueType, encodeValue(v));
  return sortKeys(out) as Record<string, unknown>;
}

export function exportDocuments(docs: Iterable<StoredDoc>): ExportedDocument[] {
  return [...docs]
    .sort((a, b) => compareDocPaths(a.path, b.path))
    .map((d) => ({
      path: d.path,
      createTime: rfc3339FromMicros(d.createTime),
      updateTime: rfc3339FromMicros(d.updateTime),
      fields: exportFields(d.fields),
    }));
}

export function importDocument(db: DatabaseId, raw: ExportedDocument, where: string): StoredDoc {
  if (typeof raw.path !== 'string' || raw.path.split('/').length % 2 !== 0)
    throw new Error(`${where}: invalid document path ${String(raw.path)}`);
  const fields = new Map<string, FsValue>();
  for (const [k, v] of Object.entries(raw.fields ?? {})) {
    fields.set(k, decodeValue(fromJson(valueType, v, `${raw.path}.${k}`), db));
  }
  return {
    path: raw.path,
    fields,
    createTime: microsFromRfc3339(raw.createTime),
    updateTime: microsFromRfc3339(raw.updateTime),
  };
}
