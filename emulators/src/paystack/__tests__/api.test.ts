import { describe, expect, it } from 'vitest';
import type { PaystackDouble } from '../server';
import type { Json } from './helpers';
import { call, initialize, SECRET, settle, doublePerFile, verifyData } from './helpers';

let double: PaystackDouble;
doublePerFile((d) => (double = d));

async function transactionCount(): Promise<number> {
  const answer = await call(double, 'GET', '/_control/transactions', undefined, null);
  return (answer.body.transactions as unknown[]).length;
}

describe('readiness and CORS', () => {
  it('answers GET / with 200 and lets any origin call it', async () => {
    const answer = await call(double, 'GET', '/', undefined, null);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ready: true });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a preflight with 204 and allows the Authorization header', async () => {
    const res = await fetch(`${double.url}/transaction/initialize`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('POST /transaction/initialize', () => {
  it('creates an abandoned transaction and answers Paystack’s envelope', async () => {
    const answer = await call(double, 'POST', '/transaction/initialize', {
      email: 'ada@example.com',
      amount: 1_250_000,
      currency: 'NGN',
      reference: 'order-1.attempt=1',
      metadata: { orderId: 'o1', purpose: 'order' },
      callback_url: 'http://localhost:5173/checkout/done',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'Authorization URL created' });
    const data = answer.body.data as Json;
    expect(data.reference).toBe('order-1.attempt=1');
    expect(data.access_code).toMatch(/^[a-z0-9]{15}$/);
    expect(data.authorization_url).toBe(`${double.url}/checkout/${String(data.access_code)}`);
    expect(await verifyData(double, 'order-1.attempt=1')).toMatchObject({
      status: 'abandoned',
      amount: 1_250_000,
      currency: 'NGN',
      reference: 'order-1.attempt=1',
      metadata: { orderId: 'o1', purpose: 'order' },
      customer: { email: 'ada@example.com' },
      paid_at: null,
      channel: 'card',
      gateway_response: 'The transaction was not completed',
    });
  });

  it('generates a unique reference when none is sent', async () => {
    const a = await initialize(double);
    const b = await initialize(double);
    expect(a.reference).toMatch(/^[A-Za-z0-9.=-]+$/);
    expect(a.reference).not.toBe(b.reference);
    expect(a.access_code).not.toBe(b.access_code);
  });

  it('accepts the amount as a string of digits, as Paystack’s own examples send it', async () => {
    const { reference } = await initialize(double, { amount: '500000' });
    expect((await verifyData(double, reference)).amount).toBe(500_000);
  });

  it('accepts a form-encoded body with stringified metadata', async () => {
    const res = await fetch(`${double.url}/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'bo@example.com',
        amount: '20000',
        reference: 'form-1',
        metadata: '{"orderId":"o9"}',
      }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await verifyData(double, 'form-1')).toMatchObject({ amount: 20_000, metadata: { orderId: 'o9' } });
  });

  it.each([
    ['missing amount', { email: 'ada@example.com' }, 'Invalid Amount Sent'],
    ['fractional amount', { email: 'ada@example.com', amount: 100.5 }, 'Invalid Amount Sent'],
    ['fractional amount string', { email: 'ada@example.com', amount: '100.50' }, 'Invalid Amount Sent'],
    ['zero amount', { email: 'ada@example.com', amount: 0 }, 'Invalid Amount Sent'],
    ['negative amount', { email: 'ada@example.com', amount: -500 }, 'Invalid Amount Sent'],
    ['non-numeric amount', { email: 'ada@example.com', amount: 'ten naira' }, 'Invalid Amount Sent'],
    ['missing email', { amount: 10_000 }, 'Invalid Email Address Passed'],
    ['bad email', { email: 'ada.example.com', amount: 10_000 }, 'Invalid Email Address Passed'],
    [
      'foreign currency',
      { email: 'ada@example.com', amount: 10_000, currency: 'USD' },
      'Currency not supported by merchant',
    ],
    [
      'bad reference characters',
      { email: 'ada@example.com', amount: 10_000, reference: 'order 1/2' },
      'Invalid transaction reference',
    ],
    [
      'bad callback_url',
      { email: 'ada@example.com', amount: 10_000, callback_url: 'not a url' },
      'Invalid callback_url',
    ],
  ])('rejects %s with 400 and creates nothing', async (_name, body, message) => {
    const answer = await call(double, 'POST', '/transaction/initialize', body);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(false);
    expect(answer.body.message).toContain(message);
    expect(await transactionCount()).toBe(0);
  });

  it('rejects a used reference with "Duplicate Transaction Reference" and keeps the first transaction', async () => {
    await initialize(double, { reference: 'dup-1', amount: 10_000 });
    const answer = await call(double, 'POST', '/transaction/initialize', {
      email: 'eve@example.com',
      amount: 1,
      reference: 'dup-1',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
      meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
      type: 'validation_error',
      code: 'duplicate_reference',
    });
    expect(await verifyData(double, 'dup-1')).toMatchObject({ amount: 10_000, customer: { email: 'ada@example.com' } });
  });

  it('rejects a body that is not JSON', async () => {
    const answer = await call(double, 'POST', '/transaction/initialize', '{"email":');
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(false);
  });
});

describe('authorization', () => {
  it.each([
    ['a wrong secret key', 'sk_test_wrong', 'Invalid key'],
    ['the public key', 'pk_test_aso_local_double', 'Invalid key'],
    ['no Authorization header', null, 'No Authorization header was found'],
  ])('answers 401 to %s and changes nothing', async (_name, key, message) => {
    const init = await call(
      double,
      'POST',
      '/transaction/initialize',
      { email: 'ada@example.com', amount: 10_000 },
      key,
    );
    expect(init.status).toBe(401);
    expect(init.body).toEqual({ status: false, message });
    expect(await transactionCount()).toBe(0);
    const { reference } = await initialize(double);
    expect((await call(double, 'GET', `/transaction/verify/${reference}`, undefined, key)).status).toBe(401);
    expect((await call(double, 'POST', '/refund', { transaction: reference }, key)).status).toBe(401);
  });
});

describe('GET /transaction/verify/:reference', () => {
  it('answers 404 "Transaction reference not found" for an unknown reference', async () => {
    const answer = await call(double, 'GET', '/transaction/verify/no-such-ref');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: false, message: 'Transaction reference not found' });
  });

  it('shows a paid transaction with paid_at, the card and the fee', async () => {
    const { reference } = await initialize(double, { amount: 1_250_000 });
    await settle(double, reference);
    const answer = await call(double, 'GET', `/transaction/verify/${reference}`);
    expect(answer.body).toMatchObject({ status: true, message: 'Verification successful' });
    const data = answer.body.data as Json;
    expect(data).toMatchObject({
      status: 'success',
      gateway_response: 'Successful',
      channel: 'card',
      amount: 1_250_000,
      currency: 'NGN',
      authorization: { last4: '4081', bin: '408408', channel: 'card' },
      // 1.5% of ₦12,500 plus ₦100, in kobo
      fees: 18_750 + 10_000,
    });
    expect(typeof data.id).toBe('number');
    expect(Date.parse(String(data.paid_at))).not.toBeNaN();
  });
});

describe('GET /transaction/:id', () => {
  it('fetches by numeric id and answers 404 for an unknown one', async () => {
    const { reference } = await initialize(double);
    const { id } = await verifyData(double, reference);
    const found = await call(double, 'GET', `/transaction/${String(id)}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ status: true, message: 'Transaction retrieved', data: { reference } });
    const missing = await call(double, 'GET', '/transaction/1');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: false, message: 'Transaction not found' });
  });
});

describe('POST /refund', () => {
  it('queues a full refund, reverses the transaction and refuses a second one', async () => {
    const { reference } = await initialize(double, { amount: 50_000 });
    await settle(double, reference);
    const answer = await call(double, 'POST', '/refund', { transaction: reference });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Refund has been queued for processing',
      data: { status: 'pending', amount: 50_000, currency: 'NGN', transaction: { reference, amount: 50_000 } },
    });
    expect((await verifyData(double, reference)).status).toBe('reversed');
    const again = await call(double, 'POST', '/refund', { transaction: reference });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: false, message: 'Transaction has been fully reversed' });
  });

  it('takes partial refunds by id up to the amount paid', async () => {
    const { reference } = await initialize(double, { amount: 50_000 });
    await settle(double, reference);
    const { id } = await verifyData(double, reference);
    expect((await call(double, 'POST', '/refund', { transaction: id, amount: 20_000 })).status).toBe(200);
    expect((await verifyData(double, reference)).status).toBe('success');
    const tooMuch = await call(double, 'POST', '/refund', { transaction: String(id), amount: 30_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/cannot be more/);
    expect((await call(double, 'POST', '/refund', { transaction: reference, amount: 30_000 })).status).toBe(200);
    expect((await verifyData(double, reference)).status).toBe('reversed');
    const refunds = await call(double, 'GET', '/_control/refunds', undefined, null);
    expect((refunds.body.refunds as Json[]).map((r) => r.amount)).toEqual([20_000, 30_000]);
  });

  it.each([
    ['no transaction', { transaction: undefined }, 400],
    ['an unknown transaction', { transaction: 'nope' }, 404],
    ['a bad amount', { amount: 10.5 }, 400],
    ['a foreign currency', { currency: 'USD' }, 400],
  ])('rejects %s and refunds nothing', async (_name, fields, status) => {
    const { reference } = await initialize(double, { amount: 50_000 });
    await settle(double, reference);
    const answer = await call(double, 'POST', '/refund', { transaction: reference, ...fields });
    expect(answer.status).toBe(status);
    expect(answer.body.status).toBe(false);
    expect((await verifyData(double, reference)).status).toBe('success');
    expect((await call(double, 'GET', '/_control/refunds', undefined, null)).body.refunds).toEqual([]);
  });

  it('refuses to refund a transaction that was never paid', async () => {
    const { reference } = await initialize(double);
    const answer = await call(double, 'POST', '/refund', { transaction: reference });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/not successful/);
  });
});
