// The storefront's stand-in for Closure's Integer (what the Lite SDK orders `__id<n>__` ids with) answers as the
// real one does.
import { Integer as Closure } from '@firebase/webchannel-wrapper/bloom-blob';
import { describe, expect, it } from 'vitest';
import { Integer } from '../firestore-lite-integer';

const SAMPLES = [
  '0',
  '7',
  '-7',
  '42',
  '9007199254740993',
  '9007199254740992',
  '-9223372036854775808',
  '12x',
  'id',
  '0012',
];

describe('the Lite SDK’s Integer', () => {
  it('compares every pair of decimal strings as Closure’s Integer does', () => {
    for (const a of SAMPLES)
      for (const b of SAMPLES)
        expect(Integer.fromString(a).compare(Integer.fromString(b)), `${a} vs ${b}`).toBe(
          Math.sign(Closure.fromString(a).compare(Closure.fromString(b))),
        );
  });

  it('refuses what Closure refuses', () => {
    for (const text of ['', '1-2']) {
      expect(() => Closure.fromString(text)).toThrow();
      expect(() => Integer.fromString(text)).toThrow();
    }
  });
});
