// Measurement profiles (docs/product.md#measurement-profiles): a customer's named sets ("Me", "Mum", "Tolu") in
// customers/{uid}/measurementProfiles, written by the owner under the rules' checks. My Account lists, adds, edits
// and deletes them; checkout and the aso-ebi join page pick one or make a new one; an order or a group keeps its
// own copy.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, deleteDoc, doc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { measurementsSchema, type Measurements } from '@aso/domain/catalogue/schemas/measurements';
import { getDb } from './firestore';
import { formatDayKey } from './format';
import { str } from './firestore-data';
import { dataPaths } from './data/collections';
import { queryKeys } from './data/query-keys';

export interface SavedProfile {
  readonly id: string;
  readonly name: string;
  readonly takenOn: string;
  readonly measurements: Measurements;
}

export async function getProfiles(uid: string): Promise<SavedProfile[]> {
  const snap = await getDocs(collection(getDb(), dataPaths.measurementProfiles(uid)));
  return snap.docs
    .flatMap((d) => {
      const parsed = measurementsSchema.safeParse(d.get('measurements'));
      return parsed.success
        ? [{ id: d.id, name: str(d.get('name')), takenOn: str(d.get('takenOn')), measurements: parsed.data }]
        : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * How a profile is named in a picker: its name, so the chosen one shows whole in a phone's narrow select; the date
 * is added only to tell apart two profiles of one name ('Mum (taken 27 Nov 2026)'). The picker shows the chosen
 * profile's date beside it (profileTakenWords).
 */
export function profileLabel(profile: SavedProfile, all: readonly SavedProfile[]): string {
  const twin = all.some((p) => p.id !== profile.id && p.name.trim() === profile.name.trim());
  return twin ? `${profile.name} (taken ${formatDayKey(profile.takenOn)})` : profile.name;
}

/** 'Taken 27 Nov 2026': the picked profile's date, whole on any screen. */
export function profileTakenWords(profile: Pick<SavedProfile, 'takenOn'>): string {
  return `Taken ${formatDayKey(profile.takenOn)}`;
}

export function useProfiles(uid: string | null) {
  return useQuery({
    queryKey: queryKeys.measurementProfiles(uid ?? ''),
    queryFn: () => getProfiles(uid ?? ''),
    enabled: uid !== null,
  });
}

/** A new profile, dated today (Lagos) unless told the day it was taken; answers its id. */
export async function saveNewProfile(
  uid: string,
  name: string,
  measurements: Measurements,
  takenOn: string = lagosDayKey(new Date()),
): Promise<string> {
  const ref = doc(collection(getDb(), dataPaths.measurementProfiles(uid)));
  await setDoc(ref, {
    name: name.trim(),
    measurements,
    takenOn,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** Rename, re-date or re-measure a profile (My Account); orders keep the copy they were made with. */
export async function updateMeasurementProfile(
  uid: string,
  id: string,
  profile: { name: string; measurements: Measurements; takenOn: string },
): Promise<void> {
  await updateDoc(doc(getDb(), dataPaths.measurementProfiles(uid), id), {
    name: profile.name.trim(),
    measurements: profile.measurements,
    takenOn: profile.takenOn,
    updatedAt: serverTimestamp(),
  });
}

export async function deleteMeasurementProfile(uid: string, id: string): Promise<void> {
  await deleteDoc(doc(getDb(), dataPaths.measurementProfiles(uid), id));
}

export function useRefreshProfiles(uid: string | null) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.measurementProfiles(uid ?? '') });
}
