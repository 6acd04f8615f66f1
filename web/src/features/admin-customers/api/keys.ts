import { queryKeys } from '../../../lib/data/query-keys';

/** Query keys of the CRM: every read and every invalidation goes through these. */
export const customerKeys = {
  all: queryKeys.adminCustomers,
  page: (tag: string | null, size: number, page: number) => ['admin-customers', 'page', tag, size, page] as const,
  count: (tag: string | null) => ['admin-customers', 'count', tag] as const,
  scan: (tag: string | null) => ['admin-customers', 'scan', tag] as const,
  one: (id: string) => ['admin-customers', 'one', id] as const,
  notes: (id: string) => ['admin-customers', 'notes', id] as const,
  orders: (id: string) => ['admin-customers', 'orders', id] as const,
  role: (uid: string) => ['admin-customers', 'role', uid] as const,
  me: (uid: string) => ['admin-customers', 'author', uid] as const,
};
