// Up to 20 recent redemptions of a saved code: the orders that carried it, newest first.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { RECENT_REDEMPTIONS } from '@aso/domain/constants';
import { orderSchema } from '@aso/domain/schemas/order';
import type { PaymentStatus } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { readDocuments } from '../../../lib/schema-reader';
import { referralKeys } from './keys';

export interface Redemption {
  readonly orderId: string;
  readonly total: number;
  readonly discount: number;
  readonly paymentStatus: PaymentStatus;
  readonly createdAt: Date;
}

export async function getRedemptions(code: string): Promise<Redemption[]> {
  const snap = await getDocs(
    query(
      collection(getDb(), 'orders'),
      where('referralCode', '==', code),
      orderBy('createdAt', 'desc'),
      limit(RECENT_REDEMPTIONS),
    ),
  );
  return readDocuments(orderSchema, snap.docs).map((o) => ({
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
