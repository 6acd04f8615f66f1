// Customers waiting for sold-out sizes (docs/product.md#back-in-stock): per size of one product for the Edit modal,
// and the most wanted sizes over the catalogue, demand to plan production from; and customers waiting for a pre-order
// piece's window to open (docs/product.md#pre-order-alerts), per piece.
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import {
  mostWanted,
  waitingByPiece,
  waitingBySize,
  type WantedPiece,
  type WantedSize,
} from '@aso/domain/catalogue/waitlist';
import { preorderAlertSchema, stockAlertSchema } from '@aso/domain/catalogue/schemas/waitlist';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { adminCatalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

/** Open requests read for the most-wanted list: enough for a shop's sold-out sizes, bounded for the read bill. */
export const MOST_WANTED_READ_LIMIT = 1000;

const waiting = () => query(collection(getDb(), dataPaths.stockAlerts), where('notifiedAt', '==', null));

export async function getWaitingFor(productId: string): Promise<Record<string, number>> {
  const snap = await getDocs(query(waiting(), where('productId', '==', productId)));
  return waitingBySize(readDocuments(stockAlertSchema, snap.docs));
}

export async function getMostWanted(): Promise<WantedSize[]> {
  const snap = await getDocs(query(waiting(), limit(MOST_WANTED_READ_LIMIT)));
  return mostWanted(readDocuments(stockAlertSchema, snap.docs), 10);
}

export async function getPreorderWanted(): Promise<WantedPiece[]> {
  const open = query(
    collection(getDb(), dataPaths.preorderAlerts),
    where('notifiedAt', '==', null),
    where('closedAt', '==', null),
    limit(MOST_WANTED_READ_LIMIT),
  );
  return waitingByPiece(readDocuments(preorderAlertSchema, (await getDocs(open)).docs), 10);
}

export function useWaitingFor(productId: string | null) {
  return useQuery({
    queryKey: adminCatalogueKeys.waiting(productId ?? ''),
    queryFn: () => getWaitingFor(productId ?? ''),
    enabled: productId !== null,
  });
}

export function useMostWanted() {
  return useQuery({ queryKey: adminCatalogueKeys.mostWanted(), queryFn: getMostWanted });
}

export function usePreorderWanted() {
  return useQuery({ queryKey: adminCatalogueKeys.preorderWanted(), queryFn: getPreorderWanted });
}
