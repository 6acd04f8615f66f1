// Every callable rejects malformed input with invalid-argument and one message per field, and changes nothing
// (docs/architecture.md#security).
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { call } from '../../../test/callables';
import { makeProduct, onHand, ordersOf, paymentsOf } from '../../../test/factories';

describe('malformed input', () => {
  it('is refused by every checkout callable with field details, and nothing changes', async () => {
    const user = await makeUser();
    const shirt = await makeProduct({ stock: { M: 2 } });
    const cases: [string, unknown, Record<string, string>][] = [
      ['startCheckout', null, { _form: expect.any(String) as string }],
      [
        'startCheckout',
        { lines: [], email: 'no-at-sign', shipping: { address: '  ', zone: 'MARS' } },
        {
          lines: 'Your cart is empty.',
          email: 'Enter a valid email for your receipt.',
          'shipping.address': 'Enter a delivery address.',
          'shipping.zone': 'Choose a delivery zone.',
        },
      ],
      [
        'startCheckout',
        {
          lines: [
            { productId: shirt.id, size: 'M', qty: 0 },
            { productId: shirt.id, size: 'M', qty: 1.5 },
          ],
          email: 'a@b.co',
          shipping: { address: 'x', zone: 'LAGOS' },
          measurements: { [shirt.id]: { unit: 'in', bust: 200, waist: 30, hips: 'wide' } },
          payModes: { [shirt.id]: 'later' },
        },
        {
          'lines.0.qty': 'Quantity must be at least 1.',
          'lines.1.qty': 'Quantity must be a whole number.',
          [`measurements.${shirt.id}.hips`]: 'Enter the hips as a number.',
          [`payModes.${shirt.id}`]: expect.any(String) as string,
        },
      ],
      [
        'startCheckout',
        {
          lines: [{ productId: shirt.id, size: 'M', qty: 1 }],
          email: 'a@b.co',
          shipping: { address: 'x', zone: 'LAGOS' },
          total: 1,
        },
        { _form: expect.any(String) as string },
      ],
      ['confirmPayment', { reference: 'ASO 1; drop' }, { reference: 'Invalid payment reference.' }],
      ['confirmPayment', {}, { reference: expect.any(String) as string }],
      ['cancelCheckout', { reference: 42 }, { reference: expect.any(String) as string }],
      ['payBalance', { orderId: '' }, { orderId: expect.any(String) as string }],
      ['payBalance', { orderId: 'o1', amount: 5 }, { _form: expect.any(String) as string }],
    ];
    for (const [name, data, fields] of cases) {
      const result = await call(name, data, user.idToken);
      expect(result, `${name} ${JSON.stringify(data)}`).toMatchObject({
        ok: false,
        httpStatus: 400,
        status: 'INVALID_ARGUMENT',
      });
      expect(result.ok || result.details, `${name} ${JSON.stringify(data)}`).toMatchObject({
        kind: 'invalid_data',
        code: 'input/invalid',
        fields,
      });
    }
    expect(await ordersOf(user.uid)).toHaveLength(0);
    expect(await paymentsOf(user.uid)).toHaveLength(0);
    expect(await onHand(shirt.id, 'M')).toBe(2);
  });
});
