// Save a product's bill of materials and labour per piece through `saveBillOfMaterials` (checked by the domain).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableRequest } from '@aso/domain/contract';
import { callFunction } from '../../../lib/firebase';
import { productionKeys } from '../../../lib/production';
import { adminCatalogueKeys } from './keys';

export type SaveBillPayload = CallableRequest<'saveBillOfMaterials'>;

export function useSaveBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SaveBillPayload) => callFunction('saveBillOfMaterials', payload),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminCatalogueKeys.all }),
        client.invalidateQueries({ queryKey: productionKeys.all }),
      ]);
    },
  });
}
