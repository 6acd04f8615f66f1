/**
 * 'Pre-orders are open' mails (docs/product.md#pre-order-alerts): the back-in-stock schedule also looks at the pieces
 * customers wait on; for a piece whose window is open now, everyone waiting is mailed once, first asked first, and
 * for a piece archived (or no longer a pre-order) the requests are closed without mail (domain preorderAlertFate).
 * One transaction per round re-reads the piece, its window and the waiting, marks each request and queues its
 * `mail/{id}` by a fixed id, so a retried or concurrent run mails nobody twice.
 *
 * The back office's window callables (catalogue/preorder-windows.ts) tell at once when a window is switched on or a
 * piece put on an open one; the sweep stays as the net under them: a piece saved onto an open window from the product
 * form, a piece brought back on sale, and a telling that failed half way are all found here
 * (docs/architecture.md#pre-order-alerts).
 */
import {
  mailBrand,
  preorderAlertFate,
  preorderOpenMail,
  preorderOpenMailId,
  whomToTellWhenOpen,
  type PreorderAlert,
} from '@aso/domain';
import type { DbClockDeps } from '../lib/deps';
import { dataOf, mailCol, preorderAlertsCol, preorderWindowDoc, productDoc } from '../lib/collections';
import { siteUrl } from '../lib/config';
import { preorderAlertsFailed, preorderAlertsSettled } from '../lib/logs';
import { readSettings } from '../lib/settings';

/** Waiting requests read per run to find the pieces to look at; the next run takes the rest. */
const WAITING_READ_PER_RUN = 1000;
/** Requests settled per transaction: two writes each (the request and its mail), under Firestore's 500. */
export const PREORDER_TELL_PER_TRANSACTION = 200;

export interface PreorderTellReport {
  /** Customers mailed. */
  readonly told: number;
  /** Requests closed without mail. */
  readonly closed: number;
}

const waitingOn = (deps: DbClockDeps) =>
  preorderAlertsCol(deps.db).where('notifiedAt', '==', null).where('closedAt', '==', null);

/** Tell (or close) the requests of every piece customers wait on whose fate is settled now. */
export async function tellPreorderOpen(
  deps: DbClockDeps,
  perRound = PREORDER_TELL_PER_TRANSACTION,
): Promise<PreorderTellReport> {
  const waiting = await waitingOn(deps).select('productId').limit(WAITING_READ_PER_RUN).get();
  return tellWaitingOnPieces(deps, [...new Set(waiting.docs.map((d) => String(d.get('productId'))))], perRound);
}

/**
 * Tell (or close) the requests waiting on these pieces, round after round: the schedule's sweep, and the back office
 * at once when a window is switched on or a piece put on an open one (catalogue/preorder-windows.ts). A failure is
 * logged and left to the next sweep.
 */
export async function tellWaitingOnPieces(
  deps: DbClockDeps,
  pieces: readonly string[],
  perRound = PREORDER_TELL_PER_TRANSACTION,
): Promise<PreorderTellReport> {
  let told = 0;
  let closed = 0;
  for (const productId of pieces) {
    try {
      for (;;) {
        const round = await settlePreorderRound(deps, productId, perRound);
        told += round.told;
        closed += round.closed;
        if (round.told + round.closed > 0) preorderAlertsSettled(productId, round.told, round.closed);
        if (!round.more) break;
      }
    } catch (error) {
      preorderAlertsFailed(productId, error);
    }
  }
  return { told, closed };
}

/** One round for one piece: up to `perRound` requests told or closed, first asked first. */
export async function settlePreorderRound(
  deps: DbClockDeps,
  productId: string,
  perRound: number,
): Promise<{ told: number; closed: number; more: boolean }> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const product = dataOf(await tx.get(productDoc(db, productId)));
    const windowId = product?.type === 'PREORDER' ? product.preorderWindowId : null;
    const window = windowId ? dataOf(await tx.get(preorderWindowDoc(db, windowId))) : null;
    const now = deps.clock();
    const fate = preorderAlertFate(product, window);
    if (fate === 'wait') return { told: 0, closed: 0, more: false };
    const snap = await tx.get(waitingOn(deps).where('productId', '==', productId).orderBy('createdAt').limit(perRound));
    const requests: (PreorderAlert & { id: string })[] = snap.docs.map((d) => ({ id: d.id, ...d.data() }));
    if (fate === 'close') {
      for (const r of requests) tx.update(preorderAlertsCol(db).doc(r.id), { closedAt: now });
      return { told: 0, closed: requests.length, more: requests.length === perRound };
    }
    const settings = await readSettings(db, tx);
    const brand = mailBrand(settings.branding, siteUrl());
    for (const r of whomToTellWhenOpen(requests)) {
      tx.update(preorderAlertsCol(db).doc(r.id), { notifiedAt: now });
      tx.create(
        mailCol(db).doc(preorderOpenMailId(r.id, r.createdAt)),
        preorderOpenMail(
          {
            to: r.email,
            productName: product!.name,
            windowName: window!.name,
            endAt: window!.endAt,
            productKey: product!.slug || productId,
          },
          brand,
        ),
      );
    }
    return { told: requests.length, closed: 0, more: requests.length === perRound };
  });
}
