// Promotions (docs/product.md#promotions): the code box's refusals, the sale and free-delivery words the storefront
// shows, and the back office's Promotions screen. All ours: the original brief had no promotions. One module per area
// so a screen's chunk carries only its own area's words.

// The code box (cart and checkout): a code is refused in words before Paystack.
export const CODE_UNKNOWN = 'That code is not valid. Check it and try again.';
/** '{CODE} starts on 1 Dec 2026, 09:00.' */
export const codeNotStarted = (code: string, when: string): string => `${code} starts on ${when}.`;
/** '{CODE} ended on 26 Dec 2026, 23:59.' / '{CODE} has ended.' */
export const codeEnded = (code: string, when: string | null): string =>
  when ? `${code} ended on ${when}.` : `${code} has ended.`;
export const codePaused = (code: string): string => `${code} is paused at the moment. Try again later.`;
export const codeUsedUp = (code: string): string => `${code} has been used up.`;
/** Every use is held by a checkout awaiting payment: unpaid ones give theirs back when they lapse. */
export const codeHeldUp = (code: string): string =>
  `Every use of ${code} is held by a checkout awaiting payment. Try again in half an hour: unpaid ones give theirs back.`;
/** '{CODE} can be used once per customer, and you have used it.' */
export const codeUsedByYou = (code: string, max: number): string =>
  max === 1
    ? `${code} can be used once per customer, and you have used it.`
    : `${code} can be used ${max} times per customer, and you have used it ${max} times.`;
/** Counting the customer's own checkout awaiting payment: paying or cancelling it frees the use. */
export const codeHeldByYou = (code: string): string =>
  `Your checkout awaiting payment already uses ${code}. Pay or cancel it in My Orders first.`;
/** '{CODE} is for orders of ₦100,000 or more; your pieces come to ₦38,500.' */
export const codeUnderMinimum = (code: string, minimum: string, subtotal: string): string =>
  `${code} is for orders of ${minimum} or more; your pieces come to ${subtotal}.`;
/** '{CODE} is not for the pieces in your cart: it is for the Owambe collection.' */
export const codeNotForThesePieces = (code: string, forWhat: string | null): string =>
  forWhat ? `${code} is not for the pieces in your cart: it is for ${forWhat}.` : `${code} is not for these pieces.`;
export const codeFirstOrderOnly = (code: string): string =>
  `${code} is for a first order, and you have ordered from us before.`;
export const codeLeavesNothing = (code: string): string =>
  `With ${code} nothing would be left to pay, and the shop cannot take a ₦0 payment. Add another piece or remove the code.`;
export const CODE_CHECKS_TOO_MANY = 'Too many codes tried. Please wait a few minutes and try again.';
/** The cart keeps one discount code: a second replaces the first (said, never silently). */
export const codeReplaced = (code: string, previous: string): string =>
  `${code} applied instead of ${previous}: one discount code per order.`;
/** 'AMAKA10 applied: 10% off your first order.' */
export const codeApplied = (code: string, what: string): string => `${code} applied: ${what}.`;
export const CODE_REMOVED = 'Code removed.';

// What a shopper reads where money is.
/** 'Was ₦85,000' beside a sale price. */
export const wasPrice = (price: string): string => `Was ${price}`;
/** '15% off · Detty December' on a card or the product page. */
export const saleBadge = (percent: number, name: string): string => `${percent}% off · ${name}`;
/** 'Your order has free delivery to Lagos.' */
export const freeDeliveryYours = (zone: string): string => `Your order has free delivery to ${zone}.`;
/** 'Add ₦11,500 more for free delivery to Lagos.' */
export const freeDeliveryGapWords = (gap: string, zone: string): string =>
  `Add ${gap} more for free delivery to ${zone}.`;
/** The sale savings of an order, in words beside its totals: they are in the prices above. */
export const saleSavings = (name: string): string => `${name} sale (in the prices above)`;

// Back office → Promotions (field errors beside each field, never clamped).
export const PROMOTION_NAME_REQUIRED = 'Give the promotion a name.';
export const PROMOTION_CODE_FORMAT = 'Use 3 to 20 letters, digits or dashes.';
/** 'That code is already used by another promotion (Amaka’s first order).' */
export const promotionCodeInUse = (name: string): string => `That code is already used by another promotion (${name}).`;
export const PROMOTION_CODE_IS_REFERRAL = 'That code is a customer’s referral code. Choose another.';
export const PROMOTION_OFFER_REQUIRED = 'Choose what the code gives: a percentage, an amount or free delivery.';
export const PROMOTION_PERCENT_RANGE = 'Enter a percentage from 1 to 90.';
export const PROMOTION_AMOUNT_INVALID = 'Enter an amount in whole naira, ₦1 or more.';
export const PROMOTION_MINIMUM_INVALID = 'Enter a minimum in whole naira, 0 or more, or leave it empty.';
export const PROMOTION_WHEN_INVALID = 'Enter a date and a time, such as 2026-12-01 and 09:00.';
export const PROMOTION_START_REQUIRED = 'A sale needs a start: enter its date and time.';
export const PROMOTION_END_REQUIRED = 'A sale needs an end: enter its date and time.';
export const PROMOTION_END_BEFORE_START = 'The end must be after the start.';
export const PROMOTION_USES_INVALID = 'Enter a whole number, 1 or more, or leave it empty for no limit.';
export const PROMOTION_PER_CUSTOMER_OVER_TOTAL = 'Uses per customer cannot be more than the uses in all.';
/** 'It has been used 12 times (3 more held by checkouts awaiting payment): enter 15 or more.' */
export const promotionUsesBelowTaken = (taken: number, held: number): string =>
  held > 0
    ? `It has been used ${taken - held} times (${held} more held by checkouts awaiting payment): enter ${taken} or more.`
    : `It has been used ${taken} times: enter ${taken} or more.`;
export const PROMOTION_LIMIT_FIXED_AFTER_USE =
  'This code has been used without a limit, so it keeps none. To limit its uses, end it and create a new code.';
/** Lowering a limit moves the uses taken above it below it, in one go: at most `max` of them. */
export const promotionLimitStep = (max: number): string =>
  `Lowering the limit this far would move more than ${max} uses at once. Lower it in smaller steps, saving each.`;
export const PROMOTION_SCOPE_EMPTY = 'Choose at least one piece, collection or type, or choose Everything.';
export const PROMOTION_PIECE_UNKNOWN = 'A chosen piece is no longer in the catalogue. Remove it and save again.';
export const PROMOTION_ZONES_EMPTY = 'Choose at least one zone and the order value from which its delivery is free.';
export const PROMOTION_ZONE_MINIMUM_INVALID = 'Enter the order value in whole naira, 0 or more.';
export const PROMOTION_ZONE_UNKNOWN = 'That zone is not in the shop’s shipping settings.';
export const PROMOTION_ENDED_FINAL = 'This promotion has ended. Start a new one instead.';
export const PROMOTION_NOT_FOUND = 'That promotion no longer exists.';
export const PROMOTION_KIND_FIXED = 'A saved promotion keeps its kind. Create a new one for another kind.';
export const PROMOTIONS_ADMIN_ONLY =
  'Only an admin can change promotions. An admin can let staff do it in Settings → General.';
export const PROMOTION_SAVED = 'Promotion saved.';
export const PROMOTION_CREATED = 'Promotion created.';
export const PROMOTION_SAVE_FAILED = 'Could not save the promotion.';
export const PROMOTIONS_LOAD_FAILED = 'Couldn’t load promotions.';
export const PROMOTIONS_NONE = 'No promotions yet. Create a sale, a discount code or free delivery.';
/** 'Detty December is paused.' / '… is running again.' / '… has ended.' */
export const promotionStatusChanged = (name: string, status: 'active' | 'paused' | 'ended'): string =>
  status === 'paused' ? `${name} is paused.` : status === 'ended' ? `${name} has ended.` : `${name} is on again.`;
/** Ending is final: asked first. */
export const promotionEndConfirm = (name: string): string =>
  `End ${name}? It stops at once and cannot be started again; its figures stay.`;
