/**
 * migrateMeasurementProfiles (admin, one-off and safe to repeat): before profiles, a customer had one saved set of
 * measurements on `customers/{uid}.measurements`. Each such set becomes that customer's first profile, "Me"
 * (`customers/{uid}/measurementProfiles/me`), dated the day the record last changed. A profile already there is
 * never overwritten, so a second run changes nothing.
 */
import { FIRST_PROFILE_ID, FIRST_PROFILE_NAME, type Customer, lagosDayKey, type MeasurementProfile } from '@aso/domain';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Clock } from '../lib/clock';
import { customersCol, getAllTyped, measurementProfileDoc } from '../lib/collections';

export interface MigrateDeps {
  readonly db: Firestore;
  readonly clock: Clock;
}

const PAGE = 300;

export async function handleMigrateMeasurementProfiles(deps: MigrateDeps): Promise<{
  migrated: number;
  skipped: number;
}> {
  const { db } = deps;
  let migrated = 0;
  let skipped = 0;
  let last: QueryDocumentSnapshot<Customer> | undefined;
  for (;;) {
    let query = customersCol(db).where('measurements', '!=', null).orderBy('measurements').limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1];
    const refs = page.docs.map((d) => measurementProfileDoc(db, d.id, FIRST_PROFILE_ID));
    const existing = await getAllTyped(db, refs);
    const batch = db.batch();
    let writes = 0;
    page.docs.forEach((snap, i) => {
      const customer = snap.data();
      if (!customer.measurements) return;
      if (existing[i]!.exists) {
        skipped += 1;
        return;
      }
      const now = deps.clock();
      const profile: MeasurementProfile = {
        name: FIRST_PROFILE_NAME,
        measurements: customer.measurements,
        takenOn: lagosDayKey(customer.updatedAt ?? customer.lastOrderAt ?? customer.createdAt),
        createdAt: now,
        updatedAt: now,
      };
      // create(): a profile the customer made meanwhile wins (the batch fails and the next run skips it).
      batch.create(refs[i]!, profile);
      writes += 1;
    });
    if (writes > 0) await batch.commit();
    migrated += writes;
    if (page.size < PAGE) break;
  }
  return { migrated, skipped };
}
