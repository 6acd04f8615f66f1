/**
 * The deployed referral callables: `setReferralCode` {customerId, code} (staff), `recomputeReferralStats` {} (admin),
 * `checkReferralCode` {code} (anyone: the cart checks a code when it is applied).
 */
import { callable, openCallable } from '../lib/callable';
import { handleCheckReferralCode } from './check-referral-code';
import { liveStaffDeps } from '../lib/deps';
import { handleRecomputeReferralStats } from './recompute-referral-stats';
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
