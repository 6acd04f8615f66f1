// updateOrderStatus: the order, its timeline event, the day's stats and the reserved stock move together.
import { NOT_FOUND } from '@aso/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { makeProduct, onHand, readProduct } from '../../../test/factories';

import { timelineEntries, makeOrder, readOrder, statsFor } from '../../../test/factories';
import type { UpdateOrderStatusResult } from '@aso/domain/contract';

let staff: TestUser;
beforeAll(async () => {
  staff = await makeStaffUser('staff');
});

const setStatus = (orderId: string, status: string, note = '') =>
  call<UpdateOrderStatusResult>('updateOrderStatus', { orderId, status, note }, staff.idToken);

describe('updateOrderStatus', () => {
  it('moves through every status in any order, each with its timeline event and note', async () => {
    const product = await makeProduct({ stock: { M: 4 } });
    const { id } = await makeOrder({ product });
    for (const [status, note] of [
      ['in_production', 'Cutting today'],
      ['ready', ''],
      ['shipped', 'GIG Logistics #123'],
      ['completed', ''],
      ['ready', 'Returned for a hem'],
    ] as const) {
      const result = await setStatus(id, status, note);
      expect(result).toMatchObject({ ok: true, data: { orderId: id, status } });
    }
    expect((await readOrder(id))?.status).toBe('ready');
    const events = await timelineEntries(id);
    expect(events.map((e) => [e.status, e.note])).toEqual([
      ['in_production', 'Cutting today'],
      ['ready', ''],
      ['shipped', 'GIG Logistics #123'],
      ['completed', ''],
      ['ready', 'Returned for a hem'],
    ]);
    expect(events.every((e) => e.authorId === staff.uid)).toBe(true);
    expect(await onHand(product.id, 'M')).toBe(4);
  });

  it('a note on the same status adds an event; the same status without a note changes nothing', async () => {
    const { id } = await makeOrder({ product: await makeProduct({ stock: { M: 1 } }) });
    expect(await setStatus(id, 'pending')).toMatchObject({ ok: true, data: { eventId: null } });
    expect(await timelineEntries(id)).toEqual([]);
    expect(await setStatus(id, 'pending', 'Customer called about sizing')).toMatchObject({
      ok: true,
      data: { status: 'pending' },
    });
    expect((await timelineEntries(id)).map((e) => e.note)).toEqual(['Customer called about sizing']);
  });

  it("cancelling a paid order takes it out of the day's revenue and puts its units back; un-cancelling restores both", async () => {
    const product = await makeProduct({ price: 20_000, stock: { M: 0, L: 3 } });
    const { id, order } = await makeOrder({ product, size: 'M', qty: 2 });
    const before = await statsFor(order.createdAt);
    expect(before).toMatchObject({ orders: 1, revenue: 40_000, skus: { [product.sku]: 2 } });

    expect(await setStatus(id, 'cancelled', 'Customer changed their mind')).toMatchObject({
      ok: true,
      data: { stockUnits: 2, previousStatus: 'pending' },
    });
    expect(await statsFor(order.createdAt)).toMatchObject({
      orders: 0,
      revenue: 0,
      byType: { RTW: { qty: 0, revenue: 0 } },
      skus: { [product.sku]: 0 },
    });
    expect(await onHand(product.id, 'M')).toBe(2);
    expect((await readProduct(product.id))?.availability.M).toBe('in');

    expect(await setStatus(id, 'in_production')).toMatchObject({ ok: true, data: { stockUnits: 2 } });
    expect(await statsFor(order.createdAt)).toMatchObject({ orders: 1, revenue: 40_000 });
    expect(await onHand(product.id, 'M')).toBe(0);
  });

  it('an unpaid order never counted, so cancelling it leaves stats alone', async () => {
    const product = await makeProduct({ stock: { M: 0 } });
    const { id, order } = await makeOrder({ product, paymentStatus: 'unpaid' });
    await setStatus(id, 'cancelled');
    expect(await statsFor(order.createdAt)).toMatchObject({ orders: 0, revenue: 0 });
    expect(await onHand(product.id, 'M')).toBe(1);
  });

  it('is all or nothing: un-cancelling when the units were sold meanwhile changes neither order, event nor stats', async () => {
    const product = await makeProduct({ name: 'Mud Cloth Bomber', stock: { M: 0 } });
    const { id, order } = await makeOrder({ product, status: 'cancelled', qty: 1 });
    const statsBefore = await statsFor(order.createdAt);
    const result = await setStatus(id, 'ready', 'Found the payment');
    expect(result).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'Mud Cloth Bomber is sold out in size M.',
    });
    expect((await readOrder(id))?.status).toBe('cancelled');
    expect(await timelineEntries(id)).toEqual([]);
    expect(await statsFor(order.createdAt)).toEqual(statsBefore);
  });

  it('an unknown order is not found', async () => {
    expect(await setStatus('order-nope', 'ready')).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      message: NOT_FOUND,
    });
  });

  it('concurrent changes each land with their own event, and the order ends on one of them', async () => {
    const { id } = await makeOrder({ product: await makeProduct({ stock: { M: 2 } }) });
    const statuses = ['in_production', 'ready', 'shipped'] as const;
    const results = await Promise.all(
      statuses.map((s) =>
        callOk<UpdateOrderStatusResult>('updateOrderStatus', { orderId: id, status: s }, staff.idToken),
      ),
    );
    expect(results.every((r) => r.eventId)).toBe(true);
    const events = await timelineEntries(id);
    expect(events.map((e) => e.status).sort()).toEqual([...statuses].sort());
    expect((await readOrder(id))?.status).toBe(events.at(-1)?.status);
  });
});
