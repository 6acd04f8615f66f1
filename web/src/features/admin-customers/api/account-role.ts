// The role of a customer's account: read from the profile mirror, changed only through the admin-only
// `setUserRole` callable (claim and mirror together, ARCHITECTURE §5).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { ROLES, type Role } from '@aso/domain/vocab';
import { callFunction, getDb } from '../../../lib/firebase';
import { oneOf } from '../../../lib/firestore-data';
import { customerKeys } from './keys';

export async function getAccountRole(uid: string): Promise<Role> {
  const snap = await getDoc(doc(getDb(), 'profiles', uid));
  return oneOf(ROLES, snap.data()?.role, 'customer');
}

export function useAccountRole(uid: string) {
  return useQuery({ queryKey: customerKeys.role(uid), queryFn: () => getAccountRole(uid) });
}

import type { SetUserRoleResult } from '@aso/domain/contract';
export type { SetUserRoleResult };

export function setUserRole(input: { uid: string; role: Role }): Promise<SetUserRoleResult> {
  return callFunction('setUserRole', input);
}

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (result) => client.setQueryData(customerKeys.role(result.uid), result.role),
  });
}
