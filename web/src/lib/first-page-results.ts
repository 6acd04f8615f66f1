// The results of the first page's Firestore reads that index.html starts before the app's code arrives
// (first-page-queries.ts), decoded from Firestore's REST JSON into the plain values Lite's `data()`
// gives (timestamps as Date, which firestore-data.ts `date()` reads), so the app's own converters parse them.
// Each result is used once and only on the first page; a missing, failed or stale one returns null and the
// caller reads through the SDK as usual.
import type { DocData } from './firestore-data';
import type { EarlyStore } from './first-page-queries';

/** Older than this, a result is not the first page's any more: read it fresh. */
const MAX_AGE_MS = 30_000;

export interface EarlyDocument {
  readonly id: string;
  readonly data: DocData;
}

interface RestValue {
  readonly nullValue?: unknown;
  readonly booleanValue?: boolean;
  readonly integerValue?: string | number;
  readonly doubleValue?: number | string;
  readonly timestampValue?: string;
  readonly stringValue?: string;
  readonly bytesValue?: string;
  readonly referenceValue?: string;
  readonly geoPointValue?: { readonly latitude?: number; readonly longitude?: number };
  readonly arrayValue?: { readonly values?: readonly RestValue[] };
  readonly mapValue?: { readonly fields?: Readonly<Record<string, RestValue>> };
}

interface RestDocument {
  readonly name: string;
  readonly fields?: Readonly<Record<string, RestValue>>;
}

/** One REST value as Lite's `data()` would give it (references and bytes as their strings: no storefront reads them). */
export function decodeValue(value: RestValue): unknown {
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.mapValue !== undefined) return decodeFields(value.mapValue.fields);
  if (value.geoPointValue !== undefined)
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  return null;
}

function decodeFields(fields: Readonly<Record<string, RestValue>> | undefined): DocData {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) out[key] = decodeValue(value);
  return out;
}

export function decodeDocument(doc: RestDocument): EarlyDocument {
  return { id: doc.name.slice(doc.name.lastIndexOf('/') + 1), data: decodeFields(doc.fields) };
}

/** The pending result for `key`, removed from the store so it is used once; undefined when there is none. */
function take(key: string): Promise<unknown> | undefined {
  const store = (globalThis as { __asoEarly?: EarlyStore }).__asoEarly;
  if (!store || Date.now() - store.startedAt > MAX_AGE_MS) return undefined;
  const pending = store.results[key];
  delete store.results[key];
  return pending;
}

async function settled(pending: Promise<unknown>): Promise<unknown> {
  try {
    return await pending;
  } catch {
    return undefined;
  }
}

/**
 * The documents of an early runQuery, in order, or null when it failed; null at once (no promise) when there is
 * none, so a read without one starts exactly as before.
 */
export function takeEarlyDocuments(key: string): Promise<EarlyDocument[] | null> | null {
  const pending = take(key);
  if (!pending) return null;
  return settled(pending).then(documentsOf);
}

/** An early single-document read, or null when it failed (a missing document is a 404: the SDK says so). */
export function takeEarlyDocument(key: string): Promise<EarlyDocument | null> | null {
  const pending = take(key);
  if (!pending) return null;
  return settled(pending).then((doc) => {
    const found = doc as Partial<RestDocument> | undefined;
    return typeof found?.name === 'string' ? decodeDocument(found as RestDocument) : null;
  });
}

/** The count of an early runAggregationQuery (alias `count`), null when it failed; null at once when there is none. */
export function takeEarlyCount(key: string): Promise<number | null> | null {
  const pending = take(key);
  if (!pending) return null;
  return settled(pending).then(countOf);
}

/** The documents of a runQuery response, in order; null when it is not one. */
export function documentsOf(rows: unknown): EarlyDocument[] | null {
  return Array.isArray(rows)
    ? (rows as { document?: RestDocument }[]).flatMap((row) => (row.document ? [decodeDocument(row.document)] : []))
    : null;
}

/** The `count` of a runAggregationQuery response; null when it is not one. */
export function countOf(rows: unknown): number | null {
  const first = Array.isArray(rows)
    ? (rows[0] as { result?: { aggregateFields?: Record<string, RestValue> } } | undefined)
    : undefined;
  const count = first?.result?.aggregateFields?.count;
  return count ? Number(decodeValue(count)) : null;
}

/**
 * Results a server-rendered page carries (src/ssr/render-shop.tsx writes `window.__asoServer`): the same REST
 * JSON by the same keys, there before the first render, so the route starts with the data the HTML shows. Each
 * is used once; null when there is none.
 */
export interface ServerResults {
  readonly results: Record<string, unknown>;
}

function takeServer(key: string): unknown {
  const store = (globalThis as { __asoServer?: ServerResults }).__asoServer;
  const value = store?.results[key];
  if (store) delete store.results[key];
  return value;
}

/** A single document the server carried: undefined when it carried none for `key`, null when it found none. */
export function takeServerDocument(key: string): EarlyDocument | null | undefined {
  const found = takeServer(key) as Partial<RestDocument> | null | undefined;
  if (found === undefined) return undefined;
  return typeof found?.name === 'string' ? decodeDocument(found as RestDocument) : null;
}

export function takeServerDocuments(key: string): EarlyDocument[] | null {
  return documentsOf(takeServer(key));
}

export function takeServerCount(key: string): number | null {
  return countOf(takeServer(key));
}

/** A list of names the server carried (the shop's collections), or null. */
export function takeServerNames(key: string): string[] | null {
  const value = takeServer(key);
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
}
