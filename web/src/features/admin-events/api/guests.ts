// An event's guest list, by name ('Failed to load guest list: {detail}'), live: check-ins change it only through the
// checkInGuest callable, and every scanner's list shows each check-in as it lands (no polling, no re-reading).
import { useMemo } from 'react';
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { guestSchema, type Guest } from '@aso/domain/events/schemas/events';
import { useLiveDocuments } from '../../../lib/live/use-live';
import { dataPaths } from '../../../lib/data/collections';

export type AdminGuest = Guest & { readonly id: string };

export function useGuests(eventId: string) {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, dataPaths.eventGuests(eventId)), orderBy('name')), [db, eventId]);
  return useLiveDocuments(guestSchema, q);
}
