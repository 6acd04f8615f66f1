/** The deployed roles callable: `setUserRole` {uid, role}, admins only. */
import { getAuth, getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSetUserRole } from './set-user-role';

export const setUserRole = callable('setUserRole',
  (input, caller) => handleSetUserRole({ db: getFirestore(), auth: getAuth(), clock: systemClock }, caller, input),
  { role: 'admin' },
);
