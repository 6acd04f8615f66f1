// The CRM list (docs/product.md#customers): newest first, an optional tag filter (any tag, in any case), pages of
// 12/24/48 with a count.
//
// Search over name, email, phone and city: Firestore has no "contains" across fields, and Lite has no listeners to
// keep a search index fresh. Rather than a token field that every writer of `customers` (the owner's first
// sign-in, settlement, staff) would have to maintain, a search reads one bounded window — the newest
// SEARCH_WINDOW customers, with the tag filter applied by Firestore — once, and filters it in memory as staff
// type (no further reads per keystroke). The screen says so when the window was full, so a match older than the
// window is never silently missing. Without a search, pages come straight from Firestore with cursors and a
// count() aggregation, so reads grow with the page size, not the customer base.
import { useQuery } from '@tanstack/react-query';
import { collection, orderBy, query, where, type Query } from 'firebase/firestore/lite';
import { customerSchema } from '@aso/domain/customers/schemas/customer';
import { tagKey } from '@aso/domain/customers/tags';
import { getDb } from '../../../lib/firestore';
import { filteredListReads } from '../../../components/admin-shell';
import { customerKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export const SEARCH_WINDOW = 1000;

/** With a tag, the customers carrying it in any case ('vip' under VIP): their tag keys hold it in lower case. */
function baseQuery(tag: string | null): Query {
  const customers = collection(getDb(), dataPaths.customers);
  return tag
    ? query(customers, where('tagKeys', 'array-contains', tagKey(tag)), orderBy('createdAt', 'desc'))
    : query(customers, orderBy('createdAt', 'desc'));
}

const customerReads = filteredListReads(customerSchema, baseQuery, SEARCH_WINDOW);

export const getCustomersPage = customerReads.page;

export function useCustomerCount(tag: string | null, enabled: boolean) {
  return useQuery({ queryKey: customerKeys.count(tag), queryFn: () => customerReads.count(tag), enabled });
}

export function useSearchWindow(tag: string | null, enabled: boolean) {
  return useQuery({ queryKey: customerKeys.scan(tag), queryFn: () => customerReads.window(tag), enabled });
}
