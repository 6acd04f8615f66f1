/** Raw-material callables (STYLE §6): staff only, input parsed by the domain schema. */
import { adjustMaterialInput, createMaterialInput, receiveMaterialInput, setMaterialThresholdInput } from '@aso/domain';
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleAdjustMaterial, handleCreateMaterial, handleReceiveMaterial, handleSetMaterialThreshold } from './materials';

const live = () => ({ db: getFirestore(), clock: systemClock });
const staff = { role: 'staff' } as const;

export const createMaterial = callable(createMaterialInput, (input, caller) => handleCreateMaterial(live(), caller, input), staff);
export const receiveMaterial = callable(receiveMaterialInput, (input, caller) => handleReceiveMaterial(live(), caller, input), staff);
export const adjustMaterial = callable(adjustMaterialInput, (input, caller) => handleAdjustMaterial(live(), caller, input), staff);
export const setMaterialThreshold = callable(setMaterialThresholdInput, (input, caller) => handleSetMaterialThreshold(live(), caller, input), staff);
