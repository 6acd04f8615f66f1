// Receive Stock through the `receiveMaterial` callable: the material and its ledger entry change in one transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { receiveMaterialInput } from '@aso/domain/schemas/materials';
import { callFunction } from '../../../lib/firebase';
import { inventoryKeys } from './keys';

export type ReceiveMaterialPayload = z.input<typeof receiveMaterialInput>;

export const receiveMaterial = (payload: ReceiveMaterialPayload) => callFunction('receiveMaterial', payload);

export function useReceiveMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: receiveMaterial,
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
