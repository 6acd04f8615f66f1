/** Production callables (docs/product.md#production): staff only, input parsed by the domain schema. */
import { handlerCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleRecordProductionRun } from './record-run';
import { handleSaveBillOfMaterials } from './save-bill';

const staff = { role: 'staff' } as const;

export const recordProductionRun = handlerCallable(
  'recordProductionRun',
  liveDbClock,
  handleRecordProductionRun,
  staff,
);
export const saveBillOfMaterials = handlerCallable(
  'saveBillOfMaterials',
  liveDbClock,
  handleSaveBillOfMaterials,
  staff,
);
