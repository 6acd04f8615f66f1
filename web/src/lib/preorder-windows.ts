// Pre-order windows ("collections"), shared by the home, product, pre-order and cart pages: active ones, newest start
// first (docs/architecture.md#data-flow). A failed read is an empty list with a console warning (docs/product.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { clampDepositPercent } from '@aso/domain/money';
import type { PreorderWindow } from '@aso/domain/schemas/product';
import { getDb } from './firebase';
import { bool, date, str } from './firestore-data';

export type PreorderWindowWithId = PreorderWindow & { readonly id: string };

export async function getActivePreorderWindows(): Promise<PreorderWindowWithId[]> {
  try {
    const snap = await getDocs(
      query(collection(getDb(), 'preorderWindows'), where('active', '==', true), orderBy('startAt', 'desc')),
    );
    return snap.docs.map((d) => {
      const data = d.data();
      return {
        id: d.id,
        name: str(data.name, 'Pre-order'),
        active: bool(data.active, true),
        startAt: date(data.startAt),
        endAt: date(data.endAt),
        depositPercent: clampDepositPercent(data.depositPercent),
      };
    });
  } catch (error) {
    console.warn('Pre-order windows could not be read.', error);
    return [];
  }
}

export const preorderWindowsQueryOptions = queryOptions({
  queryKey: ['preorderWindows', 'active'] as const,
  queryFn: getActivePreorderWindows,
});

export function usePreorderWindows() {
  return useQuery(preorderWindowsQueryOptions);
}
