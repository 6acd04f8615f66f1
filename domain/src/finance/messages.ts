// The dashboard and finance (docs/product.md#dashboard, docs/product.md#finance). Verbatim from docs/product.md;
// "ours" marks words the original brief left unworded. One module per area so a screen's chunk carries only its own
// area's words.

// Finance (docs/product.md#finance)
export const PURCHASING_UNAVAILABLE =
  'Purchasing data is missing or blocked. This section appears once purchase orders can be read.'; // ours
/** The dashboard shows the message with the brief's hint about access and reaching the server, in the shop's words. */
export const dashboardLoadFailed = (message: string): string =>
  `${message} Check that you are signed in with a staff account and that this device is online.`;
