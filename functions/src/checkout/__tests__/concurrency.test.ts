// 20 buyers, 5 shirts: the stock reservation in startCheckout's transaction sells exactly 5
// (docs/architecture.md#checkout-and-settlement).
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { makeProduct, onHand, ordersOf, readProduct } from '../../../test/factories';
import { tryStartCheckoutAs } from '../../../test/checkout';

describe('startCheckout under contention', () => {
  it('sells exactly the 5 units of a size to 20 concurrent buyers; the rest are told how many are left', async () => {
    const product = await makeProduct({ name: 'Adire Shirt', price: 15_000, stock: { M: 5, L: 2 } });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeUser('rush')));

    const results = await Promise.all(
      buyers.map((buyer) => tryStartCheckoutAs(buyer, [{ productId: product.id, size: 'M', qty: 1 }])),
    );

    const sold = results.filter((r) => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'Adire Shirt is sold out in size M.' });
      expect(r.ok || r.details).toMatchObject({ kind: 'out_of_stock', code: 'stock/insufficient' });
    }
    expect(await onHand(product.id, 'M')).toBe(0);
    expect(await onHand(product.id, 'L')).toBe(2);
    expect((await readProduct(product.id))?.availability).toMatchObject({ M: 'out', L: 'in' });

    // Refused buyers have no order; each winner has exactly one.
    const orders = (await Promise.all(buyers.map((b) => ordersOf(b.uid)))).map((list) => list.length);
    expect(orders.reduce((a, b) => a + b, 0)).toBe(5);
    expect(orders.every((n) => n <= 1)).toBe(true);
  });

  it("says how many are left when a buyer asks for more than there is ('Only 2 left in size L')", async () => {
    const product = await makeProduct({ name: 'Ankara Bomber', stock: { L: 2 } });
    const buyer = await makeUser();
    const result = await tryStartCheckoutAs(buyer, [{ productId: product.id, size: 'L', qty: 3 }]);
    expect(result).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'Only 2 left in size L of Ankara Bomber.',
    });
    expect(result.ok || result.details).toMatchObject({
      fields: { 'stock.L': 'Only 2 left in size L of Ankara Bomber.' },
    });
    expect(await onHand(product.id, 'L')).toBe(2);
    expect(await ordersOf(buyer.uid)).toHaveLength(0);
  });
});
