// Reading a schema's limits under its wrappers, and refusing to guess when it states none.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { maxLengthOf, rangeOf, rangeText } from '../schemas/limits';
import { email, nonBlank, optionalText, text } from '../schemas/common';

describe('schema limits', () => {
  it('reads lengths through default, nullable, pipes, transforms and unions', () => {
    expect(maxLengthOf(text(60).default(''))).toBe(60);
    expect(maxLengthOf(optionalText(500).default(null))).toBe(500);
    expect(maxLengthOf(nonBlank('Name?', 100))).toBe(100);
    expect(
      maxLengthOf(
        z
          .string()
          .max(40)
          .transform((s) => s.toUpperCase()),
      ),
    ).toBe(40);
    expect(maxLengthOf(z.union([z.literal(''), email()]))).toBe(200);
    expect(maxLengthOf(z.array(z.string()).max(20).default([]))).toBe(20);
  });

  it('reads ranges, leaving an open side undefined (not the safe-integer range)', () => {
    expect(rangeOf(z.int().min(1).max(365).nullable().default(null))).toEqual({ min: 1, max: 365 });
    expect(rangeOf(z.int().min(0))).toEqual({ min: 0, max: undefined });
    expect(rangeText({ min: 1, max: 99 })).toBe('1–99');
  });

  it('throws when the schema states no such limit, so a caller never shows a made-up one', () => {
    expect(() => maxLengthOf(z.string())).toThrow();
    expect(() => rangeOf(z.int())).toThrow();
  });
});
