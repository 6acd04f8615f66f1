// Settlement (docs/architecture.md#settlement): confirmPayment and paystackWebhook share one idempotent settlement that
// verifies with Paystack and then, once only, marks the order paid with every side effect.
import {
  MISMATCH_EVENT_NOTE,
  PAYMENT_FAILED_OR_CANCELLED,
  PAYMENT_NOT_VERIFIED,
  PAYMENT_PERSISTENCE_FAILED,
  PAYMENT_VERIFICATION_FAILED,
  lagosDayKey,
} from '@aso/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../../test/auth';
import { call, warmUpWebhook } from '../../../test/callables';
import {
  db,
  eventually,
  makeEvent,
  makeProduct,
  makeReferrer,
  mailTo,
  measurements,
  onHand,
  timelineEntries,
  patchSettings,
  readCustomer,
  readOrder,
  readPayment,
  statsFor,
  testDeps,
} from '../../../test/factories';
import { anotherBuyerBuys, startCheckoutAs } from '../../../test/checkout';
import { paystackControl } from '../../../test/paystack-control';

import { expireUnpaidOrders } from '../expire-unpaid';
import type { ConfirmPaymentResult } from '@aso/domain/contract';

const restores: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (restores.length) await restores.pop()!();
});

async function startFor(user: TestUser, stock = 3, price = 18_000) {
  const shirt = await makeProduct({ price, stock: { M: stock } });
  const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
  return { shirt, started };
}

const confirm = (user: TestUser, reference: string) =>
  call<ConfirmPaymentResult>('confirmPayment', { reference }, user.idToken);

describe('settlement', () => {
  beforeAll(async () => {
    await warmUpWebhook(4);
  });

  it('settles exactly once under confirm + webhook + retries + a duplicate webhook', async () => {
    const user = await makeUser();
    const { started } = await startFor(user);
    const before = await statsFor();

    // Paid in the popup; while Paystack's webhook is on its way the browser confirms three times (a retry and a
    // second tab) and Paystack delivers the event three more times at once.
    await paystackControl.settle(started.reference, 'success', false);
    const [confirms, redelivered] = await Promise.all([
      Promise.all([
        confirm(user, started.reference),
        confirm(user, started.reference),
        confirm(user, started.reference),
      ]),
      paystackControl.redeliver(started.reference, 3, true),
    ]);
    const deliveries = await paystackControl.webhooks(started.reference);

    for (const c of confirms)
      expect(c).toMatchObject({
        ok: true,
        data: { orderId: started.orderId, purpose: 'order', paymentStatus: 'paid', amountPaid: 20_500, balanceDue: 0 },
      });
    expect(redelivered.deliveries).toHaveLength(3);
    expect(deliveries).toHaveLength(4);
    for (const d of deliveries) expect(d.statuses.at(-1)).toBe(200);

    const order = await readOrder(started.orderId);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      amountPaid: 20_500,
      balanceDue: 0,
      depositPaid: 0,
    });
    expect(order?.paidAt).toBeInstanceOf(Date);
    const events = await timelineEntries(started.orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ status: 'pending', note: 'Order received', authorId: null });
    expect(await mailTo(user.email)).toHaveLength(1);
    expect(await readCustomer(user.uid)).toMatchObject({ lifetimeValue: 20_500, orderCount: 1 });
    expect(await readPayment(started.reference)).toMatchObject({ status: 'success', refundRequired: false });
    const after = await statsFor();
    expect(after.orders - before.orders).toBe(1);
    expect(after.revenue - before.revenue).toBe(20_500);
    expect(after.byType.RTW.qty - before.byType.RTW.qty).toBe(1);
  });

  it('ends in a paid order when the tab was closed after paying (the webhook alone)', async () => {
    const user = await makeUser();
    const { started } = await startFor(user);
    const result = await paystackControl.settle(started.reference, 'success', true);
    expect(result.deliveries[0]?.statuses.at(-1)).toBe(200);
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'paid', amountPaid: 20_500 });
    expect(await timelineEntries(started.orderId)).toHaveLength(1);
    expect(await mailTo(user.email)).toHaveLength(1);
    // The browser coming back later is told the same, and nothing is counted again.
    expect(await confirm(user, started.reference)).toMatchObject({ ok: true, data: { paymentStatus: 'paid' } });
    expect(await readCustomer(user.uid)).toMatchObject({ orderCount: 1, lifetimeValue: 20_500 });
  });

  it.each([
    // Money that does not match is held for an admin and the order's stock released (payments/mismatch.ts).
    ['a different amount', { amount: 100 }, PAYMENT_VERIFICATION_FAILED, [['cancelled', MISMATCH_EVENT_NOTE]]],
    ['another currency', { currency: 'USD' }, PAYMENT_VERIFICATION_FAILED, [['cancelled', MISMATCH_EVENT_NOTE]]],
    ["status 'reversed'", { status: 'reversed' }, PAYMENT_FAILED_OR_CANCELLED, []],
  ])('never marks an order paid when Paystack verify reports %s', async (_label, lie, message, events) => {
    const user = await makeUser();
    const { started } = await startFor(user);
    await paystackControl.overrideVerify({ reference: started.reference, times: 20, ...lie });

    const settled = await paystackControl.settle(started.reference, 'success', true);
    // The webhook is answered 200 (retrying cannot change Paystack's answer) but gives no value.
    expect(settled.deliveries[0]?.statuses.at(-1)).toBe(200);
    const confirmed = await confirm(user, started.reference);
    expect(confirmed).toMatchObject({ ok: false, status: 'ABORTED', message });

    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'unpaid', amountPaid: 0 });
    expect(await readPayment(started.reference)).toMatchObject({ status: 'pending' });
    expect((await timelineEntries(started.orderId)).map((e) => [e.status, e.note])).toEqual(events);
    expect(await mailTo(user.email)).toHaveLength(0);
    expect((await readCustomer(user.uid))?.orderCount).toBe(0);
  });

  it("refuses to confirm a payment Paystack still calls 'abandoned' (the popup was closed)", async () => {
    const user = await makeUser();
    const { started } = await startFor(user);
    expect(await confirm(user, started.reference)).toMatchObject({
      ok: false,
      status: 'ABORTED',
      message: PAYMENT_FAILED_OR_CANCELLED,
    });
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('answers 5xx when Paystack cannot verify, and the retried webhook settles the order', async () => {
    const user = await makeUser();
    const { started } = await startFor(user);
    await paystackControl.overrideVerify({ reference: started.reference, times: 1, httpStatus: 503 });
    const settled = await paystackControl.settle(started.reference, 'success', true);
    expect(settled.deliveries[0]?.statuses).toEqual([500, 200]);
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'paid' });
    expect(await timelineEntries(started.orderId)).toHaveLength(1);
  });

  it('takes the paid pieces off the buyer’s cart in the same transaction and keeps what was added since', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ price: 18_000, stock: { M: 3 } });
    const wrapper = await makeProduct({ price: 9_000, stock: { S: 3 } });
    const line = (p: { id: string; name: string; sku: string; price: number }, size: string, qty: number) => ({
      productId: p.id,
      name: p.name,
      sku: p.sku,
      type: 'RTW',
      size,
      qty,
      unitPrice: p.price,
      payMode: null,
    });
    const left = new Date('2026-11-20T09:00:00Z');
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { email: user.email });
    // While the transfer is on its way a second tab adds a wrapper and one more shirt.
    await db()
      .doc(`carts/${user.uid}`)
      .set({ lines: [line(shirt, 'M', 2), line(wrapper, 'S', 1)], referralCode: null, updatedAt: left });

    await paystackControl.settle(started.reference, 'success', true);
    await eventually(async () => (await readOrder(started.orderId))?.paymentStatus === 'paid', 10_000, 'paid order');

    const cart = await db().doc(`carts/${user.uid}`).get();
    expect(cart.get('lines')).toEqual([line(shirt, 'M', 1), line(wrapper, 'S', 1)]);
    // Paying is not leaving the cart: what is left keeps its time, so the cart reminder still counts the order.
    expect(cart.get('updatedAt')).toEqual(Timestamp.fromDate(left));
  });

  it('writes every effect of a settled order: customer, referral stats and reward, daily stats, cart, receipt', async () => {
    restores.push(
      await patchSettings({ referral: { discountPercent: 10, rewardPercent: 5 }, branding: { brandName: 'Aso Test' } }),
    );
    const user = await makeUser();
    const referrer = await makeReferrer();
    const eventId = await makeEvent();
    const shirt = await makeProduct({ price: 20_000, stock: { L: 2 } });
    const kaftan = await makeProduct({ type: 'MTO', price: 50_000 });
    await db().doc(`carts/${user.uid}`).set({ lines: [], referralCode: referrer.code, updatedAt: new Date() });
    const sized = measurements({ unit: 'cm', bust: 96, waist: 80, hips: 104, shoulder: null });
    const before = await statsFor();

    const started = await startCheckoutAs(
      user,
      [
        { productId: shirt.id, size: 'L', qty: 2 },
        { productId: kaftan.id, size: null, qty: 1 },
      ],
      {
        email: user.email,
        referralCode: referrer.code,
        measurements: { [kaftan.id]: sized },
        eventId,
        shipping: { address: '1 Marina, Lagos', zone: 'LAGOS', phone: '+234 (0) 805 555 0199' },
      },
    );
    // 90,000 subtotal − 10% (9,000) + 2,500 Lagos shipping.
    expect(started).toMatchObject({ subtotal: 90_000, discount: 9_000, total: 83_500, amount: 83_500 });
    await paystackControl.settle(started.reference, 'success', true);
    await eventually(async () => (await readOrder(started.orderId))?.paymentStatus === 'paid', 10_000, 'paid order');

    const customer = await readCustomer(user.uid);
    // The phone given at checkout reaches the CRM record, which had none (the back office's WhatsApp link). The
    // measurements stay the order line's: the piece may be for someone else, so the record keeps no single set.
    expect(customer).toMatchObject({
      lifetimeValue: 83_500,
      orderCount: 1,
      measurements: null,
      phone: '+2348055550199',
    });
    expect((await readOrder(started.orderId))?.items.find((i) => i.productId === kaftan.id)?.measurements).toEqual(
      sized,
    );
    expect(customer?.lastOrderAt).toBeInstanceOf(Date);
    expect((await db().doc(`referralStats/${referrer.code}`).get()).data()).toMatchObject({
      customerId: referrer.ownerUid,
      customerName: referrer.name,
      customerEmail: referrer.email,
      referredCount: 1,
      revenue: 83_500,
      discountGiven: 9_000,
      totalRewardAccrued: 4_175,
    });
    const after = await statsFor();
    expect(after.orders - before.orders).toBe(1);
    expect(after.revenue - before.revenue).toBe(83_500);
    expect(after.referralRevenue - before.referralRevenue).toBe(83_500);
    // The pieces' values after their share of the referral discount (10 %): margins are after discounts.
    expect(after.byType.MTO.revenue - before.byType.MTO.revenue).toBe(45_000);
    expect(after.promotions.referral?.discount ?? 0).toBeGreaterThanOrEqual(9_000);
    expect(after.skus[shirt.sku]).toBe(2);
    expect(after.events[eventId]).toEqual({ orders: 1, revenue: 83_500 });
    expect((await db().doc(`carts/${user.uid}`).get()).exists).toBe(false);

    const [mail] = await mailTo(user.email);
    expect(mail?.id).toBe(`receipt-${started.reference}`);
    expect(mail?.message.subject).toBe(
      `Aso Test order ${started.orderId.slice(0, 8).toUpperCase()}: confirmed, paid in full`,
    );
    expect(mail?.message.text).toContain('Total: ₦83,500.00');
    expect(mail?.message.html).toContain(kaftan.name);
    expect(lagosDayKey((await readOrder(started.orderId))!.createdAt)).toBe(lagosDayKey(new Date()));
  });

  it('refunds a payment that arrives after expiry closed the checkout and its piece sold since', async () => {
    const user = await makeUser();
    const { shirt, started } = await startFor(user, 1);
    const later = new Date(Date.now() + 31 * 60_000);
    await expireUnpaidOrders(testDeps({ clock: () => later }));
    expect(await readOrder(started.orderId)).toMatchObject({ status: 'abandoned', closedReason: 'expired' });
    await anotherBuyerBuys(shirt.id, 'M', 1);

    await paystackControl.settle(started.reference, 'success', true);
    const payment = await eventually(async () => {
      const p = await readPayment(started.reference);
      return p?.refundedAt ? p : undefined;
    });
    expect(payment).toMatchObject({ status: 'success', refundRequired: true });
    expect(await paystackControl.refunds(started.reference)).toEqual([expect.objectContaining({ amount: 2_050_000 })]);
    expect(await readOrder(started.orderId)).toMatchObject({
      status: 'abandoned',
      paymentStatus: 'unpaid',
      latePayment: 'refunded',
    });
    expect(await onHand(shirt.id, 'M')).toBe(0);
    expect(await confirm(user, started.reference)).toMatchObject({
      ok: false,
      status: 'ABORTED',
      message: PAYMENT_PERSISTENCE_FAILED,
    });
    // The customer hears why: the late-payment refund notice, no receipt.
    expect((await mailTo(user.email)).map((m) => m.message.subject)).toEqual([
      expect.stringMatching(/your payment is being refunded$/),
    ]);
  });

  it("does not let one customer confirm another's payment", async () => {
    const owner = await makeUser();
    const stranger = await makeUser();
    const { started } = await startFor(owner);
    await paystackControl.settle(started.reference, 'success', false);
    expect(await confirm(stranger, started.reference)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      message: PAYMENT_NOT_VERIFIED,
    });
    expect(await confirm(stranger, 'ASO-0-UNKNOWN')).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      message: PAYMENT_NOT_VERIFIED,
    });
    await paystackControl.webhooks(started.reference);
  });
});
