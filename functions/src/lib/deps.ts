/**
 * What a handler needs from the world, passed in (docs/architecture.md#style-functions): the trigger builds
 * `liveDeps()`, tests build their own (the test Firestore, a fixed clock, the Paystack double). Nothing here is created
 * at import time.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { getFirestore } from './admin';
import { secureRandom, systemClock, type Clock, type Random } from './clock';
import { paystackConfig } from './config';
import { createPaystackClient, type PaystackClient } from './paystack';

export interface Deps {
  readonly db: Firestore;
  readonly clock: Clock;
  /** [0, 1), for references and ids that must not be guessable. */
  readonly random: Random;
  readonly paystack: PaystackClient;
}

/** The production dependencies; call inside a handler (the Paystack secret is only readable at run time). */
export function liveDeps(): Deps {
  return {
    db: getFirestore(),
    clock: systemClock,
    random: secureRandom,
    paystack: createPaystackClient(paystackConfig()),
  };
}

/** What handlers that never call Paystack need (referrals, events, staff tools): Firestore, the clock, randomness. */
export type StaffDeps = Omit<Deps, 'paystack'>;

/** The production StaffDeps; no Paystack secret is read. */
export function liveStaffDeps(): StaffDeps {
  return { db: getFirestore(), clock: systemClock, random: secureRandom };
}

/** What handlers that need only Firestore and the clock take (staff tools, groups, check-in). */
export type DbClockDeps = Pick<Deps, 'db' | 'clock'>;

/** The production DbClockDeps. */
export function liveDbClock(): DbClockDeps {
  return { db: getFirestore(), clock: systemClock };
}
