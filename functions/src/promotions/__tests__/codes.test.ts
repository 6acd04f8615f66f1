// Discount codes and sales at checkout (docs/product.md#promotions): the server prices with the same pipeline the cart
// shows, holds a code's use while the checkout awaits payment, spends it when paid and gives it back when the
// checkout lapses, is cancelled or is replaced; every refusal is said in words at the code box (checkCode) and again by
// startCheckout, changing nothing; checkCode is limited per account; the order, the receipt and the day's figures
// name each promotion.
import {
  CODE_CHECKS_TOO_MANY,
  CODE_UNKNOWN,
  REFERRAL_OWN_CODE,
  codeEnded,
  codeFirstOrderOnly,
  codeHeldUp,
  codeNotForThesePieces,
  codeNotStarted,
  codePaused,
  codeUnderMinimum,
  codeUsedByYou,
  codeUsedUp,
  lagosWhenWords,
} from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import {
  db,
  eventually,
  mailTo,
  makeCode,
  makeProduct,
  makePromotion,
  makeReferrer,
  makeWindow,
  measurements,
  readOrder,
  readPayment,
  readPromotion,
  readRedemption,
  readSlots,
  statsFor,
  testDeps,
} from '../../../test/factories';
import { minutesFromNow, startCheckoutAs, tryStartCheckoutAs } from '../../../test/checkout';
import { paystackControl } from '../../../test/paystack-control';
import { expireUnpaidOrders } from '../../checkout/expire-unpaid';
import type { CancelCheckoutResult, CheckCodeResult } from '@aso/domain/contract';

const HOUR = 3_600_000;
const only = (productId: string, name?: string) => ({
  productIds: [productId],
  collections: [],
  types: [],
  productNames: name ? { [productId]: name } : {},
});
const shirtLine = (productId: string, qty = 1) => [{ productId, size: 'M', qty }];

/** A customer who has paid for an order before (a returning buyer). */
async function returningBuyer(): Promise<TestUser> {
  const user = await makeUser('returning');
  await db().doc(`customers/${user.uid}`).set({
    userId: user.uid,
    name: 'Tunde Bakare',
    email: user.email,
    phone: '',
    city: 'Lagos',
    tags: [],
    referralCode: null,
    lifetimeValue: 38_500,
    orderCount: 1,
    lastOrderAt: new Date(),
    createdAt: new Date(),
  });
  return user;
}

describe('a code at checkout', () => {
  it('lowers the order; its use is held while unpaid and spent when paid; the order, receipt and figures name it', async () => {
    const user = await makeUser('amaka');
    const shirt = await makeProduct({ price: 38_500, stock: { M: 5 } });
    const code = await makeCode({ name: 'Amaka’s first order', percent: 10, scope: only(shirt.id), maxUses: 100 });
    const started = await startCheckoutAs(user, shirtLine(shirt.id), {
      discountCode: code.code.toLowerCase(),
      email: user.email,
    });
    // 10 % of 38,500, Lagos delivery 2,500.
    expect(started).toMatchObject({
      subtotal: 38_500,
      discount: 3_850,
      shippingFee: 2_500,
      total: 37_150,
      amount: 37_150,
    });
    expect(started.discounts).toEqual([
      { kind: 'code', promotionId: code.id, name: 'Amaka’s first order', code: code.code, amount: 3_850 },
    ]);
    expect((await readPayment(started.reference))?.amountKobo).toBe(3_715_000);
    expect(await readOrder(started.orderId)).toMatchObject({
      discountCode: code.code,
      codeUse: { promotionId: code.id, code: code.code, state: 'held' },
      items: [expect.objectContaining({ unitPrice: 38_500, discount: 3_850, amountDueNow: 34_650 })],
    });
    expect(await readPromotion(code.id)).toMatchObject({ uses: 0, held: 1 });
    expect(await readRedemption(code.id, user.uid)).toMatchObject({ uses: 0, held: 1 });

    const before = await statsFor();
    await paystackControl.settle(started.reference, 'success', true);
    await eventually(async () => (await readOrder(started.orderId))?.paymentStatus === 'paid', 15_000, 'paid');
    expect((await readOrder(started.orderId))?.codeUse?.state).toBe('used');
    expect(await readPromotion(code.id)).toMatchObject({ uses: 1, held: 0 });
    const slots = await readSlots(code.id);
    expect(slots.map((s) => [s.state, s.orderId])).toEqual([['used', started.orderId]]);
    expect(await readRedemption(code.id, user.uid)).toMatchObject({ uses: 1, held: 0 });
    const after = await statsFor();
    expect(after.promotions[code.id]).toMatchObject({
      name: 'Amaka’s first order',
      orders: (before.promotions[code.id]?.orders ?? 0) + 1,
      discount: (before.promotions[code.id]?.discount ?? 0) + 3_850,
      revenue: (before.promotions[code.id]?.revenue ?? 0) + 37_150,
    });
    const receipt = (await mailTo(user.email)).find((m) => m.id === `receipt-${started.reference}`);
    expect(receipt?.message.text).toContain(`${code.code} · Amaka’s first order: -₦3,850.00`);
    expect(receipt?.message.text).toContain('Total: ₦37,150.00');
  });

  it('a running sale charges the sale price, keeps "was" on the order, and takes the deposit from it', async () => {
    const user = await makeUser();
    const windowId = await makeWindow({ depositPercent: 50 });
    const boubou = await makeProduct({ type: 'PREORDER', price: 85_000, preorderWindowId: windowId });
    const sale = await makePromotion({
      name: 'Detty December',
      percent: 15,
      scope: only(boubou.id),
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + 24 * HOUR),
    });
    const code = await makeCode({ percent: 10, scope: only(boubou.id) });
    const started = await startCheckoutAs(user, [{ productId: boubou.id, size: null, qty: 1, payMode: 'deposit' }], {
      discountCode: code.code,
      measurements: { [boubou.id]: measurements() },
    });
    // 85,000 − 15 % = 72,250; the code: 7,225 off; the deposit: 50 % of 65,025 with Lagos delivery now.
    expect(started).toMatchObject({ subtotal: 72_250, discount: 7_225, total: 67_525 });
    expect(started.amount).toBe(36_125 - 3_613 + 2_500);
    expect(started.balanceDue).toBe(65_025 - (36_125 - 3_613));
    const order = await readOrder(started.orderId);
    expect(order?.items[0]).toMatchObject({
      unitPrice: 72_250,
      listPrice: 85_000,
      sale: { promotionId: sale.id, name: 'Detty December', percent: 15 },
    });
    expect(order?.discounts?.map((d) => [d.kind, d.amount])).toEqual([
      ['sale', 12_750],
      ['code', 7_225],
    ]);
  });

  it('a free-delivery code waives the zone’s fee once the pieces reach its minimum', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ price: 60_000, stock: { M: 5 } });
    const code = await makeCode({
      name: 'Free delivery over ₦100,000',
      offer: 'free_delivery',
      percent: null,
      minSubtotal: 100_000,
    });
    const refused = await tryStartCheckoutAs(user, shirtLine(shirt.id), { discountCode: code.code });
    expect(refused).toMatchObject({
      ok: false,
      message: codeUnderMinimum(code.code, '₦100,000', '₦60,000'),
      details: { fields: { discountCode: codeUnderMinimum(code.code, '₦100,000', '₦60,000') } },
    });
    const started = await startCheckoutAs(user, shirtLine(shirt.id, 2), { discountCode: code.code });
    expect(started).toMatchObject({ subtotal: 120_000, shippingFee: 0, discount: 0, total: 120_000 });
    expect(started.discounts).toEqual([
      { kind: 'delivery', promotionId: code.id, name: 'Free delivery over ₦100,000', code: code.code, amount: 2_500 },
    ]);
  });
});

describe('a held use comes back', () => {
  it('when the checkout lapses unpaid: the next buyer gets it', async () => {
    const shirt = await makeProduct({ stock: { M: 5 } });
    const code = await makeCode({ maxUses: 1, scope: only(shirt.id) });
    const first = await startCheckoutAs(await makeUser(), shirtLine(shirt.id), { discountCode: code.code });
    // Its one use slot is the first checkout's.
    expect(await readSlots(code.id)).toEqual([{ k: 0, state: 'held', orderId: first.orderId }]);
    expect((await readOrder(first.orderId))?.codeUse).toMatchObject({ state: 'held', slot: 0 });
    const second = await makeUser();
    expect(await tryStartCheckoutAs(second, shirtLine(shirt.id), { discountCode: code.code })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: codeHeldUp(code.code),
    });
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(await readOrder(first.orderId)).toMatchObject({ status: 'abandoned', codeUse: { state: 'released' } });
    expect(await readPromotion(code.id)).toMatchObject({ uses: 0, held: 0 });
    expect(await readSlots(code.id)).toEqual([]);
    // A second expiry run gives nothing back twice.
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(31) }));
    expect(await readPromotion(code.id)).toMatchObject({ held: 0 });
    const retry = await startCheckoutAs(second, shirtLine(shirt.id), { discountCode: code.code });
    expect(retry.discount).toBeGreaterThan(0);
    expect(await readPromotion(code.id)).toMatchObject({ uses: 0, held: 1 });
    expect(await readSlots(code.id)).toEqual([{ k: 0, state: 'held', orderId: retry.orderId }]);
  });

  it('at once when the checkout is refused after its use was taken (a sold-out size): the next buyer gets it', async () => {
    const shirt = await makeProduct({ name: 'Adire Shirt', stock: { M: 1, L: 0 } });
    const code = await makeCode({ maxUses: 1, scope: only(shirt.id) });
    const refused = await tryStartCheckoutAs(await makeUser(), [{ productId: shirt.id, size: 'L', qty: 1 }], {
      discountCode: code.code,
    });
    expect(refused).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    expect(await readSlots(code.id)).toEqual([]);
    expect(await readPromotion(code.id)).toMatchObject({ uses: 0, held: 0 });
    const next = await startCheckoutAs(await makeUser(), shirtLine(shirt.id), { discountCode: code.code });
    expect(next.discount).toBeGreaterThan(0);
  });

  it('when the function that took a use died before writing its checkout: the expiry run sweeps it after 35 minutes', async () => {
    const shirt = await makeProduct({ stock: { M: 5 } });
    const code = await makeCode({ maxUses: 2, scope: only(shirt.id) });
    const live = await startCheckoutAs(await makeUser(), shirtLine(shirt.id), { discountCode: code.code });
    const liveSlot = (await readOrder(live.orderId))?.codeUse?.slot ?? -1;
    const orphan = 1 - liveSlot;
    await db()
      .doc(`promotions/${code.id}/useSlots/${orphan}`)
      .set({ k: orphan, orderId: 'never-written', uid: 'gone', state: 'held', at: new Date() });
    // Within half an hour the orphan is left alone (its checkout may still be on its way).
    await expireUnpaidOrders(testDeps({ clock: minutesFromNow(20) }));
    expect(await readSlots(code.id)).toHaveLength(2);
    // After 35 minutes it goes (and the live checkout, unpaid for 36 minutes, lapses and gives its own back).
    const report = await expireUnpaidOrders(testDeps({ clock: minutesFromNow(36) }));
    expect(report.slotsFreed).toBeGreaterThanOrEqual(1);
    expect(await readSlots(code.id)).toEqual([]);
  });

  it('at once when the popup is closed; and a checkout the buyer replaces hands its use to the new one', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { M: 5 } });
    const code = await makeCode({ maxUses: 1, scope: only(shirt.id) });
    const first = await startCheckoutAs(user, shirtLine(shirt.id), { discountCode: code.code });
    // The buyer changes the cart and presses Pay again: the open checkout is replaced, its use given to the new one.
    const second = await startCheckoutAs(user, shirtLine(shirt.id, 2), { discountCode: code.code });
    expect(second.orderId).not.toBe(first.orderId);
    expect(await readOrder(first.orderId)).toMatchObject({ closedReason: 'replaced', codeUse: { state: 'released' } });
    expect(await readPromotion(code.id)).toMatchObject({ held: 1 });
    expect(await readRedemption(code.id, user.uid)).toMatchObject({ held: 1 });
    // The use slot itself passes to the new checkout.
    expect(await readSlots(code.id)).toEqual([{ k: 0, state: 'held', orderId: second.orderId }]);
    expect((await readOrder(second.orderId))?.codeUse).toMatchObject({ state: 'held', slot: 0 });
    const result = await callOk<CancelCheckoutResult>('cancelCheckout', { reference: second.reference }, user.idToken);
    expect(result.outcome).toBe('cancelled');
    expect(await readPromotion(code.id)).toMatchObject({ uses: 0, held: 0 });
    expect(await readRedemption(code.id, user.uid)).toMatchObject({ uses: 0, held: 0 });
    expect(await readSlots(code.id)).toEqual([]);
  });
});

describe('every refusal, in words, before Paystack; nothing held', () => {
  it('unknown, not started, ended, paused, used up, not for these pieces, first order only, already used', async () => {
    const shirt = await makeProduct({ stock: { M: 9 } });
    const other = await makeProduct({ name: 'Kente Jumpsuit' });
    const soon = new Date(Date.now() + 48 * HOUR);
    const past = new Date(Date.now() - HOUR);
    const cases: [string, Parameters<typeof makeCode>[0] | null, string | ((c: string) => string), TestUser?][] = [
      ['unknown', null, CODE_UNKNOWN],
      ['not started', { startsAt: soon }, (c) => codeNotStarted(c, lagosWhenWords(soon))],
      ['ended by its date', { endsAt: past }, (c) => codeEnded(c, lagosWhenWords(past))],
      ['ended by staff', { status: 'ended', endedAt: past }, (c) => codeEnded(c, lagosWhenWords(past))],
      ['paused', { status: 'paused' }, codePaused],
      ['used up', { maxUses: 100, uses: 100 }, codeUsedUp],
      [
        'not for these pieces',
        { scope: only(other.id, 'Kente Jumpsuit') },
        (c) => codeNotForThesePieces(c, 'Kente Jumpsuit'),
      ],
      ['first order only', { firstOrderOnly: true }, codeFirstOrderOnly, await returningBuyer()],
    ];
    for (const [label, spec, words, buyer] of cases) {
      const code = spec ? (await makeCode(spec)).code : 'NOSUCHCODE';
      const message = typeof words === 'string' ? words : words(code);
      const user = buyer ?? (await makeUser());
      const refused = await tryStartCheckoutAs(user, shirtLine(shirt.id), { discountCode: code });
      expect(refused, label).toMatchObject({
        ok: false,
        status: 'INVALID_ARGUMENT',
        message,
        details: { fields: { discountCode: message } },
      });
      // The code box says the same before the cart gets that far (the pieces' own checks wait for checkout).
      if (label !== 'not for these pieces')
        expect(await call('checkCode', { code }, user.idToken), label).toMatchObject({ ok: false, message });
      expect((await db().collection('orders').where('userId', '==', user.uid).get()).size, label).toBe(0);
    }
    // Once per customer: a second order with the same code is refused to the same buyer.
    const once = await makeCode({ maxUsesPerCustomer: 1, scope: only(shirt.id) });
    const buyer = await makeUser();
    const paid = await startCheckoutAs(buyer, shirtLine(shirt.id), { discountCode: once.code });
    await paystackControl.settle(paid.reference, 'success', true);
    await eventually(async () => (await readRedemption(once.id, buyer.uid))?.uses === 1, 15_000, 'used');
    expect(await tryStartCheckoutAs(buyer, shirtLine(shirt.id), { discountCode: once.code })).toMatchObject({
      ok: false,
      message: codeUsedByYou(once.code, 1),
    });
    expect(await readPromotion(once.id)).toMatchObject({ uses: 1, held: 0 });
  });
});

describe('checkCode: one code at a time, rate-limited', () => {
  it('answers what a discount code gives and a referral code’s percent; refuses one’s own referral code', async () => {
    const code = await makeCode({ name: 'Sallah special', percent: 5, minSubtotal: 20_000 });
    const guest = await call<CheckCodeResult>('checkCode', { code: ` ${code.code.toLowerCase()} ` }, null);
    expect(guest).toMatchObject({
      ok: true,
      data: {
        kind: 'promotion',
        code: code.code,
        rule: { promotionId: code.id, offer: 'percent', percent: 5, minSubtotal: 20_000 },
      },
    });
    // Never how often it was used.
    expect(JSON.stringify(guest)).not.toMatch(/"uses"|"held"|"maxUses"/);
    const referrer = await makeReferrer();
    expect(await call<CheckCodeResult>('checkCode', { code: referrer.code }, null)).toMatchObject({
      ok: true,
      data: { kind: 'referral', code: referrer.code },
    });
    const owner = await makeUser('owner');
    await db().doc(`referralCodes/${referrer.code}`).set({ customerId: owner.uid });
    expect(await call('checkCode', { code: referrer.code }, owner.idToken)).toMatchObject({
      ok: false,
      message: REFERRAL_OWN_CODE,
    });
  });

  it('an account may try 10 codes in 10 minutes; the 11th is refused in words', async () => {
    const user = await makeUser('guesser');
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await call('checkCode', { code: `GUESS${i}` }, user.idToken));
    expect(answers.slice(0, 10).every((a) => !a.ok && a.message === CODE_UNKNOWN)).toBe(true);
    expect(answers[10]).toMatchObject({ ok: false, status: 'RESOURCE_EXHAUSTED', message: CODE_CHECKS_TOO_MANY });
  });
});
