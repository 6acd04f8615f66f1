// The line editor's material picker: up to 200 materials by name (docs/product.md#purchase-orders).
import { useQuery } from '@tanstack/react-query';
import { getMaterialsByName, type MaterialRow } from '../../../lib/materials';
import { poKeys } from './keys';

export type MaterialOption = MaterialRow;

export function useMaterialOptions() {
  return useQuery({ queryKey: poKeys.materials(), queryFn: getMaterialsByName, staleTime: 0 });
}
