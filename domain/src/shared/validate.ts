// Schema checks that end in our one error type: a callable or a form parses, and a bad input becomes
// DomainError('invalid_data') with one message per field (docs/architecture.md#style-functions: forms show them next to
// each field).
import type * as z from 'zod';
import { DomainError, type FieldErrors } from './errors';
import { INVALID_INPUT } from './messages';

/** Key for problems that belong to no single field. */
export const FORM_FIELD = '_form';

/** First message per field path, e.g. {'shipping.zone': '…', 'lines.0.qty': '…'}. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_FIELD : issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

export type CheckResult<T> = { ok: true; data: T } | { ok: false; error: DomainError };

/** Parse without throwing. The error's message is the first field's message, fit for a toast. */
export function checkInput<S extends z.ZodType>(schema: S, data: unknown): CheckResult<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, data: result.data };
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? INVALID_INPUT;
  return { ok: false, error: new DomainError('invalid_data', 'input/invalid', first, fields) };
}

/**
 * Throw DomainError('invalid_data') unless the schema accepts the value as it is; past it, the value is the schema's
 * input (a form's request checked before it is sent as it stands: the server parses it again, its transforms once).
 */
export function assertInput<S extends z.ZodType>(schema: S, data: unknown): asserts data is z.input<S> {
  const result = checkInput(schema, data);
  if (!result.ok) throw result.error;
}

/** Parse or throw DomainError('invalid_data'): the first line of every callable. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = checkInput(schema, data);
  if (!result.ok) throw result.error;
  return result.data;
}
