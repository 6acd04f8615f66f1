// What the cart needs of each line's product beyond the line itself: the sizes on offer (to choose or change a
// ready-to-wear size), what is left of each (counting what the buyer's own unpaid checkout holds), the pre-order
// window's deposit percent (to show deposit now / balance later) and its collection (sales and codes cover some).
import { useQueries, useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import type { CartLine } from '@aso/domain/checkout/cart';
import { clampDepositPercent } from '@aso/domain/shared/money';
import { withOwnHolds } from '@aso/domain/catalogue/stock';
import { getDb } from '../firestore';
import { useSession } from '../session';
import { productFromSnapshot, type ProductWithId } from '../products';
import { usePreorderWindows } from '../preorder-windows';
import { dataPaths } from '../data/collections';
import { queryKeys } from '../data/query-keys';

async function getProductById(id: string): Promise<ProductWithId | null> {
  try {
    const product = productFromSnapshot(await getDoc(doc(getDb(), dataPaths.products, id)));
    return product?.active ? product : null;
  } catch (error) {
    // Rules refuse an inactive product to customers: it is simply gone from the shop.
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

type Holds = ReadonlyMap<string, Partial<Record<string, number>>>;

/** Units per product and size held by this customer's checkouts awaiting payment (what resuming one pays for). */
async function getOwnHolds(uid: string): Promise<Holds> {
  const pending = await getDocs(
    query(collection(getDb(), dataPaths.orders), where('userId', '==', uid), where('status', '==', 'pending')),
  );
  const holds = new Map<string, Record<string, number>>();
  for (const order of pending.docs) {
    const items: unknown = order.get('items');
    for (const item of Array.isArray(items) ? (items as Record<string, unknown>[]) : []) {
      if (typeof item.productId !== 'string' || typeof item.size !== 'string' || typeof item.qty !== 'number') continue;
      const sizes = holds.get(item.productId) ?? {};
      sizes[item.size] = (sizes[item.size] ?? 0) + item.qty;
      holds.set(item.productId, sizes);
    }
  }
  return holds;
}

export interface CartProducts {
  /** The product of a line, once read (undefined while loading or gone). */
  readonly productOf: (productId: string) => ProductWithId | undefined;
  /** Each pre-order product's deposit percent, as startCheckout will take it. */
  readonly depositPercents: ReadonlyMap<string, number>;
}

export function useCartProducts(lines: readonly CartLine[]): CartProducts {
  // Every line's product: its sizes and stock, and its collection, which sales and codes may cover.
  const ids = [...new Set(lines.map((l) => l.productId))];
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.productById(id),
      queryFn: () => getProductById(id),
      staleTime: 60_000,
    })),
  });
  const windows = usePreorderWindows();
  const uid = useSession().user?.uid ?? null;
  const holds = useQuery({
    queryKey: queryKeys.ownHolds(uid),
    queryFn: () => getOwnHolds(uid ?? ''),
    enabled: uid !== null && ids.length > 0,
    // Read again whenever the cart or checkout opens: a checkout paid or cancelled since frees its units.
    staleTime: 0,
  });
  const products = new Map<string, ProductWithId>();
  // Until the buyer's own holds are read, the last piece their open checkout holds reads as sold out, and a tap on
  // Pay right after a refresh was refused for it: every product waits for them, as it waits for its own read.
  const holdsUnread = uid !== null && ids.length > 0 && holds.isPending;
  ids.forEach((id, i) => {
    const product = holdsUnread ? undefined : results[i]?.data;
    const held = holds.data?.get(id);
    if (product) products.set(id, held ? withOwnHolds(product, held) : product);
  });
  const depositPercents = new Map<string, number>();
  for (const product of products.values()) {
    if (product.type !== 'PREORDER') continue;
    const window = windows.data?.find((w) => w.id === product.preorderWindowId);
    depositPercents.set(product.id, clampDepositPercent(window?.depositPercent));
  }
  return { productOf: (id) => products.get(id), depositPercents };
}
