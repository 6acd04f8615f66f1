/**
 * unsubscribe (anyone, signed in or not): the link at the foot of a reminder mail. The token is signed for one
 * account (lib/mail-links.ts); a malformed, forged or foreign one is refused in words and changes nothing. A good
 * one turns the account's `emailOptIn` off; a second click changes nothing and says the same.
 */
import { DomainError, UNSUBSCRIBE_LINK_INVALID, type UnsubscribeInput } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../lib/clock';
import { dataOf, profileDoc } from '../lib/collections';
import { verifyUnsubscribeToken } from '../lib/mail-links';

export interface UnsubscribeDeps {
  readonly db: Firestore;
  readonly clock: Clock;
}

export async function handleUnsubscribe(deps: UnsubscribeDeps, input: UnsubscribeInput): Promise<{ changed: boolean }> {
  const uid = await verifyUnsubscribeToken(deps.db, input.token);
  if (!uid) throw new DomainError('invalid_data', 'mail/unsubscribe-invalid', UNSUBSCRIBE_LINK_INVALID);
  const ref = profileDoc(deps.db, uid);
  return runTransaction(deps.db, async (tx) => {
    const profile = dataOf(await tx.get(ref));
    if (!profile?.emailOptIn) return { changed: false };
    tx.update(ref, { emailOptIn: false, updatedAt: deps.clock() });
    return { changed: true };
  });
}
