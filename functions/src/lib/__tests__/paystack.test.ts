// The Paystack client against the local double (docs/architecture.md#paystack): shapes, errors and signatures.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stackInfo } from '../../../test/stack';
import { createPaystackClient, hasMorePages, PaystackError } from '../paystack';
import { isValidPaystackSignature, paystackSignature } from '../paystack-signature';

const client = () =>
  createPaystackClient({ baseUrl: stackInfo().urls.paystack, secretKey: stackInfo().paystackSecret });
const reference = () => `ASO-TEST-${randomUUID().slice(0, 8)}`;
const control = (method: 'POST' | 'PUT', path: string, body: unknown) =>
  fetch(`${stackInfo().urls.paystack}/_control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

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
      channel: 'card',
    });
  });

  it('refunds, lists the refunds of a transaction by its id, and lists recent transactions', async () => {
    const ref = reference();
    const since = new Date(Date.now() - 1_000);
    await client().initialize({ email: 'buyer@example.test', amountKobo: 500_000, reference: ref, metadata: {} });
    await control('POST', `/transactions/${ref}/settle`, { outcome: 'success' });
    const { id } = await client().verify(ref);
    expect(await client().listRefunds({ transaction: id })).toEqual([]);
    const refund = await client().refund(ref);
    expect(refund).toMatchObject({ id: expect.any(Number) as number, amount: 500_000, transaction: { id } });
    expect(await client().listRefunds({ transaction: id, from: since })).toEqual([
      expect.objectContaining({
        id: refund.id,
        status: 'processed',
        amount: 500_000,
        currency: 'NGN',
        transaction: id,
        transaction_reference: ref,
      }),
    ]);
    const listed = await client().listTransactions({ from: since });
    expect(listed.map((t) => t.reference)).toContain(ref);
  });

  it('reads a list to its end when Paystack leaves pageCount out, taking the page size as each list spells it', async () => {
    const since = new Date(Date.now() - 1_000);
    const refs = Array.from({ length: 101 }, () => reference());
    for (const ref of refs) {
      await client().initialize({ email: 'buyer@example.test', amountKobo: 10_000, reference: ref, metadata: {} });
      await control('POST', `/transactions/${ref}/settle`, { outcome: 'success' });
    }
    await control('PUT', '/quirks', { omitPageCount: true });
    try {
      const listed = await client().listTransactions({ from: since, status: 'success' });
      expect(listed.map((t) => t.reference).sort()).toEqual([...refs].sort());
    } finally {
      await control('PUT', '/quirks', { omitPageCount: false });
    }
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

describe('the end of a list', () => {
  it('comes from pageCount, else the total, else a page shorter than the size Paystack used, else an empty page', () => {
    expect(hasMorePages({ pageCount: 3 }, 2, 200, 100)).toBe(true);
    expect(hasMorePages({ pageCount: 3, total: 10 }, 3, 300, 100)).toBe(false);
    expect(hasMorePages({ total: 120 }, 1, 100, 100)).toBe(true);
    expect(hasMorePages({ total: 120 }, 2, 120, 20)).toBe(false);
    // Paystack answered 50 a page although 100 were asked, and said so.
    expect(hasMorePages({ perPage: 50 }, 1, 50, 50)).toBe(true);
    expect(hasMorePages({ per_page: 50 }, 2, 70, 20)).toBe(false);
    // No meta at all: only an empty page ends it.
    expect(hasMorePages(undefined, 1, 30, 30)).toBe(true);
    expect(hasMorePages(undefined, 2, 30, 0)).toBe(false);
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
