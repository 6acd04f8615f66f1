// New Material through the `createMaterial` callable: the material and its ledger entry change in one transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { createMaterialInput } from '@aso/domain/schemas/materials';
import { callFunction } from '../../../lib/firebase';
import { inventoryKeys } from './keys';

export type CreateMaterialPayload = z.input<typeof createMaterialInput>;

export const createMaterial = (payload: CreateMaterialPayload) => callFunction('createMaterial', payload);

export function useCreateMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMaterial,
    onSuccess: () => client.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
