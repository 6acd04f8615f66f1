import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaystackDouble } from '../server';
import type { Json, Receiver } from './helpers';
import { call, deadUrl, doubleWithReceiver, initialize, SECRET, settle, startTestDouble } from './helpers';

/** What a shop's webhook handler must do, written independently of the double's signer. */
function signatureIsValid(rawBody: string, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = createHmac('sha512', secret).update(Buffer.from(rawBody, 'utf8')).digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let receiver: Receiver;
let double: PaystackDouble;
doubleWithReceiver('test', (d, r) => {
  double = d;
  receiver = r;
});

async function deliveries(reference?: string): Promise<Json[]> {
  const query = reference === undefined ? '?wait=true' : `?wait=true&reference=${reference}`;
  return (await call(double, 'GET', `/_control/webhooks${query}`, undefined, null)).body.deliveries as Json[];
}

describe('charge.success webhook', () => {
  it('POSTs {event, data} signed with HMAC-SHA512 of the raw body keyed with the secret key', async () => {
    const { reference } = await initialize(double, { amount: 770_000, metadata: { orderId: 'o-7' } });
    await settle(double, reference);
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(signatureIsValid(request?.rawBody ?? '', request?.headers['x-paystack-signature'], SECRET)).toBe(true);
    expect(signatureIsValid(request?.rawBody ?? '', request?.headers['x-paystack-signature'], 'sk_test_other')).toBe(
      false,
    );
    expect(signatureIsValid(`${request?.rawBody ?? ''} `, request?.headers['x-paystack-signature'], SECRET)).toBe(
      false,
    );
    const payload = JSON.parse(request?.rawBody ?? '') as Json;
    expect(Object.keys(payload)).toEqual(['event', 'data']);
    expect(payload).toMatchObject({
      event: 'charge.success',
      data: {
        status: 'success',
        reference,
        amount: 770_000,
        currency: 'NGN',
        channel: 'card',
        metadata: { orderId: 'o-7' },
      },
    });
    expect((await deliveries())[0]).toMatchObject({ state: 'delivered', statuses: [200], reference });
  });

  it('is sent when the customer pays on the checkout (not only through the control API)', async () => {
    const { access_code, reference } = await initialize(double);
    const res = await fetch(`${double.url}/checkout/${access_code}/pay`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const list = await deliveries(reference);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ event: 'charge.success', state: 'delivered' });
  });

  it('is not sent for a declined card', async () => {
    const { reference } = await initialize(double);
    await settle(double, reference, 'failed');
    expect(await deliveries()).toEqual([]);
    expect(receiver.requests).toHaveLength(0);
  });
});

describe('retries', () => {
  it('retries a non-2xx answer with the same bytes until the target accepts', async () => {
    receiver.answerWith([500, 503]);
    const { reference } = await initialize(double);
    await settle(double, reference);
    expect(receiver.requests).toHaveLength(3);
    const bodies = new Set(receiver.requests.map((r) => r.rawBody));
    const signatures = new Set(receiver.requests.map((r) => String(r.headers['x-paystack-signature'])));
    expect(bodies.size).toBe(1);
    expect(signatures.size).toBe(1);
    expect((await deliveries())[0]).toMatchObject({ state: 'delivered', statuses: [500, 503, 200] });
  });

  it('gives up after the configured number of tries', async () => {
    receiver.answerWith([500, 500, 500, 500, 500]);
    const { reference } = await initialize(double);
    await settle(double, reference);
    expect(receiver.requests).toHaveLength(3);
    expect((await deliveries())[0]).toMatchObject({ state: 'failed', statuses: [500, 500, 500] });
  });

  it('records an unreachable target and keeps the payment paid', async () => {
    const url = await deadUrl();
    await call(double, 'PUT', '/_control/webhook-url', { url }, null);
    const { reference } = await initialize(double);
    await settle(double, reference);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: 'failed', url, statuses: [null, null, null] });
    expect((delivery?.attempts as Json[]).every((a) => typeof a.error === 'string')).toBe(true);
    expect((await call(double, 'GET', `/transaction/verify/${reference}`)).body).toMatchObject({
      data: { status: 'success' },
    });
  });

  it('cancels pending retries on reset so they cannot reach the next test', async () => {
    receiver.answerWith([500, 500, 500]);
    const slow = await startTestDouble({ webhookUrl: receiver.url, webhookRetryDelayMs: 400 });
    try {
      const { reference } = await initialize(slow);
      await settle(slow, reference, 'success', false);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await call(slow, 'POST', '/_control/reset', undefined, null);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await slow.stop();
    }
  });
});

describe('duplicate deliveries (control API)', () => {
  it('delivers the same charge.success again N times, one after another', async () => {
    const { reference } = await initialize(double);
    await settle(double, reference);
    const answer = await call(double, 'POST', `/_control/transactions/${reference}/webhooks`, { times: 3 }, null);
    expect(answer.status).toBe(200);
    expect(answer.body.deliveries).toHaveLength(3);
    expect(receiver.requests).toHaveLength(4);
    expect(new Set(receiver.requests.map((r) => r.rawBody)).size).toBe(1);
    expect(receiver.requests.every((r) => signatureIsValid(r.rawBody, r.headers['x-paystack-signature'], SECRET))).toBe(
      true,
    );
  });

  it('can fire the copies at the same time, to race the shop’s settlement', async () => {
    receiver.answerWith([], 50);
    const { reference } = await initialize(double);
    await settle(double, reference);
    const started = Date.now();
    const answer = await call(
      double,
      'POST',
      `/_control/transactions/${reference}/webhooks`,
      { times: 5, parallel: true },
      null,
    );
    expect(Date.now() - started).toBeLessThan(5 * 50);
    expect((answer.body.deliveries as Json[]).every((d) => d.state === 'delivered')).toBe(true);
    expect(receiver.requests).toHaveLength(6);
  });

  it('refuses charge.success for an unpaid transaction unless forced', async () => {
    const { reference } = await initialize(double);
    const refused = await call(double, 'POST', `/_control/transactions/${reference}/webhooks`, {}, null);
    expect(refused.status).toBe(409);
    expect(receiver.requests).toHaveLength(0);
    const forced = await call(double, 'POST', `/_control/transactions/${reference}/webhooks`, { force: true }, null);
    expect(forced.status).toBe(200);
    expect(JSON.parse(receiver.requests[0]?.rawBody ?? '{}')).toMatchObject({
      event: 'charge.success',
      data: { status: 'abandoned' },
    });
  });

  it.each([[{ times: 0 }], [{ times: 1.5 }], [{ event: 'charge.failed' }], [{ parallel: 'yes' }]])(
    'rejects %j',
    async (body) => {
      const { reference } = await initialize(double);
      await settle(double, reference);
      const answer = await call(double, 'POST', `/_control/transactions/${reference}/webhooks`, body, null);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
      expect(receiver.requests).toHaveLength(1);
    },
  );
});

describe('webhook URL at runtime', () => {
  it('records events as skipped without a URL, then delivers once one is set', async () => {
    const bare = await startTestDouble();
    try {
      const { reference } = await initialize(bare);
      await settle(bare, reference);
      let list = (await call(bare, 'GET', '/_control/webhooks', undefined, null)).body.deliveries as Json[];
      expect(list[0]).toMatchObject({ state: 'skipped', url: null });
      const set = await call(bare, 'PUT', '/_control/webhook-url', { url: receiver.url }, null);
      expect(set.body).toEqual({ url: receiver.url });
      expect((await call(bare, 'GET', '/_control/webhook-url', undefined, null)).body).toEqual({ url: receiver.url });
      await call(bare, 'POST', `/_control/transactions/${reference}/webhooks`, {}, null);
      list = (await call(bare, 'GET', '/_control/webhooks?wait=true', undefined, null)).body.deliveries as Json[];
      expect(list.map((d) => d.state)).toEqual(['skipped', 'delivered']);
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await bare.stop();
    }
  });

  it('rejects a URL that is not http(s)', async () => {
    const answer = await call(double, 'PUT', '/_control/webhook-url', { url: 'ftp://example.com/hook' }, null);
    expect(answer.status).toBe(400);
    expect((await call(double, 'GET', '/_control/webhook-url', undefined, null)).body).toEqual({ url: receiver.url });
  });
});

describe('refund webhooks', () => {
  it("sends refund.pending, then refund.processed, signed, the amount a string as Paystack's samples send it", async () => {
    const { reference } = await initialize(double, { amount: 30_000 });
    await settle(double, reference);
    await call(double, 'POST', '/refund', { transaction: reference, amount: 10_000 });
    const list = await deliveries(reference);
    expect(list.map((d) => d.event)).toEqual(['charge.success', 'refund.pending', 'refund.processed']);
    const bodies = receiver.requests.slice(1).map((r) => {
      expect(signatureIsValid(r.rawBody, r.headers['x-paystack-signature'], SECRET)).toBe(true);
      return JSON.parse(r.rawBody) as Json;
    });
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'refund.pending',
          data: expect.objectContaining({ status: 'pending', refund_reference: null, amount: '10000' }) as unknown,
        }),
        expect.objectContaining({
          event: 'refund.processed',
          data: expect.objectContaining({
            status: 'processed',
            transaction_reference: reference,
            refund_reference: expect.stringMatching(/^\d{12}$/) as unknown,
            amount: '10000',
            currency: 'NGN',
          }) as unknown,
        }),
      ]),
    );
  });

  it("fails a refund as arranged: refund.failed with the amount a number, Paystack's reason in the list", async () => {
    const { reference } = await initialize(double, { amount: 30_000 });
    await settle(double, reference);
    await call(
      double,
      'POST',
      '/_control/refund-outcomes',
      { reference, outcome: 'failed', reason: 'Card blocked' },
      null,
    );
    await call(double, 'POST', '/refund', { transaction: reference });
    const list = await deliveries(reference);
    expect(list.map((d) => d.event)).toEqual(['charge.success', 'refund.pending', 'refund.failed']);
    const failed = JSON.parse(
      receiver.requests.find((r) => r.rawBody.includes('refund.failed'))?.rawBody ?? '{}',
    ) as Json;
    expect(failed).toMatchObject({ data: { status: 'failed', amount: 30_000, transaction_reference: reference } });
    const listed = await call(double, 'GET', `/refund?transaction=${reference}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ status: 'failed', reason: 'Card blocked' })]);
    // A failed refund gives the money back to the merchant: the transaction can be refunded again.
    expect((await call(double, 'POST', '/refund', { transaction: reference })).status).toBe(200);
  });

  it('leaves a refund pending when asked, moves it on later, and repeats its event with the same bytes', async () => {
    const { reference } = await initialize(double, { amount: 30_000 });
    await settle(double, reference);
    await call(double, 'POST', '/_control/refund-outcomes', { reference, outcome: 'pending' }, null);
    const created = await call(double, 'POST', '/refund', { transaction: reference });
    const id = (created.body.data as Json).id as number;
    expect((await call(double, 'GET', `/refund?transaction=${reference}`)).body.data).toEqual([
      expect.objectContaining({ status: 'pending', reason: 'PENDING' }),
    ]);
    const moved = await call(
      double,
      'POST',
      `/_control/refunds/${id}/outcome`,
      { outcome: 'processed', wait: true },
      null,
    );
    expect(moved.body).toMatchObject({ refund: { status: 'processed' } });
    const again = await call(double, 'POST', `/_control/refunds/${id}/webhooks`, { times: 2 }, null);
    const copies = (again.body.deliveries as Json[]).map((d) => d.payload);
    expect(copies).toHaveLength(2);
    expect(copies[0]).toEqual(copies[1]);
    expect(copies[0]).toMatchObject({ event: 'refund.processed' });
    expect((await call(double, 'POST', `/_control/refunds/${id}/outcome`, { outcome: 'failed' }, null)).status).toBe(
      409,
    );
  });
});
