// A customer's open checkouts: coming back to the same checkout (a refresh or a closed tab while the popup was
// open) resumes it instead of competing with it for the stock; a changed cart replaces it at once; My Orders' Pay
// resumes an order awaiting payment; and a balance is one open Paystack transaction however many tabs press Pay.
import {
  CHECKOUT_NOT_RESUMABLE,
  NO_BALANCE_DUE,
  holdLimitOrders,
  holdLimitUnits,
  onlyLeftInSize,
  startCheckoutInput,
} from '@aso/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  checkoutInput,
  makeProduct,
  makeWindow,
  onHand,
  ordersOf,
  patchSettings,
  paymentsOf,
  readOrder,
  readPayment,
  testDeps,
} from '../../../test/factories';
import { startCheckoutAs, tryStartCheckoutAs } from '../../../test/checkout';
import { paystackControl, testPaystack } from '../../../test/paystack-control';
import type { ConfirmPaymentResult, PayBalanceResult, StartCheckoutResult } from '@aso/domain/contract';
import { handlePayBalance } from '../pay-balance';
import { expireUnpaidOrders } from '../expire-unpaid';
import { handleStartCheckout } from '../start-checkout';

describe('open checkouts', () => {
  it('resumes the same order and Paystack transaction when the customer presses Pay again for the last unit', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ name: 'Adire Resume Shirt', stock: { M: 1 } });
    const input = checkoutInput([{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });

    const first = await callOk<StartCheckoutResult>('startCheckout', input, user.idToken);
    // The tab was refreshed while the popup was open; the cart is the same and Pay is pressed again.
    const again = await call<StartCheckoutResult>('startCheckout', input, user.idToken);

    expect(again).toMatchObject({
      ok: true,
      data: {
        orderId: first.orderId,
        reference: first.reference,
        accessCode: first.accessCode,
        authorizationUrl: first.authorizationUrl,
        amount: first.amount,
        resumed: true,
      },
    });
    expect(first.resumed).toBe(false);
    expect(await ordersOf(user.uid)).toHaveLength(1);
    expect(await paymentsOf(user.uid)).toHaveLength(1);
    expect(await onHand(shirt.id, 'M')).toBe(0);

    // Paying the resumed transaction settles the one order.
    await paystackControl.settle(first.reference, 'success', false);
    const paid = await callOk<ConfirmPaymentResult>('confirmPayment', { reference: first.reference }, user.idToken);
    expect(paid).toMatchObject({ orderId: first.orderId, paymentStatus: 'paid' });
  });

  it('refuses somebody else with a 400-class answer in plain words while the unit is held', async () => {
    const holder = await makeUser();
    const other = await makeUser();
    const shirt = await makeProduct({ name: 'Adire Held Shirt', stock: { M: 1 } });
    await startCheckoutAs(holder, [{ productId: shirt.id, size: 'M', qty: 1 }]);

    const refused = await tryStartCheckoutAs(other, [{ productId: shirt.id, size: 'M', qty: 1 }]);
    expect(refused).toMatchObject({
      ok: false,
      httpStatus: 400,
      status: 'FAILED_PRECONDITION',
      message: onlyLeftInSize('Adire Held Shirt', 'M', 0),
      details: { kind: 'out_of_stock', code: 'stock/insufficient' },
    });
    expect(await ordersOf(other.uid)).toHaveLength(0);
  });

  it('releases the customer’s own open checkout at once when a changed cart asks for the same pieces', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { M: 2, L: 1 } });
    const first = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }]);
    expect(await onHand(shirt.id, 'M')).toBe(1);

    // Back in the cart the customer made it two, then pressed Pay: both units are theirs to buy.
    const second = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 2 }]);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.resumed).toBe(false);
    expect(await readOrder(first.orderId)).toMatchObject({
      status: 'abandoned',
      closedReason: 'replaced',
      paymentStatus: 'unpaid',
    });
    expect(await readPayment(first.reference)).toMatchObject({ status: 'failed' });
    expect(await onHand(shirt.id, 'M')).toBe(0);

    // A checkout for other pieces leaves the open one alone.
    const third = await startCheckoutAs(user, [{ productId: shirt.id, size: 'L', qty: 1 }]);
    expect(await readOrder(second.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(await readOrder(third.orderId)).toMatchObject({ status: 'pending' });
  });

  it('settles, never cancels, an open checkout that was paid after all when a new one replaces it', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { M: 3 } });
    const first = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }]);
    // Paid in the popup, then the tab closed before the shop heard of it (no webhook either).
    await paystackControl.withoutWebhooks(() => paystackControl.settle(first.reference, 'success', false));

    await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 2 }]);
    expect(await readOrder(first.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await onHand(shirt.id, 'M')).toBe(0);
  });

  it('lets My Orders’ Pay resume an order awaiting payment in its own transaction, and only its owner', async () => {
    const user = await makeUser();
    const stranger = await makeUser();
    const shirt = await makeProduct({ price: 12_000, stock: { S: 2 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'S', qty: 1 }]);

    const resumed = await callOk<PayBalanceResult>('payBalance', { orderId: started.orderId }, user.idToken);
    expect(resumed).toMatchObject({
      orderId: started.orderId,
      reference: started.reference,
      accessCode: started.accessCode,
      amount: 14_500,
      amountKobo: 1_450_000,
    });
    expect(await paymentsOf(user.uid)).toHaveLength(1);
    expect(await call('payBalance', { orderId: started.orderId }, stranger.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });

    // Too close to the 30-minute expiry, Pay refuses in words rather than open a popup expiry will undo.
    const late = testDeps({ clock: () => new Date(Date.now() + 26 * 60_000) });
    await expect(
      handlePayBalance(late, { uid: user.uid, email: user.email, role: 'customer' }, { orderId: started.orderId }),
    ).rejects.toMatchObject({
      code: 'checkout/not-resumable',
      message: CHECKOUT_NOT_RESUMABLE,
    });

    // Cancel (the popup's Close, or My Orders' Cancel) releases it; there is nothing left to pay.
    await callOk('cancelCheckout', { reference: started.reference }, user.idToken);
    expect(await onHand(shirt.id, 'S')).toBe(2);
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'abandoned' });
    expect(await call('payBalance', { orderId: started.orderId }, user.idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: NO_BALANCE_DUE,
    });
  });

  it('opens one Paystack transaction for a balance paid from two tabs at once, and a fresh one after a decline', async () => {
    const user = await makeUser();
    const windowId = await makeWindow({ depositPercent: 50 });
    const gown = await makeProduct({ type: 'PREORDER', price: 40_000, preorderWindowId: windowId, sizeOptions: ['M'] });
    const started = await startCheckoutAs(user, [{ productId: gown.id, size: 'M', qty: 1 }], {
      email: user.email,
      payModes: { [gown.id]: 'deposit' },
    });
    await paystackControl.settle(started.reference, 'success', false);
    await callOk<ConfirmPaymentResult>('confirmPayment', { reference: started.reference }, user.idToken);

    const [tabA, tabB] = await Promise.all([
      callOk<PayBalanceResult>('payBalance', { orderId: started.orderId }, user.idToken),
      callOk<PayBalanceResult>('payBalance', { orderId: started.orderId }, user.idToken),
    ]);
    expect(tabB).toMatchObject({
      reference: tabA.reference,
      accessCode: tabA.accessCode,
      amount: 20_000,
      amountKobo: 2_000_000,
    });
    const later = await callOk<PayBalanceResult>('payBalance', { orderId: started.orderId }, user.idToken);
    expect(later.reference).toBe(tabA.reference);
    expect((await paymentsOf(user.uid)).filter((p) => p.purpose === 'balance')).toHaveLength(1);

    // The card is declined and the popup closed: the next Pay is a new transaction.
    await paystackControl.settle(tabA.reference, 'failed', false);
    await callOk('cancelCheckout', { reference: tabA.reference }, user.idToken);
    const retry = await callOk<PayBalanceResult>('payBalance', { orderId: started.orderId }, user.idToken);
    expect(retry.reference).not.toBe(tabA.reference);
    expect(await testPaystack().verify(retry.reference)).toMatchObject({ amount: 2_000_000 });

    // Paid once in the retried transaction: the balance is settled once.
    await paystackControl.settle(retry.reference, 'success', false);
    expect(
      await callOk<ConfirmPaymentResult>('confirmPayment', { reference: retry.reference }, user.idToken),
    ).toMatchObject({ paymentStatus: 'paid', amountPaid: 42_500, balanceDue: 0 });
  });
});

describe('hold caps', () => {
  const restores: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (restores.length) await restores.pop()!();
  });

  it('refuses more than the default units of one size, never a buyer of two pieces, and changes nothing', async () => {
    const hoarder = await makeUser();
    const shirt = await makeProduct({ name: 'Adire Drop Shirt', stock: { M: 12, L: 12 } });

    const refused = await tryStartCheckoutAs(hoarder, [{ productId: shirt.id, size: 'M', qty: 5 }]);
    expect(refused).toMatchObject({
      ok: false,
      httpStatus: 400,
      status: 'FAILED_PRECONDITION',
      message: holdLimitUnits('Adire Drop Shirt', 'M', 4),
    });
    expect(refused.ok || refused.details).toMatchObject({
      code: 'checkout/hold-limit',
      fields: { 'stock.M': holdLimitUnits('Adire Drop Shirt', 'M', 4) },
    });
    expect(await onHand(shirt.id, 'M')).toBe(12);
    expect(await ordersOf(hoarder.uid)).toHaveLength(0);

    // Two pieces, in one size or two: always fine; the cap is per size.
    const buyer = await makeUser();
    await startCheckoutAs(buyer, [
      { productId: shirt.id, size: 'M', qty: 2 },
      { productId: shirt.id, size: 'L', qty: 2 },
    ]);
    await startCheckoutAs(hoarder, [{ productId: shirt.id, size: 'M', qty: 4 }]);
    expect(await onHand(shirt.id, 'M')).toBe(6);

    // Staff selling at a pop-up from their own account are not capped.
    const staff = await makeStaffUser();
    await startCheckoutAs(staff, [{ productId: shirt.id, size: 'L', qty: 6 }]);
    expect(await onHand(shirt.id, 'L')).toBe(4);
  });

  it('refuses a fourth open checkout until one is paid or cancelled', async () => {
    const user = await makeUser();
    const products = await Promise.all([1, 2, 3, 4].map(() => makeProduct({ stock: { S: 3 } })));
    const started = [];
    for (const p of products.slice(0, 3))
      started.push(await startCheckoutAs(user, [{ productId: p.id, size: 'S', qty: 1 }]));

    const fourth = checkoutInput([{ productId: products[3]!.id, size: 'S', qty: 1 }]);
    expect(await call('startCheckout', fourth, user.idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: holdLimitOrders(3),
    });
    expect(await onHand(products[3]!.id, 'S')).toBe(3);

    await callOk('cancelCheckout', { reference: started[0]!.reference }, user.idToken);
    await callOk<StartCheckoutResult>('startCheckout', fourth, user.idToken);
    expect(await onHand(products[3]!.id, 'S')).toBe(2);

    // Abandoned checkouts still let go at 30 minutes: the expiry releases them, and the account may check out again.
    const later = testDeps({ clock: () => new Date(Date.now() + 31 * 60_000) });
    await expireUnpaidOrders(later);
    expect(await Promise.all(products.map((p) => onHand(p.id, 'S')))).toEqual([3, 3, 3, 3]);
    const fifth = await makeProduct({ stock: { S: 1 } });
    await handleStartCheckout(
      later,
      { uid: user.uid, email: user.email, role: 'customer' },
      startCheckoutInput.parse(checkoutInput([{ productId: fifth.id, size: 'S', qty: 1 }])),
    );
    expect(await onHand(fifth.id, 'S')).toBe(0);
  });

  it('takes the caps an admin set in settings/global', async () => {
    restores.push(await patchSettings({ checkout: { maxUnitsPerSize: 2, maxOpenCheckouts: 1 } }));
    const user = await makeUser();
    const shirt = await makeProduct({ name: 'Kente Cap Shirt', stock: { XL: 6 } });
    const other = await makeProduct({ stock: { XL: 6 } });
    expect(await tryStartCheckoutAs(user, [{ productId: shirt.id, size: 'XL', qty: 3 }])).toMatchObject({
      ok: false,
      message: holdLimitUnits('Kente Cap Shirt', 'XL', 2),
    });
    await startCheckoutAs(user, [{ productId: shirt.id, size: 'XL', qty: 2 }]);
    expect(await tryStartCheckoutAs(user, [{ productId: other.id, size: 'XL', qty: 1 }])).toMatchObject({
      ok: false,
      message: holdLimitOrders(1),
    });
  });
});
