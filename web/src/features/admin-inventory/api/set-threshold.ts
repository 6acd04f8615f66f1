// Set Threshold through the `setMaterialThreshold` callable: the reorder level changes (stock does not move, so no ledger entry).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { setMaterialThresholdInput } from '@aso/domain/schemas/materials';
import { callFunction } from '../../../lib/firebase';
import { inventoryKeys } from './keys';

export type SetMaterialThresholdPayload = z.input<typeof setMaterialThresholdInput>;

export const setMaterialThreshold = (payload: SetMaterialThresholdPayload) =>
  callFunction('setMaterialThreshold', payload);

export function useSetMaterialThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMaterialThreshold,
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
