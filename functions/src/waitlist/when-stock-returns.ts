/**
 * The waitlist's first trigger: stock comes back (docs/product.md#waitlist). Each `stockReturns` marker (written with
 * the stock when units came back to a size) tells the customers waiting for that size, first asked first, as many as
 * the units returned and still there (domain whomToTell). One transaction per round tells them (tell.ts) and shrinks
 * or deletes the marker, so a retried or concurrent run tells nobody twice and loses nobody: a request already told
 * is no longer waiting, and a marker already handled is gone.
 *
 * Run by every function that puts units back, right after its own transaction (tellWaitlistAfterReturn), and by the
 * schedule for a marker whose function stopped before telling (the architecture has no Firestore triggers:
 * docs/architecture.md#functions-without-triggers).
 */
import { backInStockMail, backInStockMailId, mailBrand, whomToTell } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { DbClockDeps } from '../lib/deps';
import { dataOf, productDoc, stockAlertsCol, stockAlertDoc, stockReturnsCol } from '../lib/collections';
import { siteUrl } from '../lib/config';
import { waitlistFailed } from '../lib/logs';
import { readSettings } from '../lib/settings';
import { readStock } from '../lib/stock';
import { TELL_PER_TRANSACTION, tellOne, tellRoundByRound, type Round } from './tell';

/** Markers handled per run; the next run (or the schedule) takes the rest. */
const RETURNS_PER_RUN = 50;

/** Tell the customers waiting on every pending stock return, oldest first (`perRound`: requests per transaction). */
export async function tellForStockReturns(
  deps: DbClockDeps,
  perRound = TELL_PER_TRANSACTION,
): Promise<{ returns: number; told: number }> {
  const pending = await stockReturnsCol(deps.db).orderBy('at').limit(RETURNS_PER_RUN).get();
  const ids = pending.docs.map((d) => d.id);
  const { told } = await tellRoundByRound('stock-return', ids, (id) => stockReturnRound(deps, id, perRound));
  return { returns: ids.length, told };
}

/**
 * After a function's own transaction put units back: tell the waiting now. A failure here is logged, never the
 * caller's (its stock is written; the schedule tells them).
 */
export async function tellWaitlistAfterReturn(deps: DbClockDeps): Promise<void> {
  try {
    await tellForStockReturns(deps);
  } catch (error) {
    waitlistFailed('stock-return', '(run)', error);
  }
}

/**
 * One round for one marker. A return larger than the round keeps its marker with the units not yet told, and the
 * next round tells the next in line.
 */
async function stockReturnRound(deps: DbClockDeps, returnId: string, perRound: number): Promise<Round> {
  const { db } = deps;
  const markerRef = stockReturnsCol(db).doc(returnId);
  return runTransaction(db, async (tx) => {
    const marker = dataOf(await tx.get(markerRef));
    if (!marker) return { told: 0, closed: 0, more: false };
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
    const brand = mailBrand((await readSettings(db, tx)).branding, siteUrl());
    const now = deps.clock();
    let told = 0;
    const left: Record<string, number> = {};
    sizes.forEach(({ size, units, take }, i) => {
      const requests = waiting[i]?.docs.map((d) => ({ id: d.id, ...d.data() })) ?? [];
      const tell = whomToTell(requests, take, stock?.sizes[size]?.onHand ?? 0, product);
      for (const r of tell) {
        const productKey = product!.slug || marker.productId;
        tellOne(
          tx,
          db,
          stockAlertDoc(db, r.id),
          {
            id: backInStockMailId(r.id, r.createdAt),
            body: backInStockMail({ to: r.email, productName: product!.name, size, productKey }, brand),
          },
          now,
        );
      }
      told += tell.length;
      // Units this round could not reach (the round was full) wait for the next round; the rest had nobody to tell.
      const fullRound = take < units && tell.length === take;
      if ((fullRound || take === 0) && units > take) left[size] = units - take;
    });
    if (Object.keys(left).length > 0) tx.update(markerRef, { sizes: left });
    else tx.delete(markerRef);
    return { told, closed: 0, more: Object.keys(left).length > 0 };
  });
}
