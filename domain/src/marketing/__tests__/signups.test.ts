import { describe, expect, it } from 'vitest';
import { SIGNUPS_PER_ADDRESS, SIGNUP_WINDOW_MS, signupAllowed, signupWindow } from '../signups';

describe('signup allowance per address', () => {
  it(`${SIGNUPS_PER_ADDRESS} signups per window; the next is refused`, () => {
    expect(signupAllowed(SIGNUPS_PER_ADDRESS)).toBe(true);
    expect(signupAllowed(SIGNUPS_PER_ADDRESS + 1)).toBe(false);
  });
  it('windows are fixed ten-minute slots', () => {
    const at = new Date('2026-11-25T10:03:00Z');
    const w = signupWindow(at);
    expect(w.endsAt).toEqual(new Date('2026-11-25T10:10:00Z'));
    expect(signupWindow(new Date(w.endsAt.getTime() - 1)).index).toBe(w.index);
    expect(signupWindow(new Date(w.endsAt.getTime() + SIGNUP_WINDOW_MS - 1)).index).toBe(w.index + 1);
  });
});
