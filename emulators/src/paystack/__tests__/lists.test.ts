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

    const all = await call(double, 'GET', '/transaction?per_page=2&page=1');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      status: true,
      message: 'Transactions retrieved',
      meta: { total: 3, total_volume: 2_500_000, perPage: 2, page: 1, pageCount: 2 },
    });
    // The list takes the page size as the specification spells it here; the other spelling is ignored.
    expect((await call(double, 'GET', '/transaction?perPage=2')).body.meta).toMatchObject({ perPage: 50 });
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
    // Refunds spell the page size `perPage`, and their meta's perPage is a string.
    expect((await call(double, 'GET', '/refund?perPage=1')).body.meta).toEqual({
      total: 1,
      skipped: 0,
      perPage: '1',
      page: 1,
      pageCount: 1,
      failedRefundCount: 0,
    });
  });
});

describe('quirks a test can ask for', () => {
  it('GET /refund ignores its transaction filter, and lists leave pageCount out', async () => {
    const refunded: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { reference } = await initialize(double);
      await settle(double, reference);
      expect((await call(double, 'POST', '/refund', { transaction: reference })).status).toBe(200);
      refunded.push(reference);
    }
    await call(double, 'PUT', '/_control/quirks', { ignoreRefundTransactionFilter: true, omitPageCount: true }, null);
    const listed = await call(double, 'GET', `/refund?transaction=${refunded[0]}`);
    expect((listed.body.data as Json[]).map((r) => r.transaction_reference).sort()).toEqual([...refunded].sort());
    expect(listed.body.meta).not.toHaveProperty('pageCount');
    expect((await call(double, 'GET', '/transaction')).body.meta).not.toHaveProperty('pageCount');
    // Reset puts Paystack back as it was.
    await call(double, 'POST', '/_control/reset', undefined, null);
    expect((await call(double, 'GET', '/_control/quirks', undefined, null)).body).toEqual({
      quirks: { ignoreRefundTransactionFilter: false, omitPageCount: false },
    });
  });
});
