// Save a product's bill of materials and labour per piece through `saveBillOfMaterials` (checked by the domain).
import { useCallableMutation } from '../../../components/admin-shell';
import { productionKeys } from '../../../lib/production';
import { adminCatalogueKeys } from './keys';

export const useSaveBill = () =>
  useCallableMutation('saveBillOfMaterials', () => [adminCatalogueKeys.all, productionKeys.all]);
