/** Raw-material callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { staffCallable } from '../lib/callable';
import {
  handleAdjustMaterial,
  handleCreateMaterial,
  handleReceiveMaterial,
  handleSetMaterialThreshold,
} from './materials';

export const createMaterial = staffCallable('createMaterial', handleCreateMaterial);
export const receiveMaterial = staffCallable('receiveMaterial', handleReceiveMaterial);
export const adjustMaterial = staffCallable('adjustMaterial', handleAdjustMaterial);
export const setMaterialThreshold = staffCallable('setMaterialThreshold', handleSetMaterialThreshold);
