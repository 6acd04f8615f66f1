// Pre-order windows ("collections"), shared by the home, product, pre-order and cart pages: active ones, newest start
// first (docs/architecture.md#data-flow). A failed read is an empty list with a console warning (docs/product.md).
import { createContext, useContext } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clampDepositPercent } from '@aso/domain/shared/money';
import { balanceDueDay } from '@aso/domain/catalogue/preorder-terms';
import type { PreorderWindow } from '@aso/domain/catalogue/schemas/product';
import { takeEarlyDocuments, takeServerDocuments } from './first-page-results';
import { earlyKeys } from './first-page-queries';
import { loadFirestore } from './firebase';
import { bool, date, str, type DocData } from './firestore-data';
import { dataPaths } from './data/collections';
import { queryKeys } from './data/query-keys';

export type PreorderWindowWithId = PreorderWindow & { readonly id: string };

export function preorderWindowFromData(id: string, data: DocData): PreorderWindowWithId {
  return {
    id,
    name: str(data.name, 'Pre-order'),
    active: bool(data.active, true),
    startAt: date(data.startAt),
    endAt: date(data.endAt),
    depositPercent: clampDepositPercent(data.depositPercent),
  };
}

export async function getActivePreorderWindows(): Promise<PreorderWindowWithId[]> {
  try {
    // On a first visit to / index.html has already asked for them (first-page-queries.ts).
    const early = takeEarlyDocuments(earlyKeys.preorderWindows);
    const docs = early ? await early : null;
    if (docs) return docs.map((d) => preorderWindowFromData(d.id, d.data));
    const { collection, getDb, getDocs, orderBy, query, where } = await loadFirestore();
    const snap = await getDocs(
      query(collection(getDb(), dataPaths.preorderWindows), where('active', '==', true), orderBy('startAt', 'desc')),
    );
    return snap.docs.map((d) => preorderWindowFromData(d.id, d.data()));
  } catch (error) {
    // Said as a failure, never as "no window": a read that failed must not look like a shop with nothing open.
    console.warn('Pre-order windows could not be read.', error);
    throw error;
  }
}

export const preorderWindowsQueryOptions = queryOptions({
  queryKey: queryKeys.activePreorderWindows,
  queryFn: getActivePreorderWindows,
  // A server-rendered /preorder carries them (src/ssr/render-preorder.tsx): the first render shows the same.
  initialData: () => takeServerDocuments(earlyKeys.preorderWindows)?.map((d) => preorderWindowFromData(d.id, d.data)),
});

export function usePreorderWindows() {
  return useQuery(preorderWindowsQueryOptions);
}

/**
 * What the storefront says about a pre-order piece, from the active windows (docs/product.md#pre-order): its window,
 * whether pre-orders are open (`null` while the windows are being read), the deposit and the one balance due day.
 * A piece whose window is off, gone or unnamed is not offered for sale: checkout would refuse it.
 */
export interface PreorderTerms {
  readonly window: PreorderWindowWithId | undefined;
  readonly open: boolean | null;
  readonly depositPercent: number;
  readonly balanceDueOn: string | null;
}

export function preorderTermsOf(
  product: { readonly preorderWindowId: string | null },
  windows: readonly PreorderWindowWithId[] | undefined,
): PreorderTerms {
  const window =
    product.preorderWindowId === null ? undefined : windows?.find((w) => w.id === product.preorderWindowId);
  return {
    window,
    open: windows === undefined ? null : window?.active === true,
    depositPercent: window?.depositPercent ?? clampDepositPercent(undefined),
    balanceDueOn: window ? balanceDueDay([window.endAt]) : null,
  };
}

/**
 * The active windows a grid's cards judge pre-orders by (the shop route's read, or the server page's): a card for a
 * piece whose window is not open offers nothing to buy. Undefined: not known, so a card offers only View.
 */
export const PreorderWindowsContext = createContext<readonly PreorderWindowWithId[] | undefined>(undefined);

export const useCardWindows = (): readonly PreorderWindowWithId[] | undefined => useContext(PreorderWindowsContext);
