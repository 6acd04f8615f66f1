/** The deployed aso-ebi group callables, for signed-in customers (docs/product.md#aso-ebi-groups). */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleCloseGroup } from './close-group';
import { handleCreateGroup } from './create-group';
import { handleJoinGroup } from './join-group';
import { handleRemindGroupMembers } from './remind-members';

export const createGroup = defineCallable('createGroup', {
  who: 'signed-in',
  deps: liveDbClock,
  handler: handleCreateGroup,
});
export const joinGroup = defineCallable('joinGroup', { who: 'signed-in', deps: liveDbClock, handler: handleJoinGroup });
export const closeGroup = defineCallable('closeGroup', {
  who: 'signed-in',
  deps: liveDbClock,
  handler: handleCloseGroup,
});
export const remindGroupMembers = defineCallable('remindGroupMembers', {
  who: 'signed-in',
  deps: liveDbClock,
  handler: handleRemindGroupMembers,
});
