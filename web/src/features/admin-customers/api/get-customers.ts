// The CRM list (docs/product.md#customers): newest first, an optional tag filter, pages of 12/24/48 with a count.
//
// Search over name, email, phone and city: Firestore has no "contains" across fields, and Lite has no listeners to
// keep a search index fresh. Rather than a token field that every writer of `customers` (the owner's first
// sign-in, settlement, staff) would have to maintain, a search reads one bounded window — the newest
// SEARCH_WINDOW customers, with the tag filter applied by Firestore — once, and filters it in memory as staff
// type (no further reads per keystroke). The screen says so when the window was full, so a match older than the
// window is never silently missing. Without a search, pages come straight from Firestore with cursors and a
// count() aggregation, so reads grow with the page size, not the customer base.
import { useQuery } from '@tanstack/react-query';
import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { customersFromDocs, type AdminCustomer } from './customer-data';
import { customerKeys } from './keys';

export const SEARCH_WINDOW = 1000;

function baseQuery(tag: string | null): Query {
  const customers = collection(getDb(), 'customers');
  return tag
    ? query(customers, where('tags', 'array-contains', tag), orderBy('createdAt', 'desc'))
    : query(customers, orderBy('createdAt', 'desc'));
}

export interface CustomerPage {
  readonly rows: AdminCustomer[];
  /** Where the next page starts; null on the last page. */
  readonly last: QueryDocumentSnapshot | null;
}

export async function getCustomersPage(
  tag: string | null,
  size: number,
  after: QueryDocumentSnapshot | null,
): Promise<CustomerPage> {
  const base = baseQuery(tag);
  const snap = await getDocs(after ? query(base, startAfter(after), limit(size)) : query(base, limit(size)));
  return {
    rows: customersFromDocs(snap.docs),
    last: snap.docs.length === size ? (snap.docs[snap.docs.length - 1] ?? null) : null,
  };
}

export async function countCustomers(tag: string | null): Promise<number> {
  return (await getCount(baseQuery(tag))).data().count;
}

export interface SearchWindow {
  readonly rows: AdminCustomer[];
  /** True when the window was full: older customers were not searched. */
  readonly truncated: boolean;
}

export async function getSearchWindow(tag: string | null): Promise<SearchWindow> {
  const snap = await getDocs(query(baseQuery(tag), limit(SEARCH_WINDOW)));
  return {
    rows: customersFromDocs(snap.docs),
    truncated: snap.docs.length === SEARCH_WINDOW,
  };
}

export function useCustomerCount(tag: string | null, enabled: boolean) {
  return useQuery({ queryKey: customerKeys.count(tag), queryFn: () => countCustomers(tag), enabled });
}

export function useSearchWindow(tag: string | null, enabled: boolean) {
  return useQuery({ queryKey: customerKeys.scan(tag), queryFn: () => getSearchWindow(tag), enabled });
}
