// `settings/global`: everyone reads it; the shell, the WhatsApp link and checkout use it. A failed or missing
// read falls back to the built-in defaults (docs/product.md#settings), so no screen ever waits on it to render.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSettings, settingsOrDefaults } from '@aso/domain/settings/settings';
import type { Settings } from '@aso/domain/settings/schemas/settings';
import { takeEarlyDocument, takeServerDocument } from './first-page-results';
import { earlyKeys } from './first-page-queries';
import { loadFirestore } from './firebase';
import { date, record, type DocData } from './firestore-data';
import { dataPaths } from './data/collections';
import { queryKeys } from './data/query-keys';

export async function getSettings(): Promise<Settings> {
  try {
    // A server-drawn page carries it (src/ssr/server-page.ts); elsewhere, on a first visit, index.html has already
    // asked for it (first-page-queries.ts).
    const server = takeServerDocument(earlyKeys.settings);
    const pending = server === undefined ? takeEarlyDocument(earlyKeys.settings) : null;
    const early = server ?? (pending ? await pending : null);
    const data = early ? early.data : server === null ? null : await readSettings();
    if (!data) return defaultSettings();
    return settingsOrDefaults({ ...data, updatedAt: date(data.updatedAt) });
  } catch (error) {
    console.warn('Settings could not be read; using the defaults.', error);
    return defaultSettings();
  }
}

async function readSettings(): Promise<DocData | null> {
  const { doc, getDb, getDoc } = await loadFirestore();
  const snap = await getDoc(doc(getDb(), dataPaths.settings));
  return snap.exists() ? record(snap.data()) : null;
}

export const settingsQueryKey = queryKeys.settings;

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: getSettings,
  staleTime: 5 * 60_000,
});

/** Settings as stored, or the defaults while loading. */
export function useSettings(): Settings {
  const { data } = useQuery(settingsQueryOptions);
  return data ?? defaultSettings();
}
