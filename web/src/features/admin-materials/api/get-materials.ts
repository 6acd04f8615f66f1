// Raw materials with their stock (docs/product.md#inventory): up to 200 by name; filters run on the client.
import { useQuery } from '@tanstack/react-query';
import { getMaterialsByName } from '../../../lib/materials';
import { inventoryKeys } from './keys';

export type { MaterialRow } from '../../../lib/materials';

export function useMaterials() {
  return useQuery({ queryKey: inventoryKeys.materials(), queryFn: getMaterialsByName });
}
