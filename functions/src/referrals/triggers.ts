/**
 * The deployed referral callables: `setReferralCode` {customerId, code} (staff), `recomputeReferralStats` {} (admin),
 * `checkReferralCode` {code} (anyone: the cart checks a code when it is applied), `recordReferralVisit` {code}
 * (anyone: the storefront reports a visit through a `?ref=` link), `claimReferralCode` {} (a signed-in customer:
 * their own code to share).
 */
import { callable, handlerCallable, openCallable, publicCallable } from '../lib/callable';
import { handleCheckReferralCode } from './check-referral-code';
import { handleClaimReferralCode } from './claim-referral-code';
import { liveDbClock, liveStaffDeps } from '../lib/deps';
import { handleRecomputeReferralStats } from './recompute-referral-stats';
import { handleRecordReferralVisit } from './record-referral-visit';
import { handleSetReferralCode } from './set-referral-code';

export const setReferralCode = handlerCallable('setReferralCode', liveStaffDeps, handleSetReferralCode, {
  role: 'staff',
});

export const recomputeReferralStats = callable(
  'recomputeReferralStats',
  (_input, caller) => handleRecomputeReferralStats(liveStaffDeps(), caller),
  {
    role: 'admin',
  },
);

export const checkReferralCode = openCallable('checkReferralCode', (input, caller) =>
  handleCheckReferralCode(liveStaffDeps(), caller, { code: input.code ?? '' }),
);

export const recordReferralVisit = publicCallable('recordReferralVisit', (input, caller) =>
  handleRecordReferralVisit(liveDbClock(), caller, { code: input.code ?? '' }),
);

export const claimReferralCode = handlerCallable('claimReferralCode', liveStaffDeps, handleClaimReferralCode);
