/** What the referral and event handlers need: Firestore, the clock and a random source (no Paystack). */
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from '../lib/admin';
import { secureRandom, systemClock, type Clock, type Random } from '../lib/clock';

export interface StaffDeps {
  readonly db: Firestore;
  readonly clock: Clock;
  readonly random: Random;
}

export function liveStaffDeps(): StaffDeps {
  return { db: getFirestore(), clock: systemClock, random: secureRandom };
}
