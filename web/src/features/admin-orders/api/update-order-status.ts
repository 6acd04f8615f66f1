// Status change with an optional note through `updateOrderStatus`: the order, its timeline event, the day's stats
// and reserved stock change in one transaction on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';
import { adminOrderKeys } from './keys';
import type { CallableRequest, CallableResult } from '@aso/domain/contract';

export type UpdateStatusPayload = CallableRequest<'updateOrderStatus'>;

export type UpdateStatusResult = CallableResult<'updateOrderStatus'>;

export const updateOrderStatus = (payload: UpdateStatusPayload) => callFunction('updateOrderStatus', payload);

export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
