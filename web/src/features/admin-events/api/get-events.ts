// Events for the picker, newest date first ('Failed to load events: {detail}' empties the list).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase';
import { bool, date, str } from '../../../lib/firestore-data';
import { eventKeys } from './keys';

export interface AdminEvent {
  readonly id: string;
  readonly name: string;
  readonly venue: string;
  readonly date: Date | null;
  readonly active: boolean;
  readonly description: string;
}

export async function getEvents(): Promise<AdminEvent[]> {
  const snap = await getDocs(query(collection(getDb(), 'events'), orderBy('date', 'desc')));
  return snap.docs.map((d) => {
    const data = d.data();
    return {
      id: d.id,
      name: str(data.name),
      venue: str(data.venue),
      date: date(data.date),
      active: bool(data.active),
      description: str(data.description),
    };
  });
}

export function useEvents() {
  return useQuery({ queryKey: eventKeys.list(), queryFn: getEvents });
}
