// The one document reader of functions and back office: Timestamps of any SDK become Dates, other values stay as
// they are, and a document that does not fit is refused with its path.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DocumentShapeError, parseDocument, timestampsToDates } from '../read-document';

/** The shape every Firebase SDK's Timestamp has. */
class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  toDate(): Date {
    return new Date(this.seconds * 1000 + this.nanoseconds / 1e6);
  }
}
/** A value the SDKs give as a class instance (a reference, a GeoPoint): never taken apart. */
class FakeReference {
  readonly path = 'products/p1';
}

describe('timestampsToDates', () => {
  it('turns Timestamps into Dates through maps and arrays, and leaves other values alone', () => {
    const at = new Date('2026-03-01T18:30:00.250Z');
    const ts = new FakeTimestamp(Math.floor(at.getTime() / 1000), 250_000_000);
    const ref = new FakeReference();
    const read = timestampsToDates({ a: ts, list: [{ b: ts }, 3, null], ref, when: at, n: 1, s: 'x' }) as Record<
      string,
      unknown
    >;
    expect(read).toEqual({ a: at, list: [{ b: at }, 3, null], ref, when: at, n: 1, s: 'x' });
    expect(read.ref).toBe(ref);
  });
});

describe('parseDocument', () => {
  const schema = z.object({ name: z.string(), at: z.date() });

  it('parses a document that fits, with its Timestamps as Dates', () => {
    expect(parseDocument(schema, 'things/t1', { name: 'Adire', at: new FakeTimestamp(0, 0) })).toEqual({
      name: 'Adire',
      at: new Date(0),
    });
  });

  it('refuses a document that does not fit, naming its path and each field', () => {
    const read = () => parseDocument(schema, 'things/t2', { name: 7 });
    expect(read).toThrow(DocumentShapeError);
    expect(read).toThrow(/^Document things\/t2 does not match its schema: name: .*; at: /);
  });
});
