/** The deployed referral callables: `setReferralCode` {customerId, code} (staff), `recomputeReferralStats` {} (admin). */
import { recomputeReferralStatsInput, setReferralCodeInput } from '@aso/domain';
import { callable } from '../lib/callable';
import { liveStaffDeps } from './deps';
import { handleRecomputeReferralStats } from './recompute-referral-stats';
import { handleSetReferralCode } from './set-referral-code';

export const setReferralCode = callable(setReferralCodeInput, (input, caller) => handleSetReferralCode(liveStaffDeps(), caller, input), {
  role: 'staff',
});

export const recomputeReferralStats = callable(recomputeReferralStatsInput, (_input, caller) => handleRecomputeReferralStats(liveStaffDeps(), caller), {
  role: 'admin',
});
