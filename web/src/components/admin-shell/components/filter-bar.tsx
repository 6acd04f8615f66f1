// A row of filters above a list: labelled controls that wrap on narrow screens, with an optional Reset. It is a
// search landmark; filters apply as they change, so Enter never reloads the page.
import type { ReactNode } from 'react';

export interface FilterBarProps {
  readonly label: string;
  readonly children: ReactNode;
  /** Shown when any filter is set. */
  readonly onReset?: () => void;
  readonly resetVisible?: boolean;
  /** Counts or notes at the end of the bar ('12 of 40 products'). */
  readonly summary?: ReactNode;
}

export function FilterBar({ label, children, onReset, resetVisible = false, summary }: FilterBarProps) {
  return (
    <form role="search" aria-label={label} className="filter-bar" onSubmit={(e) => e.preventDefault()}>
      <div className="filter-bar__controls">{children}</div>
      <div className="filter-bar__end">
        {summary ? (
          <p className="filter-bar__summary" aria-live="polite">
            {summary}
          </p>
        ) : null}
        {onReset && resetVisible ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onReset}>
            Reset filters
          </button>
        ) : null}
      </div>
    </form>
  );
}
