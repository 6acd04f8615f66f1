// Prev / "Page n of m" / Next under a paged list (the catalogue's and the customers' cursor pages).
import { pageOf } from '@aso/domain/shared/messages';
import { Button } from '../../button';
import type { CursorPages } from '../lib/use-cursor-pages';

export interface PagerProps {
  /** Names the navigation landmark ('Product pages'). */
  readonly label: string;
  readonly className: string;
  readonly paging: CursorPages;
}

export function Pager({ label, className, paging: { page, setPage, pages, hasNext } }: PagerProps) {
  return (
    <nav className={`row ${className}`} aria-label={label}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
        Prev
      </Button>
      <span aria-live="polite">{pageOf(Math.min(page, pages), pages)}</span>
      <Button size="sm" variant="secondary" disabled={!hasNext} onClick={() => setPage((p) => p + 1)}>
        Next
      </Button>
    </nav>
  );
}
