// The back office's table: a caption for screen readers, typed columns, and the loading, error and empty states
// in the table's place so every list says them the same way. On a phone each row is a card: every cell under its
// column's name (data-label, drawn by admin.css), the row's actions in full view — nothing scrolls sideways.
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../states';

interface ColumnBase<T> {
  /** Unique per table. */
  readonly key: string;
  readonly cell: (row: T) => ReactNode;
  /** Numbers and money align right. */
  readonly numeric?: boolean;
  /** Header text for screen readers when the visible header is empty (an actions column). */
  readonly srHeader?: string;
}

/**
 * A column. A header that is not plain text (a sort button) must say its `label`: on a phone each cell is named by
 * it, and a figure without its name is a bare number (an actions column's header is '' and its label none).
 */
export type Column<T> = ColumnBase<T> &
  (
    | { readonly header: string; readonly label?: string }
    | { readonly header: Exclude<ReactNode, string>; readonly label: string }
  );

/** The name a cell carries in a phone's card: the header's text, else `label`; none for an actions column. */
function cardLabel<T>(column: Column<T>): string | undefined {
  if (column.label !== undefined) return column.label || undefined;
  return typeof column.header === 'string' && column.header !== '' ? column.header : undefined;
}

export interface DataTableProps<T> {
  /** Says what the table lists; read by screen readers, hidden on screen unless showCaption. */
  readonly caption: string;
  readonly showCaption?: boolean;
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[] | undefined;
  readonly rowKey: (row: T) => string;
  readonly loading?: boolean;
  readonly loadingLabel?: string;
  /** A message (already in words) shown instead of the rows. */
  readonly error?: string | null;
  readonly onRetry?: () => void;
  /** Shown when there are no rows. */
  readonly empty: ReactNode;
  /** Marks a row (the one open in a side panel). */
  readonly selectedKey?: string | null;
  readonly footer?: ReactNode;
}

export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel,
  error,
  onRetry,
  empty,
  selectedKey,
  footer,
}: DataTableProps<T>) {
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (loading || rows === undefined) return <LoadingState label={loadingLabel} />;
  if (rows.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  return (
    // Focusable so a keyboard can scroll a table wider than the screen.
    <div className="table-wrap admin-table" tabIndex={0} role="group" aria-label={caption}>
      <table className="table">
        <caption className={showCaption ? 'admin-table__caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.header}
                {c.srHeader ? <span className="visually-hidden">{c.srHeader}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr
                key={key}
                aria-selected={selectedKey === undefined ? undefined : selectedKey === key}
                className={selectedKey === key ? 'admin-table__row--selected' : undefined}
              >
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'num' : undefined} data-label={cardLabel(c)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
