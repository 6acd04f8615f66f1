// The words every screen and the server share: loading, refusals of input and rights, paging. Verbatim from
// docs/product.md; "ours" marks words the original brief left unworded. One module per area so a screen's chunk
// carries only its own area's words.

export const LOADING = 'Loading…';
export const STAFF_ONLY = 'Staff only';
export const NO_MATCHES = 'No matches.';
export const ADMIN_ONLY = 'Only an admin can do this.'; // ours
export const SAVING = 'Saving…';

// Generic (ours): what an unknown error becomes (docs/architecture.md#style-domain).
export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const INVALID_INPUT = 'Some fields need attention.';
/** A save that lost its turn to other buyers more times than the server retries (Firestore contention). */
export const SHOP_BUSY = 'The shop is busy right now. Please try again in a moment.';
export const NOT_SIGNED_IN = 'Please sign in first.';
export const NOT_ALLOWED = 'You do not have permission to do that.';
export const NOT_FOUND = 'Not found.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'; // ours: revoked or disabled account

// Input limits (ours): each limit says which limit it is, never the "missing" message of the same field.
/** An id the database cannot store (empty, with '/', '.', '..' or a reserved __name__ form): said without those words. */
export const ID_INVALID = 'That reference is not valid. Reload the page and try again.';
export const ID_TOO_LONG = 'That reference is too long.';
export const textTooLong = (max: number): string => `Keep this under ${max} characters.`;
export const pageOf = (page: number, total: number): string => `Page ${page} / ${total}`;
/** Above every page while staff sell at an event (docs/product.md#events): the app's shell shows it, so it is here. */
export const eventModeBanner = (eventName: string): string => `Event Mode active for ${eventName}`;
