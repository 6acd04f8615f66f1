// The role of a customer's account and its sign-in email, read from Auth through `getAccount`; changed only through
// the admin-only `setUserRole` callable (claim and mirror together, docs/architecture.md#security).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@aso/domain/vocab';
import { callFunction } from '../../../lib/firebase';
import { customerKeys } from './keys';
import type { AccountSummary, SetUserRoleResult } from '@aso/domain/contract';

export type { AccountSummary };

/** From Auth (the `getAccount` callable), not the profile: a profile's email is whatever the account wrote. */
export function getAccount(uid: string): Promise<AccountSummary> {
  return callFunction('getAccount', { uid });
}

export function useAccount(uid: string) {
  return useQuery({ queryKey: customerKeys.role(uid), queryFn: () => getAccount(uid) });
}

export type { SetUserRoleResult };

export function setUserRole(input: { uid: string; role: Role }): Promise<SetUserRoleResult> {
  return callFunction('setUserRole', input);
}

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (result) => client.invalidateQueries({ queryKey: customerKeys.role(result.uid) }),
  });
}
