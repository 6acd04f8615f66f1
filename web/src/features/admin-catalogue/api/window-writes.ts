// Pre-order windows are written through callables (docs/product.md#pre-order-windows): make or change one, switch it
// on or off, put a piece on one. Each refreshes the back office's windows and products, and the storefront's windows
// and products, so the shop follows at once.
import { useCallableMutation } from '../../../lib/data/callables';
import { adminCatalogueKeys } from './keys';
import { queryKeys } from '../../../lib/data/query-keys';

const stale = [adminCatalogueKeys.all, queryKeys.preorderWindows, queryKeys.products] as const;

export const useSaveWindow = () => useCallableMutation('savePreorderWindow', stale);
export const useSetWindowActive = () => useCallableMutation('setPreorderWindowActive', stale);
export const useSetPieceWindow = () => useCallableMutation('setPieceWindow', stale);
