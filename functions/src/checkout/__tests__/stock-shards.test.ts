// A drop's stock spread over shards (docs/data-model.md#stock): the first sale spreads a size with many units, buyers
// take from a shard at random, the last units are found wherever they are, an abandoned checkout returns its units
// to the shard it took them from, and the totals and availability stay exact.
import { describe, expect, it } from 'vitest';
import { makeStaffUser, makeUser } from '../../../test/auth';
import { callOk } from '../../../test/callables';
import { checkoutInput, db, makeProduct, onHand, readOrder, readProduct } from '../../../test/factories';
import { startCheckoutAs, tryStartCheckoutAs } from '../../../test/checkout';
import type { CancelCheckoutResult, StartCheckoutResult } from '@aso/domain/contract';

async function shardUnits(productId: string, size: string): Promise<Map<string, number>> {
  const snap = await db().collection(`stock/${productId}/shards`).get();
  return new Map(snap.docs.map((d) => [d.id, (d.get(`onHand.${size}`) as number | undefined) ?? 0]));
}

describe('stock shards', () => {
  it('27 buyers of the 25 units of a drop: the first sale spreads them, exactly 25 sold, the rest told sold out', async () => {
    const product = await makeProduct({ name: 'Drop Agbada', stock: { M: 25, L: 3 } });
    const buyers = await Promise.all(Array.from({ length: 27 }, () => makeUser('drop')));
    const first = await callOk<StartCheckoutResult>(
      'startCheckout',
      checkoutInput([{ productId: product.id, size: 'M', qty: 1 }]),
      buyers[0]!.idToken,
    );
    const spread = await shardUnits(product.id, 'M');
    expect(spread.size).toBe(8);
    expect([...spread.values()].reduce((a, b) => a + b, 0)).toBe(24);
    expect((await db().doc(`stock/${product.id}`).get()).get('sizes.M.onHand')).toBe(0);

    const results = await Promise.all(
      buyers.slice(1).map((buyer) => tryStartCheckoutAs(buyer, [{ productId: product.id, size: 'M', qty: 1 }])),
    );
    const sold = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(sold).toHaveLength(24);
    expect(refused).toHaveLength(2);
    for (const r of refused)
      expect(r).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'Drop Agbada is sold out in size M.' });
    expect(await onHand(product.id, 'M')).toBe(0);
    expect([...(await shardUnits(product.id, 'M')).values()].every((n) => n === 0)).toBe(true);
    expect(await onHand(product.id, 'L')).toBe(3);
    expect((await readProduct(product.id))?.availability).toMatchObject({ M: 'out', L: 'in' });
    // Every sale after the spread names the shard its unit came from.
    const order = await readOrder(sold[0]!.ok ? sold[0]!.data.orderId : first.orderId);
    expect(order?.items[0]?.stockShard).toEqual(expect.any(Number));
  }, 300_000);

  it('an abandoned checkout returns its units to the shard it took them from; availability comes back', async () => {
    const product = await makeProduct({ name: 'Drop Buba', stock: { S: 40 }, reorderLevel: 2 });
    const user = await makeUser();
    const spreader = await makeUser();
    // The first sale spreads the 40 units: 39 left, 5 in the first shards.
    await callOk('startCheckout', checkoutInput([{ productId: product.id, size: 'S', qty: 1 }]), spreader.idToken);
    const before = await shardUnits(product.id, 'S');
    const started = await startCheckoutAs(user, [{ productId: product.id, size: 'S', qty: 2 }]);
    const shard = (await readOrder(started.orderId))?.items[0]?.stockShard;
    expect(shard).toEqual(expect.any(Number));
    const taken = await shardUnits(product.id, 'S');
    expect(taken.get(String(shard))).toBe(before.get(String(shard))! - 2);
    expect(await onHand(product.id, 'S')).toBe(37);

    const result = await callOk<CancelCheckoutResult>('cancelCheckout', { reference: started.reference }, user.idToken);
    expect(result.outcome).toBe('cancelled');
    expect(await shardUnits(product.id, 'S')).toEqual(before);
    expect(await onHand(product.id, 'S')).toBe(39);
    expect((await readProduct(product.id))?.availability).toMatchObject({ S: 'in' });
  });

  it("asking for more than one shard holds finds the units in the others ('Only N left' counts them all)", async () => {
    const product = await makeProduct({ name: 'Drop Kaftan', stock: { XL: 24 } });
    await callOk(
      'startCheckout',
      checkoutInput([{ productId: product.id, size: 'XL', qty: 1 }]),
      (await makeUser()).idToken,
    );
    // 23 units over 8 shards: no shard holds more than 3. Staff (a pop-up sale) are not held to the hold caps.
    const staff = await makeStaffUser();
    const tooMany = await tryStartCheckoutAs(staff, [{ productId: product.id, size: 'XL', qty: 24 }]);
    expect(tooMany).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Only 23 left in size XL of Drop Kaftan.',
    });
    const started = await startCheckoutAs(staff, [{ productId: product.id, size: 'XL', qty: 10 }]);
    expect(await onHand(product.id, 'XL')).toBe(13);
    // Units from several shards go back to the stock document, not to one shard.
    expect((await readOrder(started.orderId))?.items[0]?.stockShard).toBeNull();
    await callOk('cancelCheckout', { reference: started.reference }, staff.idToken);
    expect(await onHand(product.id, 'XL')).toBe(23);
  });
});
