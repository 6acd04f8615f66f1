// Firestore documents as Firestore's REST API writes them (`{ document: { name, fields } }`, typed values): the
// server-rendered /shop hands the browser the same JSON its own early read would have got, so the app parses one
// shape whichever way the data came (web/src/lib/first-page-results.ts).
import { DocumentReference, GeoPoint, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: Record<string, RestValue> } };

const documentName = (projectId: string, path: string): string =>
  `projects/${projectId}/databases/(default)/documents/${path}`;

export function restValue(value: unknown, projectId: string): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Timestamp) return { timestampValue: value.toDate().toISOString() };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value instanceof GeoPoint) return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
  if (value instanceof DocumentReference) return { referenceValue: documentName(projectId, value.path) };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { bytesValue: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return { arrayValue: { values: value.map((v) => restValue(v, projectId)) } };
  if (typeof value === 'object')
    return { mapValue: { fields: restFields(value as Record<string, unknown>, projectId) } };
  throw new TypeError(`No Firestore REST encoding for a ${typeof value}.`);
}

function restFields(data: Record<string, unknown>, projectId: string): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, v]) => [key, restValue(v, projectId)]));
}

/** A query's documents as a runQuery response. */
export function runQueryResponse(
  docs: readonly DocumentSnapshot[],
  projectId: string,
): { document: { name: string; fields: Record<string, RestValue> } }[] {
  return docs.map((doc) => ({
    document: { name: documentName(projectId, doc.ref.path), fields: restFields(doc.data() ?? {}, projectId) },
  }));
}

/** One document (settings/global) as a REST document, parsed as the browser would; null when there is none. */
export function settingsDocument(snap: DocumentSnapshot, projectId: string): unknown {
  return snap.exists ? (runQueryResponse([snap], projectId)[0]?.document ?? null) : null;
}

/** A count as a runAggregationQuery response with the alias `count`. */
export function countResponse(count: number): { result: { aggregateFields: { count: RestValue } } }[] {
  return [{ result: { aggregateFields: { count: { integerValue: String(count) } } } }];
}
