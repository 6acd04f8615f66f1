// Rebuild every referralStats document from the paid referred orders (admin only, the
// `recomputeReferralStats` callable), then read the figures again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';
import { referralKeys } from './keys';

import type { RecomputeReferralStatsResult as RecomputeResult } from '@aso/domain/contract';
export type { RecomputeResult };

export function recomputeReferralStats(): Promise<RecomputeResult> {
  return callFunction('recomputeReferralStats', {});
}

export function useRecomputeReferralStats() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recomputeReferralStats,
    onSuccess: () => client.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
