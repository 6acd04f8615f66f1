/**
 * The deployed triggers of checkout and payments: each wraps its handler with live dependencies
 * (docs/architecture.md#style-functions). Tests call the handlers; these lines only bind them to Cloud Functions.
 */
import { CHECKOUT_SIGN_IN } from '@aso/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineCallable } from '../lib/callable';
import { PAYSTACK_SECRET_KEY } from '../lib/config';
import { liveDbClock, liveDeps } from '../lib/deps';
import { REGION } from '../lib/region';
import { handleCancelCheckout } from './cancel-checkout';
import { handleConfirmPayment } from './confirm-payment';
import { EXPIRY_SCHEDULE, runExpiry } from './expiry-schedule';
import { handlePayBalance } from './pay-balance';
import { handlePaystackWebhook } from './paystack-webhook';
import { handleStartCheckout } from './start-checkout';
import { handleSaveCart } from './save-cart';

const paystackSecrets = [PAYSTACK_SECRET_KEY];

export const startCheckout = defineCallable('startCheckout', {
  who: 'signed-in',
  deps: liveDeps,
  handler: handleStartCheckout,
  signInMessage: CHECKOUT_SIGN_IN,
  secrets: paystackSecrets,
});

export const saveCart = defineCallable('saveCart', {
  who: 'signed-in',
  deps: liveDbClock,
  handler: handleSaveCart,
});

export const confirmPayment = defineCallable('confirmPayment', {
  who: 'signed-in',
  deps: liveDeps,
  handler: handleConfirmPayment,
  secrets: paystackSecrets,
});

export const cancelCheckout = defineCallable('cancelCheckout', {
  who: 'signed-in',
  deps: liveDeps,
  handler: handleCancelCheckout,
  secrets: paystackSecrets,
});

export const payBalance = defineCallable('payBalance', {
  who: 'signed-in',
  deps: liveDeps,
  handler: handlePayBalance,
  secrets: paystackSecrets,
});

export const paystackWebhook = onRequest({ region: REGION, secrets: paystackSecrets }, async (req, res) => {
  const header = req.headers['x-paystack-signature'];
  const answer = await handlePaystackWebhook(liveDeps(), PAYSTACK_SECRET_KEY.value(), {
    method: req.method,
    rawBody: req.rawBody,
    signature: Array.isArray(header) ? header[0] : header,
  });
  res.status(answer.status).type('text/plain').send(answer.body);
});

export const expireUnpaidOrders = onSchedule(
  { region: REGION, schedule: EXPIRY_SCHEDULE, timeZone: 'Africa/Lagos', secrets: paystackSecrets },
  async () => {
    await runExpiry();
  },
);
