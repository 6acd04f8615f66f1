// The state every back-office form dialog keeps: the typed text per field, the domain schema's messages under their
// fields, and the line above the buttons when the call fails ('{screen's message} {server's reason}').
import { useState } from 'react';
import type * as z from 'zod';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { fieldErrors } from '@aso/domain/shared/validate';
import { adminErrorMessage, fieldErrorsOf } from './errors';

/** '{screen's message} {reason}' when the server said why, else the screen's message alone. */
export function failureText(message: string, error: unknown): string {
  const reason = adminErrorMessage(error, '');
  return reason && reason !== message ? `${message} ${reason}` : message;
}

export function useDialogForm<F extends Record<string, string>>(initial: F) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof F, value: string) => setFields((prev) => ({ ...prev, [key]: value }));
  return {
    fields,
    errors,
    failure,
    set,
    /** A text or select field's props for `key`: its value, its message, and typing that changes it. */
    bind: (key: keyof F & string) => ({
      value: fields[key],
      error: errors[key],
      onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    }),
    /** Checks what would be sent with the domain schema, shows its messages, and says whether it may be sent. */
    accepts(schema: z.ZodType, payload: unknown): boolean {
      const result = schema.safeParse(payload);
      setErrors(result.success ? {} : fieldErrors(result.error));
      setFailure(null);
      return result.success;
    },
    /** A refused call: the server's field messages under their fields, `message` and its reason above the buttons. */
    failed: (message: string) => (error: unknown) => {
      setErrors(fieldErrorsOf(error));
      setFailure(failureText(message, error));
    },
  };
}
