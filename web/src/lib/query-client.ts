import { QueryClient } from '@tanstack/react-query';

/** One client per app (and per test): a minute of freshness, one retry, no refetch on focus for a shop. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
