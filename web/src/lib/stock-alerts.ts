// The customer's back-in-stock requests (docs/product.md#back-in-stock) and pre-order requests
// (docs/product.md#pre-order-alerts), shared by the product page and My Account: `stockAlerts/{productId}_{size}_{uid}`
// and `preorderAlerts/{productId}_{uid}`, created and deleted by the owner under firestore.rules; only functions
// mark one told (or closed). Read by hand (firestore-data.ts): the product page is a storefront screen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { stockAlertId } from '@aso/domain/catalogue/back-in-stock';
import { preorderAlertId } from '@aso/domain/catalogue/preorder-alerts';
import { PREORDER_ALERT_CANCELLED, STOCK_ALERT_CANCELLED, STOCK_ALERT_FAILED } from '@aso/domain/catalogue/messages';
import { loadFirestore } from './firebase';
import { date, record, str, type DocData } from './firestore-data';
import { useToast } from './toast';
import { dataPaths } from './data/collections';
import { queryKeys } from './data/query-keys';

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

/** A pre-order request: the piece, not a size (docs/product.md#pre-order-alerts). */
export interface MyPreorderAlert extends Omit<MyStockAlert, 'size'> {
  /** When the shop closed it without mail (the piece was archived); null otherwise. */
  readonly closedAt: Date | null;
}

type AlertCollection = typeof dataPaths.stockAlerts | typeof dataPaths.preorderAlerts;

/** The owner's requests in one collection, newest first. Rules are not filters: the query says whose it wants. */
async function getMine<T extends { readonly createdAt: Date | null }>(
  name: AlertCollection,
  uid: string,
  read: (id: string, data: DocData) => T,
): Promise<T[]> {
  const { collection, getDb, getDocs, query, where } = await loadFirestore();
  const snap = await getDocs(query(collection(getDb(), name), where('uid', '==', uid)));
  return snap.docs
    .map((d) => read(d.id, record(d.data())))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

const alertFields = (id: string, data: DocData) => ({
  id,
  productId: str(data.productId),
  productName: str(data.productName),
  productSlug: str(data.productSlug),
  createdAt: date(data.createdAt),
  notifiedAt: date(data.notifiedAt),
});

export const getMyStockAlerts = (uid: string): Promise<MyStockAlert[]> =>
  getMine(dataPaths.stockAlerts, uid, (id, data) => ({ ...alertFields(id, data), size: str(data.size) }));

export const getMyPreorderAlerts = (uid: string): Promise<MyPreorderAlert[]> =>
  getMine(dataPaths.preorderAlerts, uid, (id, data) => ({ ...alertFields(id, data), closedAt: date(data.closedAt) }));

const stockAlertsKey = (uid: string) => queryKeys.myAlerts(dataPaths.stockAlerts, uid);

export function useMyStockAlerts(uid: string | null) {
  return useQuery({
    queryKey: stockAlertsKey(uid ?? ''),
    queryFn: () => getMyStockAlerts(uid ?? ''),
    enabled: uid !== null,
  });
}

export function useMyPreorderAlerts(uid: string | null) {
  return useQuery({
    queryKey: queryKeys.myAlerts(dataPaths.preorderAlerts, uid ?? ''),
    queryFn: () => getMyPreorderAlerts(uid ?? ''),
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
  const { deleteDoc, doc, getDb, serverTimestamp, setDoc } = await loadFirestore();
  const ref = doc(getDb(), dataPaths.stockAlerts, stockAlertId(product.id, size, user.uid));
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

export interface AskWhenOpen {
  readonly product: { readonly id: string; readonly name: string; readonly slug: string };
  /** The customer has an answered (or closed) request for this piece: it is replaced, to wait its turn from now. */
  readonly again: boolean;
}

async function askWhenOpen(user: User, { product, again }: AskWhenOpen): Promise<void> {
  const { deleteDoc, doc, getDb, serverTimestamp, setDoc } = await loadFirestore();
  const ref = doc(getDb(), dataPaths.preorderAlerts, preorderAlertId(product.id, user.uid));
  if (again) await deleteDoc(ref);
  await setDoc(ref, {
    productId: product.id,
    productName: product.name,
    productSlug: product.slug,
    uid: user.uid,
    email: user.email ?? '',
    createdAt: serverTimestamp(),
    notifiedAt: null,
    closedAt: null,
  });
}

export function useAskWhenOpen(user: User | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: AskWhenOpen) => {
      if (!user) throw new Error('signed out');
      return askWhenOpen(user, ask);
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKeys.myAlerts(dataPaths.preorderAlerts, user?.uid ?? '') }),
  });
}

/** Cancel one of the owner's requests, with the toast that says so (or that it failed): one place for every list. */
function useCancelAlert(name: AlertCollection, uid: string | null, cancelled: string) {
  const client = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: async (id: string) => {
      const { deleteDoc, doc, getDb } = await loadFirestore();
      await deleteDoc(doc(getDb(), name, id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.myAlerts(name, uid ?? '') }),
  });
  return {
    isPending: mutation.isPending,
    cancel: (id: string) =>
      mutation.mutate(id, {
        onSuccess: () => toast(cancelled, { tone: 'success' }),
        onError: () => toast(STOCK_ALERT_FAILED, { tone: 'error' }),
      }),
  };
}

export const useCancelStockAlert = (uid: string | null) =>
  useCancelAlert(dataPaths.stockAlerts, uid, STOCK_ALERT_CANCELLED);
export const useCancelPreorderAlert = (uid: string | null) =>
  useCancelAlert(dataPaths.preorderAlerts, uid, PREORDER_ALERT_CANCELLED);
