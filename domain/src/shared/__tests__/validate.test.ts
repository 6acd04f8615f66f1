import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DomainError } from '../errors';
import { FORM_FIELD, assertInput, checkInput, fieldErrors, parseInput } from '../validate';
import { refusal } from '../../__tests__/refusal';

const schema = z.strictObject({ name: z.string().min(1, 'Name is required.'), qty: z.int('Whole number.') });

describe('validating inputs into DomainError', () => {
  it('returns the parsed data', () => {
    expect(parseInput(schema, { name: 'A', qty: 1 })).toEqual({ name: 'A', qty: 1 });
    expect(checkInput(schema, { name: 'A', qty: 1 })).toEqual({ ok: true, data: { name: 'A', qty: 1 } });
  });

  it('a bad input: invalid_data, the first message as the error, one message per field', () => {
    const error = refusal(() => parseInput(schema, { name: '', qty: 1.5 }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'invalid_data',
      code: 'input/invalid',
      message: 'Name is required.',
      fields: { name: 'Name is required.', qty: 'Whole number.' },
    });
  });

  it('assertInput lets a value the schema accepts through as it is, and refuses another with its fields', () => {
    const trimmed = z.object({ name: z.string().trim().min(1, 'Name is required.') });
    const value: unknown = { name: '  Adaeze ' };
    assertInput(trimmed, value);
    expect(value.name).toBe('  Adaeze ');
    const error = refusal(() => assertInput(trimmed, { name: '   ' }));
    expect(error).toMatchObject({ kind: 'invalid_data', fields: { name: 'Name is required.' } });
  });

  it('root problems go under _form; the first message per path wins', () => {
    const r = z.string().min(3, 'short').regex(/x/, 'no x').safeParse('ab');
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ [FORM_FIELD]: 'short' });
  });
});
