/**
 * The deployed referral callables: `setReferralCode` {customerId, code} (staff), `recomputeReferralStats` {} (admin),
 * `checkReferralCode` {code} (anyone: the cart checks a code when it is applied), `recordReferralVisit` {code}
 * (anyone: the storefront reports a visit through a `?ref=` link).
 */
import { getFirestore } from '../lib/admin';
import { callable, openCallable, publicCallable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleCheckReferralCode } from './check-referral-code';
import { liveStaffDeps } from '../lib/deps';
import { handleRecomputeReferralStats } from './recompute-referral-stats';
import { handleRecordReferralVisit } from './record-referral-visit';
import { handleSetReferralCode } from './set-referral-code';

export const setReferralCode = callable(
  'setReferralCode',
  (input, caller) => handleSetReferralCode(liveStaffDeps(), caller, input),
  {
    role: 'staff',
  },
);

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
  handleRecordReferralVisit({ db: getFirestore(), clock: systemClock }, caller, { code: input.code ?? '' }),
);
