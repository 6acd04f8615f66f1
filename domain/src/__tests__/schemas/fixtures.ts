// What the schema tests share: one way to read a refusal, and one well-formed checkout to vary.
import { checkInput } from '../../shared/validate';
import type * as z from 'zod';

/** The field → message map a form would show, or 'ok'. */
export function problems(schema: z.ZodType, data: unknown): Record<string, string> | 'ok' {
  const r = checkInput(schema, data);
  return r.ok ? 'ok' : (r.error.fields ?? {});
}

export const checkout = {
  lines: [{ productId: 'shirt', size: 'M', qty: 1 }],
  email: 'ada@example.com',
  shipping: { address: '12 Oke-Ilewo', zone: 'LAGOS' },
};
