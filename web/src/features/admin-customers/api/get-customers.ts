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
  orderBy,
  query,
  where,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { customerSchema } from '@aso/domain/schemas/customer';
import { getDb } from '../../../lib/firebase';
import { readPage, readWindow, type Page, type Window } from '../../../lib/paged-reads';
import type { AdminCustomer } from './customer-data';
import { customerKeys } from './keys';

export const SEARCH_WINDOW = 1000;

function baseQuery(tag: string | null): Query {
  const customers = collection(getDb(), 'customers');
  return tag
    ? query(customers, where('tags', 'array-contains', tag), orderBy('createdAt', 'desc'))
    : query(customers, orderBy('createdAt', 'desc'));
}

export type CustomerPage = Page<AdminCustomer>;

export function getCustomersPage(
  tag: string | null,
  size: number,
  after: QueryDocumentSnapshot | null,
): Promise<CustomerPage> {
  return readPage(customerSchema, baseQuery(tag), size, after);
}

export async function countCustomers(tag: string | null): Promise<number> {
  return (await getCount(baseQuery(tag))).data().count;
}

/** When truncated, older customers were not searched. */
export type SearchWindow = Window<AdminCustomer>;

export function getSearchWindow(tag: string | null): Promise<SearchWindow> {
  return readWindow(customerSchema, baseQuery(tag), SEARCH_WINDOW);
}

export function useCustomerCount(tag: string | null, enabled: boolean) {
  return useQuery({ queryKey: customerKeys.count(tag), queryFn: () => countCustomers(tag), enabled });
}

export function useSearchWindow(tag: string | null, enabled: boolean) {
  return useQuery({ queryKey: customerKeys.scan(tag), queryFn: () => getSearchWindow(tag), enabled });
}
