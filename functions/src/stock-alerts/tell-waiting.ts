/**
 * Back-in-stock mails (docs/product.md#back-in-stock): each `stockReturns` marker (written with the stock when units
 * came back to a size) tells the customers waiting for that size, first asked first, one mail each, as many as the
 * units returned and still there (domain whomToTell). One transaction per marker marks each request told, queues its
 * `mail/{id}` and deletes the marker, so a retried or concurrent run tells nobody twice and loses nobody: a
 * request already told is no longer waiting, and a marker already handled is gone.
 *
 * Run by every function that puts units back, right after its own transaction (tellWaitingAfterReturn), and by a
 * schedule for a marker whose function stopped before telling (the architecture has no Firestore triggers:
 * docs/architecture.md#functions-without-triggers).
 */
import { backInStockMail, backInStockMailId, mailBrand, whomToTell } from '@aso/domain';
import type { DbClockDeps } from '../lib/deps';
import { dataOf, mailCol, productDoc, stockAlertsCol, stockAlertDoc, stockReturnsCol } from '../lib/collections';
import { siteUrl } from '../lib/config';
import { backInStockFailed, backInStockTold } from '../lib/logs';
import { readSettings } from '../lib/settings';
import { readStock } from '../lib/stock';

/** Markers handled per run; the next run (or the schedule) takes the rest. */
const RETURNS_PER_RUN = 50;

export interface TellReport {
  /** Markers handled. */
  readonly returns: number;
  /** Customers mailed. */
  readonly told: number;
}

/** Tell the customers waiting on every pending stock return, oldest first. */
export async function tellWaitingCustomers(deps: DbClockDeps): Promise<TellReport> {
  const pending = await stockReturnsCol(deps.db).orderBy('at').limit(RETURNS_PER_RUN).get();
  let told = 0;
  for (const marker of pending.docs) {
    try {
      told += await tellForReturn(deps, marker.id);
    } catch (error) {
      backInStockFailed(marker.id, error);
    }
  }
  return { returns: pending.size, told };
}

/**
 * After a function's own transaction put units back: tell the waiting now. A failure here is logged, never the
 * caller's (its stock is written; the schedule tells them).
 */
export async function tellWaitingAfterReturn(deps: DbClockDeps): Promise<void> {
  try {
    await tellWaitingCustomers(deps);
  } catch (error) {
    backInStockFailed('(run)', error);
  }
}

async function tellForReturn(deps: DbClockDeps, returnId: string): Promise<number> {
  const { db } = deps;
  const markerRef = stockReturnsCol(db).doc(returnId);
  const result = await db.runTransaction(async (tx) => {
    const marker = dataOf(await tx.get(markerRef));
    if (!marker) return [];
    const sizes = Object.entries(marker.sizes).flatMap(([size, units]) => (units ? [{ size, units }] : []));
    // Only as many as may be told: the first `units` still waiting, in the order they asked.
    const waiting = await Promise.all(
      sizes.map(({ size, units }) =>
        tx.get(
          stockAlertsCol(db)
            .where('productId', '==', marker.productId)
            .where('size', '==', size)
            .where('notifiedAt', '==', null)
            .orderBy('createdAt')
            .limit(units),
        ),
      ),
    );
    if (waiting.every((snap) => snap.empty)) {
      tx.delete(markerRef);
      return [];
    }
    const product = dataOf(await tx.get(productDoc(db, marker.productId)));
    const stock = product
      ? (await readStock(tx, db, [marker.productId], new Map([[marker.productId, product]]))).get(marker.productId)
      : undefined;
    const settings = await readSettings(db, tx);
    const brand = mailBrand(settings.branding, siteUrl());
    const now = deps.clock();
    const told: { size: string; told: number; waited: number }[] = [];
    sizes.forEach(({ size, units }, i) => {
      const requests = waiting[i]!.docs.map((d) => ({ id: d.id, ...d.data() }));
      const tell = whomToTell(requests, units, stock?.sizes[size]?.onHand ?? 0, product);
      for (const request of tell) {
        tx.update(stockAlertDoc(db, request.id), { notifiedAt: now });
        tx.create(
          mailCol(db).doc(backInStockMailId(request.id, request.createdAt)),
          backInStockMail(
            { to: request.email, productName: product!.name, size, productKey: product!.slug || marker.productId },
            brand,
          ),
        );
      }
      told.push({ size, told: tell.length, waited: requests.length });
    });
    tx.delete(markerRef);
    return told.map((t) => ({ ...t, productId: marker.productId }));
  });
  for (const t of result) backInStockTold(t.productId, t.size, t.told, t.waited);
  return result.reduce((sum, t) => sum + t.told, 0);
}
