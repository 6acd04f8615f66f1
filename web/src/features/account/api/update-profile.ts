// The owner may change name, phone and WhatsApp opt-in, never role (docs/product.md#roles-and-access). The input is
// checked with the domain's schema, so a bad value never reaches Firestore.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { accountProfileInput, type AccountProfileInput } from '@aso/domain/schemas/profile';
import { parseInput } from '@aso/domain/validate';
import { ensureAccountRecords } from '../../../lib/account-records';
import { getDb } from '../../../lib/firebase';
import { profileQueryKey } from './get-profile';

export async function updateProfile(user: User, input: AccountProfileInput): Promise<void> {
  const data = parseInput(accountProfileInput, input);
  await ensureAccountRecords(user);
  await updateDoc(doc(getDb(), 'profiles', user.uid), { ...data, updatedAt: serverTimestamp() });
}

export function useUpdateProfile(user: User) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountProfileInput) => updateProfile(user, input),
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey(user.uid) }),
  });
}
