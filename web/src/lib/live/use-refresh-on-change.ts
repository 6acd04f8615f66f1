// For screens whose figures come from one aggregated read (a callable, or ~55 documents): listeners on the few
// documents that change when those figures do, and the read runs again when any of them changes, at most every
// `atMostEveryMs`. Cheaper than a listener per figure, and the screen still never goes stale while it is open.
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';

export function useRefreshOnChange(
  watched: readonly (DocumentReference | Query)[],
  queryKey: QueryKey,
  atMostEveryMs: number,
): void {
  const client = useQueryClient();
  const last = useRef(0);
  useEffect(() => {
    let timer: number | undefined;
    const refresh = () => {
      if (timer !== undefined) return;
      const wait = Math.max(0, last.current + atMostEveryMs - Date.now());
      timer = window.setTimeout(() => {
        timer = undefined;
        last.current = Date.now();
        void client.invalidateQueries({ queryKey });
      }, wait);
    };
    const stops = watched.map((target) => {
      let first = true;
      // The first snapshot is what the screen already read; only later ones are changes.
      const onChange = () => {
        if (first) first = false;
        else refresh();
      };
      return target.type === 'document'
        ? onSnapshot(target, onChange, () => undefined)
        : onSnapshot(target, onChange, () => undefined);
    });
    return () => {
      stops.forEach((stop) => stop());
      window.clearTimeout(timer);
    };
    // queryKey is compared by value: a new array with the same key must not restart the listeners.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched, client, JSON.stringify(queryKey), atMostEveryMs]);
}
