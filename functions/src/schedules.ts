/**
 * Scheduled handlers, listed once so `npm start` can run them on a local timer (the Functions emulator does not
 * fire schedules). Each entry's `run` is the same handler the deployed onSchedule trigger calls.
 */
import { LOCAL_EXPIRY_EVERY_MS, runExpiry } from './checkout/expiry-schedule';
import { LOCAL_RECONCILE_EVERY_MS, runReconcile } from './payments/reconcile-schedule';
import { LOCAL_CART_REMINDER_EVERY_MS, runCartReminders } from './mail/cart-reminder-schedule';
import { LOCAL_REMINDER_EVERY_MS, runBalanceReminders } from './mail/reminder-schedule';
import { LOCAL_WAITLIST_EVERY_MS, runWaitlistSweep } from './waitlist/schedule';

export interface LocalSchedule {
  readonly name: string;
  readonly everyMs: number;
  /** `at`: the clock of this one run (a journey's; the timers pass none and the handler reads the time). */
  run(at?: Date): Promise<unknown>;
}

export const localSchedules: readonly LocalSchedule[] = [
  { name: 'expireUnpaidOrders', everyMs: LOCAL_EXPIRY_EVERY_MS, run: runExpiry },
  { name: 'reconcilePayments', everyMs: LOCAL_RECONCILE_EVERY_MS, run: runReconcile },
  { name: 'sendBalanceReminders', everyMs: LOCAL_REMINDER_EVERY_MS, run: runBalanceReminders },
  { name: 'tellWaitlist', everyMs: LOCAL_WAITLIST_EVERY_MS, run: runWaitlistSweep },
  { name: 'sendCartReminders', everyMs: LOCAL_CART_REMINDER_EVERY_MS, run: runCartReminders },
];
