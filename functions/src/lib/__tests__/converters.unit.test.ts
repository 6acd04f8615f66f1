// Timestamps become Dates through maps and arrays: pure, no stack.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { timestampsToDates } from '../converters';

describe('timestampsToDates', () => {
  it('turns Timestamps into Dates through maps and arrays', () => {
    const at = new Date('2025-03-01T18:30:00Z');
    expect(timestampsToDates({ a: Timestamp.fromDate(at), list: [{ b: Timestamp.fromDate(at) }], n: 1 })).toEqual({
      a: at,
      list: [{ b: at }],
      n: 1,
    });
  });
});
