// An abandoned checkout gives its stock back: at once when the popup is declined or closed (cancelCheckout), and
// after 30 minutes when the tab simply went away (the scheduled expiry, called directly as `npm start` does). It
// closes as "Payment not completed" (`abandoned`, with why), never as a cancelled order (issue 30 item 11).
import { describe, expect, it } from 'vitest';
import { CHECKOUT_NEVER_PAID } from '@aso/domain';
import { makeStaffUser, makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  makeProduct,
  onHand,
  timelineEntries,
  readOrder,
  readPayment,
  readProduct,
  testDeps,
} from '../../../test/factories';
import { minutesFromNow, startCheckoutAs } from '../../../test/checkout';
import { logged } from '../../../test/logs';
import { paystackControl } from '../../../test/paystack-control';

import { expireUnpaidOrders } from '../expire-unpaid';

import { localSchedules } from '../../schedules';
import type { CancelCheckoutResult } from '@aso/domain/contract';

describe('abandoned checkouts', () => {
  it('expiry closes an unpaid order older than 30 minutes as never paid and releases its stock, not before', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ name: 'Aso-oke Vest', stock: { S: 1, M: 2 } });
    const started = await startCheckoutAs(user, [
      { productId: shirt.id, size: 'S', qty: 1 },
      { productId: shirt.id, size: 'M', qty: 2 },
    ]);
    expect(await onHand(shirt.id, 'S')).toBe(0);
    expect((await readProduct(shirt.id))?.availability).toMatchObject({ S: 'out', M: 'out' });

    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(29) }));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'pending' });

    const report = await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(report.cancelled).toBeGreaterThanOrEqual(1);
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'abandoned',
      paymentStatus: 'unpaid',
      closedReason: 'expired',
    });
    expect(await onHand(shirt.id, 'S')).toBe(1);
    expect(await onHand(shirt.id, 'M')).toBe(2);
    expect((await readProduct(shirt.id))?.availability).toMatchObject({ S: 'in', M: 'in' });
    expect(await timelineEntries(started.orderId)).toEqual([
      expect.objectContaining({
        status: 'abandoned',
        note: 'Payment not completed in time; the pieces went back on sale',
      }),
    ]);
    expect(await readPayment(started.reference)).toMatchObject({ status: 'failed' });
    expect(logged('orderExpired').some((e) => e.fields.orderId === started.orderId && e.fields.units === 3)).toBe(true);

    // A second run (or two schedulers at once) changes nothing more.
    await Promise.all([
      expireUnpaidOrders(testDeps({ clock: minutesFromNow(32) })),
      expireUnpaidOrders(testDeps({ clock: minutesFromNow(32) })),
    ]);
    expect(await onHand(shirt.id, 'S')).toBe(1);
    expect(await timelineEntries(started.orderId)).toHaveLength(1);
  });

  it('settles instead of cancelling when Paystack says the expired order was paid after all', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { L: 1 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'L', qty: 1 }]);
    // Paid, but neither the browser's confirm nor the webhook arrived (the shop's endpoint was unreachable).
    await paystackControl.withoutWebhooks(() => paystackControl.settle(started.reference, 'success', true));
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'unpaid' });

    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(45) }));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await onHand(shirt.id, 'L')).toBe(0);
  });

  it.each([
    ['declined', 'failed' as const],
    ['closed', null],
  ])('cancelCheckout releases the stock at once when the popup was %s', async (_label, outcome) => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { XL: 1 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'XL', qty: 1 }]);
    if (outcome) await paystackControl.settle(started.reference, outcome, true);

    const result = await callOk<CancelCheckoutResult>('cancelCheckout', { reference: started.reference }, user.idToken);
    expect(result).toEqual({ outcome: 'cancelled', orderId: started.orderId });
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'abandoned', closedReason: 'closed' });
    expect(await onHand(shirt.id, 'XL')).toBe(1);
    expect(await timelineEntries(started.orderId)).toEqual([
      expect.objectContaining({ status: 'abandoned', note: 'Payment not completed: declined or closed' }),
    ]);
  });

  it('cancelCheckout settles a payment that did go through instead of cancelling it', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { M: 1 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }]);
    await paystackControl.settle(started.reference, 'success', false);
    const result = await callOk<CancelCheckoutResult>('cancelCheckout', { reference: started.reference }, user.idToken);
    expect(result.outcome).toBe('paid');
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await onHand(shirt.id, 'M')).toBe(0);
    await paystackControl.webhooks(started.reference);
  });

  it('a checkout never paid is not staff’s to move, and no one can set it by hand', async () => {
    const user = await makeUser();
    const staff = await makeStaffUser('staff');
    const shirt = await makeProduct({ stock: { M: 1 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }]);
    await callOk('cancelCheckout', { reference: started.reference }, user.idToken);
    const reopen = { orderId: started.orderId, status: 'pending', note: 'customer called' };
    expect(await call('updateOrderStatus', reopen, staff.idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: CHECKOUT_NEVER_PAID,
    });
    expect(await onHand(shirt.id, 'M')).toBe(1);
    const other = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }]);
    const close = { orderId: other.orderId, status: 'abandoned', note: '' };
    expect(await call('updateOrderStatus', close, staff.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    expect(await readOrder(other.orderId)).toMatchObject({ status: 'pending' });
  });

  it('is listed for the local timer of `npm start`', () => {
    expect(localSchedules.map((s) => s.name)).toContain('expireUnpaidOrders');
  });
});
