// The last column of a list whose rows open in a side panel: an "Open" button, solid on the open row.
import { Button } from '../../button';
import type { Column } from './data-table';

export function openColumn<T extends { readonly id: string }>(
  openId: string | null,
  onOpen: (id: string) => void,
  ariaLabel: (row: T) => string,
): Column<T> {
  return {
    key: 'open',
    header: '',
    srHeader: 'Actions',
    cell: (row) => (
      <Button
        size="sm"
        variant={row.id === openId ? 'primary' : 'secondary'}
        onClick={() => onOpen(row.id)}
        aria-label={ariaLabel(row)}
      >
        Open
      </Button>
    ),
  };
}
