// What a picture upload says: the back office's product pictures and the shop's logo. Verbatim from docs/product.md;
// "ours" marks words the original brief left unworded. One module per area so a screen's chunk carries only its own
// area's words.

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
export const uploadFailed = (message: string): string => `Upload failed: ${message}`;
