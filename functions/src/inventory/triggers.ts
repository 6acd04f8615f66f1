/** Raw-material callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import {
  handleAdjustMaterial,
  handleCreateMaterial,
  handleReceiveMaterial,
  handleSetMaterialThreshold,
} from './materials';

const live = () => ({ db: getFirestore(), clock: systemClock });
const staff = { role: 'staff' } as const;

export const createMaterial = callable(
  'createMaterial',
  (input, caller) => handleCreateMaterial(live(), caller, input),
  staff,
);
export const receiveMaterial = callable(
  'receiveMaterial',
  (input, caller) => handleReceiveMaterial(live(), caller, input),
  staff,
);
export const adjustMaterial = callable(
  'adjustMaterial',
  (input, caller) => handleAdjustMaterial(live(), caller, input),
  staff,
);
export const setMaterialThreshold = callable(
  'setMaterialThreshold',
  (input, caller) => handleSetMaterialThreshold(live(), caller, input),
  staff,
);
