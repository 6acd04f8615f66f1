// Whether the live screens have lost their stream to Firestore. One small listener (the shop's public settings,
// which every screen may read) with metadata changes: the SDK marks its snapshots `fromCache` when it goes offline
// and clears the mark once the stream is back, so the layout can say "Reconnecting…" and stop saying it unaided.
import { useEffect, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { dataPaths } from '../data/collections';

export function useReconnecting(): boolean {
  const db = useFirestore();
  const [reconnecting, setReconnecting] = useState(false);
  useEffect(
    () =>
      onSnapshot(
        doc(db, dataPaths.settings),
        { includeMetadataChanges: true },
        (snap) => setReconnecting(snap.metadata.fromCache),
        () => setReconnecting(false),
      ),
    [db],
  );
  return reconnecting;
}
