// Money that is never stranded: a refund owed is a record retried until Paystack confirms it, counted once; a paid
// order cancelled by staff asks for its refund, which goes back the same way once an admin releases it; the
// reconciler settles what a lost webhook left open. A refund counts only when it is this payment's (its transaction,
// amount and currency), whatever Paystack's list answers; Paystack's refund events move a refund at once, and a
// refund Paystack failed waits for an admin with Paystack's words (issue 29, docs/paystack-contract.md).
import {
  ORDER_REFUNDED_CANNOT_REOPEN,
  REFUND_ALREADY_RELEASED,
  REFUND_RELEASE_NOT_ALLOWED,
  refundSchema,
} from '@aso/domain';
import type { PaymentCase, ResolvePaymentResult } from '@aso/domain/contract';
import { describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { call, callOk, postWebhook } from '../../../test/callables';
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
import { anotherBuyerBuys, minutesFromNow, startCheckoutAs } from '../../../test/checkout';
import { paystackControl } from '../../../test/paystack-control';
import { stackInfo } from '../../../test/stack';
import { paystackSignature } from '../../lib/paystack-signature';
import { parseDoc } from '../../lib/converters';
import { expireUnpaidOrders } from '../../checkout/expire-unpaid';
import { reconcilePayments } from '../reconcile';

const readRefund = async (reference: string) => parseDoc(refundSchema, await db().doc(`refunds/${reference}`).get());

async function checkout(user: TestUser, price = 18_000) {
  const shirt = await makeProduct({ price, stock: { M: 2 } });
  const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
  return { shirt, started };
}

/**
 * A ₦20,500 checkout whose 30 minutes ran out and whose piece another buyer then took: money that lands for it now is
 * owed back (reason late_payment). Paystack's answer to it is the caller's to arrange before paying.
 */
async function closedAndSoldOut() {
  const user = await makeUser();
  const shirt = await makeProduct({ price: 18_000, stock: { M: 1 } });
  const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
  await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
  await anotherBuyerBuys(shirt.id, 'M', 1);
  return { user, started };
}

const refundWith = async (reference: string, status: string) =>
  eventually(
    async () => {
      const r = await readRefund(reference);
      return r?.status === status ? r : undefined;
    },
    15_000,
    `refunds/${reference} ${status}`,
  );

describe('durable refunds', () => {
  it('a refund that fails three times is retried with backoff until Paystack takes it, and is counted once', async () => {
    const user = await makeUser();
    const { shirt, started } = await checkout(user);
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'abandoned' });
    await anotherBuyerBuys(shirt.id, 'M', 2);

    // The customer pays anyway (the popup was still open), after the pieces sold; Paystack refuses the refund
    // three times.
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
      reason: 'late_payment',
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
      status: 'abandoned',
      paymentStatus: 'unpaid',
      latePayment: 'refunded',
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

describe("a refund is this payment's, or it does not count", () => {
  it("with Paystack ignoring the list's transaction filter, another order's processed refund marks nothing", async () => {
    const a = await closedAndSoldOut();
    const b = await closedAndSoldOut();
    // B's refund stays queued at Paystack; A's goes through. Both are ₦20,500: only the transaction tells them apart.
    await paystackControl.refundOutcome(b.started.reference, 'pending');
    await paystackControl.withQuirks({ ignoreRefundTransactionFilter: true, omitPageCount: true }, async () => {
      await paystackControl.settle(a.started.reference, 'success', true);
      await refundWith(a.started.reference, 'refunded');
      await paystackControl.settle(b.started.reference, 'success', true);
      await refundWith(b.started.reference, 'requested');
      // The reconciler's later look (after its 5-minute recheck) reads the same unfiltered list.
      await reconcilePayments(testDeps({ clock: minutesFromNow(10) }));
      await reconcilePayments(testDeps({ clock: minutesFromNow(20) }));
    });
    expect(await readRefund(b.started.reference)).toMatchObject({ status: 'requested', refundedAt: null });
    expect(await readOrder(b.started.orderId)).toMatchObject({ refund: { status: 'pending', amountKobo: 2_050_000 } });
    expect(await readPayment(b.started.reference)).toMatchObject({ refundedAt: null });
    const [queued] = await paystackControl.refunds(b.started.reference);
    expect(queued).toMatchObject({ status: 'pending' });

    // When B's own refund goes through, its refund.processed event marks it at once.
    await paystackControl.finishRefund(queued!.id, 'processed');
    expect(await readRefund(b.started.reference)).toMatchObject({ status: 'refunded' });
    expect(await readOrder(b.started.orderId)).toMatchObject({ refund: { status: 'refunded' } });
  });
});

describe('refund events', () => {
  it('move a refund at once, re-verified with Paystack: queued, then failed with its reason for staff; an admin asks again', async () => {
    const admin = await makeStaffUser('admin');
    const { started } = await closedAndSoldOut();
    const reference = started.reference;
    await paystackControl.refundOutcome(reference, 'pending');
    await paystackControl.settle(reference, 'success', true);
    const requested = await refundWith(reference, 'requested');
    const [queued] = await paystackControl.refunds(reference);
    expect(requested.paystackRefundId).toBe(queued!.id);

    // A signed refund.processed that Paystack does not confirm (its refund is still pending) changes nothing.
    const claim = JSON.stringify({
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: reference, amount: '2050000', currency: 'NGN' },
    });
    expect(await postWebhook(claim, paystackSignature(claim, stackInfo().paystackSecret))).toEqual({
      status: 200,
      body: 'requested',
    });
    expect(await readRefund(reference)).toMatchObject({ status: 'requested' });

    // Paystack fails it: refund.failed marks it failed with Paystack's words, before any reconciler run.
    await paystackControl.finishRefund(queued!.id, 'failed', 'Customer account closed');
    const failure = 'Paystack could not complete the refund: Customer account closed';
    expect(await readRefund(reference)).toMatchObject({ status: 'failed', lastError: failure });
    expect(await readOrder(started.orderId)).toMatchObject({ refund: { status: 'failed', failure } });
    // The same event again, three times: one line in the history.
    await paystackControl.redeliverRefund(queued!.id, 3);
    const failedNotes = (await readRefund(reference))!.history.filter((h) => h.note.includes('failed.'));
    expect(failedNotes.map((h) => h.note)).toEqual([`Refund of ₦20,500 failed. ${failure}.`]);

    // The reconciler does not ask Paystack again by itself; the admin sees why on Payments to review.
    await reconcilePayments(testDeps({ clock: minutesFromNow(120) }));
    expect(await paystackControl.refunds(reference)).toHaveLength(1);
    const { cases } = await callOk<{ cases: PaymentCase[] }>('listPaymentReviews', {}, admin.idToken);
    expect(cases.find((c) => c.reference === reference)).toMatchObject({
      kind: 'refund',
      title: 'Paid after the checkout closed; the pieces had sold',
      status: 'failed',
      lastError: failure,
      actions: ['refund'],
    });

    // The admin asks again: a second refund, processed, and the order reads Refunded.
    const retried = await callOk<ResolvePaymentResult>(
      'resolvePayment',
      { reference, action: 'refund' },
      admin.idToken,
    );
    expect(retried.refund).toMatch(/^(refunded|requested)$/);
    await refundWith(reference, 'refunded');
    expect((await paystackControl.refunds(reference)).map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(await readOrder(started.orderId)).toMatchObject({ refund: { status: 'refunded', failure: null } });
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
