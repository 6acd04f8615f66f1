/** The deployed roles callables: `setUserRole` {uid, role}, admins only; `getAccount` {uid}, staff. */
import { getAuth, getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleGetAccount } from './get-account';
import { handleSetUserRole } from './set-user-role';

export const setUserRole = callable(
  'setUserRole',
  (input, caller) => handleSetUserRole({ db: getFirestore(), auth: getAuth(), clock: systemClock }, caller, input),
  { role: 'admin' },
);

export const getAccount = callable('getAccount', (input) => handleGetAccount(getAuth(), input), { role: 'staff' });
