// Save a product's bill of materials and labour per piece through `saveBillOfMaterials` (checked by the domain).
import { useCallableMutation } from '../../../lib/data/callables';
import { adminCatalogueKeys } from './keys';
import { queryKeys } from '../../../lib/data/query-keys';

export const useSaveBill = () =>
  useCallableMutation('saveBillOfMaterials', [adminCatalogueKeys.all, queryKeys.production]);
