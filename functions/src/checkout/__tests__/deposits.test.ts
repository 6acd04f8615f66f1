// A pre-order deposit is one Paystack transaction; the balance is a second one started from My Orders
// (docs/architecture.md#deposits-and-balances), settled by the same path.
import { NO_BALANCE_DUE } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  makeProduct,
  makeWindow,
  mailTo,
  timelineEntries,
  paymentsOf,
  readCustomer,
  readOrder,
  readPayment,
  statsFor,
} from '../../../test/factories';
import { startCheckoutAs } from '../../../test/checkout';
import { paystackControl, testPaystack } from '../../../test/paystack-control';
import type { ConfirmPaymentResult, PayBalanceResult } from '@aso/domain/contract';

describe('deposit orders', () => {
  it('takes the deposit, keeps balanceDue, and is fully paid after the balance', async () => {
    const user = await makeUser();
    const windowId = await makeWindow({ depositPercent: 30 });
    const gown = await makeProduct({ type: 'PREORDER', price: 80_000, preorderWindowId: windowId, sizeOptions: ['M'] });
    const before = await statsFor();

    const started = await startCheckoutAs(user, [{ productId: gown.id, size: 'M', qty: 1 }], {
      email: user.email,
      payModes: { [gown.id]: 'deposit' },
    });
    // 30% of 80,000 plus Lagos shipping now; 56,000 later.
    expect(started).toMatchObject({ amount: 26_500, total: 82_500, balanceDue: 56_000 });
    await paystackControl.settle(started.reference, 'success', false);
    const deposit = await callOk<ConfirmPaymentResult>(
      'confirmPayment',
      { reference: started.reference },
      user.idToken,
    );
    expect(deposit).toMatchObject({ paymentStatus: 'deposit_paid', amountPaid: 26_500, balanceDue: 56_000 });
    expect(await readOrder(started.orderId)).toMatchObject({
      paymentStatus: 'deposit_paid',
      depositPaid: 26_500,
      balanceDue: 56_000,
    });

    const balance = await callOk<PayBalanceResult>('payBalance', { orderId: started.orderId }, user.idToken);
    expect(balance).toMatchObject({ orderId: started.orderId, amount: 56_000, amountKobo: 5_600_000 });
    expect(balance.reference).not.toBe(started.reference);
    expect(await readPayment(balance.reference)).toMatchObject({
      orderId: started.orderId,
      purpose: 'balance',
      amountKobo: 5_600_000,
      status: 'pending',
    });
    expect(await testPaystack().verify(balance.reference)).toMatchObject({ status: 'abandoned', amount: 5_600_000 });

    await paystackControl.settle(balance.reference, 'success', true);
    const paid = await callOk<ConfirmPaymentResult>('confirmPayment', { reference: balance.reference }, user.idToken);
    expect(paid).toMatchObject({ purpose: 'balance', paymentStatus: 'paid', amountPaid: 82_500, balanceDue: 0 });
    expect(await readOrder(started.orderId)).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 82_500,
      depositPaid: 26_500,
      balanceDue: 0,
    });

    // One order in the customer's count, every naira in their lifetime value and the day's revenue.
    expect(await readCustomer(user.uid)).toMatchObject({ orderCount: 1, lifetimeValue: 82_500 });
    const after = await statsFor();
    expect(after.orders - before.orders).toBe(1);
    expect(after.revenue - before.revenue).toBe(82_500);
    expect(after.byType.PREORDER.revenue - before.byType.PREORDER.revenue).toBe(80_000);
    expect((await timelineEntries(started.orderId)).map((e) => e.note)).toEqual(['Order received', 'Balance paid']);
    expect(await mailTo(user.email)).toHaveLength(2);

    // Nothing left to pay.
    const again = await call('payBalance', { orderId: started.orderId }, user.idToken);
    expect(again).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', message: NO_BALANCE_DUE });
  });

  it('resumes the deposit’s own transaction before the deposit is paid (no second payment), and refuses somebody else’s order', async () => {
    const user = await makeUser();
    const stranger = await makeUser();
    const windowId = await makeWindow();
    const gown = await makeProduct({ type: 'PREORDER', price: 50_000, preorderWindowId: windowId, sizeOptions: ['M'] });
    const started = await startCheckoutAs(user, [{ productId: gown.id, size: 'M', qty: 1 }], {
      payModes: { [gown.id]: 'deposit' },
    });
    expect(await call('payBalance', { orderId: started.orderId }, user.idToken)).toMatchObject({
      ok: true,
      data: {
        orderId: started.orderId,
        reference: started.reference,
        accessCode: started.accessCode,
        amount: started.amount,
      },
    });
    expect(await paymentsOf(user.uid)).toHaveLength(1);
    expect(await call('payBalance', { orderId: started.orderId }, stranger.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
  });
});
