// Events for the picker, newest date first ('Failed to load events: {detail}' empties the list).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { eventSchema, type ShopEvent } from '@aso/domain/events/schemas/events';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { eventKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export type AdminEvent = ShopEvent & { readonly id: string };

export async function getEvents(): Promise<AdminEvent[]> {
  const snap = await getDocs(query(collection(getDb(), dataPaths.events), orderBy('date', 'desc')));
  return readDocuments(eventSchema, snap.docs);
}

export function useEvents() {
  return useQuery({ queryKey: eventKeys.list(), queryFn: getEvents });
}
