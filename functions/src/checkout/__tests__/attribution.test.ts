// Which channel sells (docs/product.md#channels): startCheckout keeps where the buyer came from on the order and
// counts the checkout under its channel on the day; the payment adds the order and its money there; input the
// shop's page would never send is refused in words and changes nothing.
import { ATTRIBUTION_INVALID, lagosDayKey } from '@aso/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { startCheckoutAs, tryStartCheckoutAs } from '../../../test/checkout';
import { db, makeProduct, ordersOf, readOrder } from '../../../test/factories';
import { paystackControl } from '../../../test/paystack-control';

/** A channel no other test uses, so the day's shared stats document can be read for this test's figures alone. */
const uniqueTouch = () => ({
  source: `ig-${randomUUID().slice(0, 8)}`,
  medium: 'story',
  campaign: 'detty december',
  referralCode: null,
  referrer: 'l.instagram.com',
  landedAt: new Date(Date.now() - 3_600_000).toISOString(),
});

async function channelFigures(channel: string) {
  const day = await db()
    .doc(`stats/${lagosDayKey(new Date())}`)
    .get();
  const channels = (day.get('channels') ?? {}) as Record<string, Record<string, number>>;
  return channels[channel] ?? {};
}

describe('startCheckout and the channel an order came from', () => {
  it('keeps the first touch on the order, counts the checkout, and the payment, under that channel', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ price: 38_500, stock: { M: 2 } });
    const touch = uniqueTouch();
    const channel = `${touch.source} / story`;
    const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], { attribution: touch });
    const order = await readOrder(started.orderId);
    expect(order?.attribution).toEqual({ ...touch, landedAt: new Date(touch.landedAt) });
    expect(await channelFigures(channel)).toEqual({ checkouts: 1 });

    await paystackControl.settle(started.reference, 'success', true);
    await expect.poll(() => channelFigures(channel)).toEqual({ checkouts: 1, orders: 1, revenue: order?.total });
  });

  it('an order without a touch is direct', async () => {
    const user = await makeUser();
    const tee = await makeProduct({ price: 9_500, stock: { L: 1 } });
    const started = await startCheckoutAs(user, [{ productId: tee.id, size: 'L', qty: 1 }]);
    expect((await readOrder(started.orderId))?.attribution).toBeNull();
  });

  it.each([
    { source: 'Instagram' },
    { source: '<img src=x>' },
    { referrer: 'https://evil.example/path' },
    { landedAt: 'last week' },
    { medium: 7 },
  ])('refuses %o with words and writes nothing', async (change) => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { M: 1 } });
    const refused = await tryStartCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }], {
      attribution: { ...uniqueTouch(), ...change } as ReturnType<typeof uniqueTouch>,
    });
    expect(refused).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: ATTRIBUTION_INVALID });
    expect(await ordersOf(user.uid)).toHaveLength(0);
  });
});
