// Small text rules shared by forms, schemas and searches.

/** Emails: something@something.tld without spaces. firestore.rules mirrors this pattern for leads. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** Case-insensitive "contains" over any of the given fields; an empty query matches everything. */
export function matchesSearch(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return fields.some((f) => typeof f === 'string' && f.toLowerCase().includes(q));
}

/** 'abcdef12-…' → 'ABCDEF12': how orders and POs are shown (first 8 characters, upper case). */
export function shortId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
