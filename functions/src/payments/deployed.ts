/** Money the shop owes back or must look at: the reconciler's schedule and the admin's "Payments to review". */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineCallable } from '../lib/callable';
import { PAYSTACK_SECRET_KEY } from '../lib/config';
import { liveDeps } from '../lib/deps';
import { REGION } from '../lib/region';
import { RECONCILE_SCHEDULE, runReconcile } from './reconcile-schedule';
import { handleListPaymentReviews, handleResolvePayment } from './review';

const paystackSecrets = [PAYSTACK_SECRET_KEY];

export const reconcilePayments = onSchedule(
  { region: REGION, schedule: RECONCILE_SCHEDULE, timeZone: 'Africa/Lagos', secrets: paystackSecrets },
  async () => {
    await runReconcile();
  },
);

export const listPaymentReviews = defineCallable('listPaymentReviews', {
  who: 'admin',
  deps: liveDeps,
  handler: handleListPaymentReviews,
  secrets: paystackSecrets,
});

export const resolvePayment = defineCallable('resolvePayment', {
  who: 'admin',
  deps: liveDeps,
  handler: handleResolvePayment,
  secrets: paystackSecrets,
});
