// The customer's side of the waitlist (docs/product.md#waitlist), shared by the product page and My Account: one
// module for both lists, `stockAlerts/{productId}_{size}_{uid}` (a sold-out size) and
// `preorderAlerts/{productId}_{uid}` (a closed pre-order piece), created and deleted by the owner under
// firestore.rules; only functions mark one told (or closed). Read by hand (firestore-data.ts): the product page is a storefront screen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { preorderAlertId, stockAlertId } from '@aso/domain/catalogue/waitlist';
import {
  WAITLIST_PREORDER_CANCELLED,
  WAITLIST_SIZE_CANCELLED,
  WAITLIST_SAVE_FAILED,
} from '@aso/domain/catalogue/messages';
import { loadFirestore } from './firebase';
import { date, record, str, type DocData } from './firestore-data';
import { useToast } from './toast';
import { dataPaths } from './data/collections';
import { queryKeys } from './data/query-keys';

/** The two lists: a sold-out size waits for stock to come back, a closed pre-order piece for a window to open. */
export type Waitlist = 'stock' | 'preorder';

const LISTS = {
  stock: { collection: dataPaths.stockAlerts, cancelled: WAITLIST_SIZE_CANCELLED },
  preorder: { collection: dataPaths.preorderAlerts, cancelled: WAITLIST_PREORDER_CANCELLED },
} as const;

export interface MyWaitlistRequest {
  readonly id: string;
  readonly productId: string;
  readonly productName: string;
  readonly productSlug: string;
  /** The size waited for; null on the pre-order list (a window opens for the whole piece). */
  readonly size: string | null;
  readonly createdAt: Date | null;
  /** When the shop mailed that it is available; null while waiting. */
  readonly notifiedAt: Date | null;
  /** When the shop closed it without mail (a pre-order piece archived); null otherwise. */
  readonly closedAt: Date | null;
}

/** Still waiting: neither mailed nor closed. */
export const isWaiting = (r: MyWaitlistRequest): boolean => r.notifiedAt === null && r.closedAt === null;

const readRequest = (id: string, data: DocData): MyWaitlistRequest => ({
  id,
  productId: str(data.productId),
  productName: str(data.productName),
  productSlug: str(data.productSlug),
  size: typeof data.size === 'string' ? data.size : null,
  createdAt: date(data.createdAt),
  notifiedAt: date(data.notifiedAt),
  closedAt: date(data.closedAt),
});

/** The owner's requests on one list, newest first. Rules are not filters: the query says whose it wants. */
async function getMine(list: Waitlist, uid: string): Promise<MyWaitlistRequest[]> {
  const { collection, getDb, getDocs, query, where } = await loadFirestore();
  const snap = await getDocs(query(collection(getDb(), LISTS[list].collection), where('uid', '==', uid)));
  return snap.docs
    .map((d) => readRequest(d.id, record(d.data())))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

const mineKey = (list: Waitlist, uid: string | null | undefined) =>
  queryKeys.myAlerts(LISTS[list].collection, uid ?? '');

export function useMyWaitlist(list: Waitlist, uid: string | null) {
  return useQuery({ queryKey: mineKey(list, uid), queryFn: () => getMine(list, uid ?? ''), enabled: uid !== null });
}

export interface AskToWait {
  readonly product: { readonly id: string; readonly name: string; readonly slug: string };
  /** The size on the stock list; null on the pre-order list. */
  readonly size: string | null;
  /** The customer has an answered (or closed) request for it: replaced (rules allow deleting only what exists). */
  readonly again: boolean;
}

/**
 * Ask (again): a request already answered is replaced by a new one, so it waits its turn from now. Each list's
 * document has exactly the fields its rules block allows.
 */
async function askToWait(list: Waitlist, user: User, { product, size, again }: AskToWait): Promise<void> {
  const { deleteDoc, doc, getDb, serverTimestamp, setDoc } = await loadFirestore();
  const stock = list === 'stock' && size !== null;
  const id = stock ? stockAlertId(product.id, size, user.uid) : preorderAlertId(product.id, user.uid);
  const ref = doc(getDb(), LISTS[list].collection, id);
  if (again) await deleteDoc(ref);
  const asked = { productId: product.id, productName: product.name, productSlug: product.slug };
  const who = { uid: user.uid, email: user.email ?? '', createdAt: serverTimestamp(), notifiedAt: null };
  await setDoc(ref, stock ? { ...asked, size, ...who } : { ...asked, ...who, closedAt: null });
}

export function useAskToWait(list: Waitlist, user: User | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: AskToWait) => {
      if (!user) throw new Error('signed out');
      return askToWait(list, user, ask);
    },
    onSettled: () => client.invalidateQueries({ queryKey: mineKey(list, user?.uid) }),
  });
}

/** Cancel one of the owner's requests, with the toast that says so (or that it failed): one place for every list. */
export function useCancelWaiting(list: Waitlist, uid: string | null) {
  const client = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: async (id: string) => {
      const { deleteDoc, doc, getDb } = await loadFirestore();
      await deleteDoc(doc(getDb(), LISTS[list].collection, id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: mineKey(list, uid) }),
  });
  return {
    isPending: mutation.isPending,
    cancel: (id: string) =>
      mutation.mutate(id, {
        onSuccess: () => toast(LISTS[list].cancelled, { tone: 'success' }),
        onError: () => toast(WAITLIST_SAVE_FAILED, { tone: 'error' }),
      }),
  };
}
