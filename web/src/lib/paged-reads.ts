// The back office's two ways through a long list (docs/product.md#customers, #catalogue): pages with a cursor, so
// reads grow with the page size and not the collection, or one bounded window read once and searched in memory
// (the screen says when the window was full). Documents are parsed with the domain's schemas (schema-reader.ts).
import { getDocs, limit, query, startAfter, type Query, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type * as z from 'zod';
import { readDocuments } from './schema-reader';

export interface Page<T> {
  readonly rows: T[];
  /** Where the next page starts; null on the last page. */
  readonly last: QueryDocumentSnapshot | null;
}

export interface Window<T> {
  readonly rows: T[];
  /** True when the window was full: documents beyond it were not read. */
  readonly truncated: boolean;
}

type Row<S extends z.ZodType<object>> = z.output<S> & { readonly id: string };

export async function readPage<S extends z.ZodType<object>>(
  schema: S,
  base: Query,
  size: number,
  after: QueryDocumentSnapshot | null,
): Promise<Page<Row<S>>> {
  const snap = await getDocs(after ? query(base, startAfter(after), limit(size)) : query(base, limit(size)));
  return {
    rows: readDocuments(schema, snap.docs),
    last: snap.docs.length === size ? (snap.docs[snap.docs.length - 1] ?? null) : null,
  };
}

export async function readWindow<S extends z.ZodType<object>>(
  schema: S,
  base: Query,
  size: number,
): Promise<Window<Row<S>>> {
  const snap = await getDocs(query(base, limit(size)));
  return { rows: readDocuments(schema, snap.docs), truncated: snap.docs.length === size };
}
