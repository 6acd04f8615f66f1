// What a failed admin call means in words. Callables answer with the domain's details ({kind, code, fields}),
// so a form can put each message under its field; anything else becomes the screen's own message.
import { domainErrorFromDetails, errorDetail, userMessage, type FieldErrors } from '@aso/domain/errors';

interface MaybeHttpsError {
  readonly message?: unknown;
  readonly details?: unknown;
}

/** The field messages a callable sent back ('lines.0.qty' → 'Quantity must be 0 or more.'), or {}. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (typeof error !== 'object' || error === null) return {};
  const e = error as MaybeHttpsError;
  const rebuilt = domainErrorFromDetails(e.details, typeof e.message === 'string' ? e.message : '');
  return rebuilt?.fields ?? {};
}

/** Words for an error: the server's own message when it sent one of ours, else the fallback. */
export function adminErrorMessage(error: unknown, fallback: string): string {
  return userMessage(error, fallback);
}

/** The raw reason, for templates such as 'Failed to update status: {message}'. */
export function reasonOf(error: unknown): string {
  const known = userMessage(error, '');
  return known !== '' ? known : errorDetail(error);
}
