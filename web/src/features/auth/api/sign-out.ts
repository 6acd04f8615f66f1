import { getAuthInstance } from '../../../lib/firebase';

export async function signOutUser(): Promise<void> {
  await (await getAuthInstance()).signOut();
}
