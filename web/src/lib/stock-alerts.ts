// The customer's back-in-stock requests (docs/product.md#back-in-stock), shared by the product page and My Account:
// `stockAlerts/{productId}_{size}_{uid}`, created and deleted by the owner under firestore.rules; only functions
// mark one told. Read by hand (firestore-data.ts): the product page is a storefront screen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { collection, deleteDoc, doc, getDocs, query, serverTimestamp, setDoc, where } from 'firebase/firestore/lite';
import { stockAlertId } from '@aso/domain/catalogue/back-in-stock';
import { getDb } from './firebase';
import { date, record, str } from './firestore-data';

export interface MyStockAlert {
  readonly id: string;
  readonly productId: string;
  readonly productName: string;
  readonly productSlug: string;
  readonly size: string;
  readonly createdAt: Date | null;
  /** When the shop mailed that the size was back; null while waiting. */
  readonly notifiedAt: Date | null;
}

export async function getMyStockAlerts(uid: string): Promise<MyStockAlert[]> {
  // Rules are not filters: the query says whose requests it wants.
  const snap = await getDocs(query(collection(getDb(), 'stockAlerts'), where('uid', '==', uid)));
  return snap.docs
    .map((d) => {
      const data = record(d.data());
      return {
        id: d.id,
        productId: str(data.productId),
        productName: str(data.productName),
        productSlug: str(data.productSlug),
        size: str(data.size),
        createdAt: date(data.createdAt),
        notifiedAt: date(data.notifiedAt),
      };
    })
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

const stockAlertsKey = (uid: string) => ['stockAlerts', uid] as const;

export function useMyStockAlerts(uid: string | null) {
  return useQuery({
    queryKey: stockAlertsKey(uid ?? ''),
    queryFn: () => getMyStockAlerts(uid ?? ''),
    enabled: uid !== null,
  });
}

export interface AskWhenBack {
  readonly product: { readonly id: string; readonly name: string; readonly slug: string };
  readonly size: string;
  /** The customer has an answered request for this size: it is replaced (rules allow deleting only what exists). */
  readonly again: boolean;
}

/** Ask (again): a request already answered is replaced by a new one, so it waits its turn from now. */
async function askWhenBack(user: User, { product, size, again }: AskWhenBack): Promise<void> {
  const ref = doc(getDb(), 'stockAlerts', stockAlertId(product.id, size, user.uid));
  if (again) await deleteDoc(ref);
  await setDoc(ref, {
    productId: product.id,
    productName: product.name,
    productSlug: product.slug,
    size,
    uid: user.uid,
    email: user.email ?? '',
    createdAt: serverTimestamp(),
    notifiedAt: null,
  });
}

export function useAskWhenBack(user: User | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: AskWhenBack) => {
      if (!user) throw new Error('signed out');
      return askWhenBack(user, ask);
    },
    onSettled: () => client.invalidateQueries({ queryKey: stockAlertsKey(user?.uid ?? '') }),
  });
}

export function useCancelStockAlert(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDoc(doc(getDb(), 'stockAlerts', id)),
    onSettled: () => client.invalidateQueries({ queryKey: stockAlertsKey(uid ?? '') }),
  });
}
