// A customer's notes, newest first, and adding one (staff; immutable once written). The author's name is taken
// from their profile so the list reads "Chidi Okafor · 3 Mar 2026, 10:04".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
} from 'firebase/firestore/lite';
import {
  customerNoteSchema,
  type CustomerNote as StoredNote,
  type CustomerNoteInput,
} from '@aso/domain/customers/schemas/customer';
import { profileSchema } from '@aso/domain/customers/schemas/profile';
import { getDb } from '../../../lib/firestore';
import { readDocument, readDocuments } from '../../../lib/schema-reader';
import { customerKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export const NOTES_SHOWN = 100;

export type CustomerNote = StoredNote & { readonly id: string };

export async function getNotes(customerId: string): Promise<CustomerNote[]> {
  const snap = await getDocs(
    query(collection(getDb(), dataPaths.customerNotes(customerId)), orderBy('createdAt', 'desc'), limit(NOTES_SHOWN)),
  );
  return readDocuments(customerNoteSchema, snap.docs);
}

export function useNotes(customerId: string) {
  return useQuery({ queryKey: customerKeys.notes(customerId), queryFn: () => getNotes(customerId) });
}

/** The signed-in staff member's name for notes: their profile name, else their email. */
export async function authorName(uid: string, email: string | null): Promise<string> {
  try {
    const name = readDocument(profileSchema, await getDoc(doc(getDb(), dataPaths.profiles, uid)))?.name.trim();
    if (name) return name;
  } catch {
    // No profile yet: the email will do.
  }
  return email ?? 'Staff';
}

export function useAuthorName(uid: string, email: string | null) {
  return useQuery({ queryKey: customerKeys.me(uid), queryFn: () => authorName(uid, email), staleTime: Infinity });
}

export async function addNote(input: CustomerNoteInput & { authorId: string; authorName: string }): Promise<void> {
  await addDoc(collection(getDb(), dataPaths.customerNotes(input.customerId)), {
    body: input.body,
    authorId: input.authorId,
    authorName: input.authorName.slice(0, 200),
    createdAt: serverTimestamp(),
  });
}

export function useAddNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (_done, input) => client.invalidateQueries({ queryKey: customerKeys.notes(input.customerId) }),
  });
}
