import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../lib/region';
import { WAITLIST_SCHEDULE, runWaitlistSweep } from './schedule';

export const tellWaitlist = onSchedule(
  { region: REGION, schedule: WAITLIST_SCHEDULE, timeZone: 'Africa/Lagos' },
  async () => {
    await runWaitlistSweep();
  },
);
