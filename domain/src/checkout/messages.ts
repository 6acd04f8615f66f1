// The cart, checkout and payment (docs/product.md#cart, docs/product.md#checkout). Verbatim from docs/product.md;
// "ours" marks words the original brief left unworded. One module per area so a screen's chunk carries only its own
// area's words.

// Cart (docs/product.md#cart)
export const REFERRAL_APPLIED = 'Referral applied.';
export const REFERRAL_CLEARED = 'Referral cleared.';
export const SERVER_CART_UPDATE_FAILED = 'Could not update server cart. Changes saved locally.';
export const CART_SYNCED = 'Your cart was synced to your account.';
export const ITEM_REMOVED = 'Item removed.';
export const ITEM_REMOVE_FAILED = 'Could not remove item. Try again.';
export const CART_SAVED_ON_DEVICE = 'Your cart is saved on this device only. Sign in to keep it with your account.'; // ours

// Ours: a quantity is never changed without a word; what was refused says why and what is possible.
/** 'Enter a quantity from 1 to 99.' */
export const quantityRange = (max: number): string => `Enter a quantity from 1 to ${max}.`;
/** 'Added to cart: Adire Shirt.' / 'Added to cart: 2 × Adire Shirt.' (only when something was added). */
export const addedToCart = (name: string, qty: number): string =>
  qty === 1 ? `Added to cart: ${name}.` : `Added to cart: ${qty} × ${name}.`;
/** The piece as a cart line names it: 'Adire Shirt in size M', or the name alone. */
export const pieceWords = (name: string, size: string | null): string => (size ? `${name} in size ${size}` : name);
/** 'Your cart already has 97 of Adire Shirt in size M; one item can hold at most 99, so you can add 2 more.' */
export const cartLineFull = (piece: string, have: number, max: number): string =>
  have >= max
    ? `Your cart already has ${max} of ${piece}, the most one item can hold.`
    : `Your cart already has ${have} of ${piece}; one item can hold at most ${max}, so you can add ${max - have} more.`;
/** 'Only 1 left in size S of Adire Shirt. Your cart already has 1.' */
export const onlyLeftWithCart = (name: string, size: string, left: number, have: number): string =>
  have > 0 ? `${onlyLeftInSize(name, size, left)} Your cart already has ${have}.` : onlyLeftInSize(name, size, left);
/** 'Only 2 left' beside a size on the product page and in the cart. */
export const fewLeft = (left: number): string => `Only ${left} left`;

// Checkout and payment (docs/product.md#checkout)
export const CHECKOUT_SIGN_IN = 'Please sign in to complete checkout.';
export const CHECKOUT_INVALID_EMAIL = 'Enter a valid email for your receipt.';
export const CART_EMPTY = 'Your cart is empty.';
export const CHECKOUT_ADDRESS_REQUIRED = 'Enter a delivery address.'; // ours
/** Checkout's optional phone for delivery and WhatsApp: a Nigerian mobile, or a number abroad with its country code. */
export const CHECKOUT_PHONE_INVALID =
  'Enter a Nigerian mobile number such as 0803 123 4567 or +234 803 123 4567 (abroad: + and your country code).'; // ours
export const CHECKOUT_ZONE_REQUIRED = 'Choose a delivery zone.'; // ours
export const CHECKOUT_ZONE_DISABLED = 'We are not delivering to this zone at the moment.'; // ours
// Delivery abroad (ours; docs/product.md#delivery-abroad).
export const CHECKOUT_COUNTRY_REQUIRED = 'Choose the country to deliver to.';
/** The zone chosen does not serve the country: 'We deliver to United Kingdom through UK & Ireland: choose it.' */
export const zoneNotForCountry = (country: string, zones: readonly string[]): string =>
  zones.length === 0
    ? noZoneFor(country)
    : `We deliver to ${country} through ${zones.join(' or ')}: choose ${zones.length === 1 ? 'it' : 'one'}.`;
/** No enabled zone serves the country: 'We are not delivering to Japan at the moment. Ask us on WhatsApp.' */
export const noZoneFor = (country: string): string =>
  `We are not delivering to ${country} at the moment. Ask us on WhatsApp.`;
const KIND_WORDS = { RTW: 'ready-to-wear pieces', MTO: 'made-to-order pieces', PREORDER: 'pre-orders' } as const;
/** 'Sallah Agbada: we do not send pre-orders to UK & Ireland. Remove it to order the rest.' */
export const zoneDoesNotSend = (name: string, type: keyof typeof KIND_WORDS, zone: string): string =>
  `${name}: we do not send ${KIND_WORDS[type]} to ${zone}. Remove it to order the rest.`;
export const CHECKOUT_SIZE_REQUIRED = 'Choose a size for every ready-to-wear item.'; // ours
/** The size refusal naming the line, so the customer knows which piece to fix (ours). */
export const sizeRequiredFor = (name: string): string =>
  name.trim() === '' ? CHECKOUT_SIZE_REQUIRED : `Choose a size for ${name.trim()}.`;
export const CHECKOUT_MEASUREMENTS_REQUIRED = 'Enter your measurements for every made-to-order item.'; // ours
export const CHECKOUT_PRODUCT_UNAVAILABLE = 'An item in your cart is no longer available.'; // ours
export const REFERRAL_UNKNOWN = 'That referral code is not valid.'; // ours
/** startCheckout's `attribution` was not what the shop's page sends (docs/product.md#channels). */
export const ATTRIBUTION_INVALID = 'The link you came from could not be read. Reload the page and try again.'; // ours
export const REFERRAL_OWN_CODE = 'You cannot use your own referral code.'; // ours
export const CART_SYNC_FAILED = 'Could not sync cart to server. Please try again.';
export const PAYMENT_SCRIPT_MISSING = 'Payment window could not load. Check your connection and try again.'; // ours
export const PAYMENT_FAILED_OR_CANCELLED = 'Payment failed or cancelled.';
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. Contact support if you were charged.';
export const PAYMENT_NOT_VERIFIED = 'Payment not verified. Contact support if you were charged.';
export const PAYMENT_PERSISTENCE_FAILED = 'Payment captured but order persistence failed. Contact support.';
export const PAYMENT_SUCCESS = 'Payment successful! Order confirmed.';
export const NO_BALANCE_DUE = 'This order has no balance to pay.'; // ours
/** The payment window closed while Paystack waits for a bank transfer or USSD payment (ours). */
export const PAYMENT_AWAITING =
  'We are waiting for your payment to arrive. Your pieces are held, and we will email you as soon as Paystack confirms it.';
export const quantityTooMany = (max: number): string => `You can order at most ${max} of one item.`;
export const cartTooManyLines = (max: number): string =>
  `Your cart can hold at most ${max} different items. Remove some to continue.`;
export const shippingAddressTooLong = (max: number): string => `Keep the delivery address under ${max} characters.`;
/** 'Only 2 left in size M of Adire Shirt.' / 'Adire Shirt is sold out in size M.' (stock refusal at checkout). */
export function onlyLeftInSize(name: string, size: string, left: number): string {
  if (left <= 0) return `${name} is sold out in size ${size}.`;
  return `Only ${left} left in size ${size} of ${name}.`;
}

// Open checkouts (ours): the hold caps and an unpaid order that can no longer be resumed.
/** 'You already have 3 checkouts awaiting payment. Pay or cancel one in My Orders first.' */
export const holdLimitOrders = (max: number): string =>
  `You already have ${max} checkout${max === 1 ? '' : 's'} awaiting payment. Pay or cancel one in My Orders first.`;
/** 'You can hold at most 4 of Adire Shirt in size M while unpaid. Pay or cancel an open order in My Orders.' */
export const holdLimitUnits = (name: string, size: string, max: number): string =>
  `You can hold at most ${max} of ${name} in size ${size} while unpaid. Pay or cancel an open order in My Orders.`;
export const CHECKOUT_NOT_RESUMABLE = 'This checkout can no longer be paid. Start a new one from your cart.';

// A payment ends the checkout everywhere (ours; docs/product.md#checkout).
/** Said on a cart or checkout left open in another tab when one of the customer's orders was paid meanwhile. */
export const orderPaidWhileOpen = (ref: string): string =>
  `Your payment for order #${ref} has arrived: the order is paid, and its pieces have left your cart.`;
/** A cart line that cannot go to checkout as it is, with what to do (ours). */
export const soldOutInCart = (name: string, size: string): string =>
  `${name} is sold out in size ${size}: choose another size or remove it to check out.`;
export const onlyLeftInCart = (name: string, size: string, left: number): string =>
  `Only ${left} left in size ${size} of ${name}: lower the quantity to ${left} or remove it to check out.`;
/** Beside a sold-out line's money in the cart: it is not in the total. */
export const NOT_IN_TOTAL = 'Sold out: not in the total';
/** Clear cart asks first (ours): 'Empty your cart?' and what goes. */
export const CLEAR_CART_TITLE = 'Empty your cart?';
export const clearCartBody = (count: number): string =>
  `All ${count} item${count === 1 ? '' : 's'} will be taken out of your cart. This cannot be undone.`;
