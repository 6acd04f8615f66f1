// New Material, Receive Stock and Adjust through their callables: each changes the material and its ledger entry in
// one transaction on the server.
import { useCallableMutation } from '../../../components/admin-shell';
import { inventoryKeys } from './keys';

const staleInventory = () => [inventoryKeys.all];

export const useCreateMaterial = () => useCallableMutation('createMaterial', staleInventory);
export const useReceiveMaterial = () => useCallableMutation('receiveMaterial', staleInventory);
export const useAdjustMaterial = () => useCallableMutation('adjustMaterial', staleInventory);
