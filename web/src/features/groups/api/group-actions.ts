// What a customer does to a group, each one callable of the contract (docs/product.md#aso-ebi-groups): start one,
// join it (or add a member's measurements), and, as its organiser, remind the members who owe or close it.
import type { CallableRequest, CallableResult } from '@aso/domain/contract';
import { callFunction } from '../../../lib/firebase';

export const createGroup = (input: CallableRequest<'createGroup'>): Promise<CallableResult<'createGroup'>> =>
  callFunction('createGroup', input);

export const joinGroup = (input: CallableRequest<'joinGroup'>): Promise<CallableResult<'joinGroup'>> =>
  callFunction('joinGroup', input);

export const remindGroupMembers = (groupId: string): Promise<CallableResult<'remindGroupMembers'>> =>
  callFunction('remindGroupMembers', { groupId });

export const closeGroup = (groupId: string): Promise<CallableResult<'closeGroup'>> =>
  callFunction('closeGroup', { groupId });
