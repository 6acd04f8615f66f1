// What checkout prefills from the customer's records: a phone (the customer record's — My Account keeps it in step —
// else the profile's, `profiles/{uid}.phone`) when it is one checkout accepts, and the delivery of the customer's last
// checkout (address, country, zone: a returning customer types nothing twice); anything unreadable is "none saved".
// Measurements are never prefilled: the customer picks a profile or types the set for whoever will wear the piece.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { HOME_COUNTRY, isCountryCode } from '@aso/domain/shipping/countries';
import { zoneServes } from '@aso/domain/shipping/zones';
import { SHIPPING_ZONES, isOneOf } from '@aso/domain/shared/vocab';
import { normaliseCustomerPhone } from '@aso/domain/marketing/whatsapp';
import { getDb } from '../../../lib/firestore';
import { dataPaths } from '../../../lib/data/collections';
import { queryKeys } from '../../../lib/data/query-keys';

export interface SavedDetails {
  /** International form ('+2348031234567'), or '' for none usable. */
  readonly phone: string;
  /** The last checkout's delivery, or empty fields (Nigeria) for a first order. */
  readonly delivery: { readonly address: string; readonly country: string; readonly zone: string };
}

const NO_DELIVERY = { address: '', country: HOME_COUNTRY, zone: '' } as const;

/** The newest order's delivery (My Orders' own query and index), when it still reads as one. */
async function lastDelivery(uid: string): Promise<SavedDetails['delivery']> {
  const snap = await getDocs(
    query(collection(getDb(), dataPaths.orders), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(1)),
  );
  const last = snap.docs[0]?.data();
  if (!last) return NO_DELIVERY;
  const country = isCountryCode(last.shippingCountry) ? last.shippingCountry : HOME_COUNTRY;
  const zone =
    isOneOf(SHIPPING_ZONES, last.shippingZone) && zoneServes(last.shippingZone, country) ? last.shippingZone : '';
  return { address: text(last.shippingAddress), country, zone };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function getSavedDetails(uid: string): Promise<SavedDetails> {
  const [customer, profile, delivery] = await Promise.all([
    getDoc(doc(getDb(), dataPaths.customers, uid)),
    getDoc(doc(getDb(), dataPaths.profiles, uid)).catch(() => null),
    lastDelivery(uid).catch((error: unknown) => {
      console.warn('Could not read the last delivery', error);
      return NO_DELIVERY;
    }),
  ]);
  const phones = [text(customer.data()?.phone), text(profile?.data()?.phone)].map(normaliseCustomerPhone);
  return { phone: phones.find((p): p is string => !!p) ?? '', delivery };
}

export const savedDetailsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.checkoutDetails(uid),
    queryFn: () => getSavedDetails(uid),
    staleTime: 60_000,
  });

export function useSavedDetails(uid: string | null) {
  return useQuery({ ...savedDetailsQueryOptions(uid ?? ''), enabled: uid !== null });
}
