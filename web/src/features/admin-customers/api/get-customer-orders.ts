// The customer's latest orders for the detail panel (orders are written only by functions; staff read them).
import { useQuery } from '@tanstack/react-query';
import { orderSchema, type Order } from '@aso/domain/checkout/schemas/order';
import { readNewestWhere } from '../../../components/admin-shell';
import { customerKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export const ORDERS_SHOWN = 10;

/** An order as the domain's order schema reads it. */
export type CustomerOrder = Order & { readonly id: string };

export function getCustomerOrders(customerId: string): Promise<CustomerOrder[]> {
  return readNewestWhere(orderSchema, dataPaths.orders, { field: 'customerId', value: customerId }, ORDERS_SHOWN);
}

export function useCustomerOrders(customerId: string) {
  return useQuery({ queryKey: customerKeys.orders(customerId), queryFn: () => getCustomerOrders(customerId) });
}
