/** The balance reminders' timing, shared by the deployed onSchedule trigger and the local timer of `npm start`. */
import { getFirestore } from '../lib/admin';
import { systemClock } from '../lib/clock';
import { sendBalanceReminders, type ReminderReport } from './balance-reminders';

/** Once a day in the late morning, Lagos time: a reminder arrives when people read mail, never at night. */
export const REMINDER_SCHEDULE = 'every day 10:00';
/** Locally every minute, so a demo sees a reminder soon after a window closes (the 3-day spacing still holds). */
export const LOCAL_REMINDER_EVERY_MS = 60_000;

export function runBalanceReminders(): Promise<ReminderReport> {
  return sendBalanceReminders({ db: getFirestore(), clock: systemClock });
}
