/**
 * setUserRole (admin only, docs/architecture.md#security): the `role` custom claim through Admin Auth and its mirror in
 * `profiles/{uid}.role` change together. The claim is set first (it is what rules trust); if the mirror cannot be
 * written the previous claims are put back, so the two never disagree for long. An admin cannot change their own
 * role, so the last admin cannot lock everyone out by accident. The session is not signed out: role-gated callables
 * read the account's current role from Auth (lib/callable.ts), and the person's open screens see the mirror change
 * and fetch a fresh ID token, so a demoted member of staff stays signed in as a customer and a promoted customer gets
 * the back office, both within seconds (why not a revocation: docs/architecture.md#security). The answer carries the
 * sign-in email from Auth: the profile's email is what the account claimed, Auth's is who it is.
 */
import { DomainError, NOT_FOUND, ROLE_OWN_CHANGE } from '@aso/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Handler } from '../lib/callable';
import { roleOf } from '../lib/callable';
import type { Clock } from '../lib/clock';
import { profileDoc } from '../lib/collections';
import { roleChanged, roleMirrorFailed } from '../lib/logs';

export interface RoleDeps {
  readonly db: Firestore;
  readonly auth: Auth;
  readonly clock: Clock;
}

export async function findUser(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found')
      throw new DomainError('not_found', 'not-found', NOT_FOUND);
    throw error;
  }
}

export const handleSetUserRole: Handler<'setUserRole', RoleDeps> = async (deps, caller, input) => {
  if (input.uid === caller.uid) throw new DomainError('not_allowed', 'auth/not-allowed', ROLE_OWN_CHANGE);
  const user = await findUser(deps.auth, input.uid);
  const previousClaims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  const previousRole = roleOf(previousClaims.role);
  const { role: _old, ...others } = previousClaims;
  // Customers carry no claim at all (absent = customer); other claims someone set are kept.
  const nextClaims = input.role === 'customer' ? others : { ...others, role: input.role };
  await deps.auth.setCustomUserClaims(input.uid, nextClaims);

  try {
    const ref = profileDoc(deps.db, input.uid);
    const now = deps.clock();
    await deps.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (snapshot.exists) tx.update(ref, { role: input.role, updatedAt: now });
      else
        tx.set(ref, {
          name: user.displayName ?? '',
          phone: '',
          whatsappOptIn: true,
          emailOptIn: false,
          email: user.email ?? '',
          role: input.role,
          createdAt: now,
          updatedAt: now,
        });
    });
  } catch (error) {
    roleMirrorFailed(input.uid, error);
    await deps.auth.setCustomUserClaims(input.uid, Object.keys(previousClaims).length > 0 ? previousClaims : null);
    throw error;
  }
  roleChanged(input.uid, previousRole, input.role, caller.uid);
  return { uid: input.uid, email: user.email ?? null, role: input.role, previousRole };
};
