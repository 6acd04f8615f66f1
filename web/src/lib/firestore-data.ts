// Reading Firestore documents by hand at the edge: plain values out, timestamps as Date. Kept only where the
// storefront's first-load budget needs it: the storefront, the customer's own pages and the few lib readers they
// share with the back office (products, settings, pre-order windows, aso-ebi groups, measurement profiles, the
// server cart), because the domain's zod schemas would enter the storefront's entry chunk. The shapes they produce
// are the domain's types. Every back-office feature parses with the domain's schemas instead (schema-reader.ts).
export type DocData = Readonly<Record<string, unknown>>;

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function strOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function bool(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function record(value: unknown): DocData {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as DocData) : {};
}

/**
 * Any SDK's Timestamp (Lite, the full SDK of the live pages, the Admin SDK of server-drawn pages) has `toDate()`; a
 * Date passes as it is. Recognised by shape, so this module needs no SDK in the storefront's entry.
 */
export function date(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function') {
    const at = (value as { toDate(): unknown }).toDate();
    return at instanceof Date ? at : null;
  }
  return null;
}

export function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}
