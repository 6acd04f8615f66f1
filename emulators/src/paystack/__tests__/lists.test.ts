// The list endpoints a reconciler reads (GET /transaction, GET /refund) and refund failures arranged by a test.
import { describe, expect, it } from 'vitest';
import type { PaystackDouble } from '../server';
import type { Json } from './helpers';
import { call, initialize, settle, doublePerFile } from './helpers';

let double: PaystackDouble;
doublePerFile((d) => (double = d));

describe('GET /transaction', () => {
  it('lists transactions newest first, filtered by status, with page meta', async () => {
    const first = await initialize(double);
    const second = await initialize(double);
    const third = await initialize(double);
    await settle(double, first.reference);
    await settle(double, third.reference);

    const all = await call(double, 'GET', '/transaction?perPage=2&page=1');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      status: true,
      message: 'Transactions retrieved',
      meta: { total: 3, perPage: 2, page: 1, pageCount: 2 },
    });
    expect((all.body.data as Json[]).map((t) => t.reference)).toEqual([third.reference, second.reference]);

    const paid = await call(double, 'GET', '/transaction?status=success');
    expect((paid.body.data as Json[]).map((t) => t.reference)).toEqual([third.reference, first.reference]);
    expect((paid.body.data as Json[])[0]).toMatchObject({ status: 'success', amount: 1_250_000, currency: 'NGN' });

    const future = await call(
      double,
      'GET',
      `/transaction?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future.body.data).toEqual([]);
    expect((await call(double, 'GET', '/transaction', undefined, 'sk_test_wrong')).status).toBe(401);
  });
});

describe('refund failures and GET /refund', () => {
  it('fails the next refunds as asked, then lists the one refund that went through by transaction id', async () => {
    const { reference } = await initialize(double);
    const paid = await settle(double, reference);
    const id = (paid.body.transaction as Json).id as number;
    const arranged = await call(double, 'POST', '/_control/refund-failures', { reference, times: 2 }, null);
    expect(arranged.status).toBe(200);

    for (let i = 0; i < 2; i += 1) {
      const failed = await call(double, 'POST', '/refund', { transaction: reference });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ status: false, message: 'Refund could not be processed at this time' });
    }
    expect((await call(double, 'GET', `/refund?transaction=${id}`)).body.data).toEqual([]);

    expect((await call(double, 'POST', '/refund', { transaction: reference })).status).toBe(200);
    const listed = await call(double, 'GET', `/refund?transaction=${id}`);
    expect(listed.body).toMatchObject({ status: true, message: 'Refunds retrieved', meta: { total: 1 } });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ transaction: id, amount: 1_250_000, status: 'processed', currency: 'NGN' }),
    ]);
    expect((await call(double, 'GET', `/refund?transaction=${reference}`)).body.data).toHaveLength(1);
    expect((await call(double, 'GET', '/refund?transaction=999')).body.data).toEqual([]);
  });
});
