// The back office reads documents with the domain's schemas (docs/architecture.md#style-structure): Firestore
// timestamps become Dates, then the document's zod schema parses it, so a screen sees exactly the shape the
// functions write and the defaults the domain declares. The storefront keeps its hand readers (firestore-data.ts)
// because zod does not fit its first-load budget; the back office loads in its own chunks.
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

/** Either SDK's Timestamp (lite or full) without importing either: both have `toDate()`. */
function isTimestamp(value: object): value is { toDate(): Date } {
  return 'toDate' in value && typeof value.toDate === 'function' && 'seconds' in value && 'nanoseconds' in value;
}

/** Timestamps → Date, recursively through maps and arrays; everything else unchanged. */
export function timestampsToDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (isTimestamp(value)) return value.toDate();
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToDates(v)]));
}

/** One document's data parsed by its schema; a document that does not fit fails loudly with its path. */
export function parseDocument<S extends z.ZodType>(schema: S, path: string, data: unknown): z.output<S> {
  const result = schema.safeParse(timestampsToDates(data));
  if (!result.success) throw new DocumentShapeError(path, result.error.issues);
  return result.data;
}

interface Snapshot {
  readonly id: string;
  readonly ref: { readonly path: string };
  data(): unknown;
}

/** A document with its id, or null when it does not exist. */
export function readDocument<S extends z.ZodType<object>>(
  schema: S,
  snap: Snapshot & { exists(): boolean },
): (z.output<S> & { readonly id: string }) | null {
  return snap.exists() ? { ...parseDocument(schema, snap.ref.path, snap.data()), id: snap.id } : null;
}

/**
 * A query's documents with their ids. A document that does not fit is reported on the console and left out, so one
 * damaged record does not take a whole list screen down with it.
 */
export function readDocuments<S extends z.ZodType<object>>(
  schema: S,
  docs: readonly Snapshot[],
): (z.output<S> & { readonly id: string })[] {
  return docs.flatMap((d) => {
    try {
      return [{ ...parseDocument(schema, d.ref.path, d.data()), id: d.id }];
    } catch (error) {
      console.error(error);
      return [];
    }
  });
}
