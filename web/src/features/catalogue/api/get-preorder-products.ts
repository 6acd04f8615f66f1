// The pre-order grid (docs/product.md#pre-order): active PREORDER products by name, optionally of one window, with Load
// more. Search is the domain's case-insensitive "contains" over name and SKU, which Firestore cannot index, so a
// search reads the list in batches and keeps the matches until a page is full or the list ends.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryConstraint } from 'firebase/firestore/lite';
import { matchesProductText } from '@aso/domain/catalogue/catalogue';
import { PREORDER_PAGE_SIZE, PREORDER_WINDOWS_PER_QUERY } from '@aso/domain/shared/constants';
import { takeServerDocuments } from '../../../lib/first-page-results';
import { earlyKeys } from '../../../lib/first-page-queries';
import { loadFirestore } from '../../../lib/firebase';
import { productFromData, type ProductWithId } from '../../../lib/products';
import { catalogueKeys, type PreorderFilters } from './keys';
import { dataPaths } from '../../../lib/data/collections';

const SEARCH_BATCH = 24;

type Cursor = { readonly name: string; readonly id: string } | null;

export interface PreorderPage {
  readonly products: ProductWithId[];
  /** Null when the list has ended. */
  readonly next: Cursor;
}

/**
 * A page of pieces of the open windows only (`openWindowIds`, the active ones): a piece whose window is switched off,
 * gone or unnamed is not on sale, so it is not listed here (docs/product.md#pre-order).
 */
export async function getPreorderPage(filters: PreorderFilters, after: Cursor): Promise<PreorderPage> {
  const open = filters.windowId
    ? filters.openWindowIds.filter((id) => id === filters.windowId)
    : filters.openWindowIds.slice(0, PREORDER_WINDOWS_PER_QUERY);
  if (open.length === 0) return { products: [], next: null };
  const { collection, documentId, getDb, getDocs, limit, orderBy, query, startAfter, where } = await loadFirestore();
  const constraints: QueryConstraint[] = [where('active', '==', true), where('type', '==', 'PREORDER')];
  constraints.push(
    open.length === 1 ? where('preorderWindowId', '==', open[0]) : where('preorderWindowId', 'in', open),
  );
  constraints.push(orderBy('name'), orderBy(documentId()));
  const search = filters.search.trim();
  const batch = search ? SEARCH_BATCH : PREORDER_PAGE_SIZE;
  const products = collection(getDb(), dataPaths.products);
  const found: ProductWithId[] = [];
  let cursor = after;
  for (;;) {
    const snap = await getDocs(
      query(products, ...constraints, ...(cursor ? [startAfter(cursor.name, cursor.id)] : []), limit(batch)),
    );
    const list = snap.docs.map((d) => productFromData(d.id, d.data()));
    const tail = list[list.length - 1];
    cursor = tail ? { name: tail.name, id: tail.id } : null;
    found.push(...list.filter((p) => matchesProductText(p, search)));
    // A short batch means the list ended; a full batch may have more behind it.
    if (list.length < batch) return { products: found, next: null };
    if (found.length >= PREORDER_PAGE_SIZE) return { products: found, next: cursor };
  }
}

/** The unfiltered first page from its documents, as getPreorderPage reads it (a full page may have more). */
export function preorderFirstPage(docs: readonly { id: string; data: Record<string, unknown> }[]): PreorderPage {
  const products = docs.map((d) => productFromData(d.id, d.data));
  const tail = products[products.length - 1];
  return { products, next: products.length < PREORDER_PAGE_SIZE || !tail ? null : { name: tail.name, id: tail.id } };
}

/** The first page a server-rendered /preorder was drawn from (src/ssr/render-preorder.tsx), unfiltered only. */
function serverFirstPage(filters: PreorderFilters) {
  if (filters.search.trim() !== '' || filters.windowId !== null) return undefined;
  // Drawn from the open windows' pieces by the same query (functions/src/storefront/product-page.ts).
  const docs = takeServerDocuments(earlyKeys.preorderPage);
  return docs ? { pages: [preorderFirstPage(docs)], pageParams: [null as Cursor] } : undefined;
}

export function usePreorderProducts(filters: PreorderFilters) {
  return useInfiniteQuery({
    queryKey: catalogueKeys.preorder(filters),
    queryFn: ({ pageParam }) => getPreorderPage(filters, pageParam),
    // Which windows are open is part of the question: read them first.
    enabled: filters.windowsKnown,
    initialPageParam: null as Cursor,
    getNextPageParam: (last) => last.next ?? undefined,
    initialData: () => serverFirstPage(filters),
  });
}
