/**
 * Parse, don't just validate (docs/architecture.md#style-domain): every document a function reads goes through the
 * domain's zod schema, with Firestore Timestamps turned into Dates at this edge. A document that does not fit its
 * schema is a bug or corruption, and fails loudly with its path rather than flowing on half-read.
 */
import { parseDocument } from '@aso/domain/shared/schemas/read-document';
import type {
  DocumentData,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SetOptions,
} from 'firebase-admin/firestore';
import { checkWrite } from './write-check';
import type * as z from 'zod';

// The reader is shared with the back office (domain/src/shared/schemas/read-document.ts).
export { timestampsToDates } from '@aso/domain/shared/schemas/read-document';

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
 * A converter for `withConverter`: reads parse with the schema; writes are checked against it (write-check.ts: a
 * whole document must parse, a merge's fields must fit where they land) and then pass through unchanged (the Admin
 * SDK stores Dates as Timestamps). `update()` does not go through converters: use `set(…, {merge: true})` on a
 * typed reference to have a partial write checked.
 */
export function converter<S extends z.ZodType<DocumentData>>(
  schema: S,
  collection: string,
): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (model: DocumentData, options?: SetOptions) => {
      checkWrite(schema, collection, model, options !== undefined);
      return model;
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => parseData(schema, snapshot.ref.path, snapshot.data()),
  };
}
