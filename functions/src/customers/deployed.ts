/** The deployed CRM maintenance callables, admins only. */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleBackfillCustomerNames } from './backfill-names';
import { handleMigrateMeasurementProfiles } from './migrate-profiles';

/** `backfillCustomerNames` {}: customers get the names their orders carry. */
export const backfillCustomerNames = defineCallable('backfillCustomerNames', {
  who: 'admin',
  deps: liveDbClock,
  handler: handleBackfillCustomerNames,
});

/** `migrateMeasurementProfiles` {}: each customer's single saved set becomes their first profile. */
export const migrateMeasurementProfiles = defineCallable('migrateMeasurementProfiles', {
  who: 'admin',
  deps: liveDbClock,
  handler: handleMigrateMeasurementProfiles,
});
