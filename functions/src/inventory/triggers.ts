/** Raw-material callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { handlerCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import {
  handleAdjustMaterial,
  handleCreateMaterial,
  handleReceiveMaterial,
  handleSetMaterialThreshold,
} from './materials';

const staff = { role: 'staff' } as const;

export const createMaterial = handlerCallable('createMaterial', liveDbClock, handleCreateMaterial, staff);
export const receiveMaterial = handlerCallable('receiveMaterial', liveDbClock, handleReceiveMaterial, staff);
export const adjustMaterial = handlerCallable('adjustMaterial', liveDbClock, handleAdjustMaterial, staff);
export const setMaterialThreshold = handlerCallable(
  'setMaterialThreshold',
  liveDbClock,
  handleSetMaterialThreshold,
  staff,
);
