// An order's timeline as the back office reads it (docs/product.md#orders): each entry says what it adds — the move
// from one status to the next, or what happened while the status stayed (a reminder mailed, a refund released) —
// never the status repeated as its own heading with the same words under it.
import type { OrderStatus } from '../shared/vocab';
import { ORDER_STATUS_LABELS } from './orders';

export interface TimelineEntryLike {
  readonly id: string;
  readonly status: OrderStatus;
  readonly note: string;
  readonly authorId: string | null;
  readonly createdAt: Date;
}

export interface TimelineLine {
  readonly id: string;
  /** 'Order received → In production', 'Order received', or what happened ('Balance reminder 1 of 3 mailed …'). */
  readonly heading: string;
  /** The note, when it adds to a status move. */
  readonly detail: string | null;
  readonly at: Date;
  /** Who: staff (an author) or the shop itself. */
  readonly by: 'staff' | 'system';
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Entries oldest first, each worded by what it adds to the one before. */
export function timelineLines(entries: readonly TimelineEntryLike[]): TimelineLine[] {
  let previous: OrderStatus | null = null;
  return [...entries]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((e) => {
      const label = ORDER_STATUS_LABELS[e.status];
      const note = e.note.trim() !== '' && !same(e.note, label) ? e.note.trim() : null;
      const moved = previous !== e.status;
      const from = previous;
      previous = e.status;
      const base = { id: e.id, at: e.createdAt, by: e.authorId ? ('staff' as const) : ('system' as const) };
      if (!moved) return { ...base, heading: note ?? `${label} (status unchanged)`, detail: null };
      return { ...base, heading: from ? `${ORDER_STATUS_LABELS[from]} → ${label}` : label, detail: note };
    });
}
