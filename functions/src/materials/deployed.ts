/** Raw-material callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import {
  handleAdjustMaterial,
  handleCreateMaterial,
  handleReceiveMaterial,
  handleSetMaterialThreshold,
} from '../materials/materials';

export const createMaterial = defineCallable('createMaterial', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleCreateMaterial,
});
export const receiveMaterial = defineCallable('receiveMaterial', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleReceiveMaterial,
});
export const adjustMaterial = defineCallable('adjustMaterial', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleAdjustMaterial,
});
export const setMaterialThreshold = defineCallable('setMaterialThreshold', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSetMaterialThreshold,
});
