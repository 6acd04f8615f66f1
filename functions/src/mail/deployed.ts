import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../lib/region';
import { REMINDER_SCHEDULE, runBalanceReminders } from './reminder-schedule';

export const sendBalanceReminders = onSchedule(
  { region: REGION, schedule: REMINDER_SCHEDULE, timeZone: 'Africa/Lagos' },
  async () => {
    await runBalanceReminders();
  },
);
