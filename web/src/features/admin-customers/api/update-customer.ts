// Staff edit a customer's contact details: a direct Firestore Lite write that the rules check field by field
// (name, email, phone, city, updatedAt only). The form validates with the domain schema first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import type { CustomerEditInput } from '@aso/domain/customers/schemas/customer';
import { getDb } from '../../../lib/firestore';
import { customerKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export async function updateCustomer(input: CustomerEditInput): Promise<void> {
  const { customerId, ...fields } = input;
  await updateDoc(doc(getDb(), dataPaths.customers, customerId), { ...fields, updatedAt: serverTimestamp() });
}

export function useUpdateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
