// What checkout prefills from the customer's records: a phone (the customer record's — My Account keeps it in step —
// else the profile's, `profiles/{uid}.phone`) when it is one checkout accepts; anything unreadable is "none saved".
// Measurements are never prefilled: the customer picks a profile or types the set for whoever will wear the piece.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { normaliseCustomerPhone } from '@aso/domain/marketing/whatsapp';
import { getDb } from '../../../lib/firestore';

export interface SavedDetails {
  /** International form ('+2348031234567'), or '' for none usable. */
  readonly phone: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function getSavedDetails(uid: string): Promise<SavedDetails> {
  const [customer, profile] = await Promise.all([
    getDoc(doc(getDb(), 'customers', uid)),
    getDoc(doc(getDb(), 'profiles', uid)).catch(() => null),
  ]);
  const phones = [text(customer.data()?.phone), text(profile?.data()?.phone)].map(normaliseCustomerPhone);
  return { phone: phones.find((p): p is string => !!p) ?? '' };
}

export const savedDetailsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['customers', uid, 'checkout-details'] as const,
    queryFn: () => getSavedDetails(uid),
    staleTime: 60_000,
  });

export function useSavedDetails(uid: string | null) {
  return useQuery({ ...savedDetailsQueryOptions(uid ?? ''), enabled: uid !== null });
}
