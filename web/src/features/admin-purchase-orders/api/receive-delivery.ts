// A delivery on a purchase order through `receivePurchaseOrder` (docs/product.md#purchase-orders): each line as it
// arrived, at its delivered cost. The receipt id chosen when the form opened makes a double click one delivery; the
// deliveries the form saw make a second tab's copy a refusal. Material stock, costs and ledgers change with it.
import { useCallableMutation } from '../../../lib/data/callables';
import { poKeys } from './keys';
import { queryKeys } from '../../../lib/data/query-keys';

export const useReceiveDelivery = () =>
  useCallableMutation('receivePurchaseOrder', [poKeys.all, queryKeys.inventory, queryKeys.productionMaterials()]);
