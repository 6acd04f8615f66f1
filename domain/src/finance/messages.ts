// The dashboard and finance (docs/product.md#dashboard, docs/product.md#finance). Verbatim from docs/product.md;
// "ours" marks words the original brief left unworded. One module per area so a screen's chunk carries only its own
// area's words.

// Finance (docs/product.md#finance)
export const PURCHASING_UNAVAILABLE =
  'Purchasing data is missing or blocked. This section appears once purchase orders can be read.'; // ours
/** The dashboard shows the message with a hint about access rules and CORS (docs/product.md#dashboard). */
export const dashboardLoadFailed = (message: string): string =>
  `${message} Check that your account has the staff role (Firestore rules) and that the app may reach the backend (CORS).`;
