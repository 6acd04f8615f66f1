/** The cart reminders' timing, shared by the deployed onSchedule trigger and the local timer of `npm start`. */
import { getFirestore } from '../lib/admin';
import { systemClock } from '../lib/clock';
import { sendCartReminders, type CartReminderReport } from './cart-reminders';

/** Every 15 minutes: a cart is reminded soon after its delay; at night the job sends nothing (domain quiet hours). */
export const CART_REMINDER_SCHEDULE = 'every 15 minutes';
/** Locally every minute, so a demo cart is reminded soon after `npm start`. */
export const LOCAL_CART_REMINDER_EVERY_MS = 60_000;

/** `at` fixes this run's clock (a journey run at night in Lagos would otherwise meet the quiet hours). */
export function runCartReminders(at?: Date): Promise<CartReminderReport> {
  return sendCartReminders({ db: getFirestore(), clock: at ? () => at : systemClock });
}
