// One reader for stored documents, used by the functions (lib/converters.ts, through the Admin SDK) and the back
// office (web/src/lib/schema-reader.ts, through the web SDKs): Firestore Timestamps become Dates, then the document's
// schema parses it, and a document that does not fit fails with its path. Pure: it recognises either SDK's
// Timestamp by its shape, so domain/ imports no Firebase.
import type * as z from 'zod';

export class DocumentShapeError extends Error {
  override readonly name = 'DocumentShapeError';
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `Document ${path} does not match its schema: ${issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
  }
}

/** A Timestamp of any Firebase SDK (Admin, web, Lite): each has `toDate()`, `seconds` and `nanoseconds`. */
function isTimestamp(value: object): value is { toDate(): Date } {
  return 'toDate' in value && typeof value.toDate === 'function' && 'seconds' in value && 'nanoseconds' in value;
}

/** A map field as the SDKs give it: a plain object (not a reference, GeoPoint, Bytes or FieldValue). */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Timestamps → Date, recursively through maps and arrays; everything else unchanged. */
export function timestampsToDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (isTimestamp(value)) return value.toDate();
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToDates(v)]));
}

/** One document's data parsed by its schema; a document that does not fit throws DocumentShapeError with its path. */
export function parseDocument<S extends z.ZodType>(schema: S, path: string, data: unknown): z.output<S> {
  const result = schema.safeParse(timestampsToDates(data));
  if (!result.success) throw new DocumentShapeError(path, result.error.issues);
  return result.data;
}
