/** Production callables (docs/product.md#production): staff only, input parsed by the domain schema. */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleRecordProductionRun } from './record-run';
import { handleSaveBillOfMaterials } from './save-bill';
import { handleDraftShortfallPurchaseOrder } from './shortfall-po';

export const recordProductionRun = defineCallable('recordProductionRun', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleRecordProductionRun,
});
export const saveBillOfMaterials = defineCallable('saveBillOfMaterials', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSaveBillOfMaterials,
});

export const draftShortfallPurchaseOrder = defineCallable('draftShortfallPurchaseOrder', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleDraftShortfallPurchaseOrder,
});
