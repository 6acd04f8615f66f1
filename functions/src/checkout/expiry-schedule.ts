/** The expiry's timing, shared by the deployed onSchedule trigger and the local timer of `npm start`. */
import { liveDeps } from '../lib/deps';
import { expireUnpaidOrders, type ExpiryReport } from './expire-unpaid';

export const EXPIRY_SCHEDULE = 'every 5 minutes';
/** Locally every minute, so a demo sees an abandoned checkout's stock come back soon after the 30 minutes. */
export const LOCAL_EXPIRY_EVERY_MS = 60_000;

export function runExpiry(): Promise<ExpiryReport> {
  return expireUnpaidOrders(liveDeps());
}
