// Status change with an optional note through `updateOrderStatus`: the order, its timeline event, the day's stats
// and reserved stock change in one transaction on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@aso/domain/vocab';
import { callFunction } from '../../../lib/firebase';
import { adminOrderKeys } from './keys';

export interface UpdateStatusPayload {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly note: string;
}

export interface UpdateStatusResult {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly previousStatus: OrderStatus;
  readonly eventId: string | null;
  readonly stockUnits: number;
}

export const updateOrderStatus = (payload: UpdateStatusPayload) => callFunction<UpdateStatusPayload, UpdateStatusResult>('updateOrderStatus', payload);

export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
