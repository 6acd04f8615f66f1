// The owner may change name, phone and the WhatsApp and email opt-ins, never role (docs/product.md#roles-and-access). The input is
// checked with the domain's schema, so a bad value never reaches Firestore. The phone reaches the customer record in
// the same write, so staff can message the customer on WhatsApp at once; so does the name while the record has none
// (the CRM's name is staff's after that).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { accountProfileInput, type AccountProfileInput } from '@aso/domain/customers/schemas/profile';
import { parseInput } from '@aso/domain/shared/validate';
import { ensureAccountRecords } from '../../../lib/account-records';
import { getDb } from '../../../lib/firestore';
import { profileQueryKey } from './get-profile';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';

export async function updateProfile(user: User, input: AccountProfileInput): Promise<void> {
  const data = parseInput(accountProfileInput, input);
  await ensureAccountRecords(user);
  const db = getDb();
  const customerRef = doc(db, dataPaths.customers, user.uid);
  const customer = await getDoc(customerRef);
  const record = {
    ...(customer.get('phone') !== data.phone ? { phone: data.phone } : {}),
    ...(customer.get('name') === '' ? { name: data.name } : {}),
  };
  const batch = writeBatch(db);
  batch.update(doc(db, dataPaths.profiles, user.uid), { ...data, updatedAt: serverTimestamp() });
  if (Object.keys(record).length > 0) batch.update(customerRef, { ...record, updatedAt: serverTimestamp() });
  await batch.commit();
}

export function useUpdateProfile(user: User) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountProfileInput) => updateProfile(user, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileQueryKey(user.uid) }),
        // Checkout's prefilled phone comes from the customer record.
        client.invalidateQueries({ queryKey: queryKeys.customer(user.uid) }),
      ]),
  });
}
