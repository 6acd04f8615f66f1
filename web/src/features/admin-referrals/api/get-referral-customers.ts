// The customers list of the Referrals screen: the newest CUSTOMER_WINDOW customers in one read, searched in
// memory over code, name, email and phone as staff type (see admin-customers/api/get-customers.ts for why a
// bounded window rather than a search index). The screen says when the window was full.
import { useQuery } from '@tanstack/react-query';
import { collection, orderBy, query } from 'firebase/firestore/lite';
import { customerSchema, type Customer } from '@aso/domain/customers/schemas/customer';
import { getDb } from '../../../lib/firestore';
import { readWindow, type Window } from '../../../lib/paged-reads';
import { referralKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export const CUSTOMER_WINDOW = 500;

export type ReferralCustomer = Customer & { readonly id: string };

export function getReferralCustomers(): Promise<Window<ReferralCustomer>> {
  return readWindow(
    customerSchema,
    query(collection(getDb(), dataPaths.customers), orderBy('createdAt', 'desc')),
    CUSTOMER_WINDOW,
  );
}

export function useReferralCustomers() {
  return useQuery({ queryKey: referralKeys.customers(), queryFn: getReferralCustomers });
}
