// The catalogue and the customers list page through Firestore with cursors (page n starts after the last document
// of page n − 1) or, while searching, through the matches held in memory: one hook keeps the page, the cursors and
// what the table and the pager show.
import { useRef, useState } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { Page } from '../../../lib/paged-reads';

export interface CursorPagesOptions<T> {
  /** The filters a page depends on ('tag|size'): cursors are kept per scope. */
  readonly scope: string;
  readonly size: number;
  readonly pageKey: (page: number) => QueryKey;
  readonly readPage: (after: QueryDocumentSnapshot | null) => Promise<Page<T>>;
  readonly searching: boolean;
  /** While searching: every match, or null until they are read. */
  readonly matches: readonly T[] | null;
  /** Without a search: how many documents the filters select. */
  readonly count: number | undefined;
}

export function useCursorPages<T>({
  scope,
  size,
  pageKey,
  readPage,
  searching,
  matches,
  count,
}: CursorPagesOptions<T>) {
  const [page, setPage] = useState(1);
  const cursors = useRef(new Map<string, QueryDocumentSnapshot | null>());
  const cursorKey = (p: number) => `${scope}|${p}`;
  const pageQuery = useQuery({
    queryKey: pageKey(page),
    queryFn: async () => {
      const after = page > 1 ? (cursors.current.get(cursorKey(page - 1)) ?? null) : null;
      const result = await readPage(after);
      cursors.current.set(cursorKey(page), result.last);
      return result;
    },
    enabled: !searching,
  });
  const total = searching ? (matches?.length ?? 0) : (count ?? 0);
  const pages = Math.max(1, Math.ceil(total / size));
  return {
    page,
    setPage,
    pageQuery,
    total,
    pages,
    rows: searching ? matches?.slice((page - 1) * size, page * size) : pageQuery.data?.rows,
    hasNext: searching ? page < pages : !!pageQuery.data?.last && page < pages,
    /** A filter changed: apply it and go back to page 1. */
    reset: (apply: () => void) => {
      apply();
      setPage(1);
    },
  };
}

export type CursorPages = Pick<ReturnType<typeof useCursorPages>, 'page' | 'setPage' | 'pages' | 'hasNext'>;
