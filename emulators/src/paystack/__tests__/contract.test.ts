// The double held to Paystack's own specification (docs/paystack-contract.md): every answer it gives to each
// endpoint the shop calls — success and error, in every state a transaction or refund reaches — and every webhook
// body it sends is validated against the repo's spec-derived schemas (domain/src/checkout/schemas/paystack.ts), and the shop's
// own reading of each answer must accept it. Webhooks have no schema in the specification: the schemas follow
// Paystack's documented event samples, and bodies shaped as those samples (event-samples.ts) must pass them too.
//
// Where the specification is loose or contradicts itself the schema says so on the field, and the doc lists each
// case with what we followed: verify's `plan` a nullable string but an object in the list and the samples; the list's
// `paidAt` non-null beside a nullable `paid_at`; the refund list's customer with non-null names against every
// sample's nulls; `fully_deducted` an integer in the list and a boolean on create; `perPage` a string on refunds and
// either on transactions; the page size spelled `per_page` on transactions and `perPage` on refunds; verify's
// authorization fields typed non-null where the transfer sample has nulls; `plan_object`'s unsatisfiable oneOf.
import type { ZodType } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  paystackChargeEventData,
  paystackErrorBody,
  paystackInitializeAnswer,
  paystackRefundAnswer,
  paystackRefundEventData,
  paystackRefundListAnswer,
  paystackTransactionListAnswer,
  paystackVerifyAnswer,
  paystackWebhookBody,
  specChargeSuccessEvent,
  specFetchAnswer,
  specInitializeAnswer,
  specRefundAnswer,
  specRefundEvent,
  specRefundListAnswer,
  specTransactionListAnswer,
  specVerifyAnswer,
} from '@aso/domain/checkout/schemas/paystack';
import type { PaystackDouble } from '../server';
import { CHARGE_SAMPLES, REFUND_SAMPLES } from './event-samples';
import type { Answer, Json, Receiver } from './helpers';
import { call, doubleWithReceiver, initialize, settle } from './helpers';

let double: PaystackDouble;
let receiver: Receiver;
doubleWithReceiver('file', (d, r) => {
  double = d;
  receiver = r;
});
beforeEach(async () => {
  await call(double, 'PUT', '/_control/transfers', { confirmAfterMs: null }, null);
});

/** The schema's complaints, path by path, so a failure names the field Paystack would disagree on. */
function problems(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

function expectShape(answer: Answer, status: number, spec: ZodType, shop?: ZodType): void {
  expect(answer.status).toBe(status);
  expect(problems(spec, answer.body), JSON.stringify(answer.body)).toEqual([]);
  if (shop) expect(problems(shop, answer.body)).toEqual([]);
}

const expectError = (answer: Answer, status: number) => expectShape(answer, status, paystackErrorBody);

/** A transaction in each state the shop meets: abandoned, a transfer and a USSD payment on their way, paid by
 * card, transfer and USSD, declined, and reversed by a full refund. */
async function transactionsInEveryState(): Promise<Record<string, string>> {
  const refs: Record<string, string> = {};
  const start = async (name: string, fields: Json = {}) => (refs[name] = (await initialize(double, fields)).reference);
  await start('abandoned');
  await start('object metadata', { metadata: { orderId: 'o-1', purpose: 'order' } });
  for (const channel of ['bank_transfer', 'ussd'] as const) {
    const ref = await start(`pending ${channel}`);
    await call(double, 'POST', `/_control/transactions/${ref}/settle`, { outcome: 'pending', channel }, null);
  }
  for (const channel of ['card', 'bank_transfer', 'ussd'] as const) {
    const ref = await start(`paid ${channel}`);
    await call(double, 'POST', `/_control/transactions/${ref}/settle`, { outcome: 'success', channel }, null);
  }
  await settle(double, await start('declined'), 'failed');
  const reversed = await start('reversed');
  await settle(double, reversed);
  expect((await call(double, 'POST', '/refund', { transaction: reversed })).status).toBe(200);
  return refs;
}

describe('POST /transaction/initialize', () => {
  it('answers the spec’s success shape, and its error shape for each refusal', async () => {
    const ok = await call(double, 'POST', '/transaction/initialize', {
      email: 'amaka@aso.demo',
      amount: 2_050_000,
      reference: 'ASO-contract-1',
      metadata: { orderId: 'o-1' },
    });
    expectShape(ok, 200, specInitializeAnswer, paystackInitializeAnswer);
    expectError(await call(double, 'POST', '/transaction/initialize', { email: 'a@b.ng', amount: 1.5 }), 400);
    expectError(await call(double, 'POST', '/transaction/initialize', { email: 'nope', amount: 100 }), 400);
    const duplicate = await call(double, 'POST', '/transaction/initialize', {
      email: 'a@b.ng',
      amount: 100,
      reference: 'ASO-contract-1',
    });
    expectError(duplicate, 400);
    expect(duplicate.body).toMatchObject({
      code: 'duplicate_reference',
      meta: { nextStep: expect.any(String) as unknown },
    });
    expectError(await call(double, 'POST', '/transaction/initialize', { email: 'a@b.ng', amount: 1 }, null), 401);
    expectError(await call(double, 'POST', '/transaction/initialize', {}, 'sk_test_wrong'), 401);
  });
});

describe('GET /transaction/verify/:reference and GET /transaction/:id', () => {
  it('answer VerifyResponse before payment, on the way, paid by each channel, declined and reversed', async () => {
    const refs = await transactionsInEveryState();
    for (const [state, reference] of Object.entries(refs)) {
      const answer = await call(double, 'GET', `/transaction/verify/${reference}`);
      expect(problems(specVerifyAnswer, answer.body), state).toEqual([]);
      expect(problems(paystackVerifyAnswer, answer.body), state).toEqual([]);
      // Fetch by id draws the same transaction with its own few keys (the shop does not call it).
      const id = (answer.body.data as Json).id as number;
      expectShape(await call(double, 'GET', `/transaction/${id}`), 200, specFetchAnswer);
    }
    const paid = await call(double, 'GET', `/transaction/verify/${refs['paid bank_transfer']}`);
    expect(paid.body.data).toMatchObject({ status: 'success', channel: 'bank_transfer', connect: null });
    expect(typeof (paid.body.data as Json).ip_address).toBe('string');
  });

  it('answer the spec’s error shape for an unknown reference or id and a wrong key', async () => {
    expectError(await call(double, 'GET', '/transaction/verify/ASO-never-seen'), 404);
    expectError(await call(double, 'GET', '/transaction/12345'), 404);
    expectError(await call(double, 'GET', '/transaction/verify/ASO-never-seen', undefined, null), 401);
    const arranged = { reference: 'ASO-flaky', httpStatus: 500, message: 'An error occurred' };
    await call(double, 'POST', '/_control/verify-overrides', arranged, null);
    expectError(await call(double, 'GET', '/transaction/verify/ASO-flaky'), 500);
  });
});

describe('GET /transaction', () => {
  it('answers TransactionListResponse (with total_volume) for every state, page by page', async () => {
    await transactionsInEveryState();
    for (const query of ['', '?status=success', '?per_page=3&page=2', `?from=${new Date(0).toISOString()}`]) {
      const answer = await call(double, 'GET', `/transaction${query}`);
      expectShape(answer, 200, specTransactionListAnswer, paystackTransactionListAnswer);
    }
    expectError(await call(double, 'GET', '/transaction', undefined, 'sk_test_wrong'), 401);
    expectError(await call(double, 'GET', '/transaction?per_page=500'), 400);
  });
});

describe('POST /refund and GET /refund', () => {
  it('answer the spec’s shapes for a refund queued, processed, failed and needing attention', async () => {
    const outcomes = ['processed', 'failed', 'needs-attention', 'pending'] as const;
    for (const outcome of outcomes) {
      const { reference } = await initialize(double, { amount: 1_000_000 });
      await settle(double, reference);
      await call(double, 'POST', '/_control/refund-outcomes', { reference, outcome, reason: 'Card blocked' }, null);
      expectShape(
        await call(double, 'POST', '/refund', { transaction: reference }),
        200,
        specRefundAnswer,
        paystackRefundAnswer,
      );
      const listed = await call(double, 'GET', `/refund?transaction=${reference}`);
      expectShape(listed, 200, specRefundListAnswer, paystackRefundListAnswer);
      expect((listed.body.data as Json[])[0]).toMatchObject({ status: outcome, transaction_reference: reference });
    }
    const all = await call(double, 'GET', '/refund?perPage=2&page=2');
    expectShape(all, 200, specRefundListAnswer, paystackRefundListAnswer);
    expect(all.body.meta).toMatchObject({ total: 4, perPage: '2', failedRefundCount: 1 });
  });

  it('answer the spec’s error shape when a refund is refused, fails, or the key is wrong', async () => {
    const { reference } = await initialize(double);
    expectError(await call(double, 'POST', '/refund', { transaction: reference }), 400); // never paid
    expectError(await call(double, 'POST', '/refund', { transaction: 'ASO-never-seen' }), 404);
    await settle(double, reference);
    expectError(await call(double, 'POST', '/refund', { transaction: reference, amount: 99_999_999 }), 400);
    await call(double, 'POST', '/_control/refund-failures', { reference }, null);
    expectError(await call(double, 'POST', '/refund', { transaction: reference }), 500);
    expectError(await call(double, 'POST', '/refund', { transaction: reference }, null), 401);
    expectError(await call(double, 'GET', '/refund', undefined, 'sk_test_wrong'), 401);
  });
});

describe('webhook bodies', () => {
  it('charge.success for each channel and every refund event match the schemas of Paystack’s samples', async () => {
    await transactionsInEveryState();
    for (const outcome of ['failed', 'needs-attention'] as const) {
      const { reference } = await initialize(double);
      await settle(double, reference);
      await call(double, 'POST', '/_control/refund-outcomes', { reference, outcome }, null);
      await call(double, 'POST', '/refund', { transaction: reference });
    }
    await call(double, 'GET', '/_control/webhooks?wait=true', undefined, null);
    const bodies = receiver.requests.map((r) => JSON.parse(r.rawBody) as Json);
    const events = bodies.map((b) => String(b.event));
    expect(new Set(events)).toEqual(
      new Set(['charge.success', 'refund.pending', 'refund.processed', 'refund.failed', 'refund.needs-attention']),
    );
    expect(new Set(bodies.filter((b) => b.event === 'charge.success').map((b) => (b.data as Json).channel))).toEqual(
      new Set(['card', 'bank_transfer', 'ussd']),
    );
    for (const body of bodies) {
      const spec = body.event === 'charge.success' ? specChargeSuccessEvent : specRefundEvent;
      expect(problems(spec, body), String(body.event)).toEqual([]);
      expectRead(body);
    }
  });

  it('the schemas accept bodies shaped as Paystack’s documented samples', () => {
    for (const [channel, body] of Object.entries(CHARGE_SAMPLES)) {
      expect(problems(specChargeSuccessEvent, body), channel).toEqual([]);
      expectRead(body);
    }
    for (const [state, body] of Object.entries(REFUND_SAMPLES)) {
      expect(problems(specRefundEvent, body), state).toEqual([]);
      expectRead(body);
    }
  });
});

/** What the shop's webhook handler reads of a body: the event, then its reference. */
function expectRead(body: unknown): void {
  const { event, data } = paystackWebhookBody.parse(body);
  const read = event === 'charge.success' ? paystackChargeEventData : paystackRefundEventData;
  expect(problems(read, data), event).toEqual([]);
}
