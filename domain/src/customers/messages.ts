// The back office's customer records, notes, tags and roles (docs/product.md#customers). Verbatim from
// docs/product.md; "ours" marks words the original brief left unworded. One module per area so a screen's chunk
// carries only its own area's words.

// Customers and referrals (docs/product.md#customers, docs/product.md#referrals)
export const CUSTOMER_SAVE_FAILED = 'Could not save customer.';
export const TAG_ADD_FAILED = 'Could not add tag.';
export const TAG_REMOVE_FAILED = 'Could not remove tag.';
export const CUSTOMERS_LOAD_FAILED = 'Couldn’t load customers.';
export const NOTES_LOAD_FAILED = 'Couldn’t load notes.';
export const NOTE_BLANK = 'Note cannot be blank.'; // ours
export const TAG_BLANK = 'Tag cannot be blank.'; // ours
export const tagTooLong = (max: number): string => `A tag can be at most ${max} characters.`; // ours
export const ROLE_OWN_CHANGE = 'You cannot change your own role.'; // ours: an admin cannot lock themselves out
