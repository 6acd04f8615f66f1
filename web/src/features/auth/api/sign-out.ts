import { accountRecordsSettled } from '../../../lib/account-records';
import { getAuthInstance } from '../../../lib/firebase';

/** Longest a sign-out waits for the account's first records to be written (a slow network must not trap anyone). */
const RECORDS_WAIT_MS = 5_000;

export async function signOutUser(): Promise<void> {
  const auth = await getAuthInstance();
  const uid = auth.currentUser?.uid;
  // A first sign-in writes the profile and customer record in the background; signing out in the middle would send
  // the rest of those writes without a token (refused, and the records left half made).
  if (uid) await Promise.race([accountRecordsSettled(uid), new Promise((r) => setTimeout(r, RECORDS_WAIT_MS))]);
  await auth.signOut();
}
