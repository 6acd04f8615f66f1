/**
 * recordReferralVisit {code} (anyone, signed in or not): the storefront reports a visit that arrived through a
 * `?ref=CODE` link, once per code per browser session. Counted in one document per code per Lagos day
 * (`referralVisits/{CODE}_{day}`, an atomic increment), only for codes that exist, and at most
 * REFERRAL_VISITS_PER_ADDRESS_PER_DAY per client address per day, so the writes stay bounded. It answers nothing
 * about the code's owner.
 */
import { createHash } from 'node:crypto';
import { REFERRAL_VISITS_PER_ADDRESS_PER_DAY, referralVisitsId, type CheckReferralCodeInput } from '@aso/domain';
import { addDays, lagosDayKey } from '@aso/domain/lagosTime';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { RecordReferralVisitResult } from '@aso/domain/contract';
import { rateLimitDoc, referralCodeDoc, referralVisitsDoc } from '../lib/collections';
import type { PublicCaller } from '../lib/callable';
import type { Clock } from '../lib/clock';

export interface RecordReferralVisitDeps {
  readonly db: Firestore;
  readonly clock: Clock;
}

const hashed = (value: string): string => createHash('sha256').update(`ip:${value}`).digest('hex').slice(0, 40);

export async function handleRecordReferralVisit(
  deps: RecordReferralVisitDeps,
  caller: PublicCaller,
  input: CheckReferralCodeInput,
): Promise<RecordReferralVisitResult> {
  const { db } = deps;
  if (!(await referralCodeDoc(db, input.code).get()).exists) return { counted: false };
  const now = deps.clock();
  const day = lagosDayKey(now);
  // `rateLimits/{id}`: functions only; the address itself is never stored. expiresAt is for a TTL policy.
  const limitRef = rateLimitDoc(db, `refvisit-${hashed(caller.ip)}-${day}`);
  await limitRef.set(
    { count: FieldValue.increment(1), expiresAt: new Date(`${addDays(day, 2)}T00:00:00Z`) },
    { merge: true },
  );
  const count = ((await limitRef.get()).get('count') as number | undefined) ?? Number.POSITIVE_INFINITY;
  if (count > REFERRAL_VISITS_PER_ADDRESS_PER_DAY) return { counted: false };
  await referralVisitsDoc(db, referralVisitsId(input.code, day)).set(
    { code: input.code, day, visits: FieldValue.increment(1) },
    { merge: true },
  );
  return { counted: true };
}
