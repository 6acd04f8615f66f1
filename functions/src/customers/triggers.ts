/** The deployed CRM maintenance callable: `backfillCustomerNames` {}, admins only. */
import { callable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleBackfillCustomerNames } from './backfill-names';
import { handleMigrateMeasurementProfiles } from './migrate-profiles';

export const backfillCustomerNames = callable(
  'backfillCustomerNames',
  () => handleBackfillCustomerNames(liveDbClock()),
  { role: 'admin' },
);

/** `migrateMeasurementProfiles` {}, admins only: each customer's single saved set becomes their first profile. */
export const migrateMeasurementProfiles = callable(
  'migrateMeasurementProfiles',
  () => handleMigrateMeasurementProfiles(liveDbClock()),
  { role: 'admin' },
);
