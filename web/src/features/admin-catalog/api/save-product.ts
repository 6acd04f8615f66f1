// Save from the New/Edit modal through the `saveProduct` callable (product + cost + stock in one transaction).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { saveProductInput } from '@aso/domain/schemas/product';
import { callFunction } from '../../../lib/firebase';
import { adminCatalogKeys } from './keys';

export type SaveProductPayload = z.input<typeof saveProductInput>;

export interface SaveProductResult {
  readonly productId: string;
  readonly sku: string;
  readonly slug: string;
  readonly created: boolean;
}

export const saveProduct = (payload: SaveProductPayload) => callFunction<SaveProductPayload, SaveProductResult>('saveProduct', payload);

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: adminCatalogKeys.all }), client.invalidateQueries({ queryKey: ['products'] })]);
    },
  });
}
