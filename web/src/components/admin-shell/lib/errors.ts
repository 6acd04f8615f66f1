// What a failed admin call means in words. Callables answer with the domain's details ({kind, code, fields}),
// so a form can put each message under its field; anything else becomes the screen's own message.
import { domainErrorFromDetails, errorDetail, userMessage, type FieldErrors } from '@aso/domain/shared/errors';

interface MaybeHttpsError {
  readonly message?: unknown;
  readonly details?: unknown;
  readonly code?: unknown;
}

/**
 * The web Functions SDK appends the HTTP status to a callable's message ('Only drafts can be submitted. [400]');
 * staff should read the server's words only.
 */
function withoutHttpStatus(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const e = error as MaybeHttpsError;
  if (typeof e.message !== 'string' || !/ \[\d{3}\]$/.test(e.message)) return error;
  return { message: e.message.replace(/ \[\d{3}\]$/, ''), details: e.details, code: e.code };
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
  return userMessage(withoutHttpStatus(error), fallback);
}

/** The raw reason, for templates such as 'Failed to update status: {message}'. */
export function reasonOf(error: unknown): string {
  const plain = withoutHttpStatus(error);
  const known = userMessage(plain, '');
  return known !== '' ? known : errorDetail(plain);
}
