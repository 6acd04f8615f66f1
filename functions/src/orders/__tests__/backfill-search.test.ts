// Orders placed before they carried search keys: the admin's one-off backfill makes them findable by the customer's
// name, email and phone like new ones, leaves orders that have keys alone, and is safe to run twice.
import { orderSearchPlans } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { makeStaffUser } from '../../../test/auth';
import { callOk } from '../../../test/callables';
import { customerData, db, makeOrder, makeProduct, readOrder } from '../../../test/factories';

const finds = (keys: readonly string[], typed: string): boolean =>
  orderSearchPlans(typed).some((plan) => [plan.key, ...plan.alsoKeys].every((k) => keys.includes(k)));

describe('backfillOrderSearch', () => {
  it('gives older orders the customer name and search keys, once', async () => {
    const admin = await makeStaffUser('admin');
    const product = await makeProduct({ price: 12_000, stock: { M: 3 } });
    const old = await makeOrder({ product });
    await db().doc(`orders/${old.id}`).update({ shippingPhone: '+2348031234567', email: 'walk.kemi@example.ng' });
    await db()
      .doc(`customers/${old.order.customerId}`)
      .set(customerData({ userId: old.order.userId, name: 'Walk Kemi', email: 'kemi@aso.example' }));
    const recent = await makeOrder({ product });
    await db()
      .doc(`orders/${recent.id}`)
      .update({ customerName: 'Already Named', searchKeys: ['already'] });

    const first = await callOk<{ updated: number }>('backfillOrderSearch', {}, admin.idToken);
    expect(first.updated).toBeGreaterThanOrEqual(1);
    const filled = await readOrder(old.id);
    expect(filled?.customerName).toBe('Walk Kemi');
    for (const typed of ['Kemi', 'walk kemi', 'walk.kemi@example.ng', 'kemi@aso.example', '0803 123 4567'])
      expect(finds(filled?.searchKeys ?? [], typed), typed).toBe(true);
    // The rest of the order is as it was.
    expect(filled).toMatchObject({ status: old.order.status, total: old.order.total, email: 'walk.kemi@example.ng' });
    expect(await readOrder(recent.id)).toMatchObject({ customerName: 'Already Named', searchKeys: ['already'] });

    // Run again: nothing of these changes.
    await callOk('backfillOrderSearch', {}, admin.idToken);
    expect((await readOrder(old.id))?.searchKeys).toEqual(filled?.searchKeys);
  });
});
