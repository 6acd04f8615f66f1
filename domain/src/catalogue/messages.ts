// The storefront's pieces and sizes, back in stock, and the back office's catalogue form
// (docs/product.md#catalogue). Verbatim from docs/product.md; "ours" marks words the original brief left unworded.
// One module per area so a screen's chunk carries only its own area's words.

// Size recommender (docs/product.md#size-guide)
export const SIZE_ENTER_NUMERIC = 'Enter numeric measurements.';
export const SIZE_MUST_BE_POSITIVE = 'All measurements must be greater than zero.';
export const SIZE_GREAT_MATCH = 'Great match across bust, waist, and hips.';
export const SIZE_BETWEEN_SIZES = 'Between sizes on some measurements — consider the larger size for comfort.';
export const SIZE_HIPS_FALLBACK = 'Between sizes? We suggest picking based on hips for flowy fits.';
/** 'Bust 50 in is outside our size chart (32–44 in). …' (ours): the chart has no size to offer. */
export const sizeOutsideChart = (parts: readonly string[]): string =>
  `${parts.join('; ')}. Our made-to-order pieces are cut to your own measurements: choose one and give them at checkout, or ask us on WhatsApp.`; // ours
export const MTO_MEASUREMENTS_NOTE = 'Provide measurements at checkout';

// The waitlist (docs/product.md#waitlist): a sold-out size comes back
export const WAITLIST_SIZE_ASK = 'Email me when it’s back';
export const WAITLIST_SIZE_SIGN_IN = 'Sign in to be told when it’s back';
/** 'We’ll email you when size L is back.' */
export const waitlistSizeWaiting = (size: string): string => `We’ll email you when size ${size} is back.`;
export const WAITLIST_SAVE_FAILED = 'We couldn’t save your request. Please try again.';
export const WAITLIST_SIZE_CANCELLED = 'You won’t be emailed about this size.';
export const WAITLIST_NO_SIZES = 'You are not waiting for any size.';
export const NO_ACTIVE_PREORDER_WINDOW = 'No active pre-order window.';

// (ours) The waitlist: a pre-order piece whose window is closed (docs/product.md#pre-order-alerts).
export const WAITLIST_PREORDER_TITLE = 'Pre-orders are closed for this piece.';
export const WAITLIST_PREORDER_ASK = 'Tell me when pre-orders open';
export const WAITLIST_PREORDER_SIGN_IN = 'Sign in to be told when pre-orders open';
export const WAITLIST_PREORDER_WAITING = 'We’ll email you when pre-orders open.';
export const WAITLIST_PREORDER_CANCELLED = 'You won’t be emailed about this piece.';
export const WAITLIST_NO_PREORDERS = 'You are not waiting for any pre-order.';

// Catalog (docs/product.md#catalogue)
export const PRODUCT_NAME_REQUIRED = 'Name is required.';
export const PRODUCT_TYPE_REQUIRED = 'Type is required.'; // ours
export const PRODUCT_PRICE_INVALID = 'Price must be a valid number.';
/** A price with kobo: customers pay whole naira (ours). */
export const PRODUCT_PRICE_WHOLE_NAIRA = 'Enter the price in whole naira, such as 42,000.';
export const PRODUCT_TOGGLE_FAILED = 'Failed to toggle product';
export const FILE_URL_FAILED = 'Could not obtain file URL.';
export const PRODUCT_SKU_IN_USE = 'That SKU is already used by another product.'; // ours
export const PREORDER_WINDOW_UNKNOWN = 'Choose an existing pre-order window.'; // ours
/** 'Keep the collection name to 60 characters.' (ours) */
export const collectionNameTooLong = (max: number): string => `Keep the collection name to ${max} characters.`;
export const PRODUCT_SAVE_FAILED = 'Failed to save product.';
export const leadTimeDays = (days: number): string => `Lead time: ${days} day${days === 1 ? '' : 's'}`;
/** A measurement box left empty or not a number: 'Enter the bust as a number.' (ours). */
export const measurementNotANumber = (label: string): string => `Enter the ${label.toLowerCase()} as a number.`;
/** 'Bust must be between 20 and 70 in.' */
export function measurementOutOfRange(label: string, min: number, max: number, unit: string): string {
  return `${label} must be between ${min} and ${max} ${unit}.`;
}

// Pre-order windows (docs/product.md#pre-order-windows), all ours
export const WINDOW_NAME_REQUIRED = 'Give the window a name, such as “Detty December Drop”.';
export const WINDOW_DAY_INVALID = 'Choose a day from the calendar, or leave it empty.';
export const WINDOW_END_BEFORE_START = 'The last day is before the first day. Choose a last day on or after it.';
export const WINDOW_DEPOSIT_INVALID = 'Enter a deposit from 1 to 90%, a whole number.';
export const WINDOW_SAVE_FAILED = 'Could not save the pre-order window.';
export const WINDOW_SWITCH_FAILED = 'Could not switch the pre-order window.';
export const WINDOW_PIECE_FAILED = 'Could not move the piece.';
export const WINDOW_PIECE_NOT_PREORDER = 'Only a pre-order piece can go on a pre-order window.';
export const WINDOWS_NONE = 'No pre-order windows yet. Make the first one for your next drop.';
export const WINDOW_NO_PIECES = 'No pieces on this window yet.';
/** What switching a window on or off did, for the toast. */
export function windowSwitched(name: string, active: boolean, told: number): string {
  if (!active) return `${name} is switched off: its pieces take no pre-orders until you switch it on again.`;
  const mailed = told > 0 ? ` ${told} waiting customer${told === 1 ? ' was' : 's were'} mailed.` : '';
  return `${name} is switched on: its pieces take pre-orders now.${mailed}`;
}
// Shop's aisles (ours; docs/product.md#shop)
export const SHOP_NO_MATCH = 'No products match these filters.';
/** A search that finds nothing: 'Nothing matches “kente cap”.' */
export const shopNothingFor = (q: string): string => `Nothing matches “${q}”.`;
/** '/shop?page=3' of 2: the page is past the end, and says where the end is. */
export const shopPagePastEnd = (page: number, pages: number): string =>
  `There is no page ${page}: ${pages === 1 ? 'these pieces fit on one page' : `these pieces fit on ${pages} pages`}.`;
export const SHOP_PRICE_INVALID = 'Enter a price in whole naira, such as 25000.';
export const SHOP_PRICE_RANGE_BACKWARDS = 'The lowest price is above the highest: change one of them.';
/** Said on a pre-order card whose window is not open: nothing to buy, but the page says when it opens. */
export const PREORDERS_CLOSED = 'Pre-orders closed';
/** A link to a size that is sold out opens on it (ours): 'Size L is sold out: choose another size.' */
export const linkedSizeSoldOut = (size: string): string => `Size ${size} is sold out: choose another size.`;
