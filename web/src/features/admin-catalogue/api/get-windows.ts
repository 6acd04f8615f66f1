// Pre-order windows for the back office (docs/product.md#pre-order-windows): the product form's picker (every window,
// switched-on first, then by name), and the Pre-order windows screen: each window with the pre-order pieces on it and
// how many customers wait for each. Three reads whatever the shop's size: the windows (a shop has a handful), its
// pre-order pieces, and the open pre-order requests (bounded as Most wanted bounds them).
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { preorderWindowSchema, productSchema } from '@aso/domain/catalogue/schemas/product';
import { preorderAlertSchema } from '@aso/domain/catalogue/schemas/waitlist';
import { windowSummaries, type WindowSummary } from '@aso/domain/catalogue/preorder-windows';
import { getDb } from '../../../lib/firestore';
import { readDocuments } from '../../../lib/schema-reader';
import { MOST_WANTED_READ_LIMIT } from './get-waiting';
import { adminCatalogueKeys } from './keys';
import { dataPaths } from '../../../lib/data/collections';

/** Windows read at most: a brand runs a few drops a year. */
const WINDOWS_READ_LIMIT = 100;

export interface WindowOption {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

async function readWindows() {
  const snap = await getDocs(query(collection(getDb(), dataPaths.preorderWindows), limit(WINDOWS_READ_LIMIT)));
  return readDocuments(preorderWindowSchema, snap.docs);
}

export async function getWindows(): Promise<WindowOption[]> {
  return (await readWindows())
    .map((w) => ({ id: w.id, name: w.name, active: w.active }))
    .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
}

export interface WindowsOverview {
  readonly windows: WindowSummary[];
  /** Every pre-order piece, for "Put a piece on this window". */
  readonly pieces: readonly { id: string; name: string; active: boolean; windowId: string | null }[];
}

export async function getWindowsOverview(): Promise<WindowsOverview> {
  const db = getDb();
  const [windows, products, waiting] = await Promise.all([
    readWindows(),
    getDocs(query(collection(db, dataPaths.products), where('type', '==', 'PREORDER'))),
    getDocs(
      query(
        collection(db, dataPaths.preorderAlerts),
        where('notifiedAt', '==', null),
        where('closedAt', '==', null),
        limit(MOST_WANTED_READ_LIMIT),
      ),
    ),
  ]);
  const pieces = readDocuments(productSchema, products.docs);
  return {
    windows: windowSummaries(windows, pieces, readDocuments(preorderAlertSchema, waiting.docs)),
    pieces: pieces
      .map((p) => ({ id: p.id, name: p.name, active: p.active, windowId: p.preorderWindowId }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export function useWindows() {
  return useQuery({ queryKey: adminCatalogueKeys.windows(), queryFn: getWindows });
}

export function useWindowsOverview() {
  return useQuery({ queryKey: adminCatalogueKeys.windowsOverview(), queryFn: getWindowsOverview });
}
