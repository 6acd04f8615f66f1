/**
 * The one mapping from what a handler throws to what a caller sees (docs/architecture.md#style-functions,
 * docs/architecture.md#style-domain): a DomainError keeps its message and kind (details = {kind, code, fields}, which
 * the web rebuilds with domainErrorFromDetails); a zod error is invalid-argument with one message per field; an
 * HttpsError passes through; Firestore contention that outlived every retry is logged and becomes 'unavailable' with
 * "the shop is busy"; anything else is logged and becomes 'internal' with the generic message, so no stack or document
 * path reaches a browser.
 */
import type { DomainError } from '@aso/domain';
import {
  GENERIC_ERROR,
  INVALID_INPUT,
  SHOP_BUSY,
  fieldErrors,
  isDomainError,
  type DomainErrorDetails,
} from '@aso/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import * as z from 'zod';
import { isClosedTransaction } from './transactions';

export function domainToHttpsError(error: DomainError): HttpsError {
  return new HttpsError(error.httpsCode, error.message, error.toDetails());
}

/** HttpsError for a known error; null for an unexpected one (the caller logs it and answers 'internal'). */
export function knownHttpsError(error: unknown): HttpsError | null {
  if (error instanceof HttpsError) return error;
  if (isDomainError(error)) return domainToHttpsError(error);
  if (error instanceof z.core.$ZodError) {
    const fields = fieldErrors(error);
    const details: DomainErrorDetails = { kind: 'invalid_data', code: 'input/invalid', fields };
    return new HttpsError('invalid-argument', Object.values(fields)[0] ?? INVALID_INPUT, details);
  }
  return null;
}

export function internalError(error: unknown): HttpsError {
  return isContention(error) ? new HttpsError('unavailable', SHOP_BUSY) : new HttpsError('internal', GENERIC_ERROR);
}

/**
 * Firestore gave up on a transaction after every retry (ABORTED: its locks kept going to other callers; or it kept
 * closing it): nothing was written, so the caller is told the shop is busy and to try again, not that it broke.
 */
function isContention(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 10 || isClosedTransaction(error);
}
