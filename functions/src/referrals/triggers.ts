/** The deployed referral callables: `setReferralCode` {customerId, code} (staff), `recomputeReferralStats` {} (admin). */
import { callable } from '../lib/callable';
import { liveStaffDeps } from './deps';
import { handleRecomputeReferralStats } from './recompute-referral-stats';
import { handleSetReferralCode } from './set-referral-code';

export const setReferralCode = callable('setReferralCode', (input, caller) => handleSetReferralCode(liveStaffDeps(), caller, input), {
  role: 'staff',
});

export const recomputeReferralStats = callable('recomputeReferralStats', (_input, caller) => handleRecomputeReferralStats(liveStaffDeps(), caller), {
  role: 'admin',
});
