/** The deployed CRM callables: tags (staff), and the maintenance callables (admins only). */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleBackfillCustomerNames } from './backfill-names';
import { handleMigrateMeasurementProfiles } from './migrate-profiles';
import { handleBackfillCustomerTagKeys, handleChangeCustomerTags } from './tags';

/** `changeCustomerTags` {customerId, add | remove}: tags and the keys the tag filter asks for, together. */
export const changeCustomerTags = defineCallable('changeCustomerTags', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleChangeCustomerTags,
});

/** `backfillCustomerTagKeys` {}: customers tagged before tag keys existed get theirs. */
export const backfillCustomerTagKeys = defineCallable('backfillCustomerTagKeys', {
  who: 'admin',
  deps: liveDbClock,
  handler: handleBackfillCustomerTagKeys,
});

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
