// Rebuild every referralStats document from the paid referred orders (admin only, the
// `recomputeReferralStats` callable), then read the figures again.
import { useCallableMutation } from '../../../lib/data/callables';
import { referralKeys } from './keys';

export const useRecomputeReferralStats = () => useCallableMutation('recomputeReferralStats', [referralKeys.all]);
