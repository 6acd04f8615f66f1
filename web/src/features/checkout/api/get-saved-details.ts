// What checkout prefills from the customer's records: saved MTO measurements (`customers/{uid}.measurements`,
// written back by settlement) and a phone (the customer record's, kept from an earlier checkout, else the one in
// My Account, `profiles/{uid}.phone`) when it is one checkout accepts. Anything unreadable is treated as "none saved".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { measurementsSchema, type Measurements } from '@aso/domain/schemas/measurements';
import { normaliseCustomerPhone } from '@aso/domain/whatsapp';
import { getDb } from '../../../lib/firebase';

export interface SavedDetails {
  readonly measurements: Measurements | null;
  /** International form ('+2348031234567'), or '' for none usable. */
  readonly phone: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function getSavedDetails(uid: string): Promise<SavedDetails> {
  const [customer, profile] = await Promise.all([
    getDoc(doc(getDb(), 'customers', uid)),
    getDoc(doc(getDb(), 'profiles', uid)).catch(() => null),
  ]);
  const parsed = measurementsSchema.nullable().safeParse(customer.data()?.measurements ?? null);
  const phones = [text(customer.data()?.phone), text(profile?.data()?.phone)].map(normaliseCustomerPhone);
  return {
    measurements: parsed.success ? parsed.data : null,
    phone: phones.find((p): p is string => !!p) ?? '',
  };
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
