// Save `settings/global` through the admin-only saveSettings callable (docs/product.md#settings): the draft's texts
// are trimmed (empty tax id and address line 2 → null) and every number checked as typed by the domain schema here,
// and again by the function, which writes the document whole with updatedAt/updatedBy. The shared settings query is
// updated at once, so this tab's storefront shows the change; other visitors pick it up on their next load.
import { useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsData } from '@aso/domain/settings/schemas/settings';
import { useCallableMutation } from '../../../lib/data/callables';
import { settingsQueryKey } from '../../../lib/settings';

export function useSaveSettings() {
  const client = useQueryClient();
  return useCallableMutation('saveSettings', [], {
    request: (input: { data: SettingsData; uid: string }) => input.data,
    answer: (saved, input): Settings => {
      const settings = { ...input.data, updatedAt: new Date(saved.updatedAt), updatedBy: input.uid };
      client.setQueryData(settingsQueryKey, settings);
      return settings;
    },
  });
}
