// Back-office panels often show the newest documents of one collection that carry one value (a customer's orders,
// a material's ledger, a code's redemptions): one reader for that query, parsed with the domain's schema.
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import type * as z from 'zod';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import type { CollectionPath } from '../../../lib/data/collections';

export async function readNewestWhere<S extends z.ZodType<object>>(
  schema: S,
  path: CollectionPath,
  match: { readonly field: string; readonly value: string },
  count: number,
): Promise<(z.output<S> & { readonly id: string })[]> {
  const snap = await getDocs(
    query(collection(getDb(), path), where(match.field, '==', match.value), orderBy('createdAt', 'desc'), limit(count)),
  );
  return readDocuments(schema, snap.docs);
}
