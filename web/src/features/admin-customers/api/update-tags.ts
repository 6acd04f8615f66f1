// Add or remove tags (docs/product.md#customers: comma-separated, trimmed, de-duplicated). A transaction reads the
// current tags first, so two people tagging the same customer at once do not undo each other.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { customerSchema } from '@aso/domain/customers/schemas/customer';
import { addTags, removeTag } from '@aso/domain/customers/tags';
import { getDb } from '../../../lib/firestore';
import { parseDocument } from '../../../lib/schema-reader';
import { customerKeys } from './keys';

export type TagChange = { readonly customerId: string } & ({ readonly add: string } | { readonly remove: string });

export async function changeTags(change: TagChange): Promise<string[]> {
  const db = getDb();
  const ref = doc(db, 'customers', change.customerId);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists()) throw new Error('Customer not found.');
    const current = parseDocument(customerSchema, ref.path, snap.data()).tags;
    const next = 'add' in change ? addTags(current, change.add) : removeTag(current, change.remove);
    tx.update(ref, { tags: next, updatedAt: serverTimestamp() });
    return next;
  });
}

export function useChangeTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeTags,
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
