import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../lib/region';
import { CART_REMINDER_SCHEDULE, runCartReminders } from './cart-reminder-schedule';
import { REMINDER_SCHEDULE, runBalanceReminders } from './reminder-schedule';

export const sendBalanceReminders = onSchedule(
  { region: REGION, schedule: REMINDER_SCHEDULE, timeZone: 'Africa/Lagos' },
  async () => {
    await runBalanceReminders();
  },
);

export const sendCartReminders = onSchedule(
  { region: REGION, schedule: CART_REMINDER_SCHEDULE, timeZone: 'Africa/Lagos' },
  async () => {
    await runCartReminders();
  },
);
