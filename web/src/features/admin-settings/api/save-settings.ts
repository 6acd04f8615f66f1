// Save `settings/global` (admins only; the rules check every key): the draft's texts are trimmed (empty tax id and
// address line 2 → null) and every number checked as typed by the domain schema (docs/product.md#settings), then
// written whole with updatedAt/updatedBy. The shared settings query is updated at once, so this tab's
// storefront shows the change; other visitors pick it up on their next load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { SETTINGS_DOC_ID } from '@aso/domain/settings/settings';
import type { Settings, SettingsData } from '@aso/domain/settings/schemas/settings';
import { getDb } from '../../../lib/firestore';
import { settingsQueryKey } from '../../../lib/settings';

export async function saveSettings(input: { data: SettingsData; uid: string }): Promise<Settings> {
  await setDoc(doc(getDb(), 'settings', SETTINGS_DOC_ID), {
    ...input.data,
    updatedAt: serverTimestamp(),
    updatedBy: input.uid,
  });
  return { ...input.data, updatedAt: new Date(), updatedBy: input.uid };
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => client.setQueryData(settingsQueryKey, saved),
  });
}
