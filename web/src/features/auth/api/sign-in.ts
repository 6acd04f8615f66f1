import { signInWithEmailAndPassword, type User } from 'firebase/auth';
import { getAuthInstance } from '../../../lib/firebase';

export async function signInWithPassword(email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(await getAuthInstance(), email.trim(), password);
  return credential.user;
}
