// Set Threshold through the `setMaterialThreshold` callable: the reorder level changes (stock does not move, so no ledger entry).
import { useCallableMutation } from '../../../lib/data/callables';
import { inventoryKeys } from './keys';

export const useSetMaterialThreshold = () => useCallableMutation('setMaterialThreshold', [inventoryKeys.all]);
