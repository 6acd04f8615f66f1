// Event Mode (docs/product.md#event-mode): staff open the shop "for" an event by navigating with
// `state: eventModeState({eventId, eventName})`. The banner shows from then on in this tab (sessionStorage),
// so checkout can tag the order with the event even after a few page changes, until staff exit the mode.
export interface EventMode {
  readonly eventId: string;
  readonly eventName: string;
}

export function isValidEventMode(value: unknown): value is EventMode {
  if (typeof value !== 'object' || value === null) return false;
  const { eventId, eventName } = value as Record<string, unknown>;
  return typeof eventId === 'string' && eventId !== '' && typeof eventName === 'string' && eventName !== '';
}

const KEY = 'aso_event_mode';

/** Navigation state that switches Event Mode on: `navigate(paths.shop.getHref(), { state: eventModeState(e) })`. */
export function eventModeState(mode: EventMode): { eventMode: EventMode } {
  return { eventMode: mode };
}

export function eventModeFromState(state: unknown): EventMode | null {
  if (typeof state !== 'object' || state === null || !('eventMode' in state)) return null;
  const candidate = state.eventMode;
  return isValidEventMode(candidate) ? candidate : null;
}

export function readEventMode(): EventMode | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isValidEventMode(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveEventMode(mode: EventMode | null): void {
  if (mode) sessionStorage.setItem(KEY, JSON.stringify(mode));
  else sessionStorage.removeItem(KEY);
}
