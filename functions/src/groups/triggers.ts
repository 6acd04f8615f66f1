/** The deployed aso-ebi group callables (docs/product.md#aso-ebi-groups). */
import { callable } from '../lib/callable';
import { getFirestore } from '../lib/admin';
import { systemClock } from '../lib/clock';
import { handleCloseGroup } from './close-group';
import { handleCreateGroup } from './create-group';
import { handleJoinGroup } from './join-group';
import { handleRemindGroupMembers } from './remind-members';

const deps = () => ({ db: getFirestore(), clock: systemClock });

export const createGroup = callable('createGroup', (input, caller) => handleCreateGroup(deps(), caller, input));
export const joinGroup = callable('joinGroup', (input, caller) => handleJoinGroup(deps(), caller, input));
export const closeGroup = callable('closeGroup', (input, caller) => handleCloseGroup(deps(), caller, input));
export const remindGroupMembers = callable('remindGroupMembers', (input, caller) =>
  handleRemindGroupMembers(deps(), caller, input),
);
