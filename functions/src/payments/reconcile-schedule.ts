/** The reconciler's timing, shared by the deployed onSchedule trigger and the local timer of `npm start`. */
import { liveDeps } from '../lib/deps';
import { reconcilePayments, type ReconcileReport } from './reconcile';

export const RECONCILE_SCHEDULE = 'every 5 minutes';
/** Locally every minute, so a demo sees a lost webhook settled and a failed refund retried soon after. */
export const LOCAL_RECONCILE_EVERY_MS = 60_000;

export function runReconcile(): Promise<ReconcileReport> {
  return reconcilePayments(liveDeps());
}
