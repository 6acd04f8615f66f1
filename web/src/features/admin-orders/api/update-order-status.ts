// Status change with an optional note through `updateOrderStatus`: the order, its timeline event, the day's stats
// and reserved stock change in one transaction on the server.
import { useCallableMutation } from '../../../lib/data/callables';
import { adminOrderKeys } from './keys';

export const useUpdateOrderStatus = () => useCallableMutation('updateOrderStatus', [adminOrderKeys.all]);
