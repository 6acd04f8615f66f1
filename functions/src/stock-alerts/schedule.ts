/** The back-in-stock sweep's timing, shared by the deployed onSchedule trigger and the local timer of `npm start`. */
import { liveDbClock } from '../lib/deps';
import { tellWaitingCustomers, type TellReport } from './tell-waiting';

/** A marker is normally handled by the function that wrote it; the sweep catches one whose function stopped. */
export const BACK_IN_STOCK_SCHEDULE = 'every 5 minutes';
export const LOCAL_BACK_IN_STOCK_EVERY_MS = 60_000;

export function runBackInStock(): Promise<TellReport> {
  return tellWaitingCustomers(liveDbClock());
}
