/** The deployed roles callables: `setUserRole` {uid, role}, admins only; `getAccount` {uid}, staff. */
import { getAccountInput, setUserRoleInput } from '@aso/domain';
import { getAuth, getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleGetAccount } from './get-account';
import { handleSetUserRole } from './set-user-role';

export const setUserRole = callable(
  setUserRoleInput,
  (input, caller) => handleSetUserRole({ db: getFirestore(), auth: getAuth(), clock: systemClock }, caller, input),
  { role: 'admin' },
);

export const getAccount = callable(getAccountInput, (input) => handleGetAccount(getAuth(), input), { role: 'staff' });
