// paystackWebhook at its HTTP boundary (docs/architecture.md#style-functions): signature on the raw body, 401 / 200 /
// 5xx as Paystack expects.
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { postWebhook } from '../../../test/callables';
import { makeProduct, timelineEntries, readOrder, testDeps } from '../../../test/factories';
import { startCheckoutAs } from '../../../test/checkout';
import { emulatorLogEvents, logged } from '../../../test/logs';
import { paystackControl } from '../../../test/paystack-control';
import { stackInfo } from '../../../test/stack';
import { createPaystackClient } from '../../lib/paystack';
import { paystackSignature } from '../../lib/paystack-signature';
import { handlePaystackWebhook } from '../paystack-webhook';

const chargeSuccess = (reference: string, amount: number) =>
  JSON.stringify({
    event: 'charge.success',
    data: { id: 1, status: 'success', reference, amount, currency: 'NGN', paid_at: new Date().toISOString() },
  });

async function paidButUnsettled() {
  const user = await makeUser();
  const shirt = await makeProduct({ price: 10_000, stock: { M: 2 } });
  const started = await startCheckoutAs(user, [{ productId: shirt.id, size: 'M', qty: 1 }]);
  await paystackControl.withoutWebhooks(() => paystackControl.settle(started.reference, 'success', true));
  return started;
}

describe('paystackWebhook', () => {
  it('answers 401 to a bad signature and changes nothing', async () => {
    const started = await paidButUnsettled();
    const body = chargeSuccess(started.reference, started.amountKobo);
    const forged = [
      paystackSignature(body, 'sk_test_someone_else'),
      paystackSignature(`${body} `, stackInfo().paystackSecret),
      'not-a-signature',
      null,
    ];
    for (const signature of forged) expect(await postWebhook(body, signature)).toMatchObject({ status: 401 });
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await timelineEntries(started.orderId)).toHaveLength(0);
    // The emulator's output reaches the log file a moment after the answer.
    await expect
      .poll(() => emulatorLogEvents('webhookBadSignature').length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(4);

    // The same bytes, correctly signed, settle the order: the signature is over the raw body, spacing included.
    const spaced = body.replace(/,/g, ', ');
    expect(await postWebhook(spaced, paystackSignature(spaced, stackInfo().paystackSecret))).toMatchObject({
      status: 200,
      body: 'settled',
    });
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('answers 200 to an unknown reference with a good signature, and logs it', async () => {
    const reference = `ASO-0-UNKNOWN${Date.now()}`;
    const body = chargeSuccess(reference, 100_000);
    expect(await postWebhook(body, paystackSignature(body, stackInfo().paystackSecret))).toEqual({
      status: 200,
      body: 'Unknown reference',
    });
    await expect
      .poll(() => emulatorLogEvents('webhookUnknownReference'), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([expect.objectContaining({ reference, paystackEvent: 'charge.success' })]));
  });

  it('answers 200 to events it does not handle and 405 to anything but POST', async () => {
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'ASO-1' } });
    expect(await postWebhook(body, paystackSignature(body, stackInfo().paystackSecret))).toEqual({
      status: 200,
      body: 'Ignored',
    });
    // A refund event for a transaction that owes no refund: logged, answered 200, nothing to retry.
    const refund = JSON.stringify({ event: 'refund.processed', data: { transaction_reference: 'ASO-1' } });
    expect(await postWebhook(refund, paystackSignature(refund, stackInfo().paystackSecret))).toEqual({
      status: 200,
      body: 'Unknown refund',
    });
    const get = await fetch(`${stackInfo().urls.functions}/paystackWebhook`);
    expect(get.status).toBe(405);
  });

  it('answers 5xx when handling fails, so Paystack retries, and logs why', async () => {
    const started = await paidButUnsettled();
    const body = chargeSuccess(started.reference, started.amountKobo);
    const secret = stackInfo().paystackSecret;
    // Paystack's API unreachable from the function: the payment cannot be verified now.
    const unreachable = createPaystackClient({ baseUrl: 'http://127.0.0.1:9', secretKey: secret, timeoutMs: 2_000 });
    const answer = await handlePaystackWebhook({ ...testDeps(), paystack: unreachable }, secret, {
      method: 'POST',
      rawBody: Buffer.from(body),
      signature: paystackSignature(body, secret),
    });
    expect(answer.status).toBe(500);
    expect(logged('webhookFailed').some((e) => e.fields.reference === started.reference)).toBe(true);
    expect(await readOrder(started.orderId)).toMatchObject({ paymentStatus: 'unpaid' });

    // Paystack's retry, with the API back, settles it.
    const retry = await handlePaystackWebhook(testDeps(), secret, {
      method: 'POST',
      rawBody: Buffer.from(body),
      signature: paystackSignature(body, secret),
    });
    expect(retry).toEqual({ status: 200, body: 'settled' });
  });
});
