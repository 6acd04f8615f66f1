// One error type with a closed set of kinds (docs/architecture.md#style-domain). Functions map a kind to an HttpsError
// code through HTTPS_ERROR_CODE; the web turns any error into words through userMessage. Both tables live only here.
import { GENERIC_ERROR, INVALID_INPUT, NOT_ALLOWED, NOT_FOUND, NOT_SIGNED_IN, SHOP_BUSY } from './messages';

export const ERROR_KINDS = [
  'invalid_data',
  'not_found',
  'conflict',
  'not_allowed',
  'out_of_stock',
  'payment_failed',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Stable machine codes, `area/what`. Screens and tests may branch on these; never reword one. */
export const ERROR_CODES = [
  'input/invalid',
  'auth/required',
  'auth/not-allowed',
  'cart/empty',
  'checkout/zone-disabled',
  'checkout/zone-not-for-country',
  'checkout/zone-does-not-send',
  'checkout/product-unavailable',
  'checkout/size-required',
  'checkout/measurements-required',
  'checkout/quantity-too-many',
  'checkout/hold-limit',
  'checkout/not-resumable',
  'referral/unknown',
  'referral/own-code',
  'referral/in-use',
  'stock/insufficient',
  'stock/adjust-zero',
  'payment/failed',
  'payment/not-verified',
  'payment/amount-mismatch',
  'payment/no-balance',
  'payment/already-resolved',
  'payment/cannot-apply',
  'order/refunded',
  'order/never-paid',
  'order/not-found',
  'refund/not-allowed',
  'refund/none-awaiting',
  'refund/already-released',
  'refund/amount-changed',
  'po/only-drafts-submit',
  'po/needs-line',
  'po/received-cannot-cancel',
  'po/only-ordered-receive',
  'po/no-lines-to-receive',
  'po/only-drafts-edit',
  'po/part-received',
  'po/only-ordered-close',
  'po/nothing-received',
  'po/receipt-line',
  'po/over-ordered',
  'po/receipt-empty',
  'po/receipt-stale',
  'production/shortfall',
  'production/no-bill',
  'production/not-rtw',
  'production/not-planned',
  'production/nothing-short',
  'bom/unknown-material',
  'bom/unit-mismatch',
  'bom/duplicate-material',
  'checkin/not-found',
  'checkin/duplicate',
  'not-found',
  'group/deadline-too-late',
  'group/closed',
  'group/not-found',
  'group/not-allowed',
  'group/share-paid',
  'group/payment-under-way',
  'group/measurements-owed',
  'group/already-joined',
  'mail/unsubscribe-invalid',
  'promotion/unknown',
  'promotion/ended',
  'promotion/paused',
  'promotion/not-started',
  'promotion/used-up',
  'promotion/held-up',
  'promotion/first-order',
  'promotion/customer-used',
  'promotion/customer-held',
  'promotion/under-minimum',
  'promotion/not-for-pieces',
  'promotion/leaves-nothing',
  'promotion/sign-in',
  'promotion/code-in-use',
  'promotion/ended-final',
  'promotion/not-allowed',
  'promotion/uses-below-taken',
  'promotion/not-found',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field path ('shipping.zone', 'lines.0.qty') → first message for that field. */
export type FieldErrors = Record<string, string>;

/** What travels in HttpsError `details`, so the browser can rebuild the error. */
export interface DomainErrorDetails {
  kind: ErrorKind;
  code: ErrorCode;
  fields?: FieldErrors;
}

/** The Firebase `FunctionsErrorCode` strings we use (no Firebase import: domain stays pure). */
export type HttpsErrorCode = 'invalid-argument' | 'not-found' | 'failed-precondition' | 'permission-denied' | 'aborted';

export const HTTPS_ERROR_CODE: Readonly<Record<ErrorKind, HttpsErrorCode>> = {
  invalid_data: 'invalid-argument',
  not_found: 'not-found',
  conflict: 'failed-precondition',
  not_allowed: 'permission-denied',
  // A 400-class refusal: the request cannot be met as it stands (not a quota or rate limit).
  out_of_stock: 'failed-precondition',
  payment_failed: 'aborted',
};

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(kind: ErrorKind, code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.fields = fields;
  }

  get httpsCode(): HttpsErrorCode {
    return HTTPS_ERROR_CODE[this.kind];
  }

  toDetails(): DomainErrorDetails {
    return this.fields
      ? { kind: this.kind, code: this.code, fields: this.fields }
      : { kind: this.kind, code: this.code };
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export function invalidData(message: string, fields?: FieldErrors, code: ErrorCode = 'input/invalid'): DomainError {
  return new DomainError('invalid_data', code, message, fields);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStringMap(value: unknown): value is FieldErrors {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** Rebuild a DomainError from HttpsError `details` (as the web receives them); null when they are not ours. */
export function domainErrorFromDetails(details: unknown, message: string): DomainError | null {
  if (!isRecord(details)) return null;
  const { kind, code, fields } = details;
  if (!(ERROR_KINDS as readonly unknown[]).includes(kind) || !(ERROR_CODES as readonly unknown[]).includes(code))
    return null;
  return new DomainError(kind as ErrorKind, code as ErrorCode, message, isStringMap(fields) ? fields : undefined);
}

/** Firebase error codes, with or without the `functions/` or `firestore/` prefix, that have plain words. */
const FIREBASE_CODE_MESSAGES: Readonly<Record<string, string>> = {
  unauthenticated: NOT_SIGNED_IN,
  'permission-denied': NOT_ALLOWED,
  'not-found': NOT_FOUND,
  'invalid-argument': INVALID_INPUT,
  // The server ran out of retries against other buyers, or the network dropped the call: both pass.
  unavailable: SHOP_BUSY,
};

/**
 * Words for any error a screen catches: a DomainError (or an HttpsError carrying our details) keeps its own
 * message; a known Firebase code gets plain words; anything else becomes the generic message
 * (docs/architecture.md#style-domain).
 */
export function userMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (isDomainError(error)) return error.message;
  if (!isRecord(error)) return fallback;
  const message = typeof error.message === 'string' ? error.message : '';
  if (message && domainErrorFromDetails(error.details, message)) return message;
  const code = typeof error.code === 'string' ? error.code.replace(/^[a-z]+\//, '') : '';
  return FIREBASE_CODE_MESSAGES[code] ?? fallback;
}

/** The raw detail for templated messages ('Check-in failed: {detail}'): the error's message or its text. */
export function errorDetail(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return typeof error === 'string' ? error : String(error);
}
