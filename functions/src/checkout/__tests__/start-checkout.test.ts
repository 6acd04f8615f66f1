// startCheckout: server pricing from Firestore, shipping from settings, referral rules, stock reservation, and
// the order + payment record it leaves behind (docs/architecture.md#starting-a-checkout).
import { CHECKOUT_PHONE_INVALID, CHECKOUT_SIGN_IN, startCheckoutInput } from '@aso/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  checkoutInput,
  customerData,
  db,
  makeEvent,
  makeProduct,
  makeReferrer,
  makeWindow,
  measurements,
  onHand,
  ordersOf,
  patchSettings,
  paymentsOf,
  readOrder,
  readPayment,
  readProduct,
  testDeps,
} from '../../../test/factories';
import { startCheckoutAs, tryStartCheckoutAs } from '../../../test/checkout';
import { testPaystack } from '../../../test/paystack-control';
import { stackInfo } from '../../../test/stack';
import { createPaystackClient } from '../../lib/paystack';
import { handleStartCheckout } from '../start-checkout';
import type { StartCheckoutResult } from '@aso/domain/contract';

const restores: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (restores.length) await restores.pop()!();
});

describe('startCheckout', () => {
  it('prices RTW, MTO and pre-order lines from Firestore and writes the order, its payment record and the reservation', async () => {
    const user = await makeUser();
    const windowId = await makeWindow({ depositPercent: 40 });
    const shirt = await makeProduct({ type: 'RTW', price: 15_000, stock: { M: 4 }, reorderLevel: 2 });
    const kaftan = await makeProduct({ type: 'MTO', price: 60_000 });
    const gown = await makeProduct({
      type: 'PREORDER',
      price: 50_000,
      preorderWindowId: windowId,
      sizeOptions: ['S', 'M', 'L'],
    });
    const input = checkoutInput(
      [
        { productId: shirt.id, size: 'M', qty: 2 },
        { productId: kaftan.id, size: null, qty: 1 },
        { productId: gown.id, size: 'L', qty: 1 },
      ],
      {
        shipping: { address: '3 Adeola Odeku, Victoria Island', zone: 'ABUJA' },
        measurements: { [kaftan.id]: measurements() },
        payModes: { [gown.id]: 'deposit' },
      },
    );

    const started = await callOk<StartCheckoutResult>('startCheckout', input, user.idToken);

    // subtotal 30,000 + 60,000 + 50,000; Abuja ships for 3,500; the gown pays a 40% deposit now (20,000).
    expect(started).toMatchObject({
      subtotal: 140_000,
      shippingFee: 3_500,
      discount: 0,
      total: 143_500,
      amount: 113_500,
      amountKobo: 11_350_000,
      balanceDue: 30_000,
    });
    expect(started.reference).toMatch(/^ASO-\d+-[A-Z0-9]{6}$/);

    const order = await readOrder(started.orderId);
    expect(order).toMatchObject({
      userId: user.uid,
      customerId: user.uid,
      email: 'receipt@example.test',
      channel: 'web',
      eventId: null,
      status: 'pending',
      paymentStatus: 'unpaid',
      shippingZone: 'ABUJA',
      shippingAddress: '3 Adeola Odeku, Victoria Island',
      shippingLeadTimeDays: 4,
      amountDueNow: 113_500,
      amountPaid: 0,
      balanceDue: 143_500,
      paystackReference: started.reference,
      paidAt: null,
    });
    expect(order?.items).toEqual([
      expect.objectContaining({
        productId: shirt.id,
        sku: shirt.sku,
        type: 'RTW',
        size: 'M',
        qty: 2,
        unitPrice: 15_000,
        payMode: 'full',
        amountDueNow: 30_000,
        measurements: null,
      }),
      expect.objectContaining({
        productId: kaftan.id,
        type: 'MTO',
        size: null,
        qty: 1,
        unitPrice: 60_000,
        measurements: measurements(),
      }),
      expect.objectContaining({
        productId: gown.id,
        type: 'PREORDER',
        size: 'L',
        payMode: 'deposit',
        depositPercent: 40,
        amountDueNow: 20_000,
      }),
    ]);
    expect(await readPayment(started.reference)).toMatchObject({
      orderId: started.orderId,
      userId: user.uid,
      purpose: 'order',
      amountKobo: 11_350_000,
      status: 'pending',
    });

    // Two of four shirts reserved; at the reorder level of 2 the storefront shows 'low' and how many are left, and
    // the size alerts on the dashboard (stock.alerts).
    expect(await onHand(shirt.id, 'M')).toBe(2);
    expect(await readProduct(shirt.id)).toMatchObject({ availability: { M: 'low' }, unitsLeft: { M: 2 } });
    expect((await db().doc(`stock/${shirt.id}`).get()).get('alerts')).toBe(1);

    // Paystack was asked for exactly the server's amount, and knows nothing was paid yet.
    expect(await testPaystack().verify(started.reference)).toMatchObject({
      status: 'abandoned',
      amount: 11_350_000,
      currency: 'NGN',
    });
    // The buyer's customer record exists for settlement to update.
    expect((await db().doc(`customers/${user.uid}`).get()).exists).toBe(true);
  });

  it('a pre-order in sizes needs one of its sizes, one made to measure needs measurements (issue 30)', async () => {
    const user = await makeUser();
    const windowId = await makeWindow();
    const puffer = await makeProduct({
      type: 'PREORDER',
      name: 'Kente Puffer',
      preorderWindowId: windowId,
      sizeOptions: ['S', 'M'],
    });
    const boubou = await makeProduct({ type: 'PREORDER', name: 'Sequin Boubou', preorderWindowId: windowId });
    for (const size of [null, 'XL']) {
      const refused = await tryStartCheckoutAs(user, [{ productId: puffer.id, size, qty: 1 }]);
      expect(refused).toMatchObject({
        ok: false,
        status: 'INVALID_ARGUMENT',
        message: 'Choose a size for Kente Puffer.',
      });
    }
    expect(await tryStartCheckoutAs(user, [{ productId: boubou.id, size: null, qty: 1 }])).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'Enter your measurements for every made-to-order item.',
    });
    expect(await ordersOf(user.uid)).toHaveLength(0);

    const started = await startCheckoutAs(
      user,
      [
        { productId: puffer.id, size: 'S', qty: 1 },
        { productId: boubou.id, size: null, qty: 1 },
      ],
      { measurements: { [boubou.id]: measurements() } },
    );
    expect(
      (await readOrder(started.orderId))?.items.map((i) => [i.name, i.size, i.measurements?.bust ?? null]),
    ).toEqual([
      ['Kente Puffer', 'S', null],
      ['Sequin Boubou', null, 36],
    ]);
  });

  it('two lines of one piece past 99 together are refused in words, not cut to 99 (issue 30)', async () => {
    const user = await makeUser();
    const tee = await makeProduct({ price: 5_000, stock: { M: 200 } });
    const refused = await tryStartCheckoutAs(user, [
      { productId: tee.id, size: 'M', qty: 60 },
      { productId: tee.id, size: 'M', qty: 60 },
    ]);
    expect(refused).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'You can order at most 99 of one item.',
    });
    expect(await ordersOf(user.uid)).toHaveLength(0);
  });

  it('charges the real price when the cart in the browser was tampered with', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ price: 25_000, stock: { S: 2 } });
    // What the browser holds: a cart whose unit price someone edited down to ₦1.
    await db()
      .doc(`carts/${user.uid}`)
      .set({
        lines: [
          {
            productId: shirt.id,
            name: shirt.name,
            sku: shirt.sku,
            type: 'RTW',
            size: 'S',
            qty: 1,
            unitPrice: 1,
            payMode: null,
          },
        ],
        referralCode: null,
        updatedAt: new Date(),
      });
    const cart = (await db().doc(`carts/${user.uid}`).get()).data() as {
      lines: { productId: string; size: string; qty: number }[];
    };

    const started = await startCheckoutAs(
      user,
      cart.lines.map(({ productId, size, qty }) => ({ productId, size, qty })),
    );
    expect(started.amount).toBe(25_000 + 2_500);
    expect((await testPaystack().verify(started.reference)).amount).toBe(2_750_000);

    // And a price smuggled into the call itself is refused outright, changing nothing.
    const smuggled = await tryStartCheckoutAs(user, [
      { productId: shirt.id, size: 'S', qty: 1, unitPrice: 1 } as never,
    ]);
    expect(smuggled).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(smuggled.ok || smuggled.details).toMatchObject({ kind: 'invalid_data' });
    expect(smuggled.ok || smuggled.details).toHaveProperty(['fields', 'lines.0']);
    expect(await ordersOf(user.uid)).toHaveLength(1);
    expect(await onHand(shirt.id, 'S')).toBe(1);
  });

  it('takes shipping from settings for the zone, and refuses a zone that is switched off', async () => {
    restores.push(
      await patchSettings({
        shipping: {
          zones: {
            NATIONWIDE: { label: 'Nationwide', fee: 6_000, leadTimeDays: 6, enabled: true },
            ABEOKUTA: { label: 'Abeokuta', fee: 1_500, leadTimeDays: 2, enabled: false },
          },
        },
      }),
    );
    const user = await makeUser();
    const kaftan = await makeProduct({ type: 'MTO', price: 40_000 });
    const line = [{ productId: kaftan.id, size: null, qty: 1 }];
    const extra = { measurements: { [kaftan.id]: measurements() } };

    const started = await startCheckoutAs(user, line, {
      ...extra,
      shipping: { address: 'Plot 5, Jos', zone: 'NATIONWIDE' },
    });
    expect(started).toMatchObject({ shippingFee: 6_000, total: 46_000 });
    expect((await readOrder(started.orderId))?.shippingLeadTimeDays).toBe(6);

    const off = await tryStartCheckoutAs(user, line, { ...extra, shipping: { address: 'Ita Eko', zone: 'ABEOKUTA' } });
    expect(off).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'We are not delivering to this zone at the moment.',
    });
    expect(off.ok || off.details).toMatchObject({
      fields: { 'shipping.zone': 'We are not delivering to this zone at the moment.' },
    });
  });

  it('keeps the optional phone in international form on the order, and refuses a malformed one changing nothing', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ price: 15_000, stock: { M: 2 } });
    const line = [{ productId: shirt.id, size: 'M' as const, qty: 1 }];
    const address = '4 Oke-Ilewo Road, Abeokuta';

    const bad = await tryStartCheckoutAs(user, line, { shipping: { address, zone: 'LAGOS', phone: '0803 123 45' } });
    expect(bad).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: CHECKOUT_PHONE_INVALID });
    expect(bad.ok || bad.details).toMatchObject({ fields: { 'shipping.phone': CHECKOUT_PHONE_INVALID } });
    expect(await ordersOf(user.uid)).toEqual([]);
    expect(await onHand(shirt.id, 'M')).toBe(2);

    const started = await startCheckoutAs(user, line, { shipping: { address, zone: 'LAGOS', phone: '0803 123 4567' } });
    expect((await readOrder(started.orderId))?.shippingPhone).toBe('+2348031234567');
    // No phone is fine: the order keeps none.
    const none = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], {
      email: 'other@example.test',
    });
    expect((await readOrder(none.orderId))?.shippingPhone).toBe('');
  });

  it('writes the customer name and what staff can find the order by: name, number, emails, phones', async () => {
    const user = await makeUser();
    await db()
      .doc(`customers/${user.uid}`)
      .set(customerData({ userId: user.uid, email: user.email, name: 'Kẹ́mi Adétibá', phone: '+2348051234503' }));
    const shirt = await makeProduct({ price: 15_000, stock: { M: 2 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], {
      email: 'Kemi.Receipts@Example.ng',
      shipping: { address: '4 Oke-Ilewo Road, Abeokuta', zone: 'ABEOKUTA', phone: '0803 123 4567' },
    });
    const order = await readOrder(started.orderId);
    expect(order?.customerName).toBe('Kẹ́mi Adétibá');
    const keys = order?.searchKeys ?? [];
    for (const key of [
      'ke',
      'kemi',
      'adetiba',
      started.orderId.slice(0, 8).toLowerCase(),
      'kemi.receipts@example.ng',
      user.email.toLowerCase(),
      'receipts',
      '+2348031234567',
      '+2348051234503',
    ])
      expect(keys, key).toContain(key);
    // One query finds it by any of them.
    const found = await db()
      .collection('orders')
      .where('searchKeys', 'array-contains', '+2348031234567')
      .orderBy('createdAt', 'desc')
      .limit(50)
      .get();
    expect(found.docs.map((d) => d.id)).toContain(started.orderId);
  });

  it("applies a referral discount from settings, and refuses an unknown code or the buyer's own", async () => {
    restores.push(await patchSettings({ referral: { discountPercent: 10, rewardPercent: 5 } }));
    const user = await makeUser();
    const referrer = await makeReferrer();
    const own = await makeReferrer(user.uid);
    const shirt = await makeProduct({ price: 20_000, stock: { XL: 5 } });
    const line = [{ productId: shirt.id, size: 'XL', qty: 1 }];

    const started = await startCheckoutAs(user, line, { referralCode: ` ${referrer.code.toLowerCase()} ` });
    expect(started).toMatchObject({ subtotal: 20_000, discount: 2_000, total: 20_500, amount: 20_500 });
    expect((await readOrder(started.orderId))?.referralCode).toBe(referrer.code);

    const unknown = await tryStartCheckoutAs(user, line, { referralCode: 'NOPE-0000' });
    expect(unknown).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'That referral code is not valid.',
    });
    const mine = await tryStartCheckoutAs(user, line, { referralCode: own.code });
    expect(mine).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'You cannot use your own referral code.',
    });
    expect(mine.ok || mine.details).toMatchObject({
      code: 'referral/own-code',
      fields: { referralCode: 'You cannot use your own referral code.' },
    });
    expect(await ordersOf(user.uid)).toHaveLength(1);
    expect(await onHand(shirt.id, 'XL')).toBe(4);
  });

  it("marks orders placed in Event Mode with channel 'event' and the event id", async () => {
    const user = await makeUser();
    const eventId = await makeEvent();
    const shirt = await makeProduct({ stock: { M: 1 } });
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { eventId });
    expect(await readOrder(started.orderId)).toMatchObject({ channel: 'event', eventId });

    const ghost = await tryStartCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], {
      eventId: 'no-such-event',
    });
    expect(ghost).toMatchObject({ ok: false, status: 'NOT_FOUND' });
  });

  it('refuses inactive products, RTW lines without a size and MTO lines without measurements', async () => {
    const user = await makeUser();
    const hidden = await makeProduct({ active: false, stock: { M: 3 } });
    const shirt = await makeProduct({ stock: { M: 3 } });
    const kaftan = await makeProduct({ type: 'MTO' });
    const cases = [
      [[{ productId: hidden.id, size: 'M', qty: 1 }], 'An item in your cart is no longer available.'],
      [[{ productId: 'no-such-product', size: 'M', qty: 1 }], 'An item in your cart is no longer available.'],
      // The size refusal names the piece (issue 22).
      [[{ productId: shirt.id, size: null, qty: 1 }], `Choose a size for ${shirt.name}.`],
      [[{ productId: shirt.id, size: 'XXL', qty: 1 }], `Choose a size for ${shirt.name}.`],
      [[{ productId: kaftan.id, size: null, qty: 1 }], 'Enter your measurements for every made-to-order item.'],
    ] as const;
    for (const [lines, message] of cases) {
      const result = await tryStartCheckoutAs(user, [...lines]);
      expect(result).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message });
      expect(result.ok || result.details).toMatchObject({ fields: { 'lines.0': message } });
    }
    expect(await ordersOf(user.uid)).toHaveLength(0);
    expect(await onHand(shirt.id, 'M')).toBe(3);
  });

  it("asks a signed-out caller to sign in: 'Please sign in to complete checkout.'", async () => {
    const shirt = await makeProduct({ stock: { M: 1 } });
    const result = await call('startCheckout', checkoutInput([{ productId: shirt.id, size: 'M', qty: 1 }]), null);
    expect(result).toMatchObject({ ok: false, httpStatus: 401, status: 'UNAUTHENTICATED', message: CHECKOUT_SIGN_IN });
    expect(await onHand(shirt.id, 'M')).toBe(1);
  });

  it('undoes the reservation when Paystack refuses to start the payment', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { L: 1 } });
    const brokenPaystack = createPaystackClient({ baseUrl: stackInfo().urls.paystack, secretKey: 'sk_test_wrong_key' });
    const caller = { uid: user.uid, email: user.email, role: 'customer' as const };
    const input = startCheckoutInput.parse(checkoutInput([{ productId: shirt.id, size: 'L', qty: 1 }]));

    await expect(handleStartCheckout({ ...testDeps(), paystack: brokenPaystack }, caller, input)).rejects.toMatchObject(
      {
        kind: 'payment_failed',
        message: 'Payment failed or cancelled.',
      },
    );
    const [order] = await ordersOf(user.uid);
    expect(order).toMatchObject({ status: 'abandoned', closedReason: 'not_started', paymentStatus: 'unpaid' });
    expect(await onHand(shirt.id, 'L')).toBe(1);
    expect((await readProduct(shirt.id))?.availability.L).toBe('in');
    expect((await paymentsOf(user.uid))[0]).toMatchObject({ status: 'failed' });
  });
});
