// The fields a callable's refusal names (a DomainError thrown here, or HttpsError details from the server), so a form
// shows each message beside its own field (docs/architecture.md#forms).
import { domainErrorFromDetails, isDomainError, type FieldErrors } from '@aso/domain/shared/errors';

export function serverFieldErrors(error: unknown): FieldErrors {
  if (isDomainError(error)) return error.fields ?? {};
  if (typeof error !== 'object' || error === null) return {};
  const { details, message } = error as { details?: unknown; message?: unknown };
  return domainErrorFromDetails(details, typeof message === 'string' ? message : '')?.fields ?? {};
}
