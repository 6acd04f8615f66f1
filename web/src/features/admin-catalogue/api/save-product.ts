// Save from the New/Edit modal through the `saveProduct` callable (product + cost + stock in one transaction).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { saveProductInput } from '@aso/domain/schemas/product';
import { callFunction } from '../../../lib/firebase';
import { adminCatalogueKeys } from './keys';

export type SaveProductPayload = z.input<typeof saveProductInput>;

import type { SaveProductResult } from '@aso/domain/contract';
export type { SaveProductResult };

export const saveProduct = (payload: SaveProductPayload) => callFunction('saveProduct', payload);

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminCatalogueKeys.all }),
        client.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
