// Referral codes: the back office's and a customer's own, and a ?ref= link (docs/product.md#referrals). Verbatim
// from docs/product.md; "ours" marks words the original brief left unworded. One module per area so a screen's chunk
// carries only its own area's words.

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
export const referralStatsLoadFailed = (detail: string): string => `Couldn’t load referral stats. ${detail}`;
export const referralCustomersLoadFailed = (detail: string): string => `Couldn’t load customers. ${detail}`;
export const redemptionsLoadFailed = (detail: string): string => `Couldn’t load redemptions. ${detail}`;
