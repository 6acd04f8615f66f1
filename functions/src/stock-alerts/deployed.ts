import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../lib/region';
import { BACK_IN_STOCK_SCHEDULE, runBackInStock } from './schedule';

export const tellBackInStock = onSchedule(
  { region: REGION, schedule: BACK_IN_STOCK_SCHEDULE, timeZone: 'Africa/Lagos' },
  async () => {
    await runBackInStock();
  },
);
