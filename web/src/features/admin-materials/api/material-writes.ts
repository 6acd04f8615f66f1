// New Material, Receive Stock and Adjust through their callables: each changes the material and its ledger entry in
// one transaction on the server.
import { useCallableMutation } from '../../../lib/data/callables';
import { inventoryKeys } from './keys';
import { queryKeys } from '../../../lib/data/query-keys';

// The materials' stock and average cost feed "What can be made" and the bills' piece costs too.
const staleInventory = [inventoryKeys.all, queryKeys.productionMaterials()];

export const useCreateMaterial = () => useCallableMutation('createMaterial', staleInventory);
export const useReceiveMaterial = () => useCallableMutation('receiveMaterial', staleInventory);
export const useAdjustMaterial = () => useCallableMutation('adjustMaterial', staleInventory);
