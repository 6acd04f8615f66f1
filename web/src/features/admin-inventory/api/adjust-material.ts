// Adjust through the `adjustMaterial` callable: the material and its ledger entry change in one transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { adjustMaterialInput } from '@aso/domain/schemas/materials';
import { callFunction } from '../../../lib/firebase';
import { inventoryKeys } from './keys';

export type AdjustMaterialPayload = z.input<typeof adjustMaterialInput>;

export const adjustMaterial = (payload: AdjustMaterialPayload) => callFunction('adjustMaterial', payload);

export function useAdjustMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: adjustMaterial,
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
