// First sign-in: the owner creates `profiles/{uid}` (never with `role`) and `customers/{uid}` once, with exactly
// the keys the rules accept (docs/data-model.md). Runs once per account per page load, whoever asks first.
import type { User } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDb } from './firebase';

const running = new Map<string, Promise<boolean>>();

async function create(user: User): Promise<boolean> {
  const db = getDb();
  const email = user.email ?? '';
  const name = user.displayName ?? '';
  let created = false;

  const profileRef = doc(db, 'profiles', user.uid);
  if (!(await getDoc(profileRef)).exists()) {
    await setDoc(profileRef, { name, phone: '', whatsappOptIn: true, email, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    created = true;
  }

  const customerRef = doc(db, 'customers', user.uid);
  if (!(await getDoc(customerRef)).exists()) {
    await setDoc(customerRef, {
      userId: user.uid,
      email,
      name,
      phone: '',
      city: '',
      tags: [],
      referralCode: null,
      lifetimeValue: 0,
      orderCount: 0,
      lastOrderAt: null,
      createdAt: serverTimestamp(),
    });
    created = true;
  }
  return created;
}

/** Resolves true when something was created. A failed attempt may be retried by the next caller. */
export function ensureAccountRecords(user: User): Promise<boolean> {
  let pending = running.get(user.uid);
  if (!pending) {
    pending = create(user);
    running.set(user.uid, pending);
    pending.catch(() => running.delete(user.uid));
  }
  return pending;
}
