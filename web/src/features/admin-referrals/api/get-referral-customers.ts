// The customers list of the Referrals screen: the newest CUSTOMER_WINDOW customers in one read, searched in
// memory over code, name, email and phone as staff type (see admin-customers/api/get-customers.ts for why a
// bounded window rather than a search index). The screen says when the window was full.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { str, strOrNull } from '../../../lib/firestore-data';
import { referralKeys } from './keys';

export const CUSTOMER_WINDOW = 500;

export interface ReferralCustomer {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly referralCode: string | null;
}

export async function getReferralCustomers(): Promise<{ rows: ReferralCustomer[]; truncated: boolean }> {
  const snap = await getDocs(
    query(collection(getDb(), 'customers'), orderBy('createdAt', 'desc'), limit(CUSTOMER_WINDOW)),
  );
  const rows = snap.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      name: str(data.name),
      email: str(data.email),
      phone: str(data.phone),
      referralCode: strOrNull(data.referralCode),
    };
  });
  return { rows, truncated: rows.length === CUSTOMER_WINDOW };
}

export function useReferralCustomers() {
  return useQuery({ queryKey: referralKeys.customers(), queryFn: getReferralCustomers });
}
