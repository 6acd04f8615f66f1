/** The back-in-stock sweep's timing, shared by the deployed onSchedule trigger and the local timer of `npm start`. */
import { liveDbClock } from '../lib/deps';
import { tellPreorderOpen, type PreorderTellReport } from './tell-preorder-open';
import { tellWaitingCustomers, type TellReport } from './tell-waiting';

/** A marker is normally handled by the function that wrote it; the sweep catches one whose function stopped. */
export const BACK_IN_STOCK_SCHEDULE = 'every 5 minutes';
export const LOCAL_BACK_IN_STOCK_EVERY_MS = 60_000;

/** Sizes back in stock, then pieces whose pre-orders opened (docs/product.md#pre-order-alerts). */
export async function runBackInStock(): Promise<{ stock: TellReport; preorders: PreorderTellReport }> {
  const deps = liveDbClock();
  return { stock: await tellWaitingCustomers(deps), preorders: await tellPreorderOpen(deps) };
}
