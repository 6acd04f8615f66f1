/** The deployed CRM maintenance callable: `backfillCustomerNames` {}, admins only. */
import * as z from 'zod';
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleBackfillCustomerNames } from './backfill-names';

export const backfillCustomerNames = callable(z.strictObject({}), () => handleBackfillCustomerNames({ db: getFirestore(), clock: systemClock }), { role: 'admin' });
