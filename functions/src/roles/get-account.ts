/**
 * getAccount (staff): what Auth knows about the account behind a customer record, for the role-change screen.
 * The profile and CRM emails are written by the browser; the sign-in email shown beside "Change role" comes from
 * here, so an admin promotes the account they think they are promoting. A record whose account Auth no longer has
 * (deleted, or never made) answers null: a state the screen says in words, not an error.
 */
import type { SetUserRoleInput } from '@aso/domain';
import type { Auth } from 'firebase-admin/auth';
import { DomainError } from '@aso/domain';
import { roleOf } from '../lib/callable';
import { findUser } from './set-user-role';
import type { GetAccountResult } from '@aso/domain/contract';

export async function handleGetAccount(auth: Auth, input: Pick<SetUserRoleInput, 'uid'>): Promise<GetAccountResult> {
  const user = await findUser(auth, input.uid).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not_found') return null;
    throw error;
  });
  if (!user) return { account: null };
  return {
    account: {
      uid: user.uid,
      email: user.email ?? null,
      emailVerified: user.emailVerified,
      disabled: user.disabled,
      role: roleOf(user.customClaims?.role),
    },
  };
}
