// Pre-order windows as the owner runs them (docs/product.md#pre-order-windows): she picks Lagos days, the shop
// stores the instants they stand for, and the back office lists each window with its pieces and the customers
// waiting for it. Whether a window sells is its switch alone (waitlist.windowOpenNow); its days are what
// customers are told, so the screen says when the switch and the days disagree.
import { addDays, dayKeyWords, lagosDayKey, startOfLagosDay, type DayKey } from '../shared/lagos-time';
import { windowOpenNow } from './waitlist';

export interface WindowDates {
  readonly startAt: Date | null;
  readonly endAt: Date | null;
}

/**
 * The instants a window's days stand for: from 00:00 Lagos on its first day to the last millisecond of its last day,
 * so "until 26 Dec" takes pre-orders all of 26 Dec in Lagos, and balance reminders start once that day is over.
 */
export function windowInstants(startDay: DayKey | null, endDay: DayKey | null): WindowDates {
  return {
    startAt: startDay ? startOfLagosDay(startDay) : null,
    endAt: endDay ? new Date(startOfLagosDay(addDays(endDay, 1)).getTime() - 1) : null,
  };
}

/** The Lagos days of a stored window, as the form shows them (empty when not set). */
export function windowDays(window: WindowDates): { startDay: string; endDay: string } {
  return {
    startDay: window.startAt ? lagosDayKey(window.startAt) : '',
    endDay: window.endAt ? lagosDayKey(window.endAt) : '',
  };
}

const words = (at: Date): string => dayKeyWords(lagosDayKey(at));

/** '6 Dec 2026 – 26 Dec 2026', 'From 6 Dec 2026', 'Until 26 Dec 2026' or 'Dates to be set'. */
export function windowDatesText(window: WindowDates): string {
  const { startAt, endAt } = window;
  if (startAt && endAt) return `${words(startAt)} – ${words(endAt)}`;
  if (startAt) return `From ${words(startAt)}`;
  if (endAt) return `Until ${words(endAt)}`;
  return 'Dates to be set';
}

export interface WindowForScreen extends WindowDates {
  readonly active: boolean;
}

/**
 * A line under a window when its switch and its days disagree (customers see the days; checkout follows the
 * switch), or null when they agree.
 */
export function windowSwitchNote(window: WindowForScreen, now: Date): string | null {
  const { startAt, endAt } = window;
  if (windowOpenNow(window)) {
    if (endAt && endAt.getTime() < now.getTime())
      return `Its last day, ${words(endAt)}, has passed, but it still takes pre-orders until you switch it off.`;
    if (startAt && startAt.getTime() > now.getTime())
      return `It takes pre-orders now, before its first day, ${words(startAt)}.`;
    return null;
  }
  const started = !startAt || startAt.getTime() <= now.getTime();
  const ended = endAt !== null && endAt.getTime() < now.getTime();
  if (started && !ended && (startAt || endAt))
    return 'Its days have come, but it takes no pre-orders until you switch it on.';
  return null;
}

export interface WindowPiece {
  readonly id: string;
  readonly name: string;
  /** On sale (an archived piece stays on its window but sells nothing). */
  readonly active: boolean;
  /** Customers waiting to be told that its pre-orders are open. */
  readonly waiting: number;
}

export interface WindowSummary extends WindowForScreen {
  readonly id: string;
  readonly name: string;
  readonly depositPercent: number;
  readonly pieces: readonly WindowPiece[];
  /** Customers waiting for any of its pieces. */
  readonly waiting: number;
}

/**
 * Each window with the pre-order pieces on it and how many customers wait for each (open requests: neither told nor
 * closed), switched-on windows first, then by first day (undated last), then by name.
 */
export function windowSummaries(
  windows: readonly (WindowForScreen & { id: string; name: string; depositPercent: number })[],
  products: readonly { id: string; name: string; active: boolean; type: string; preorderWindowId: string | null }[],
  waitingRequests: readonly { productId: string }[],
): WindowSummary[] {
  const waitingFor = new Map<string, number>();
  for (const r of waitingRequests) waitingFor.set(r.productId, (waitingFor.get(r.productId) ?? 0) + 1);
  const startOf = (w: WindowForScreen) => w.startAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return windows
    .map((w) => {
      const pieces = products
        .filter((p) => p.type === 'PREORDER' && p.preorderWindowId === w.id)
        .map((p) => ({ id: p.id, name: p.name, active: p.active, waiting: waitingFor.get(p.id) ?? 0 }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { ...w, pieces, waiting: pieces.reduce((n, p) => n + p.waiting, 0) };
    })
    .sort((a, b) => Number(b.active) - Number(a.active) || startOf(a) - startOf(b) || a.name.localeCompare(b.name));
}

/** The deposit percent as typed: '40', '40%', ' 40 % ' → 40; anything else NaN (the schema words it). */
export function typedPercent(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(text);
  return m ? Number(m[1]) : Number.NaN;
}
