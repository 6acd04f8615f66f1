// An event's guest list, by name ('Failed to load guest list: {detail}'). Check-ins change it only through the
// checkInGuest callable; this cache is updated from each answer and from other scanners' scans (scans.ts), so the
// list is read once per visit rather than on every poll.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { guestSchema, type Guest } from '@aso/domain/schemas/events';
import { getDb } from '../../../lib/firebase';
import { readDocuments } from '../../../lib/schema-reader';
import { eventKeys } from './keys';

export type AdminGuest = Guest & { readonly id: string };

export async function getGuests(eventId: string): Promise<AdminGuest[]> {
  const snap = await getDocs(query(collection(getDb(), 'events', eventId, 'guests'), orderBy('name')));
  return readDocuments(guestSchema, snap.docs);
}

export function useGuests(eventId: string) {
  return useQuery({ queryKey: eventKeys.guests(eventId), queryFn: () => getGuests(eventId), staleTime: 5 * 60_000 });
}

/** Mark a guest checked in, in the cache only (the server already did it). */
export function markCheckedIn(client: QueryClient, eventId: string, guestId: string, at: Date): void {
  client.setQueryData<AdminGuest[]>(eventKeys.guests(eventId), (guests) =>
    guests?.map((g) => (g.id === guestId && !g.checkedIn ? { ...g, checkedIn: true, checkedInAt: at } : g)),
  );
}
