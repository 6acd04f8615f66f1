// Bank transfer and USSD as Paystack runs them (issue 29): they confirm minutes later. Closing Paystack's window
// while the money is on its way keeps the pieces and the order says it is awaited; expiry keeps holding while
// Paystack reports the charge pending; money that lands after the hold ended is taken when the pieces are still
// there (reserved again) and refunded through the durable refund path when they sold — the order, its timeline and
// the mail say which — once, however many deliveries, confirms and reconciler runs race for it.
import { describe, expect, it } from 'vitest';
import {
  AWAITING_PAYMENT_EVENT_NOTE,
  LATE_PAYMENT_APPLIED_NOTE,
  LATE_PAYMENT_RECEIPT_LINE,
  TRANSFER_HOLD_LIMIT_MINUTES,
  refundSchema,
} from '@aso/domain';
import type { CancelCheckoutResult } from '@aso/domain/contract';
import { makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  db,
  eventually,
  mailTo,
  makeProduct,
  onHand,
  readCustomer,
  readOrder,
  readPayment,
  statsFor,
  testDeps,
  timelineEntries,
} from '../../../test/factories';
import { anotherBuyerBuys, minutesFromNow, startCheckoutAs } from '../../../test/checkout';
import { paystackControl } from '../../../test/paystack-control';
import { parseDoc } from '../../lib/converters';
import { reconcilePayments } from '../../payments/reconcile';
import { expireUnpaidOrders } from '../expire-unpaid';

const readRefund = async (reference: string) => parseDoc(refundSchema, await db().doc(`refunds/${reference}`).get());

/** A ₦20,500 checkout for the one size-M piece, paid by transfer: Paystack calls it pending, the window closed. */
async function transferOnItsWay(channel: 'bank_transfer' | 'ussd' = 'bank_transfer') {
  const user = await makeUser();
  const shirt = await makeProduct({ price: 18_000, stock: { M: 1 } });
  const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
  await paystackControl.startTransfer(started.reference, channel);
  const closed = await callOk<CancelCheckoutResult>('cancelCheckout', { reference: started.reference }, user.idToken);
  return { user, shirt, started, closed };
}

/**
 * The checkout was started longer ago than a transfer may hold its pieces: expiry, at the real time, closes it
 * although Paystack still waits (the order is dated back rather than the clock forward, so every later write —
 * the webhook's, the confirm's — is newer than the closing, as in production).
 */
async function afterTheHold(orderId: string): Promise<Date> {
  const createdAt = new Date(Date.now() - (TRANSFER_HOLD_LIMIT_MINUTES + 1) * 60_000);
  await db().doc(`orders/${orderId}`).update({ createdAt });
  await expireUnpaidOrders(testDeps());
  return createdAt;
}

describe('a transfer on its way', () => {
  it('keeps the pieces when the window closes, shows the order awaited, and is paid when it lands', async () => {
    const { user, shirt, started, closed } = await transferOnItsWay();
    expect(closed).toEqual({ outcome: 'awaiting', orderId: started.orderId });
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentChannel: 'bank_transfer',
    });
    expect(await onHand(shirt.id, 'M')).toBe(0);
    // Closing again, or expiry while Paystack still says pending, keeps holding; one timeline entry says so.
    await callOk('cancelCheckout', { reference: started.reference }, user.idToken);
    const report = await expireUnpaidOrders(testDeps({ clock: minutesFromNow(45) }));
    expect(report.held).toBeGreaterThanOrEqual(1);
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await timelineEntries(started.orderId)).map((e) => e.note)).toEqual([AWAITING_PAYMENT_EVENT_NOTE]);

    await paystackControl.settle(started.reference, 'success', true);
    const paid = await readOrder(started.orderId);
    expect(paid).toMatchObject({ status: 'pending', paymentStatus: 'paid', paymentChannel: 'bank_transfer' });
    expect(paid?.latePayment ?? null).toBeNull();
    expect(await onHand(shirt.id, 'M')).toBe(0);
  });

  it('USSD is awaited the same way', async () => {
    const { started, closed } = await transferOnItsWay('ussd');
    expect(closed.outcome).toBe('awaiting');
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'pending', paymentChannel: 'ussd' });
  });
});

describe('money that lands after the hold ended', () => {
  it('is taken when the pieces are still there: reserved again, the order confirmed, the mail says so', async () => {
    const { user, shirt, started } = await transferOnItsWay();
    const day = await afterTheHold(started.orderId);
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'abandoned',
      closedReason: 'expired',
      paymentStatus: 'unpaid',
    });
    expect(await onHand(shirt.id, 'M')).toBe(1);
    const statsBefore = await statsFor(day);

    await paystackControl.settle(started.reference, 'success', true);
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      amountPaid: 20_500,
      latePayment: 'applied',
      closedReason: null,
    });
    expect(await onHand(shirt.id, 'M')).toBe(0);
    expect((await timelineEntries(started.orderId)).at(-1)).toMatchObject({
      status: 'pending',
      note: LATE_PAYMENT_APPLIED_NOTE,
    });
    const [receipt] = await mailTo(user.email);
    expect(receipt?.message.text).toContain(LATE_PAYMENT_RECEIPT_LINE);
    expect((await statsFor(day)).orders).toBe(statsBefore.orders + 1);
    expect(await readCustomer(user.uid)).toMatchObject({ orderCount: 1, lifetimeValue: 20_500 });
    expect(await paystackControl.refunds(started.reference)).toEqual([]);
  });

  it('is refunded through the durable refund path when the pieces sold: the order and the mail say so', async () => {
    const { user, shirt, started } = await transferOnItsWay();
    await afterTheHold(started.orderId);
    await anotherBuyerBuys(shirt.id, 'M', 1);

    await paystackControl.settle(started.reference, 'success', true);
    const refund = await eventually(async () => {
      const r = await readRefund(started.reference);
      return r?.status === 'refunded' ? r : undefined;
    });
    expect(refund).toMatchObject({ reason: 'late_payment', amountKobo: 2_050_000 });
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'abandoned',
      paymentStatus: 'unpaid',
      latePayment: 'refunded',
      refund: { status: 'refunded', amountKobo: 2_050_000 },
    });
    expect(await onHand(shirt.id, 'M')).toBe(0);
    expect((await timelineEntries(started.orderId)).map((e) => e.note)).toContain(
      'Payment of ₦20,500 arrived after the checkout closed and the pieces had sold since; it is being refunded',
    );
    expect((await mailTo(user.email)).map((m) => m.message.subject)).toEqual([
      expect.stringMatching(/your payment is being refunded$/),
    ]);
  });

  it('is applied once however many deliveries, confirms and reconciler runs race for it', async () => {
    const { user, shirt, started } = await transferOnItsWay();
    const day = await afterTheHold(started.orderId);
    // Anything other tests left for the reconciler is settled first, so the day's figures move for this order only.
    await reconcilePayments(testDeps());
    await paystackControl.withoutWebhooks(() => paystackControl.settle(started.reference, 'success', true));
    const statsBefore = await statsFor(day);

    await Promise.all([
      paystackControl.redeliver(started.reference, 6, true),
      call('confirmPayment', { reference: started.reference }, user.idToken),
      call('confirmPayment', { reference: started.reference }, user.idToken),
      reconcilePayments(testDeps()),
      expireUnpaidOrders(testDeps()),
    ]);
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'paid', latePayment: 'applied' });
    expect(await onHand(shirt.id, 'M')).toBe(0);
    expect((await timelineEntries(started.orderId)).filter((e) => e.note === LATE_PAYMENT_APPLIED_NOTE)).toHaveLength(
      1,
    );
    expect(await mailTo(user.email)).toHaveLength(1);
    expect((await statsFor(day)).orders).toBe(statsBefore.orders + 1);
    expect(await readCustomer(user.uid)).toMatchObject({ orderCount: 1 });
    expect(await readPayment(started.reference)).toMatchObject({ status: 'success', refundRequired: false });
  });

  it('is refunded once however many deliveries race for it when the pieces sold', async () => {
    const { user, shirt, started } = await transferOnItsWay();
    await afterTheHold(started.orderId);
    await anotherBuyerBuys(shirt.id, 'M', 1);
    await paystackControl.withoutWebhooks(() => paystackControl.settle(started.reference, 'success', true));

    await Promise.all([
      paystackControl.redeliver(started.reference, 6, true),
      call('confirmPayment', { reference: started.reference }, user.idToken),
      reconcilePayments(testDeps()),
    ]);
    // The refund is processed by the refund queue's trigger after six webhook runs in the Functions emulator: on a
    // busy machine that takes longer than the helper's 15 s.
    await eventually(async () => (await readRefund(started.reference))?.status === 'refunded', 60_000, 'the refund');
    expect(await paystackControl.refunds(started.reference)).toHaveLength(1);
    expect(await mailTo(user.email)).toHaveLength(1);
    expect(await onHand(shirt.id, 'M')).toBe(0);
  });
});
