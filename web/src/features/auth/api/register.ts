// Register (docs/product.md#sign-in-and-register): email and a password of at least 6 characters, an optional name;
// sends the verification email; the profile and customer record (what the CRM reads) get the name.
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile, type User } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { getAuthInstance } from '../../../lib/firebase';
import { getDb } from '../../../lib/firestore';
import { ensureAccountRecords } from '../../../lib/account-records';
import { dataPaths } from '../../../lib/data/collections';

export async function registerAccount(
  input: { email: string; password: string; name: string; emailOptIn?: boolean },
  continueUrl: string,
): Promise<User> {
  const auth = await getAuthInstance();
  const { user } = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
  const name = input.name.trim();
  if (name) await updateProfile(user, { displayName: name });
  await ensureAccountRecords(user);
  // The records may have been created by the session before the name was set: the owner may update the name.
  // The name, and a yes to messages by mail when ticked (the profile is created without one: no means no).
  const answers = { ...(name ? { name } : {}), ...(input.emailOptIn ? { emailOptIn: true } : {}) };
  if (Object.keys(answers).length > 0)
    await updateDoc(doc(getDb(), dataPaths.profiles, user.uid), { ...answers, updatedAt: serverTimestamp() });
  // The CRM reads the customer record: it gets the name too (the rules let the owner fill a blank name once).
  if (name) {
    const customerRef = doc(getDb(), dataPaths.customers, user.uid);
    if ((await getDoc(customerRef)).data()?.name === '') await updateDoc(customerRef, { name });
  }
  await sendEmailVerification(user, { url: continueUrl });
  return user;
}
