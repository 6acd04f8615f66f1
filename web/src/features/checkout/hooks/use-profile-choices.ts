// Which measurement profile each MTO piece's measurements came from, and the new profiles to keep: the labels
// travel with the checkout so the order line keeps the profile's name and date (docs/product.md#measurement-profiles).
import { useState } from 'react';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { measurementsSchema } from '@aso/domain/catalogue/schemas/measurements';
import { saveNewProfile, useProfiles, type SavedProfile } from '../../../lib/measurement-profiles';
import { useSession } from '../../../lib/session';

interface Label {
  name: string;
  takenOn: string;
}

export function useProfileChoices() {
  const uid = useSession().user?.uid ?? null;
  const profiles = useProfiles(uid);
  const [picked, setPicked] = useState<Record<string, SavedProfile>>({});
  const [saveAs, setSaveAsState] = useState<Record<string, string>>({});
  return {
    list: profiles.data ?? [],
    picked: (productId: string) => picked[productId]?.id ?? '',
    saveAs: (productId: string) => saveAs[productId] ?? '',
    pick: (productId: string, profile: SavedProfile) => setPicked((p) => ({ ...p, [productId]: profile })),
    unpick: (productId: string) =>
      setPicked((p) => Object.fromEntries(Object.entries(p).filter(([id]) => id !== productId))),
    setSaveAs: (productId: string, name: string) => setSaveAsState((s) => ({ ...s, [productId]: name })),
    /** Keeps the sets to be saved as new profiles, then answers every piece's label. */
    async labelsFor(measurements: Readonly<Record<string, unknown>>): Promise<Record<string, Label>> {
      const labels: Record<string, Label> = {};
      for (const [productId, value] of Object.entries(measurements)) {
        const chosen = picked[productId];
        const name = (saveAs[productId] ?? '').trim();
        if (chosen) labels[productId] = { name: chosen.name, takenOn: chosen.takenOn };
        else if (name && uid) {
          const parsed = measurementsSchema.safeParse(value);
          if (!parsed.success) continue;
          // A profile that cannot be saved must not stop the payment: the order keeps its copy anyway.
          await saveNewProfile(uid, name, parsed.data).catch(() => undefined);
          labels[productId] = { name: name.slice(0, 60), takenOn: lagosDayKey(new Date()) };
        }
      }
      return labels;
    },
  };
}
