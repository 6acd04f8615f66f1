// Save `settings/global` through the admin-only saveSettings callable (docs/product.md#settings): the draft's texts
// are trimmed (empty tax id and address line 2 → null) and every number checked as typed by the domain schema here,
// and again by the function, which writes the document whole with updatedAt/updatedBy. The shared settings query is
// updated at once, so this tab's storefront shows the change; other visitors pick it up on their next load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsData } from '@aso/domain/settings/schemas/settings';
import { callFunction } from '../../../lib/firebase';
import { settingsQueryKey } from '../../../lib/settings';

export async function saveSettings(input: { data: SettingsData; uid: string }): Promise<Settings> {
  const saved = await callFunction('saveSettings', input.data);
  return { ...input.data, updatedAt: new Date(saved.updatedAt), updatedBy: input.uid };
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => client.setQueryData(settingsQueryKey, saved),
  });
}
