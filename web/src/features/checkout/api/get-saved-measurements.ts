// The customer's saved MTO measurements (`customers/{uid}.measurements`, written back by settlement) to prefill
// the checkout's measurement fields. Anything unreadable is treated as "none saved".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { measurementsSchema, type Measurements } from '@aso/domain/schemas/measurements';
import { getDb } from '../../../lib/firebase';

export async function getSavedMeasurements(uid: string): Promise<Measurements | null> {
  const snap = await getDoc(doc(getDb(), 'customers', uid));
  const parsed = measurementsSchema.nullable().safeParse(snap.data()?.measurements ?? null);
  return parsed.success ? parsed.data : null;
}

export const savedMeasurementsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['customers', uid, 'measurements'] as const,
    queryFn: () => getSavedMeasurements(uid),
    staleTime: 60_000,
  });

export function useSavedMeasurements(uid: string | null) {
  return useQuery({ ...savedMeasurementsQueryOptions(uid ?? ''), enabled: uid !== null });
}
