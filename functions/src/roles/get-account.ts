/**
 * getAccount (staff): what Auth knows about the account behind a customer record, for the role-change screen.
 * The profile and CRM emails are written by the browser; the sign-in email shown beside "Change role" comes from
 * here, so an admin promotes the account they think they are promoting.
 */
import type { SetUserRoleInput } from '@aso/domain';
import type { Auth } from 'firebase-admin/auth';
import { roleOf } from '../lib/callable';
import { findUser } from './set-user-role';
import type { AccountSummary } from '@aso/domain/contract';

export async function handleGetAccount(auth: Auth, input: Pick<SetUserRoleInput, 'uid'>): Promise<AccountSummary> {
  const user = await findUser(auth, input.uid);
  return {
    uid: user.uid,
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    role: roleOf(user.customClaims?.role),
  };
}
