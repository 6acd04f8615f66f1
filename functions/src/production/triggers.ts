/** Production callables (docs/product.md#production): staff only, input parsed by the domain schema. */
import { staffCallable } from '../lib/callable';
import { handleRecordProductionRun } from './record-run';
import { handleSaveBillOfMaterials } from './save-bill';

export const recordProductionRun = staffCallable('recordProductionRun', handleRecordProductionRun);
export const saveBillOfMaterials = staffCallable('saveBillOfMaterials', handleSaveBillOfMaterials);
