/**
 * Parse, don't just validate (docs/architecture.md#style-domain): every document a function reads goes through the
 * domain's zod schema, with Firestore Timestamps turned into Dates at this edge. A document that does not fit its
 * schema is a bug or corruption, and fails loudly with its path rather than flowing on half-read.
 */
import { parseDocument } from '@aso/domain/schemas/read-document';
import type {
  DocumentData,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type * as z from 'zod';

// The reader is shared with the back office (domain/src/schemas/read-document.ts).
export { DocumentShapeError, timestampsToDates } from '@aso/domain/schemas/read-document';

/** The parsed data of an existing document. */
export function parseData<S extends z.ZodType>(schema: S, path: string, data: DocumentData): z.output<S> {
  return parseDocument(schema, path, data);
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
