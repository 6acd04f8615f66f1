/** The waitlist sweep's timing, shared by the deployed onSchedule trigger and the local timer of `npm start`. */
import { liveDbClock } from '../lib/deps';
import type { Tally } from './tell';
import { tellForStockReturns } from './when-stock-returns';
import { tellPreorderOpen } from './when-window-opens';

/** Each trigger normally tells at once from the function that fired it; the sweep catches one that stopped. */
export const WAITLIST_SCHEDULE = 'every 5 minutes';
export const LOCAL_WAITLIST_EVERY_MS = 60_000;

/** Both triggers' leftovers: sizes back in stock, then pieces whose pre-orders opened. */
export async function runWaitlistSweep(): Promise<{ stock: { returns: number; told: number }; preorders: Tally }> {
  const deps = liveDbClock();
  return { stock: await tellForStockReturns(deps), preorders: await tellPreorderOpen(deps) };
}
