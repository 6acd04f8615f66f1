/**
 * The deployed referral callables: `setReferralCode` {customerId, code} (staff), `recomputeReferralStats` {} (admin),
 * `checkReferralCode` {code} (anyone: the cart checks a code when it is applied), `recordReferralVisit` {code}
 * (anyone: the storefront reports a visit through a `?ref=` link), `claimReferralCode` {} (a signed-in customer:
 * their own code to share).
 */
import { defineCallable } from '../lib/callable';
import { handleCheckReferralCode } from './check-referral-code';
import { handleClaimReferralCode } from './claim-referral-code';
import { liveDbClock, liveStaffDeps } from '../lib/deps';
import { handleRecomputeReferralStats } from './recompute-referral-stats';
import { handleRecordReferralVisit } from './record-referral-visit';
import { handleSetReferralCode } from './set-referral-code';

export const setReferralCode = defineCallable('setReferralCode', {
  who: 'staff',
  deps: liveStaffDeps,
  handler: handleSetReferralCode,
});

export const recomputeReferralStats = defineCallable('recomputeReferralStats', {
  who: 'admin',
  deps: liveStaffDeps,
  handler: handleRecomputeReferralStats,
});

export const checkReferralCode = defineCallable('checkReferralCode', {
  who: 'anyone',
  deps: liveStaffDeps,
  handler: (deps, caller, input) => handleCheckReferralCode(deps, caller, { code: input.code ?? '' }),
});

export const recordReferralVisit = defineCallable('recordReferralVisit', {
  who: 'anyone',
  deps: liveDbClock,
  handler: (deps, caller, input) => handleRecordReferralVisit(deps, caller, { code: input.code ?? '' }),
});

export const claimReferralCode = defineCallable('claimReferralCode', {
  who: 'signed-in',
  deps: liveStaffDeps,
  handler: handleClaimReferralCode,
});
