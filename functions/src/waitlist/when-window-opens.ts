/**
 * The waitlist's second trigger: a pre-order window opens (docs/product.md#waitlist). For a piece whose window is
 * open now, everyone waiting is told once, first asked first (tell.ts); for a piece archived (or no longer a
 * pre-order) the requests are closed without mail (domain preorderAlertFate). Each round's transaction re-reads the
 * piece, its window and the waiting.
 *
 * The back office's window callables (catalogue/preorder-windows.ts) tell at once when a window is switched on or a
 * piece put on an open one; the schedule's sweep is the net under them: a piece saved onto an open window from the
 * product form, a piece brought back on sale, and a telling that failed half way are all found here
 * (docs/architecture.md#waitlist).
 */
import { mailBrand, preorderAlertFate, preorderOpenMail, preorderOpenMailId, whomToTellWhenOpen } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { DbClockDeps } from '../lib/deps';
import { dataOf, preorderAlertsCol, preorderWindowDoc, productDoc } from '../lib/collections';
import { siteUrl } from '../lib/config';
import { readSettings } from '../lib/settings';
import { TELL_PER_TRANSACTION, tellOne, tellRoundByRound, type Round, type Tally } from './tell';

/** Waiting requests read per run to find the pieces to look at; the next run takes the rest. */
const WAITING_READ_PER_RUN = 1000;

const waitingOn = (deps: DbClockDeps) =>
  preorderAlertsCol(deps.db).where('notifiedAt', '==', null).where('closedAt', '==', null);

/** The sweep: tell (or close) the requests of every piece customers wait on whose fate is settled now. */
export async function tellPreorderOpen(deps: DbClockDeps, perRound = TELL_PER_TRANSACTION): Promise<Tally> {
  const waiting = await waitingOn(deps).select('productId').limit(WAITING_READ_PER_RUN).get();
  return tellWaitingOnPieces(deps, [...new Set(waiting.docs.map((d) => String(d.get('productId'))))], perRound);
}

/** Tell (or close) the requests waiting on these pieces: the sweep, and the window callables at once. */
export const tellWaitingOnPieces = (
  deps: DbClockDeps,
  pieces: readonly string[],
  perRound = TELL_PER_TRANSACTION,
): Promise<Tally> => tellRoundByRound('window-open', pieces, (productId) => windowOpenRound(deps, productId, perRound));

/** One round for one piece: up to `perRound` requests told or closed, first asked first. */
export async function windowOpenRound(deps: DbClockDeps, productId: string, perRound: number): Promise<Round> {
  const { db } = deps;
  return runTransaction(db, async (tx) => {
    const product = dataOf(await tx.get(productDoc(db, productId)));
    const windowId = product?.type === 'PREORDER' ? product.preorderWindowId : null;
    const window = windowId ? dataOf(await tx.get(preorderWindowDoc(db, windowId))) : null;
    const now = deps.clock();
    const fate = preorderAlertFate(product, window);
    if (fate === 'wait') return { told: 0, closed: 0, more: false };
    const snap = await tx.get(waitingOn(deps).where('productId', '==', productId).orderBy('createdAt').limit(perRound));
    const requests = snap.docs.map((d) => ({ id: d.id, ...d.data() }));
    const more = requests.length === perRound;
    if (fate === 'close') {
      for (const r of requests) tx.update(preorderAlertsCol(db).doc(r.id), { closedAt: now });
      return { told: 0, closed: requests.length, more };
    }
    const brand = mailBrand((await readSettings(db, tx)).branding, siteUrl());
    for (const r of whomToTellWhenOpen(requests)) {
      const mail = { to: r.email, productName: product!.name, windowName: window!.name, endAt: window!.endAt };
      tellOne(
        tx,
        db,
        preorderAlertsCol(db).doc(r.id),
        {
          id: preorderOpenMailId(r.id, r.createdAt),
          body: preorderOpenMail({ ...mail, productKey: product!.slug || productId }, brand),
        },
        now,
      );
    }
    return { told: requests.length, closed: 0, more };
  });
}
