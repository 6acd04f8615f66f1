// Visits through `?ref=` links over the last 30 days, per code (referralVisits: one counter per code per day).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { addDays, lagosDayKey } from '@aso/domain/shared/lagos-time';
import { visitsByCode } from '@aso/domain/referrals/referrals';
import { referralVisitsSchema } from '@aso/domain/referrals/schemas/referrals';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { referralKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export const LINK_VISIT_DAYS = 30;

export async function getLinkVisits(now = new Date()): Promise<{ code: string; visits: number }[]> {
  const since = addDays(lagosDayKey(now), -(LINK_VISIT_DAYS - 1));
  const snap = await getDocs(query(collection(getDb(), dataPaths.referralVisits), where('day', '>=', since)));
  return visitsByCode(readDocuments(referralVisitsSchema, snap.docs));
}

export function useLinkVisits() {
  return useQuery({ queryKey: referralKeys.visits(), queryFn: () => getLinkVisits() });
}
