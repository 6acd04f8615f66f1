// One customer, fresh from Firestore, for the detail panel (the list may be a page old).
import { useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firestore';
import { customerFromSnapshot, type AdminCustomer } from './customer-data';
import { customerKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export async function getCustomer(id: string): Promise<AdminCustomer | null> {
  return customerFromSnapshot(await getDoc(doc(getDb(), dataPaths.customers, id)));
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerKeys.one(id), queryFn: () => getCustomer(id) });
}
