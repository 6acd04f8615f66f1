// Up to 20 recent redemptions of a saved code: the orders that carried it, newest first.
import { useQuery } from '@tanstack/react-query';
import { RECENT_REDEMPTIONS } from '@aso/domain/shared/constants';
import { orderSchema } from '@aso/domain/checkout/schemas/order';
import type { PaymentStatus } from '@aso/domain/shared/vocab';
import { readNewestWhere } from '../../../components/admin-shell';
import { referralKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

export interface Redemption {
  readonly orderId: string;
  readonly total: number;
  readonly discount: number;
  readonly paymentStatus: PaymentStatus;
  readonly createdAt: Date;
}

export async function getRedemptions(code: string): Promise<Redemption[]> {
  const orders = await readNewestWhere(
    orderSchema,
    dataPaths.orders,
    { field: 'referralCode', value: code },
    RECENT_REDEMPTIONS,
  );
  return orders.map((o) => ({
    orderId: o.id,
    total: o.total,
    discount: o.discount,
    paymentStatus: o.paymentStatus,
    createdAt: o.createdAt,
  }));
}

export function useRedemptions(code: string | null) {
  return useQuery({
    queryKey: referralKeys.redemptions(code ?? ''),
    queryFn: () => getRedemptions(code ?? ''),
    enabled: !!code,
  });
}
