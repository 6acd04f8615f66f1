// Where this browser's visitor first came from (docs/product.md#channels): the landing's campaign tags, `?ref=` code
// and referring site, kept in localStorage (first party, read only by this shop, so no cookie banner) for 30 days
// through sign-in and checkout, and sent with startCheckout. A later landing never replaces a fresh first touch.
import { firstTouch, isKeptTouch, landingTouch, type Touch } from '@aso/domain/attribution';

const KEY = 'aso.firstTouch';

function kept(): Touch | null {
  try {
    const text = localStorage.getItem(KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    return isKeptTouch(value) ? value : null;
  } catch {
    return null; // storage blocked or a value another version wrote: as if there were none
  }
}

/** Keeps this landing as the first touch unless a fresh one is kept already (called once per page load). */
export function rememberFirstTouch(search: string, referrer: string, host: string, now = new Date()): void {
  const before = kept();
  const touch = firstTouch(before, landingTouch({ search, referrer, ownHost: host, now }), now);
  if (touch === before) return;
  try {
    if (touch) localStorage.setItem(KEY, JSON.stringify(touch));
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the order is counted as direct
  }
}

/** A page load the inline head script saw (web/vite/first-visit.ts), not yet filed by the app. */
export interface Landing {
  readonly search: string;
  readonly referrer: string;
  readonly at: number;
}

const LANDINGS_KEY = 'aso.landings';

/** The landings the head script kept since the app last started, oldest first, and forgets them. */
export function takeLandings(): Landing[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(LANDINGS_KEY) ?? '[]');
    sessionStorage.removeItem(LANDINGS_KEY);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (l): l is Landing =>
        typeof l === 'object' &&
        l !== null &&
        typeof (l as Landing).search === 'string' &&
        typeof (l as Landing).referrer === 'string' &&
        typeof (l as Landing).at === 'number',
    );
  } catch {
    return [];
  }
}

/** The first touch to send with a checkout, while it is fresh; null: none (a direct visit). */
export function currentFirstTouch(now = new Date()): Touch | null {
  return firstTouch(kept(), null, now);
}
