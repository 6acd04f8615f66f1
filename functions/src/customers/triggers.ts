/** The deployed CRM maintenance callable: `backfillCustomerNames` {}, admins only. */
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleBackfillCustomerNames } from './backfill-names';
import { handleMigrateMeasurementProfiles } from './migrate-profiles';

export const backfillCustomerNames = callable(
  'backfillCustomerNames',
  () => handleBackfillCustomerNames({ db: getFirestore(), clock: systemClock }),
  { role: 'admin' },
);

/** `migrateMeasurementProfiles` {}, admins only: each customer's single saved set becomes their first profile. */
export const migrateMeasurementProfiles = callable(
  'migrateMeasurementProfiles',
  () => handleMigrateMeasurementProfiles({ db: getFirestore(), clock: systemClock }),
  { role: 'admin' },
);
