// First sign-in: the owner creates `profiles/{uid}` (never with `role`) and `customers/{uid}` once, with exactly
// the keys the rules accept (docs/data-model.md). Runs once per account per page load, whoever asks first.
import type { User } from 'firebase/auth';
import { newCustomer } from '@aso/domain/customers/customers';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getAuthInstance } from './firebase';
import { getDb } from './firestore';
import { dataPaths } from './data/collections';

const running = new Map<string, Promise<boolean>>();

/**
 * The records are prepared in the background after sign-in; a logout can come first. Each read and write checks
 * that this account is still the signed-in one, so nothing is asked of Firestore for a session that has ended
 * (it would be refused: `get profiles/<uid>` answered 403 after every quick logout).
 */
async function stillSignedIn(user: User): Promise<boolean> {
  return (await getAuthInstance()).currentUser?.uid === user.uid;
}

async function create(user: User): Promise<boolean> {
  const db = getDb();
  if (!(await stillSignedIn(user))) return false;
  const email = user.email ?? '';
  const name = user.displayName ?? '';
  let created = false;

  const profileRef = doc(db, dataPaths.profiles, user.uid);
  if (!(await getDoc(profileRef)).exists()) {
    await setDoc(profileRef, {
      name,
      phone: '',
      whatsappOptIn: true,
      email,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    created = true;
  }

  if (!(await stillSignedIn(user))) return created;
  const customerRef = doc(db, dataPaths.customers, user.uid);
  if (!(await getDoc(customerRef)).exists()) {
    await setDoc(customerRef, newCustomer({ userId: user.uid, email, name }, serverTimestamp()));
    created = true;
  }
  return created;
}

/**
 * Settles once this account's records are no longer being prepared (at once when nothing is under way). Sign-out
 * waits for it: a write begun just before the session ended would otherwise reach Firestore without its token.
 */
export function accountRecordsSettled(uid: string): Promise<void> {
  const pending = running.get(uid);
  return pending
    ? pending.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** Resolves true when something was created. A failed attempt may be retried by the next caller. */
export function ensureAccountRecords(user: User): Promise<boolean> {
  let pending = running.get(user.uid);
  if (!pending) {
    pending = create(user);
    running.set(user.uid, pending);
    // A failed or cut-short attempt (signed out first) is tried again at the next sign-in.
    pending.then(
      (created) => {
        if (!created) running.delete(user.uid);
      },
      () => running.delete(user.uid),
    );
  }
  return pending;
}
