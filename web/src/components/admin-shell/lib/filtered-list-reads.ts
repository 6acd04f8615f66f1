// The catalogue and the CRM read one filtered query three ways: a cursor page, its count() and the bounded search
// window (lib/paged-reads.ts); this builds all three from the query, so each list names only its query and schema.
import { getCount, type Query, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type * as z from 'zod';
import { readPage, readWindow } from '../../../lib/paged-reads';

export function filteredListReads<F, S extends z.ZodType<object>>(
  schema: S,
  base: (filter: F) => Query,
  windowSize: number,
) {
  return {
    page: (filter: F, size: number, after: QueryDocumentSnapshot | null) => readPage(schema, base(filter), size, after),
    count: async (filter: F): Promise<number> => (await getCount(base(filter))).data().count,
    /** When the window comes back truncated, documents beyond it were not searched. */
    window: (filter: F) => readWindow(schema, base(filter), windowSize),
  };
}
