// Activate/Deactivate: a direct staff write of `active` and `updatedAt`, which firestore.rules allow on their own.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firestore';
import { adminCatalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';

export async function setProductActive(productId: string, active: boolean): Promise<void> {
  await updateDoc(doc(getDb(), dataPaths.products, productId), { active, updatedAt: serverTimestamp() });
}

export function useSetProductActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, active }: { productId: string; active: boolean }) => setProductActive(productId, active),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminCatalogueKeys.all }),
        client.invalidateQueries({ queryKey: queryKeys.products }),
      ]);
    },
  });
}
