// Referral links (docs/product.md#referrals): `?ref=CODE` on any storefront link is remembered for the browser
// session and pre-fills the code at checkout, where the server checks it as it checks a typed one (never the
// buyer's own). The code is also checked as the visitor lands (app/referral-link-check.tsx), kept in the cart when
// it gives a discount and forgotten, with a word, when it does not. Each code's visit is reported once per
// session, for the referral screen's visit counts.
import { isValidReferralCode, normaliseReferralCode } from '@aso/domain/referrals/referrals';
import { callFunction } from './firebase';

const KEY = 'aso.ref';
/** The code whose visit has been counted this session (a page left before the report tries again on the next). */
const REPORTED_KEY = 'aso.ref.reported';
/** The code whose landing check has answered: a page left before the answer checks it again on the next. */
const CHECKED_KEY = 'aso.ref.checked';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode on some browsers): no link code, the buyer can type it
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // as above
  }
}

/** The code a `?ref=` link brought this session, if any. */
export function rememberedReferral(): string | null {
  return read(KEY);
}

/** The code a `?ref=` in this URL brings, as typed but trimmed and upper-cased (checked by the caller); null: none. */
export function landedReferral(search: string): string | null {
  return normaliseReferralCode(new URLSearchParams(search).get('ref'));
}

/** The session's link code when its check has not answered yet (the visitor moved on before it did). */
export function uncheckedReferral(): string | null {
  const code = read(KEY);
  return code !== null && read(CHECKED_KEY) !== code ? code : null;
}

/** The landing check of `code` has answered (applied, or refused and forgotten). */
export function markReferralChecked(code: string): void {
  write(CHECKED_KEY, code);
}

/** The link's code was refused: checkout must not offer it. */
export function forgetReferral(code: string): void {
  try {
    if (sessionStorage.getItem(KEY) === code) sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: nothing was remembered
  }
}

/** Remembers the URL's `?ref=` code; answers the session's code when its visit is still to be reported. */
export function rememberReferralLink(search: string): string | null {
  const code = landedReferral(search);
  if (code !== null && isValidReferralCode(code)) write(KEY, code);
  const remembered = read(KEY);
  return remembered !== null && read(REPORTED_KEY) !== remembered ? remembered : null;
}

/** Counts the visit (recordReferralVisit) once the page is up: it never holds the first paint back. */
export function reportReferralVisit(code: string): void {
  setTimeout(() => {
    // callFunction loads the Functions SDK on first use: nothing of it is in the first load.
    callFunction('recordReferralVisit', { code })
      .then(() => write(REPORTED_KEY, code))
      .catch(() => undefined); // a visit not counted is no reason to trouble the visitor
  }, 1500);
}
