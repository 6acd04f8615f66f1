// The back office reads documents with the domain's schemas (docs/architecture.md#style-structure): Firestore
// timestamps become Dates, then the document's zod schema parses it, so a screen sees exactly the shape the
// functions write and the defaults the domain declares. The storefront keeps its hand readers (firestore-data.ts)
// because zod does not fit its first-load budget; the back office loads in its own chunks. The reader itself is the
// functions' too (domain/src/schemas/read-document.ts).
import type * as z from 'zod';
import { parseDocument } from '@aso/domain/schemas/read-document';

export { parseDocument } from '@aso/domain/schemas/read-document';

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
