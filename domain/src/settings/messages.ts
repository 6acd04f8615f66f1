// The shop's settings (docs/product.md#settings). Verbatim from docs/product.md; "ours" marks words the original
// brief left unworded. One module per area so a screen's chunk carries only its own area's words.

export const SETTINGS_SAVED = 'Settings saved.';
export const SETTINGS_SAVE_FAILED = 'Could not save settings. Please try again.';
export const LOGO_UPLOADED = 'Logo uploaded.';
export const LOGO_UPLOAD_FAILED = 'Could not upload logo.';
export const LOGO_MUST_BE_IMAGE = 'Logo must be an image file.'; // ours
export const HEX_COLOUR_WARNING = 'Use a hex colour such as #111827 or #fff.'; // ours: a colour that is not hex is not saved

// Ours: a number outside its range is refused with its field's own words, never clamped to the nearest allowed one.
export const REFERRAL_DISCOUNT_RANGE = 'Enter a referral discount from 0 to 90%.';
export const REFERRAL_REWARD_RANGE = 'Enter a referrer reward from 0 to 100%.';
export const SHIPPING_FEE_INVALID = 'Enter the fee in whole naira, 0 or more.';
export const SHIPPING_LEAD_TIME_INVALID = 'Enter the lead time in whole days, 0 or more.';
export const CURRENCY_RATE_INVALID = 'Enter naira per unit as a number above 0 (up to 1,000,000), or leave it empty.';

// Ours: the shop's own numbers are checked and kept as customers' phones are (international form), so the WhatsApp
// button never vanishes over a number it cannot dial.
export const SUPPORT_PHONE_INVALID =
  'Enter the support phone as a Nigerian mobile such as 0803 123 4567, or with + and its country code.';
export const WHATSAPP_NUMBER_INVALID =
  'Enter the WhatsApp number as a Nigerian mobile such as 0803 123 4567, or with + and its country code.';
