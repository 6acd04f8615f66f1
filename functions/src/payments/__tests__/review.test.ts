// "Payments to review": money the shop must not decide alone. A payment whose amount does not match is flagged,
// its stock released (expiry no longer skips it forever); an admin refunds or applies it, once; a pending bank
// transfer keeps its stock until 15 minutes after Paystack stops calling it pending.
import { APPLY_NOT_POSSIBLE, CASE_ALREADY_RESOLVED, PAYMENT_VERIFICATION_FAILED } from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  eventually,
  makeProduct,
  onHand,
  timelineEntries,
  readOrder,
  readPayment,
  testDeps,
} from '../../../test/factories';
import { anotherBuyerBuys, minutesFromNow, startCheckoutAs } from '../../../test/checkout';
import { paystackControl } from '../../../test/paystack-control';
import { expireUnpaidOrders } from '../../checkout/expire-unpaid';
import type { PaymentCase, ResolvePaymentResult } from '@aso/domain/contract';

let admin: TestUser;
let secondAdmin: TestUser;
beforeAll(async () => {
  [admin, secondAdmin] = await Promise.all([makeStaffUser('admin'), makeStaffUser('admin')]);
});

/** A checkout paid on Paystack whose verify answers `received` kobo instead of the ₦20,500 asked; webhook lost. */
async function mismatchedCheckout(received: number) {
  const user = await makeUser();
  const shirt = await makeProduct({ price: 18_000, stock: { M: 1 } });
  const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
  await paystackControl.withoutWebhooks(() => paystackControl.settle(started.reference, 'success', true));
  await paystackControl.overrideVerify({ reference: started.reference, amount: received, times: 1000 });
  return { user, shirt, started };
}

const cases = async (who: TestUser) =>
  (await callOk<{ cases: PaymentCase[] }>('listPaymentReviews', {}, who.idToken)).cases;
const resolve = (who: TestUser, reference: string, action: 'refund' | 'apply') =>
  call<ResolvePaymentResult>('resolvePayment', { reference, action }, who.idToken);

describe('amounts that do not match', () => {
  it('expiry flags the payment and releases the stock instead of skipping the order on every run; an admin applies it exactly once', async () => {
    const { user, shirt, started } = await mismatchedCheckout(1_000_000);
    expect(await onHand(shirt.id, 'M')).toBe(0);

    const report = await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(report.flagged).toBeGreaterThanOrEqual(1);
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
      amountPaid: 0,
    });
    expect(await onHand(shirt.id, 'M')).toBe(1);
    expect(await readPayment(started.reference)).toMatchObject({
      status: 'pending',
      review: { status: 'open', receivedKobo: 1_000_000, receivedCurrency: 'NGN' },
    });
    // Never applied by the customer's confirm either.
    expect(await call('confirmPayment', { reference: started.reference }, user.idToken)).toMatchObject({
      ok: false,
      message: PAYMENT_VERIFICATION_FAILED,
    });

    const listed = (await cases(admin)).find((c) => c.reference === started.reference);
    expect(listed).toMatchObject({
      kind: 'mismatch',
      amountKobo: 1_000_000,
      expectedKobo: 2_050_000,
      actions: ['refund', 'apply'],
      order: { status: 'cancelled' },
    });
    expect(listed?.history[0]?.note).toContain('Paystack received 1000000 kobo in NGN');
    // Two admins press Apply at the same moment.
    const answers = await Promise.all([
      resolve(admin, started.reference, 'apply'),
      resolve(secondAdmin, started.reference, 'apply'),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toMatchObject({ status: 'FAILED_PRECONDITION', message: CASE_ALREADY_RESOLVED });
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'deposit_paid',
      amountPaid: 10_000,
      balanceDue: 10_500,
    });
    expect(await onHand(shirt.id, 'M')).toBe(0);
    expect(
      (await timelineEntries(started.orderId)).filter((e) => e.note === 'Payment of ₦10,000 applied after review'),
    ).toHaveLength(1);
    expect((await cases(admin)).some((c) => c.reference === started.reference)).toBe(false);
    expect(await paystackControl.refunds(started.reference)).toEqual([]);
  });

  it('an admin refunds an overpayment exactly once; it cannot be applied', async () => {
    const { started } = await mismatchedCheckout(3_000_000);
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(await resolve(admin, started.reference, 'apply')).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'Paystack received ₦30,000 but only ₦20,500 was due; refund it instead.',
    });

    const answers = await Promise.all([
      resolve(admin, started.reference, 'refund'),
      resolve(secondAdmin, started.reference, 'refund'),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toMatchObject({ status: 'FAILED_PRECONDITION', message: CASE_ALREADY_RESOLVED });
    await eventually(
      async () => (await readOrder(started.orderId))?.refund?.status === 'refunded',
      15_000,
      'the refund',
    );
    expect(await paystackControl.refunds(started.reference)).toHaveLength(1);
    expect(await resolve(admin, started.reference, 'apply')).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
    });
    expect((await cases(admin)).some((c) => c.reference === started.reference)).toBe(false);
  });
});

describe('refunds owed on the review list', () => {
  it('shows a failing refund with its history; "refund" retries it now, once for two clicks', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ price: 18_000, stock: { M: 1 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    await anotherBuyerBuys(shirt.id, 'M', 1);
    await paystackControl.failRefunds(started.reference, 1);
    await paystackControl.settle(started.reference, 'success', true);
    const listed = await eventually(
      async () => (await cases(admin)).find((c) => c.reference === started.reference && c.attempts === 1),
      15_000,
      'the case',
    );
    expect(listed).toMatchObject({
      kind: 'refund',
      title: 'Paid after the checkout closed; the pieces had sold',
      status: 'owed',
      actions: ['refund'],
      lastError: 'Refund could not be processed at this time',
    });
    expect(await resolve(admin, started.reference, 'apply')).toMatchObject({ ok: false, message: APPLY_NOT_POSSIBLE });

    const answers = await Promise.all([
      resolve(admin, started.reference, 'refund'),
      resolve(admin, started.reference, 'refund'),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => a.ok)).toMatchObject({ data: { refund: 'refunded' } });
    expect(await paystackControl.refunds(started.reference)).toHaveLength(1);
    expect((await cases(admin)).some((c) => c.reference === started.reference)).toBe(false);
  });
});

describe('pending bank transfers', () => {
  it('keep their stock while Paystack calls them pending and 15 minutes after, then release it', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { M: 1 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }]);
    await paystackControl.overrideVerify({ reference: started.reference, status: 'pending', times: 1 });

    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'pending' });
    expect(await onHand(shirt.id, 'M')).toBe(0);

    // Paystack now says abandoned: 14 minutes after the last pending sighting the stock is still held…
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(45) }));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'pending' });
    // …and released once the 15 minutes have passed.
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(47) }));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'abandoned', closedReason: 'expired' });
    expect(await onHand(shirt.id, 'M')).toBe(1);
  });
});
