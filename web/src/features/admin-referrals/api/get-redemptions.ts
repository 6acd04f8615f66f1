// Up to 20 recent redemptions of a saved code: the orders that carried it, newest first.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { RECENT_REDEMPTIONS } from '@aso/domain/constants';
import { PAYMENT_STATUSES, type PaymentStatus } from '@aso/domain/vocab';
import { getDb } from '../../../lib/firebase';
import { date, num, oneOf } from '../../../lib/firestore-data';
import { referralKeys } from './keys';

export interface Redemption {
  readonly orderId: string;
  readonly total: number;
  readonly discount: number;
  readonly paymentStatus: PaymentStatus;
  readonly createdAt: Date | null;
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
  return snap.docs.map((d) => {
    const data = d.data();
    return {
      orderId: d.id,
      total: num(data.total),
      discount: num(data.discount),
      paymentStatus: oneOf(PAYMENT_STATUSES, data.paymentStatus, 'unpaid'),
      createdAt: date(data.createdAt),
    };
  });
}

export function useRedemptions(code: string | null) {
  return useQuery({
    queryKey: referralKeys.redemptions(code ?? ''),
    queryFn: () => getRedemptions(code ?? ''),
    enabled: !!code,
  });
}
