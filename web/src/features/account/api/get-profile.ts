// `profiles/{uid}`: the owner's name, phone, WhatsApp and email opt-ins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firestore';
import { bool, record, str } from '../../../lib/firestore-data';

export interface AccountProfile {
  readonly name: string;
  readonly phone: string;
  readonly whatsappOptIn: boolean;
  readonly emailOptIn: boolean;
  readonly email: string;
}

export async function getProfile(uid: string): Promise<AccountProfile | null> {
  const snap = await getDoc(doc(getDb(), 'profiles', uid));
  if (!snap.exists()) return null;
  const data = record(snap.data());
  return {
    name: str(data.name),
    phone: str(data.phone),
    whatsappOptIn: bool(data.whatsappOptIn, true),
    emailOptIn: bool(data.emailOptIn, false),
    email: str(data.email),
  };
}

export const profileQueryKey = (uid: string) => ['profile', uid] as const;

export const profileQueryOptions = (uid: string) =>
  queryOptions({ queryKey: profileQueryKey(uid), queryFn: () => getProfile(uid) });

export function useProfile(uid: string) {
  return useQuery(profileQueryOptions(uid));
}
