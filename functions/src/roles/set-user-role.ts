/**
 * setUserRole (admin only, docs/architecture.md#security): the `role` custom claim through Admin Auth and its mirror in
 * `profiles/{uid}.role` change together; the rules need both to agree before they open anything to staff. An admin cannot change their own
 * role, so the last admin cannot lock everyone out by accident. The session is not signed out: role-gated callables
 * read the account's current role from Auth (lib/callable.ts), and the person's open screens see the mirror change
 * and fetch a fresh ID token, so a demoted member of staff stays signed in as a customer and a promoted customer gets
 * the back office, both within seconds (why not a revocation: docs/architecture.md#security). The answer carries the
 * sign-in email from Auth: the profile's email is what the account claimed, Auth's is who it is.
 */
import { DomainError, NOT_FOUND, ROLE_OWN_CHANGE, type Role } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
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

const RANK: Readonly<Record<Role, number>> = { customer: 0, staff: 1, admin: 2 };

/** The role mirror in `profiles/{uid}.role` (created with the account's details when the person has no profile yet). */
async function writeMirror(deps: RoleDeps, user: UserRecord, role: Role): Promise<void> {
  const ref = profileDoc(deps.db, user.uid);
  const now = deps.clock();
  await runTransaction(deps.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.exists) tx.update(ref, { role, updatedAt: now });
    else
      tx.set(ref, {
        name: user.displayName ?? '',
        phone: '',
        whatsappOptIn: true,
        emailOptIn: false,
        email: user.email ?? '',
        role,
        createdAt: now,
        updatedAt: now,
      });
  });
}

/**
 * The claim and the mirror change together, in the order that never opens more than either allows: the rules need
 * both (firestore.rules heldRole), so a demotion writes the mirror first (from that moment the old token writes
 * nothing) and a promotion the claim first (the session refreshes its token when it sees the mirror change, and the
 * fresh token must carry the claim). If the second step fails the first is put back.
 */
export const handleSetUserRole: Handler<'setUserRole', RoleDeps> = async (deps, caller, input) => {
  if (input.uid === caller.uid) throw new DomainError('not_allowed', 'auth/not-allowed', ROLE_OWN_CHANGE);
  const user = await findUser(deps.auth, input.uid);
  const previousClaims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  const previousRole = roleOf(previousClaims.role);
  const { role: _old, ...others } = previousClaims;
  // Customers carry no claim at all (absent = customer); other claims someone set are kept.
  const nextClaims = input.role === 'customer' ? others : { ...others, role: input.role };
  const restoreClaims = () =>
    deps.auth.setCustomUserClaims(input.uid, Object.keys(previousClaims).length > 0 ? previousClaims : null);

  if (RANK[input.role] < RANK[previousRole]) {
    await writeMirror(deps, user, input.role);
    try {
      await deps.auth.setCustomUserClaims(input.uid, nextClaims);
    } catch (error) {
      await writeMirror(deps, user, previousRole);
      throw error;
    }
    // Written again once the claim has changed: an open session that refreshed its token on the first write still
    // got the old claim; this write (a new updatedAt) makes it refresh once more and take the lower role.
    await writeMirror(deps, user, input.role);
  } else {
    await deps.auth.setCustomUserClaims(input.uid, nextClaims);
    try {
      await writeMirror(deps, user, input.role);
    } catch (error) {
      roleMirrorFailed(input.uid, error);
      await restoreClaims();
      throw error;
    }
  }
  roleChanged(input.uid, previousRole, input.role, caller.uid);
  return { uid: input.uid, email: user.email ?? null, role: input.role, previousRole };
};
