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
/**
 * Requests told per transaction: two writes each (the request and its mail) stay under Firestore's 500 writes. A
 * larger return keeps its marker with the units not yet told, and the next round tells the next in line.
 */
export const TELL_PER_TRANSACTION = 200;

export interface TellReport {
  /** Markers handled. */
  readonly returns: number;
  /** Customers mailed. */
  readonly told: number;
}

/** Tell the customers waiting on every pending stock return, oldest first (`perRound`: requests per transaction). */
export async function tellWaitingCustomers(deps: DbClockDeps, perRound = TELL_PER_TRANSACTION): Promise<TellReport> {
  const pending = await stockReturnsCol(deps.db).orderBy('at').limit(RETURNS_PER_RUN).get();
  let told = 0;
  for (const marker of pending.docs) {
    try {
      told += await tellForReturn(deps, marker.id, perRound);
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

/** One marker, round by round, until it is gone. Answers how many were told. */
async function tellForReturn(deps: DbClockDeps, returnId: string, perRound: number): Promise<number> {
  let told = 0;
  for (;;) {
    const round = await tellRound(deps, returnId, perRound);
    told += round.told;
    if (!round.more) return told;
  }
}

async function tellRound(
  deps: DbClockDeps,
  returnId: string,
  perRound: number,
): Promise<{ told: number; more: boolean }> {
  const { db } = deps;
  const markerRef = stockReturnsCol(db).doc(returnId);
  const result = await db.runTransaction(async (tx) => {
    const marker = dataOf(await tx.get(markerRef));
    if (!marker) return { told: [], left: {} };
    // Only as many as may be told: the first still waiting, in the order they asked, up to the units and the round.
    let budget = perRound;
    const sizes = Object.entries(marker.sizes).flatMap(([size, units]) => {
      const take = Math.min(units ?? 0, budget);
      budget -= take;
      return units ? [{ size, units, take }] : [];
    });
    const waiting = await Promise.all(
      sizes.map(({ size, take }) =>
        take > 0
          ? tx.get(
              stockAlertsCol(db)
                .where('productId', '==', marker.productId)
                .where('size', '==', size)
                .where('notifiedAt', '==', null)
                .orderBy('createdAt')
                .limit(take),
            )
          : Promise.resolve(null),
      ),
    );
    const product = dataOf(await tx.get(productDoc(db, marker.productId)));
    const stock = product
      ? (await readStock(tx, db, [marker.productId], new Map([[marker.productId, product]]))).get(marker.productId)
      : undefined;
    const settings = await readSettings(db, tx);
    const brand = mailBrand(settings.branding, siteUrl());
    const now = deps.clock();
    const told: { productId: string; size: string; told: number; waited: number }[] = [];
    const left: Record<string, number> = {};
    sizes.forEach(({ size, units, take }, i) => {
      const snap = waiting[i];
      const requests = snap ? snap.docs.map((d) => ({ id: d.id, ...d.data() })) : [];
      const tell = whomToTell(requests, take, stock?.sizes[size]?.onHand ?? 0, product);
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
      if (requests.length > 0)
        told.push({ productId: marker.productId, size, told: tell.length, waited: requests.length });
      // Units this round could not reach (the round was full) wait for the next round; the rest had nobody to tell.
      const fullRound = take < units && tell.length === take;
      if (fullRound || take === 0) left[size] = units - take;
    });
    const sizesLeft = Object.fromEntries(Object.entries(left).filter(([, n]) => n > 0));
    if (Object.keys(sizesLeft).length > 0) tx.update(markerRef, { sizes: sizesLeft });
    else tx.delete(markerRef);
    return { told, left: sizesLeft };
  });
  for (const t of result.told) backInStockTold(t.productId, t.size, t.told, t.waited);
  return { told: result.told.reduce((sum, t) => sum + t.told, 0), more: Object.keys(result.left).length > 0 };
}
