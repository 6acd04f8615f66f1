// What a customer does to a group, each one callable of the contract (docs/product.md#aso-ebi-groups): start one,
// join it (or add a member's measurements), and, as its organiser, remind the members who owe or close it.
import { useCallableMutation } from '../../../lib/data/callables';
import { groupKeys } from './keys';

export const useCreateGroup = () => useCallableMutation('createGroup', [groupKeys.all]);

export const useJoinGroup = () => useCallableMutation('joinGroup', (input) => [groupKeys.group(input.groupId)]);

export const useRemindGroupMembers = () => useCallableMutation('remindGroupMembers', []);

export const useCloseGroup = () =>
  useCallableMutation('closeGroup', (input) => [groupKeys.group(input.groupId), groupKeys.all]);
