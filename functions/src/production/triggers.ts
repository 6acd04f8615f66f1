/** Production callables (docs/product.md#production): staff only, input parsed by the domain schema. */
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleRecordProductionRun } from './record-run';
import { handleSaveBillOfMaterials } from './save-bill';

const live = () => ({ db: getFirestore(), clock: systemClock });
const staff = { role: 'staff' } as const;

export const recordProductionRun = callable(
  'recordProductionRun',
  (input, caller) => handleRecordProductionRun(live(), caller, input),
  staff,
);
export const saveBillOfMaterials = callable(
  'saveBillOfMaterials',
  (input, caller) => handleSaveBillOfMaterials(live(), caller, input),
  staff,
);
