// What the cart needs of each line's product beyond the line itself: the sizes on offer (to choose or change a
// ready-to-wear size) and the pre-order window's deposit percent (to show deposit now / balance later).
import { useQueries } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import type { CartLine } from '@aso/domain/cart';
import { clampDepositPercent } from '@aso/domain/money';
import { getDb } from '../firebase';
import { productFromSnapshot, type ProductWithId } from '../products';
import { usePreorderWindows } from '../preorder-windows';

async function getProductById(id: string): Promise<ProductWithId | null> {
  try {
    const product = productFromSnapshot(await getDoc(doc(getDb(), 'products', id)));
    return product?.active ? product : null;
  } catch (error) {
    // Rules refuse an inactive product to customers: it is simply gone from the shop.
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

export interface CartProducts {
  /** The product of a line, once read (undefined while loading or gone). */
  readonly productOf: (productId: string) => ProductWithId | undefined;
  /** Each pre-order product's deposit percent, as startCheckout will take it. */
  readonly depositPercents: ReadonlyMap<string, number>;
}

export function useCartProducts(lines: readonly CartLine[]): CartProducts {
  const ids = [...new Set(lines.filter((l) => l.type !== 'MTO').map((l) => l.productId))];
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['products', 'by-id', id] as const,
      queryFn: () => getProductById(id),
      staleTime: 60_000,
    })),
  });
  const windows = usePreorderWindows();
  const products = new Map<string, ProductWithId>();
  ids.forEach((id, i) => {
    const product = results[i]?.data;
    if (product) products.set(id, product);
  });
  const depositPercents = new Map<string, number>();
  for (const product of products.values()) {
    if (product.type !== 'PREORDER') continue;
    const window = windows.data?.find((w) => w.id === product.preorderWindowId);
    depositPercents.set(product.id, clampDepositPercent(window?.depositPercent));
  }
  return { productOf: (id) => products.get(id), depositPercents };
}
