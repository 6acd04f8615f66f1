/** The deployed CRM maintenance callable: `backfillCustomerNames` {}, admins only. */
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleBackfillCustomerNames } from './backfill-names';

export const backfillCustomerNames = callable(
  'backfillCustomerNames',
  () => handleBackfillCustomerNames({ db: getFirestore(), clock: systemClock }),
  { role: 'admin' },
);
