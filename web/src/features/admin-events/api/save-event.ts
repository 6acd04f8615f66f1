// Staff create and edit events: direct Firestore Lite writes of exactly the fields the rules accept
// ({name, venue, date, active, description}), validated with the domain's eventInput first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, doc, setDoc } from 'firebase/firestore/lite';
import type { EventInput } from '@aso/domain/events/schemas/events';
import { getDb } from '../../../lib/firestore';
import { eventKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export async function saveEvent(input: EventInput): Promise<string> {
  const db = getDb();
  const data = {
    name: input.name,
    venue: input.venue,
    date: input.date,
    active: input.active,
    description: input.description,
  };
  if (input.id) {
    await setDoc(doc(db, dataPaths.events, input.id), data);
    return input.id;
  }
  return (await addDoc(collection(db, dataPaths.events), data)).id;
}

export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.list() }),
  });
}
