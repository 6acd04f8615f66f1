// Referral links (docs/product.md#referrals): `?ref=CODE` on any storefront link is remembered for the browser
// session and pre-fills the code at checkout, where the server checks it as it checks a typed one (never the
// buyer's own). Each code's first visit in a session is reported once, for the referral screen's visit counts.
import { isValidReferralCode, normaliseReferralCode } from '@aso/domain/referrals';

const KEY = 'aso.ref';

/** The code a `?ref=` link brought this session, if any. */
export function rememberedReferral(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null; // storage blocked (private mode on some browsers): no link code, the buyer can type it
  }
}

/** Remembers the URL's `?ref=` code; answers it when it is new to this session (a visit to report). */
export function rememberReferralLink(search: string): string | null {
  const code = normaliseReferralCode(new URLSearchParams(search).get('ref'));
  if (code === null || !isValidReferralCode(code)) return null;
  try {
    if (sessionStorage.getItem(KEY) === code) return null;
    sessionStorage.setItem(KEY, code);
    return code;
  } catch {
    return null;
  }
}

/** Counts the visit (recordReferralVisit) once the page is up: it never holds the first paint back. */
export function reportReferralVisit(code: string): void {
  setTimeout(() => {
    void import('./firebase')
      .then(({ callFunction }) => callFunction('recordReferralVisit', { code }))
      .catch(() => undefined); // a visit not counted is no reason to trouble the visitor
  }, 3000);
}
