// The last column of a list whose rows open in a side panel: an "Open" button, solid on the open row; on the open
// row it brings the panel back into view (a phone scrolled down the list to it again).
import { Button } from '../../button';
import { revealOpenAgain } from '../lib/use-reveal-on-open';
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
        onClick={() => (row.id === openId ? revealOpenAgain() : onOpen(row.id))}
        aria-label={ariaLabel(row)}
      >
        Open
      </Button>
    ),
  };
}
