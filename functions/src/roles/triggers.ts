/** The deployed roles callable: `setUserRole` {uid, role}, admins only. */
import { setUserRoleInput } from '@aso/domain';
import { getAuth, getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSetUserRole } from './set-user-role';

export const setUserRole = callable(
  setUserRoleInput,
  (input, caller) => handleSetUserRole({ db: getFirestore(), auth: getAuth(), clock: systemClock }, caller, input),
  { role: 'admin' },
);
