/** The deployed roles callables: `setUserRole` {uid, role}, admins only; `getAccount` {uid}, staff. */
import { getAuth, getFirestore } from '../lib/admin';
import { defineCallable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleGetAccount } from './get-account';
import { handleSetUserRole } from './set-user-role';

export const setUserRole = defineCallable('setUserRole', {
  who: 'admin',
  deps: () => ({ db: getFirestore(), auth: getAuth(), clock: systemClock }),
  handler: handleSetUserRole,
});

export const getAccount = defineCallable('getAccount', {
  who: 'staff',
  deps: getAuth,
  handler: (auth, _caller, input) => handleGetAccount(auth, input),
});
