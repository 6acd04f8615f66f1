// The shared scan log (events/{id}/scans, written by checkInGuest). Firestore Lite has no listeners, so every
// scanner polls — but only for what is new: the first read takes the latest 200, later polls ask for scans at
// or after the newest one already held (usually no documents at all) and merge them in. Other scanners'
// check-ins also update the guest list held here, without reading it again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Timestamp, collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { SCAN_LOG_LIMIT } from '@aso/domain/constants';
import { scanSchema, type Scan } from '@aso/domain/schemas/events';
import { getDb } from '../../../lib/firebase';
import { readDocuments } from '../../../lib/schema-reader';
import { markCheckedIn } from './guests';
import { eventKeys } from './keys';

export const SCAN_POLL_MS = 5_000;

/** A scan as the log shows it (who scanned is not shown). */
export type ScanEntry = Omit<Scan, 'authorId'> & { readonly id: string };

export async function getScans(eventId: string, since: Date | null): Promise<ScanEntry[]> {
  const scans = collection(getDb(), 'events', eventId, 'scans');
  const q = since
    ? query(
        scans,
        where('createdAt', '>=', Timestamp.fromDate(since)),
        orderBy('createdAt', 'desc'),
        limit(SCAN_LOG_LIMIT),
      )
    : query(scans, orderBy('createdAt', 'desc'), limit(SCAN_LOG_LIMIT));
  const snap = await getDocs(q);
  return readDocuments(scanSchema, snap.docs);
}

/** Newest first, each scan once, at most 200. */
export function mergeScans(fresh: readonly ScanEntry[], held: readonly ScanEntry[]): ScanEntry[] {
  const ids = new Set(held.map((s) => s.id));
  const added = fresh.filter((s) => !ids.has(s.id));
  return [...added, ...held]
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0))
    .slice(0, SCAN_LOG_LIMIT);
}

export function useScanLog(eventId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: eventKeys.scans(eventId),
    queryFn: async () => {
      const held = client.getQueryData<ScanEntry[]>(eventKeys.scans(eventId));
      const newest = held?.[0]?.createdAt ?? null;
      const fresh = await getScans(eventId, held ? newest : null);
      if (!held) return fresh;
      const ids = new Set(held.map((s) => s.id));
      for (const s of fresh) {
        if (!ids.has(s.id) && s.outcome === 'checked_in' && s.guestId && s.createdAt)
          markCheckedIn(client, eventId, s.guestId, s.createdAt);
      }
      return mergeScans(fresh, held);
    },
    refetchInterval: SCAN_POLL_MS,
    staleTime: 0,
  });
}
