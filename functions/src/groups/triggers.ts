/** The deployed aso-ebi group callables (docs/product.md#aso-ebi-groups). */
import { handlerCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleCloseGroup } from './close-group';
import { handleCreateGroup } from './create-group';
import { handleJoinGroup } from './join-group';
import { handleRemindGroupMembers } from './remind-members';

export const createGroup = handlerCallable('createGroup', liveDbClock, handleCreateGroup);
export const joinGroup = handlerCallable('joinGroup', liveDbClock, handleJoinGroup);
export const closeGroup = handlerCallable('closeGroup', liveDbClock, handleCloseGroup);
export const remindGroupMembers = handlerCallable('remindGroupMembers', liveDbClock, handleRemindGroupMembers);
