// Typed text → numbers for the material forms, and the domain schema's messages per field.
import type * as z from 'zod';
import type { FieldErrors } from '@aso/domain/errors';
import { fieldErrors } from '@aso/domain/validate';
import { adminErrorMessage } from '../../../components/admin-shell';

/** '' → NaN, so the schema's own "must be a number" message applies. */
export const numberOrNaN = (text: string): number => (text.trim() === '' ? NaN : Number(text.trim()));
/** '' → null (an optional or clearable figure). */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export function problemsOf(schema: z.ZodType, payload: unknown): FieldErrors {
  const result = schema.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

/** '{spec message} {reason}' when the server said why, else the spec message alone. */
export function failureText(specMessage: string, error: unknown): string {
  const reason = adminErrorMessage(error, '');
  return reason && reason !== specMessage ? `${specMessage} ${reason}` : specMessage;
}
