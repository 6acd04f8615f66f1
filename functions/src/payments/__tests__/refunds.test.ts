// Money that is never stranded: a refund owed is a record retried until Paystack confirms it, counted once; a paid
// order cancelled by staff asks for its refund, which goes back the same way once an admin releases it; the
// reconciler settles what a lost webhook left open.
import {
  ORDER_REFUNDED_CANNOT_REOPEN,
  REFUND_ALREADY_RELEASED,
  REFUND_RELEASE_NOT_ALLOWED,
  refundSchema,
} from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { call } from '../../../test/callables';
import {
  db,
  eventually,
  makeProduct,
  onHand,
  patchSettings,
  timelineEntries,
  readCustomer,
  readOrder,
  readPayment,
  testDeps,
} from '../../../test/factories';
import { minutesFromNow, startCheckoutAs } from '../../../test/checkout';
import { paystackControl } from '../../../test/paystack-control';
import { parseDoc } from '../../lib/converters';
import { expireUnpaidOrders } from '../../checkout/expire-unpaid';
import { reconcilePayments } from '../reconcile';

const readRefund = async (reference: string) => parseDoc(refundSchema, await db().doc(`refunds/${reference}`).get());

async function checkout(user: TestUser, price = 18_000) {
  const shirt = await makeProduct({ price, stock: { M: 2 } });
  const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
  return { shirt, started };
}

describe('durable refunds', () => {
  it('a refund that fails three times is retried with backoff until Paystack takes it, and is counted once', async () => {
    const user = await makeUser();
    const { started } = await checkout(user);
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'cancelled' });

    // The customer pays anyway (the popup was still open); Paystack refuses the refund three times.
    await paystackControl.failRefunds(started.reference, 3);
    await paystackControl.settle(started.reference, 'success', true);
    const first = await eventually(
      async () => {
        const r = await readRefund(started.reference);
        return r?.attempts === 1 ? r : undefined;
      },
      15_000,
      'the first refund attempt',
    );
    expect(first).toMatchObject({
      status: 'owed',
      reason: 'unpayable',
      amountKobo: 2_050_000,
      lastError: 'Refund could not be processed at this time',
    });
    expect(await readOrder(started.orderId)).toMatchObject({ refund: { status: 'pending', amountKobo: 2_050_000 } });

    // Not yet due: the reconciler leaves it for its backoff.
    await reconcilePayments(testDeps({ clock: () => new Date(first.updatedAt.getTime() + 10_000) }));
    expect((await readRefund(started.reference))?.attempts).toBe(1);

    // Try 2 and 3 fail, each pushing the next try further out; try 4 goes through.
    let clock = first.nextAttemptAt.getTime();
    for (const attempts of [2, 3]) {
      await reconcilePayments(testDeps({ clock: () => new Date(clock + 1_000) }));
      const refund = (await readRefund(started.reference))!;
      expect(refund).toMatchObject({ status: 'owed', attempts });
      expect(refund.nextAttemptAt.getTime() - (clock + 1_000)).toBe(60_000 * 2 ** (attempts - 1));
      clock = refund.nextAttemptAt.getTime();
    }
    await reconcilePayments(testDeps({ clock: () => new Date(clock + 1_000) }));
    const done = await eventually(
      async () => {
        const r = await readRefund(started.reference);
        return r?.status === 'refunded' ? r : undefined;
      },
      15_000,
      'the refund to be confirmed',
    );
    expect(done.attempts).toBe(3);
    expect(done.history.map((h) => h.note)).toEqual([
      'Refund of ₦20,500 started',
      'Try 1 failed: Refund could not be processed at this time',
      'Try 2 failed: Refund could not be processed at this time',
      'Try 3 failed: Refund could not be processed at this time',
      'Refund of ₦20,500 confirmed by Paystack',
    ]);

    // Counted once: more runs, the refund.processed webhook and a repeat confirm add nothing.
    await reconcilePayments(testDeps({ clock: () => new Date(clock + 3_600_000) }));
    await paystackControl.webhooks(started.reference);
    expect(await paystackControl.refunds(started.reference)).toEqual([
      expect.objectContaining({ amount: 2_050_000, status: 'processed' }),
    ]);
    expect(await readPayment(started.reference)).toMatchObject({
      status: 'success',
      refundRequired: true,
      refundedAt: expect.any(Date) as Date,
    });
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      refund: { status: 'refunded', amountKobo: 2_050_000 },
    });
    const notes = (await timelineEntries(started.orderId)).map((e) => e.note);
    expect(notes.filter((n) => n === 'Refund of ₦20,500 confirmed by Paystack')).toHaveLength(1);
    expect(notes.filter((n) => n === 'Refund of ₦20,500 started')).toHaveLength(1);
  });

  it('a paid order cancelled by staff only asks for its refund; an admin releases it once, for the amount confirmed', async () => {
    const user = await makeUser();
    const [staff, admin] = await Promise.all([makeStaffUser('staff'), makeStaffUser('admin')]);
    const { shirt, started } = await checkout(user);
    await paystackControl.settle(started.reference, 'success', true);
    await eventually(
      async () => (await readOrder(started.orderId))?.paymentStatus === 'paid',
      15_000,
      'the order to be paid',
    );
    expect(await readCustomer(user.uid)).toMatchObject({ lifetimeValue: 20_500 });

    // Staff cancel: the stock goes back, the refund waits. No money moves, nothing is owed to Paystack yet.
    const cancelled = await call<{ refundsOwed: string[]; refundAwaitingKobo: number }>(
      'updateOrderStatus',
      { orderId: started.orderId, status: 'cancelled', note: 'Out of fabric' },
      staff.idToken,
    );
    expect(cancelled).toMatchObject({ ok: true, data: { refundsOwed: [], refundAwaitingKobo: 2_050_000 } });
    const order = await readOrder(started.orderId);
    expect(order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundRequest: {
        status: 'awaiting',
        amountKobo: 2_050_000,
        requestedBy: staff.uid,
        requestedByEmail: staff.email,
      },
    });
    expect(order?.refund ?? null).toBeNull();
    expect(await readRefund(started.reference)).toBeNull();
    expect(await readPayment(started.reference)).toMatchObject({ refundRequired: false });
    expect(await onHand(shirt.id, 'M')).toBe(2);
    // Even a staff member who states the amount cannot release it with the cancel, nor afterwards.
    const staffRelease = await call(
      'releaseRefund',
      { orderId: started.orderId, amountKobo: 2_050_000 },
      staff.idToken,
    );
    expect(staffRelease).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: REFUND_RELEASE_NOT_ALLOWED });
    await reconcilePayments(testDeps({ clock: minutesFromNow(2) }));
    expect(await paystackControl.refunds(started.reference)).toHaveLength(0);
    // A second cancel (another member of staff) asks nothing more.
    await call('updateOrderStatus', { orderId: started.orderId, status: 'cancelled', note: 'Again' }, staff.idToken);

    // The admin confirms a wrong amount: refused with the right one, nothing released.
    const wrong = await call('releaseRefund', { orderId: started.orderId, amountKobo: 205_000 }, admin.idToken);
    expect(wrong).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'The refund for this order is now ₦20,500. Check it and confirm again.',
    });
    // Two clicks of the right amount release it once (Paystack refuses the first try; the reconciler retries).
    await paystackControl.failRefunds(started.reference, 1);
    const releases = await Promise.all(
      [0, 1].map(() => call('releaseRefund', { orderId: started.orderId, amountKobo: 2_050_000 }, admin.idToken)),
    );
    expect(releases.filter((r) => r.ok)).toEqual([
      { ok: true, data: { orderId: started.orderId, refundsOwed: [started.reference], amountKobo: 2_050_000 } },
    ]);
    expect(releases.find((r) => !r.ok)).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: REFUND_ALREADY_RELEASED,
    });
    expect(await readRefund(started.reference)).toMatchObject({
      status: 'owed',
      reason: 'order_cancelled',
      attempts: 1,
    });
    expect((await readOrder(started.orderId))?.refundRequest).toMatchObject({
      status: 'released',
      requestedBy: staff.uid,
      decidedBy: admin.uid,
      decidedByEmail: admin.email,
    });

    await reconcilePayments(testDeps({ clock: minutesFromNow(2) }));
    await eventually(async () => (await readRefund(started.reference))?.status === 'refunded', 15_000, 'the refund');
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { status: 'refunded', amountKobo: 2_050_000 },
    });
    expect(await paystackControl.refunds(started.reference)).toHaveLength(1);
    expect(await readCustomer(user.uid)).toMatchObject({ lifetimeValue: 0 });
    // The timeline says who asked and who released.
    const notes = (await timelineEntries(started.orderId)).map((e) => e.note);
    expect(notes).toContain(`Refund of ₦20,500 requested by ${staff.email}; it waits for an admin to release it.`);
    expect(notes.filter((n) => n === `Refund of ₦20,500 released by ${admin.email}`)).toHaveLength(1);

    const reopen = await call(
      'updateOrderStatus',
      { orderId: started.orderId, status: 'in_production', note: '' },
      staff.idToken,
    );
    expect(reopen).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', message: ORDER_REFUNDED_CANNOT_REOPEN });
    expect(await onHand(shirt.id, 'M')).toBe(2);
  });

  it('reopening before the release withdraws the request; when Settings allow, staff cancel and refund in one step', async () => {
    const user = await makeUser();
    const staff = await makeStaffUser('staff');
    const { shirt, started } = await checkout(user);
    await paystackControl.settle(started.reference, 'success', true);
    await eventually(async () => (await readOrder(started.orderId))?.paymentStatus === 'paid', 15_000, 'payment');
    await call('updateOrderStatus', { orderId: started.orderId, status: 'cancelled', note: '' }, staff.idToken);
    await call(
      'updateOrderStatus',
      { orderId: started.orderId, status: 'pending', note: 'Found the fabric' },
      staff.idToken,
    );
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      refundRequest: { status: 'withdrawn', decidedBy: staff.uid },
    });
    expect(await onHand(shirt.id, 'M')).toBe(1);
    expect((await timelineEntries(started.orderId)).map((e) => e.note)).toContain(
      `Refund request of ₦20,500 withdrawn: order reopened by ${staff.email}`,
    );
    expect(await readRefund(started.reference)).toBeNull();

    const restore = await patchSettings({ refunds: { staffMayRelease: true } });
    try {
      const cancelled = await call(
        'updateOrderStatus',
        { orderId: started.orderId, status: 'cancelled', note: '', releaseRefundKobo: 2_050_000 },
        staff.idToken,
      );
      expect(cancelled).toMatchObject({ ok: true, data: { refundsOwed: [started.reference], refundAwaitingKobo: 0 } });
    } finally {
      await restore();
    }
    await eventually(async () => (await readRefund(started.reference))?.status === 'refunded', 15_000, 'the refund');
    expect((await readOrder(started.orderId))?.refundRequest).toMatchObject({
      status: 'released',
      requestedBy: staff.uid,
      decidedBy: staff.uid,
    });
    expect(await paystackControl.refunds(started.reference)).toHaveLength(1);
  });
});

describe('reconciler', () => {
  it('settles a payment whose webhook was lost and whose tab was closed, within one run', async () => {
    const user = await makeUser();
    const { started } = await checkout(user);
    await paystackControl.withoutWebhooks(() => paystackControl.settle(started.reference, 'success', true));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });

    const report = await reconcilePayments(testDeps());
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      amountPaid: 20_500,
    });
    expect(await readPayment(started.reference)).toMatchObject({ status: 'success', refundRequired: false });
    // A second run changes nothing.
    await reconcilePayments(testDeps());
    expect(await timelineEntries(started.orderId)).toHaveLength(1);
  });

  it('turns a refund flagged on the payment alone (before refunds were records) into a refund that is paid back', async () => {
    const user = await makeUser();
    const { started } = await checkout(user);
    await paystackControl.withoutWebhooks(() => paystackControl.settle(started.reference, 'success', true));
    // As the shop left it before: flagged, refund call failed once, nothing else remembered it.
    await db()
      .doc(`payments/${started.reference}`)
      .update({ status: 'success', refundRequired: true, refundedAt: null });

    await reconcilePayments(testDeps());
    await eventually(async () => (await readRefund(started.reference))?.status === 'refunded', 15_000, 'the refund');
    expect(await paystackControl.refunds(started.reference)).toHaveLength(1);
    expect(await readPayment(started.reference)).toMatchObject({ refundedAt: expect.any(Date) as Date });
  });
});
