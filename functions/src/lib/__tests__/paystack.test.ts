// The Paystack client against the local double (docs/architecture.md#paystack): shapes, errors and signatures.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stackInfo } from '../../../test/stack';
import { createPaystackClient, PaystackError } from '../paystack';
import { isValidPaystackSignature, paystackSignature } from '../paystack-signature';

const client = () =>
  createPaystackClient({ baseUrl: stackInfo().urls.paystack, secretKey: stackInfo().paystackSecret });
const reference = () => `ASO-TEST-${randomUUID().slice(0, 8)}`;

describe('Paystack client', () => {
  it('initializes with kobo and verifies by reference', async () => {
    const ref = reference();
    const started = await client().initialize({
      email: 'buyer@example.test',
      amountKobo: 1_250_000,
      reference: ref,
      metadata: { orderId: 'o1', purpose: 'order' },
    });
    expect(started.reference).toBe(ref);
    expect(started.accessCode).toMatch(/\S+/);
    expect(started.authorizationUrl).toContain(started.accessCode);
    expect(await client().verify(ref)).toEqual({
      id: expect.any(Number) as number,
      status: 'abandoned',
      reference: ref,
      amount: 1_250_000,
      currency: 'NGN',
      paidAt: null,
    });
  });

  it('refunds, lists the refunds of a transaction by its id, and lists recent transactions', async () => {
    const ref = reference();
    const since = new Date(Date.now() - 1_000);
    await client().initialize({ email: 'buyer@example.test', amountKobo: 500_000, reference: ref, metadata: {} });
    await fetch(`${stackInfo().urls.paystack}/_control/transactions/${ref}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'success' }),
    });
    const { id } = await client().verify(ref);
    expect(await client().listRefunds(id!)).toEqual([]);
    const refund = await client().refund(ref);
    expect(refund).toMatchObject({ id: expect.any(Number) as number, amount: 500_000 });
    expect(await client().listRefunds(id!)).toEqual([{ id: refund.id, status: 'processed', amount: 500_000 }]);
    const page = await client().listTransactions({ from: since, perPage: 100 });
    expect(page.transactions.map((t) => t.reference)).toContain(ref);
    expect(page.pageCount).toBeGreaterThanOrEqual(1);
  });

  it("carries Paystack's status and message in its errors", async () => {
    const ref = reference();
    await client().initialize({ email: 'b@example.test', amountKobo: 100_00, reference: ref, metadata: {} });
    await expect(
      client().initialize({ email: 'b@example.test', amountKobo: 100_00, reference: ref, metadata: {} }),
    ).rejects.toMatchObject({
      httpStatus: 400,
      message: 'Duplicate Transaction Reference',
    });
    const missing = await client()
      .verify(reference())
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(PaystackError);
    expect(missing).toMatchObject({ httpStatus: 404, notFound: true, message: 'Transaction reference not found' });
    const wrongKey = createPaystackClient({ baseUrl: stackInfo().urls.paystack, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.verify(ref)).rejects.toMatchObject({ httpStatus: 401, message: 'Invalid key' });
    const down = createPaystackClient({ baseUrl: 'http://127.0.0.1:9', secretKey: 'sk_test_x', timeoutMs: 1_000 });
    await expect(down.verify(ref)).rejects.toMatchObject({ httpStatus: 0 });
  });

  it('refuses to send a non-integer or empty amount at all', async () => {
    await expect(
      client().initialize({ email: 'b@example.test', amountKobo: 1250.5, reference: reference(), metadata: {} }),
    ).rejects.toBeInstanceOf(PaystackError);
    await expect(
      client().initialize({ email: 'b@example.test', amountKobo: 0, reference: reference(), metadata: {} }),
    ).rejects.toBeInstanceOf(PaystackError);
  });
});

describe('webhook signatures', () => {
  const secret = 'sk_test_signing';
  const body = '{"event":"charge.success","data":{"reference":"ASO-1"}}';

  it('accepts the hex HMAC-SHA512 of the raw body with the secret key, in either case', () => {
    const signature = paystackSignature(body, secret);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(isValidPaystackSignature(Buffer.from(body), signature, secret)).toBe(true);
    expect(isValidPaystackSignature(body, signature.toUpperCase(), secret)).toBe(true);
  });

  it('refuses another key, another body, a truncated or non-hex header, and no header', () => {
    const signature = paystackSignature(body, secret);
    expect(isValidPaystackSignature(body, paystackSignature(body, 'sk_test_other'), secret)).toBe(false);
    expect(isValidPaystackSignature(body.replace('ASO-1', 'ASO-2'), signature, secret)).toBe(false);
    expect(isValidPaystackSignature(body, signature.slice(0, 64), secret)).toBe(false);
    expect(isValidPaystackSignature(body, `${signature.slice(0, 127)}z`, secret)).toBe(false);
    expect(isValidPaystackSignature(body, undefined, secret)).toBe(false);
    expect(isValidPaystackSignature(body, signature, '')).toBe(false);
  });
});
