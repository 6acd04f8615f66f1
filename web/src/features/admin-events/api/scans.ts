// The shared scan log (events/{id}/scans, written by checkInGuest), live: the latest 200, newest first, through one
// listener, so two scanners see each other's scans as they happen.
import { useMemo } from 'react';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { SCAN_LOG_LIMIT } from '@aso/domain/shared/constants';
import { scanSchema } from '@aso/domain/events/schemas/events';
import { useLiveDocuments } from '../../../lib/live/use-live';
import { dataPaths } from '../../../lib/data/collections';

export function useScanLog(eventId: string) {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, dataPaths.eventScans(eventId)), orderBy('createdAt', 'desc'), limit(SCAN_LOG_LIMIT)),
    [db, eventId],
  );
  return useLiveDocuments(scanSchema, q);
}
