// Sign-ups, the customer's yes to mail and unsubscribing (docs/product.md#cart-reminders). Verbatim from
// docs/product.md; "ours" marks words the original brief left unworded. One module per area so a screen's chunk
// carries only its own area's words.

export const SUBSCRIBED = 'Subscribed!';
export const SUBSCRIBE_TOO_MANY = 'Too many sign-ups from your connection. Please try again later.'; // ours

// Messages by mail (ours): the customer's opt-in and the unsubscribe link of the cart reminders
// (docs/product.md#cart-reminders).
export const EMAIL_OPT_IN_LABEL = 'Mail me a reminder of a cart I leave, and news from the shop';
export const UNSUBSCRIBED =
  'You are unsubscribed: we will not email you cart reminders or news. You can say yes again in My Account.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid: nothing was changed. Use the link in your latest mail, or turn messages off in My Account.';
