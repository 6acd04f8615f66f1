// Events, guest lists and QR check-in (docs/product.md#events). Verbatim from docs/product.md; "ours" marks words
// the original brief left unworded. One module per area so a screen's chunk carries only its own area's words.

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
export const checkInFailed = (detail: string): string => `Check-in failed: ${detail}`;
export const eventsLoadFailed = (detail: string): string => `Failed to load events: ${detail}`;
export const guestListLoadFailed = (detail: string): string => `Failed to load guest list: ${detail}`;
