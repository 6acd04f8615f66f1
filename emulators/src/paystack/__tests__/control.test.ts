import { describe, expect, it } from 'vitest';
import type { PaystackDouble } from '../server';
import type { Json } from './helpers';
import { call, initialize, settle, doublePerFile, verifyData } from './helpers';

let double: PaystackDouble;
doublePerFile((d) => (double = d));

function override(body: Json) {
  return call(double, 'POST', '/_control/verify-overrides', body, null);
}

describe('settling without a browser', () => {
  it('marks a reference paid, then refuses to settle it again', async () => {
    const { reference } = await initialize(double);
    const answer = await settle(double, reference);
    expect(answer.status).toBe(200);
    expect(answer.body.transaction).toMatchObject({ reference, status: 'success' });
    const again = await settle(double, reference, 'failed');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Transaction has already been completed' });
    expect((await verifyData(double, reference)).status).toBe('success');
  });

  it('marks a reference failed, and a retried payment can still succeed', async () => {
    const { reference } = await initialize(double);
    await settle(double, reference, 'failed');
    expect(await verifyData(double, reference)).toMatchObject({
      status: 'failed',
      gateway_response: 'Declined',
      paid_at: null,
    });
    await settle(double, reference, 'success');
    expect((await verifyData(double, reference)).status).toBe('success');
  });

  it('answers 404 for an unknown reference and 400 for an unknown outcome', async () => {
    expect((await settle(double, 'nope')).status).toBe(404);
    const { reference } = await initialize(double);
    const bad = await call(double, 'POST', `/_control/transactions/${reference}/settle`, { outcome: 'paid' }, null);
    expect(bad.status).toBe(400);
    expect((await verifyData(double, reference)).status).toBe('abandoned');
  });
});

describe('verify overrides', () => {
  it('fails the next verify with HTTP 500, once', async () => {
    const { reference } = await initialize(double);
    await settle(double, reference);
    expect((await override({ httpStatus: 500 })).status).toBe(200);
    const failed = await call(double, 'GET', `/transaction/verify/${reference}`);
    expect(failed.status).toBe(500);
    expect(failed.body.status).toBe(false);
    expect((await verifyData(double, reference)).status).toBe('success');
  });

  it('answers a chosen data.status for a paid transaction', async () => {
    const { reference } = await initialize(double);
    await settle(double, reference);
    await override({ reference, status: 'abandoned' });
    const answer = await call(double, 'GET', `/transaction/verify/${reference}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: { status: 'abandoned', reference } });
  });

  it('changes amount and currency only for the chosen reference', async () => {
    const a = await initialize(double, { amount: 10_000 });
    const b = await initialize(double, { amount: 10_000 });
    await settle(double, a.reference);
    await settle(double, b.reference);
    await override({ reference: a.reference, amount: 100, currency: 'USD', times: 2 });
    expect(await verifyData(double, b.reference)).toMatchObject({ amount: 10_000, currency: 'NGN' });
    expect(await verifyData(double, a.reference)).toMatchObject({ amount: 100, currency: 'USD', status: 'success' });
    expect(await verifyData(double, a.reference)).toMatchObject({ amount: 100, currency: 'USD' });
    expect(await verifyData(double, a.reference)).toMatchObject({ amount: 10_000, currency: 'NGN' });
  });

  it('keeps a data override for the next verify of a transaction that exists', async () => {
    await override({ status: 'failed' });
    expect((await call(double, 'GET', '/transaction/verify/unknown-ref')).status).toBe(404);
    const { reference } = await initialize(double);
    expect((await verifyData(double, reference)).status).toBe('failed');
    expect((await verifyData(double, reference)).status).toBe('abandoned');
  });

  it('lists pending overrides and forgets them on reset', async () => {
    await override({ httpStatus: 503, message: 'Service down', times: 3 });
    const listed = await call(double, 'GET', '/_control/verify-overrides', undefined, null);
    expect(listed.body.overrides).toMatchObject([{ httpStatus: 503, message: 'Service down', remaining: 3 }]);
    await call(double, 'POST', '/_control/reset', undefined, null);
    expect((await call(double, 'GET', '/_control/verify-overrides', undefined, null)).body.overrides).toEqual([]);
  });

  it.each([[{}], [{ status: 'paid' }], [{ httpStatus: 200 }], [{ amount: 1.5 }], [{ status: 'abandoned', times: 0 }]])(
    'rejects %j and stores nothing',
    async (body) => {
      const answer = await override(body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
      expect((await call(double, 'GET', '/_control/verify-overrides', undefined, null)).body.overrides).toEqual([]);
    },
  );
});

describe('listing and reset', () => {
  it('lists transactions with their access code and callback URL, and reads one', async () => {
    const { reference, access_code } = await initialize(double, {
      callback_url: 'http://localhost:5173/checkout/return',
    });
    const list = await call(double, 'GET', '/_control/transactions', undefined, null);
    expect(list.body.transactions).toMatchObject([
      { reference, access_code, status: 'abandoned', callback_url: 'http://localhost:5173/checkout/return' },
    ]);
    const one = await call(double, 'GET', `/_control/transactions/${reference}`, undefined, null);
    expect(one.body.transaction).toMatchObject({
      reference,
      authorization_url: `${double.url}/checkout/${access_code}`,
    });
    expect((await call(double, 'GET', '/_control/transactions/none', undefined, null)).status).toBe(404);
  });

  it('reset forgets transactions, so a reference can be used again', async () => {
    const { reference } = await initialize(double, { reference: 'reuse-me' });
    await settle(double, reference);
    await call(double, 'POST', '/_control/reset', undefined, null);
    expect((await call(double, 'GET', '/transaction/verify/reuse-me')).status).toBe(404);
    expect((await initialize(double, { reference: 'reuse-me' })).reference).toBe('reuse-me');
  });

  it('answers unknown control routes with 404 in the control shape', async () => {
    const answer = await call(double, 'GET', '/_control/nothing', undefined, null);
    expect(answer.status).toBe(404);
    expect(typeof answer.body.error).toBe('string');
  });
});
