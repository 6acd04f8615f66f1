// The role of a customer's account and its sign-in email, read from Auth through `getAccount`; changed only through
// the admin-only `setUserRole` callable (claim and mirror together, docs/architecture.md#security).
import { useQuery } from '@tanstack/react-query';
import { useCallableMutation } from '../../../components/admin-shell';
import { callFunction } from '../../../lib/firebase';
import { customerKeys } from './keys';
import type { AccountSummary } from '@aso/domain/contract';

export type { AccountSummary };

/** From Auth (the `getAccount` callable), not the profile: a profile's email is whatever the account wrote. */
export async function getAccount(uid: string): Promise<AccountSummary | null> {
  return (await callFunction('getAccount', { uid })).account;
}

export function useAccount(uid: string) {
  return useQuery({ queryKey: customerKeys.role(uid), queryFn: () => getAccount(uid) });
}

export const useSetUserRole = () => useCallableMutation('setUserRole', (result) => [customerKeys.role(result.uid)]);
