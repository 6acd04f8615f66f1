// Small text rules shared by forms, schemas and searches.

/** Emails: something@something.tld without spaces. firestore.rules mirrors this pattern for leads. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/**
 * How orders and POs are shown: a generated id by its first 8 characters in upper case ('aB12cD34…' →
 * 'AB12CD34'); a hand-made id whose start is not 8 letters or digits ('po-demo-received') whole, in upper case,
 * since such ids share their first characters ('PO-DEMO-') and would give several documents one label.
 */
export function shortId(id: string): string {
  return /^[A-Za-z0-9]{8}/.test(id) ? id.slice(0, 8).toUpperCase() : id.toUpperCase();
}
