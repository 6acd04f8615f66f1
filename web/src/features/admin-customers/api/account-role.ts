// The role of a customer's account and its sign-in email, read from Auth through `getAccount`; changed only through
// the admin-only `setUserRole` callable (claim and mirror together, ARCHITECTURE §5).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@aso/domain/vocab';
import { callFunction } from '../../../lib/firebase';
import { customerKeys } from './keys';

/** The account behind a customer record as Auth knows it: the sign-in email and the role claim. */
export interface AccountSummary {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly disabled: boolean;
  readonly role: Role;
}

/** From Auth (the `getAccount` callable), not the profile: a profile's email is whatever the account wrote. */
export function getAccount(uid: string): Promise<AccountSummary> {
  return callFunction<{ uid: string }, AccountSummary>('getAccount', { uid });
}

export function useAccount(uid: string) {
  return useQuery({ queryKey: customerKeys.role(uid), queryFn: () => getAccount(uid) });
}

export interface SetUserRoleResult {
  readonly uid: string;
  readonly email: string | null;
  readonly role: Role;
  readonly previousRole: Role;
}

export function setUserRole(input: { uid: string; role: Role }): Promise<SetUserRoleResult> {
  return callFunction<{ uid: string; role: Role }, SetUserRoleResult>('setUserRole', input);
}

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (result) => client.invalidateQueries({ queryKey: customerKeys.role(result.uid) }),
  });
}
