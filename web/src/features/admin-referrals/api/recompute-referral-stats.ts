// Rebuild every referralStats document from the paid referred orders (admin only, the
// `recomputeReferralStats` callable), then read the figures again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';
import { referralKeys } from './keys';

export interface RecomputeResult {
  readonly codes: number;
  readonly orders: number;
  readonly removed: number;
  readonly orphanOrders: number;
}

export function recomputeReferralStats(): Promise<RecomputeResult> {
  return callFunction<Record<string, never>, RecomputeResult>('recomputeReferralStats', {});
}

export function useRecomputeReferralStats() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recomputeReferralStats, onSuccess: () => client.invalidateQueries({ queryKey: referralKeys.all }) });
}
