/**
 * Parse, don't just validate (docs/architecture.md#style-domain): every document a function reads goes through the
 * domain's zod schema, with Firestore Timestamps turned into Dates at this edge. A document that does not fit its
 * schema is a bug or corruption, and fails loudly with its path rather than flowing on half-read.
 */
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
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

/** Timestamps → Date, recursively through maps and arrays; everything else unchanged. */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToDates(v)]));
  }
  return value;
}

/** The parsed data of an existing document. */
export function parseData<S extends z.ZodType>(schema: S, path: string, data: DocumentData): z.output<S> {
  const result = schema.safeParse(timestampsToDates(data));
  if (!result.success) throw new DocumentShapeError(path, result.error.issues);
  return result.data;
}

/** The parsed document, or null when it does not exist. */
export function parseDoc<S extends z.ZodType>(schema: S, snapshot: DocumentSnapshot): z.output<S> | null {
  const data = snapshot.data();
  return data === undefined ? null : parseData(schema, snapshot.ref.path, data);
}

/**
 * A converter for `withConverter`: reads parse with the schema; writes pass through (the Admin SDK stores Dates
 * as Timestamps), so a handler writes exactly the shape the schema describes.
 */
export function converter<S extends z.ZodType<DocumentData>>(schema: S): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (model) => model,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => parseData(schema, snapshot.ref.path, snapshot.data()),
  };
}
