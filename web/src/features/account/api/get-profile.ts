// `profiles/{uid}`: the owner's name, phone, WhatsApp and email opt-ins. A phone given only at checkout (settlement
// copies it to the customer record, `customers/{uid}.phone`, where that had none) is the account's phone too: My
// Account shows what checkout and the shop's WhatsApp messages use, never an empty box beside ticked WhatsApp updates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firestore';
import { bool, record, str } from '../../../lib/firestore-data';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';

export interface AccountProfile {
  readonly name: string;
  readonly phone: string;
  readonly whatsappOptIn: boolean;
  readonly emailOptIn: boolean;
  readonly email: string;
}

export async function getProfile(uid: string): Promise<AccountProfile | null> {
  const [snap, customer] = await Promise.all([
    getDoc(doc(getDb(), dataPaths.profiles, uid)),
    getDoc(doc(getDb(), dataPaths.customers, uid)).catch(() => null),
  ]);
  const kept = record(customer?.data());
  if (!snap.exists()) {
    const phone = str(kept.phone);
    return phone ? { name: str(kept.name), phone, whatsappOptIn: true, emailOptIn: false, email: '' } : null;
  }
  const data = record(snap.data());
  return {
    name: str(data.name) || str(kept.name),
    phone: str(data.phone) || str(kept.phone),
    whatsappOptIn: bool(data.whatsappOptIn, true),
    emailOptIn: bool(data.emailOptIn, false),
    email: str(data.email),
  };
}

export const profileQueryKey = queryKeys.profile;

export const profileQueryOptions = (uid: string) =>
  queryOptions({ queryKey: profileQueryKey(uid), queryFn: () => getProfile(uid) });

export function useProfile(uid: string) {
  return useQuery(profileQueryOptions(uid));
}
