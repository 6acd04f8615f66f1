// Every user-facing message of docs/product.md, verbatim, plus the few the original brief left unworded (marked
// "ours"). Named exports so a screen bundles only what it shows.

// Authentication and account (docs/product.md#sign-in-and-register, docs/product.md#account)
export const AUTH_CREDENTIALS_REQUIRED = 'You must provide either an email or phone number and a password.';
export const AUTH_SESSION_MISSING = 'Auth session missing!';
export const REGISTER_EMAIL_REQUIRED = 'Email is required.'; // ours
export const REGISTER_PASSWORD_TOO_SHORT = 'Password must be at least 6 characters.'; // ours
export const MAGIC_LINK_SENT = 'Magic link sent. Check your email.';
export const ACCOUNT_CREATED = 'Account created. Check your email to confirm.';
export const PROFILE_UPDATED = 'Profile updated';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const PROFILE_NAME_REQUIRED = 'Enter your name.';
export const LOADING = 'Loading…';
export const LOADING_PROFILE = 'Loading profile…';
export const STAFF_ONLY = 'Staff only';
export const SUBSCRIBED = 'Subscribed!';

// Size recommender (docs/product.md#size-guide)
export const SIZE_ENTER_NUMERIC = 'Enter numeric measurements.';
export const SIZE_MUST_BE_POSITIVE = 'All measurements must be greater than zero.';
export const SIZE_GREAT_MATCH = 'Great match across bust, waist, and hips.';
export const SIZE_BETWEEN_SIZES = 'Between sizes on some measurements — consider the larger size for comfort.';
export const SIZE_HIPS_FALLBACK = 'Between sizes? We suggest picking based on hips for flowy fits.';
/** 'Bust 50 in is outside our size chart (32–44 in). …' (ours): the chart has no size to offer. */
export const sizeOutsideChart = (parts: readonly string[]): string =>
  `${parts.join('; ')}. Our made-to-order pieces are cut to your own measurements: choose one and give them at checkout, or ask us on WhatsApp.`; // ours

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
export const MTO_MEASUREMENTS_NOTE = 'Provide measurements at checkout';
// Back-in-stock requests (docs/product.md#back-in-stock)
export const STOCK_ALERT_ASK = 'Email me when it’s back';
export const STOCK_ALERT_SIGN_IN = 'Sign in to be told when it’s back';
/** 'We’ll email you when size L is back.' */
export const stockAlertWaiting = (size: string): string => `We’ll email you when size ${size} is back.`;
export const STOCK_ALERT_FAILED = 'We couldn’t save your request. Please try again.';
export const STOCK_ALERT_CANCELLED = 'You won’t be emailed about this size.';
export const STOCK_ALERTS_NONE = 'You are not waiting for any size.';
export const NO_ACTIVE_PREORDER_WINDOW = 'No active pre-order window.';

// Checkout and payment (docs/product.md#checkout)
export const CHECKOUT_SIGN_IN = 'Please sign in to complete checkout.';
export const CHECKOUT_INVALID_EMAIL = 'Enter a valid email for your receipt.';
export const CART_EMPTY = 'Your cart is empty.';
export const CHECKOUT_ADDRESS_REQUIRED = 'Enter a shipping address.'; // ours
export const CHECKOUT_ZONE_REQUIRED = 'Choose a shipping zone: Abeokuta, Lagos, Abuja or Nationwide.'; // ours
export const CHECKOUT_ZONE_DISABLED = 'We are not shipping to this zone at the moment.'; // ours
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
/** Staff may not move a checkout that was never paid: the shop takes a late payment itself (ours). */
export const CHECKOUT_NEVER_PAID =
  'This checkout was never paid, so there is nothing to change. A payment that arrives late is applied or refunded by itself.';

// My Orders (docs/product.md#my-orders)
export const ORDERS_LOAD_FAILED = 'Couldn’t load orders.';

// Catalog (docs/product.md#catalogue)
export const PRODUCT_NAME_REQUIRED = 'Name is required.';
export const PRODUCT_TYPE_REQUIRED = 'Type is required.'; // ours
export const PRODUCT_PRICE_INVALID = 'Price must be a valid number.';
export const PRODUCT_TOGGLE_FAILED = 'Failed to toggle product';
export const FILE_URL_FAILED = 'Could not obtain file URL.';
export const PRODUCT_SKU_IN_USE = 'That SKU is already used by another product.'; // ours
export const PREORDER_WINDOW_UNKNOWN = 'Choose an existing pre-order window.'; // ours
export const PRODUCT_SAVE_FAILED = 'Failed to save product.';

// Inventory (docs/product.md#inventory)
export const REORDER_LEVEL_UPDATE_FAILED = 'Could not update reorder level.';
export const STOCK_UPDATE_FAILED = 'Stock update failed.';
export const UPDATE_STOCK_FAILED = 'Failed to update stock.';
export const MATERIAL_CREATE_FAILED = 'Could not create material.';
export const MATERIAL_SKU_REQUIRED = 'SKU is required.'; // ours
export const MATERIAL_NAME_REQUIRED = 'Name is required.'; // ours (same words as the product form)
export const MATERIAL_UNIT_REQUIRED = 'Choose a unit: yard, meter, roll, piece or pack.'; // ours
export const MATERIAL_REQUIRED = 'Choose a material.'; // ours
export const QTY_WHOLE_AT_LEAST_1 = 'Quantity must be a whole number of at least 1.'; // ours
export const QTY_ZERO_OR_MORE = 'Quantity must be 0 or more.'; // ours
export const ADJUST_NON_ZERO = 'Change must be a non-zero number.'; // ours
export const ADJUST_REASON_REQUIRED = 'Choose a reason for the adjustment.'; // ours
export const LEVEL_ZERO_OR_MORE = 'Level must be 0 or more, or empty.'; // ours
export const COST_ZERO_OR_MORE = 'Unit cost must be 0 or more.'; // ours
export const COST_ONLY_COMING_IN = 'A unit cost goes with stock coming in; leave it empty when taking stock out.'; // ours
export const MATERIAL_SKU_IN_USE = 'That SKU is already used by another material.'; // ours
export const MATERIAL_NOT_FOUND = 'That material no longer exists.'; // ours

// Purchase orders (docs/product.md#purchase-orders)
export const PO_VENDOR_REQUIRED = 'Enter a vendor/supplier name.';
export const PO_NO_MATERIALS = 'No materials found. Create materials first.';
export const PO_READ_CREATED_FAILED = 'Could not read created PO.';
export const PO_ONLY_DRAFTS_SUBMIT = 'Only drafts can be submitted.';
export const PO_NEEDS_LINE = 'Add at least one line item with quantity > 0.';
export const PO_RECEIVED_CANNOT_CANCEL = 'Received POs cannot be cancelled.';
export const PO_ONLY_ORDERED_RECEIVE = 'Only ordered POs can be received.';
export const PO_NO_LINES_TO_RECEIVE = 'No line items to receive.';
export const PO_RECEIVE_FAILED = 'Failed to receive items. Check RLS or missing functions.';
export const PO_ONLY_DRAFTS_EDIT = 'Only drafts can be edited.'; // ours
export const PO_NOT_FOUND = 'That purchase order no longer exists.'; // ours
export const PO_MATERIAL_MISSING = 'A material on this purchase order no longer exists.'; // ours
export const PO_RECEIPT_EMPTY = 'Enter what arrived: at least one line above 0.'; // ours
export const PO_RECEIPT_UNKNOWN_LINE = 'That line is not on this purchase order.'; // ours
export const PO_RECEIPT_LINE_TWICE = 'A line appears twice in this delivery. Enter it once.'; // ours
export const PO_RECEIPT_STALE =
  'Another delivery was recorded on this purchase order since you opened it. Check what is still to come and try again.'; // ours
export const PO_PART_RECEIVED_CANNOT_CANCEL = 'Part of this purchase order has been received: close it short instead.'; // ours
export const PO_CLOSE_NOTHING_RECEIVED = 'Nothing has been received on this purchase order: cancel it instead.'; // ours
export const PO_ONLY_ORDERED_CLOSE = 'Only ordered POs can be closed short.'; // ours
/** A delivery line over what is still to come (docs/product.md#purchase-orders). */
export const poReceiptOverOrdered = (outstanding: number): string =>
  outstanding > 0 ? `Only ${outstanding} still to come on this line.` : 'Everything on this line has been received.'; // ours

// Refunds of cancelled paid orders (docs/product.md#orders)
export const REFUND_RELEASE_NOT_ALLOWED = 'Only an admin can release a refund.'; // ours
export const REFUND_NONE_AWAITING = 'There is no refund waiting to be released on this order.'; // ours
export const REFUND_ALREADY_RELEASED = 'This refund has already been released.'; // ours
/** The confirmed amount is not what the order would refund now (a payment landed or went back meanwhile). */
export const refundAmountChanged = (amount: string): string =>
  `The refund for this order is now ${amount}. Check it and confirm again.`; // ours
export const refundRequestedNote = (amount: string, by: string): string =>
  `Refund of ${amount} requested by ${by}; it waits for an admin to release it.`; // ours
export const refundReleasedNote = (amount: string, by: string): string => `Refund of ${amount} released by ${by}`; // ours
export const refundWithdrawnNote = (amount: string, by: string): string =>
  `Refund request of ${amount} withdrawn: order reopened by ${by}`; // ours

// Customers and referrals (docs/product.md#customers, docs/product.md#referrals)
export const CUSTOMER_SAVE_FAILED = 'Could not save customer.';
export const TAG_ADD_FAILED = 'Could not add tag.';
export const TAG_REMOVE_FAILED = 'Could not remove tag.';
export const CUSTOMERS_LOAD_FAILED = 'Couldn’t load customers.';
export const NOTES_LOAD_FAILED = 'Couldn’t load notes.';
export const NOTE_BLANK = 'Note cannot be blank.'; // ours
export const TAG_BLANK = 'Tag cannot be blank.'; // ours
export const REFERRAL_CODE_IN_USE = 'That referral code is already in use.';
export const REFERRAL_CODE_FORMAT = 'Use 3 to 20 letters, digits or dashes.'; // ours
// A customer's own code (docs/product.md#referral-codes-for-customers); all ours.
export const REFERRAL_CODE_AFTER_FIRST_ORDER =
  'Your referral code comes with your first paid order, and you will find it here to share.';
export const REFERRAL_CODE_LOAD_FAILED = 'Couldn’t load your referral code.';
export const REFERRAL_CODE_WITHDRAWN = 'You have no referral code at the moment. Ask us if you would like one.';
export const referralLinkOffer = (discountPercent: number): string =>
  discountPercent > 0
    ? `Friends who shop through your link get ${discountPercent}% off; it is filled in at checkout.`
    : 'Friends who shop through your link get it filled in at checkout.';
// A `?ref=` link, checked as the visitor lands (docs/product.md#referrals); all ours.
export const referralLinkApplied = (code: string, discountPercent: number): string =>
  discountPercent > 0
    ? `Referral code ${code} applied: ${discountPercent}% off your order.`
    : `Referral code ${code} applied.`;
export const referralLinkRefused = (code: string, reason: string): string =>
  `The referral code ${code} in your link was not applied. ${reason}`;
export const referralLinkNotReplacing = (code: string, kept: string): string =>
  `Your cart already has referral code ${kept}, so ${code} from your link was not applied.`;
export const CODE_COPIED = 'Code copied.';
export const NO_REDEMPTIONS = 'No redemptions yet.';
export const NO_MATCHES = 'No matches.';
export const ROLE_OWN_CHANGE = 'You cannot change your own role.'; // ours: an admin cannot lock themselves out
export const ADMIN_ONLY = 'Only an admin can do this.'; // ours
/** Told to the person whose role an admin has just changed, on whatever screen they have open (ours). */
export const roleChangedWords = (role: 'customer' | 'staff' | 'admin'): string =>
  role === 'customer'
    ? 'Your access to the back office has ended. You are still signed in.'
    : `You now have ${role} access to the back office.`;

// Events (docs/product.md#events)
export const CAMERA_UNAVAILABLE = 'Unable to access camera. Check permissions.';
// Ours: why the camera did not start, and what to do — each ends with the way that always works.
export const CAMERA_BLOCKED =
  'The camera is blocked for this site. Allow it in the browser’s site settings (the icon beside the address), then press Start camera — or type the code below.';
export const CAMERA_NOT_FOUND =
  'No camera was found on this device. Use a phone or tablet with a rear camera, or type the code below.';
export const CAMERA_IN_USE =
  'The camera is in use by another app or tab. Close it, then press Start camera again — or type the code below.';
export const CAMERA_NEEDS_HTTPS =
  'The camera works only on a secure (https) page in an up-to-date browser. Open the back office over https, or type the code below.';
export const GUEST_NOT_FOUND = 'Guest not found for this QR.';
export const ALREADY_CHECKED_IN = 'Already checked in.';
export const CHECK_IN_SUCCESS = 'Check-in successful.';
export const NO_GUESTS = 'No guests uploaded for this event yet.';
export const NO_SCANS = 'No scans yet.';
export const EVENT_NAME_REQUIRED = 'Event name is required.'; // ours
export const GUEST_NAME_REQUIRED = 'Guest name is required.'; // ours
export const GUEST_DUPLICATE_QR = 'This QR code appears more than once.'; // ours

// Settings (docs/product.md#settings)
export const SAVING = 'Saving…';
export const SETTINGS_SAVED = 'Settings saved.';
export const SETTINGS_SAVE_FAILED = 'Could not save settings. Please try again.';
export const LOGO_UPLOADED = 'Logo uploaded.';
export const LOGO_UPLOAD_FAILED = 'Could not upload logo.';
export const LOGO_MUST_BE_IMAGE = 'Logo must be an image file.'; // ours
// Picture uploads (docs/product.md#catalogue, #settings), ours: what Storage's refusals mean, said before uploading
// where the browser can tell.
export const UPLOAD_PICTURE_HINT = 'A JPEG, PNG, WebP, GIF or AVIF picture under 5 MB.';
export const UPLOAD_NOT_A_PICTURE =
  'choose a JPEG, PNG, WebP, GIF or AVIF picture (SVG and other files are not accepted).';
export const UPLOAD_TOO_BIG = 'pictures must be under 5 MB. Make it smaller and try again.';
export const UPLOAD_REFUSED =
  'the shop refused this file. It takes a JPEG, PNG, WebP, GIF or AVIF picture under 5 MB, from an account allowed to make this change.';
export const UPLOAD_SIGNED_OUT = 'your sign-in has expired. Sign in again, then upload.';
export const UPLOAD_NO_CONNECTION = 'the picture did not reach the shop. Check your connection and try again.';
export const UPLOAD_CANCELLED = 'the upload was stopped before it finished. Try again.';
export const HEX_COLOUR_WARNING = 'Use a hex colour such as #111827 or #fff.'; // ours: a colour that is not hex is not saved
// Ours: a number outside its range is refused with its field's own words, never clamped to the nearest allowed one.
export const REFERRAL_DISCOUNT_RANGE = 'Enter a referral discount from 0 to 90%.';
export const REFERRAL_REWARD_RANGE = 'Enter a referrer reward from 0 to 100%.';
export const SHIPPING_FEE_INVALID = 'Enter the fee in whole naira, 0 or more.';
export const SHIPPING_LEAD_TIME_INVALID = 'Enter the lead time in whole days, 0 or more.';
export const CURRENCY_RATE_INVALID = 'Enter naira per unit as a number above 0 (up to 1,000,000), or leave it empty.';

// Finance (docs/product.md#finance)
export const PURCHASING_UNAVAILABLE =
  'Purchasing data is missing or blocked. This section appears once purchase orders can be read.'; // ours

// Generic (ours): what an unknown error becomes (docs/architecture.md#style-domain).
export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const INVALID_INPUT = 'Some fields need attention.';
export const NOT_SIGNED_IN = 'Please sign in first.';
export const NOT_ALLOWED = 'You do not have permission to do that.';
export const NOT_FOUND = 'Not found.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'; // ours: revoked or disabled account
export const SUBSCRIBE_TOO_MANY = 'Too many sign-ups from your connection. Please try again later.'; // ours

// Input limits (ours): each limit says which limit it is, never the "missing" message of the same field.
export const ID_INVALID =
  'That id is not valid: it must not be empty or contain "/", and cannot be ".", ".." or __name__.';
export const ID_TOO_LONG = 'That id is too long.';
export const quantityTooMany = (max: number): string => `You can order at most ${max} of one item.`;
export const cartTooManyLines = (max: number): string =>
  `Your cart can hold at most ${max} different items. Remove some to continue.`;
export const shippingAddressTooLong = (max: number): string => `Keep the shipping address under ${max} characters.`;
export const textTooLong = (max: number): string => `Keep this under ${max} characters.`;

// Templated messages (docs/product.md)
export const uploadFailed = (message: string): string => `Upload failed: ${message}`;
export const checkInFailed = (detail: string): string => `Check-in failed: ${detail}`;
export const updateStatusFailed = (message: string): string => `Failed to update status: ${message}`;
export const eventsLoadFailed = (detail: string): string => `Failed to load events: ${detail}`;
export const guestListLoadFailed = (detail: string): string => `Failed to load guest list: ${detail}`;
export const referralStatsLoadFailed = (detail: string): string => `Couldn’t load referral stats. ${detail}`;
export const referralCustomersLoadFailed = (detail: string): string => `Couldn’t load customers. ${detail}`;
export const redemptionsLoadFailed = (detail: string): string => `Couldn’t load redemptions. ${detail}`;
export const referralOrdersLoadFailed = (detail: string): string => `Couldn’t load orders. ${detail}`;
export const itemsLoadFailed = (detail: string): string => `Couldn’t load items. ${detail}`;
/** My Orders: 'Couldn’t load orders.' plus the message. */
export const ordersLoadFailed = (message: string): string => `${ORDERS_LOAD_FAILED} ${message}`;
/** The dashboard shows the message with a hint about access rules and CORS (docs/product.md#dashboard). */
export const dashboardLoadFailed = (message: string): string =>
  `${message} Check that your account has the staff role (Firestore rules) and that the app may reach the backend (CORS).`;
export const eventModeBanner = (eventName: string): string => `Event Mode active for ${eventName}`;
export const pageOf = (page: number, total: number): string => `Page ${page} / ${total}`;
export const leadTimeDays = (days: number): string => `Lead time: ${days} day${days === 1 ? '' : 's'}`;

/** 'Only 2 left in size M of Adire Shirt.' / 'Adire Shirt is sold out in size M.' (stock refusal at checkout). */
export function onlyLeftInSize(name: string, size: string, left: number): string {
  if (left <= 0) return `${name} is sold out in size ${size}.`;
  return `Only ${left} left in size ${size} of ${name}.`;
}

/** 'Bust must be between 20 and 70 in.' */
export function measurementOutOfRange(label: string, min: number, max: number, unit: string): string {
  return `${label} must be between ${min} and ${max} ${unit}.`;
}

// Open checkouts (ours): the hold caps and an unpaid order that can no longer be resumed.
/** 'You already have 3 checkouts awaiting payment. Pay or cancel one in My Orders first.' */
export const holdLimitOrders = (max: number): string =>
  `You already have ${max} checkout${max === 1 ? '' : 's'} awaiting payment. Pay or cancel one in My Orders first.`;
/** 'You can hold at most 4 of Adire Shirt in size M while unpaid. Pay or cancel an open order in My Orders.' */
export const holdLimitUnits = (name: string, size: string, max: number): string =>
  `You can hold at most ${max} of ${name} in size ${size} while unpaid. Pay or cancel an open order in My Orders.`;
export const CHECKOUT_NOT_RESUMABLE = 'This checkout can no longer be paid. Start a new one from your cart.';

// Production (ours): bills of materials and runs (docs/product.md#production); the form messages of bills and
// runs live beside their input schemas in production/schemas/production.ts (this file is in the storefront's entry chunk).
export const BOM_UNKNOWN_MATERIAL = 'That material no longer exists. Choose another.';
export const BOM_DUPLICATE_MATERIAL = 'A material appears twice for this size. Combine the two lines.';
/** 'Adire indigo cotton is measured in yards, not pieces.' */
export const bomUnitMismatch = (material: string, unit: string, given: string): string =>
  `${material} is measured in ${unit}s, not ${given}s.`;
/** 'No bill of materials for Adire Wrap Dress in size M. Add one in the catalogue first.' */
export const noBillOfMaterials = (product: string, size: string): string =>
  `No bill of materials for ${product} in size ${size}. Add one in the catalogue first.`;
export const RUN_NOT_RTW =
  'Production runs add ready-to-wear stock. Made-to-order pieces take materials with their order.';
/** 'Not enough materials to make 10 × Adire Wrap Dress (M): Adire indigo cotton short by 5 yards; Brass buttons short by 12 pieces.' */
export const productionShortfall = (what: string, parts: readonly string[]): string =>
  `Not enough materials to make ${what}: ${parts.join('; ')}.`;

// Messages by mail (ours): the customer's opt-in and the unsubscribe link of the cart reminders
// (docs/product.md#cart-reminders).
export const EMAIL_OPT_IN_LABEL = 'Mail me a reminder of a cart I leave, and news from the shop';
export const UNSUBSCRIBED =
  'You are unsubscribed: we will not email you cart reminders or news. You can say yes again in My Account.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid: nothing was changed. Use the link in your latest mail, or turn messages off in My Account.';

// Pre-order alerts (issue 33)
// (ours) 'Tell me when pre-orders open' on a pre-order piece whose window is closed (docs/product.md#pre-order-alerts).
export const PREORDER_ALERT_TITLE = 'Pre-orders are closed for this piece.';
export const PREORDER_ALERT_ASK = 'Tell me when pre-orders open';
export const PREORDER_ALERT_SIGN_IN = 'Sign in to be told when pre-orders open';
export const PREORDER_ALERT_WAITING = 'We’ll email you when pre-orders open.';
export const PREORDER_ALERT_CANCELLED = 'You won’t be emailed about this piece.';
export const PREORDER_ALERTS_NONE = 'You are not waiting for any pre-order.';
