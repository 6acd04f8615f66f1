// The subscribe form stores a lead: exactly {email, source, createdAt} as the rules require. No query reads
// leads on the storefront, so there is nothing to invalidate and no mutation hook (it would cost the home page
// React Query's mutation code).
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';

export async function createLead(email: string, source: string): Promise<void> {
  await addDoc(collection(getDb(), 'leads'), { email: email.trim(), source, createdAt: serverTimestamp() });
}
