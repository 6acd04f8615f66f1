// The role of a customer's account and its sign-in email, read from Auth through `getAccount`; changed only through
// the admin-only `setUserRole` callable (claim and mirror together, docs/architecture.md#security).
import { useQuery } from '@tanstack/react-query';
import { callableQuery, useCallableMutation } from '../../../lib/data/callables';
import { customerKeys } from './keys';

/** From Auth (the `getAccount` callable), not the profile: a profile's email is whatever the account wrote. */
export const useAccount = (uid: string) =>
  useQuery(callableQuery(customerKeys.role(uid), 'getAccount', { uid }, (result) => result.account));

export const useSetUserRole = () => useCallableMutation('setUserRole', (input) => [customerKeys.role(input.uid)]);
