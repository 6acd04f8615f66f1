// The subscribe form stores a lead: exactly {email, source, createdAt} as the rules require.
import { useMutation } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';

export async function createLead(email: string, source: string): Promise<void> {
  await addDoc(collection(getDb(), 'leads'), { email: email.trim(), source, createdAt: serverTimestamp() });
}

export function useCreateLead() {
  return useMutation({ mutationFn: ({ email, source }: { email: string; source: string }) => createLead(email, source) });
}
