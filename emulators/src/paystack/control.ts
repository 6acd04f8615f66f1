import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DoubleContext } from './context';
import type { Outcome } from './context';
import { finishRefund, sendChargeSuccess, sendRefundEvent, settleTransaction } from './context';
import { controlError, decodeSegment, readObjectBody, sendJson } from './http';
import { transactionJson } from './shapes';
import type { Channel, Refund, RefundOutcome, Transaction, VerifyOverride } from './store';
import { CHANNELS } from './store';
import type { Delivery } from './webhooks';

/**
 * The test-control API under `/_control/`: nothing Paystack has, no secret key, plain `{error}` on bad input.
 * Lets a test pay without a browser, replay webhooks, break the next verify, and read what happened.
 */

const WAIT_LIMIT_MS = 30_000;
const VERIFY_STATUSES = ['success', 'failed', 'abandoned', 'reversed', 'pending', 'ongoing', 'processing', 'queued'];

function deliveryJson(d: Delivery): Record<string, unknown> {
  return {
    id: d.id,
    event: d.event,
    reference: d.reference,
    url: d.url,
    state: d.state,
    statuses: d.attempts.map((a) => a.status),
    attempts: d.attempts,
    signature: d.signature,
    payload: JSON.parse(d.body) as unknown,
  };
}

function controlTransactionJson(ctx: DoubleContext, tx: Transaction): Record<string, unknown> {
  return {
    ...transactionJson(tx),
    access_code: tx.accessCode,
    authorization_url: `${ctx.publicUrl}/checkout/${tx.accessCode}`,
    callback_url: tx.callbackUrl,
    refunded: tx.refunded,
  };
}

function overrideJson(o: VerifyOverride): Record<string, unknown> {
  return {
    id: o.id,
    reference: o.reference,
    httpStatus: o.httpStatus,
    message: o.message,
    status: o.status,
    amount: o.amount,
    currency: o.currency,
    remaining: o.remaining,
  };
}

function bodyObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  return readObjectBody(req, (message) => controlError(400, message));
}

function optionalBoolean(body: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = body[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw controlError(400, `${key} must be true or false`);
  return value;
}

function optionalInteger(body: Record<string, unknown>, key: string, min: number, max: number): number | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw controlError(400, `${key} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function optionalString(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value === '') throw controlError(400, `${key} must be a non-empty string`);
  return value;
}

function findTransaction(ctx: DoubleContext, reference: string): Transaction {
  const tx = ctx.store.findByReference(reference);
  if (!tx) throw controlError(404, `No transaction with reference ${reference}`);
  return tx;
}

async function waitFor(deliveries: readonly Delivery[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(deliveries.map((d) => d.done)),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, WAIT_LIMIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

const OUTCOMES: readonly Outcome[] = ['success', 'failed', 'pending', 'abandoned'];

function oneOf<T extends string>(body: Record<string, unknown>, key: string, allowed: readonly T[]): T | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw controlError(400, `${key} must be one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
  }
  return value as T;
}

/** `confirmAfterMs`: a delay in ms (0 … 1 hour), or null for "only when settled again". */
function confirmAfter(body: Record<string, unknown>): number | null | undefined {
  if (body.confirmAfterMs === null) return null;
  return optionalInteger(body, 'confirmAfterMs', 0, 3_600_000) ?? undefined;
}

async function settle(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse, tx: Transaction): Promise<void> {
  const body = await bodyObject(req);
  const outcome = oneOf(body, 'outcome', OUTCOMES) ?? 'success';
  const channel = oneOf<Channel>(body, 'channel', CHANNELS);
  const confirmAfterMs = confirmAfter(body);
  const wait = optionalBoolean(body, 'wait', false);
  const result = settleTransaction(ctx, tx, outcome, {
    ...(channel ? { channel } : {}),
    ...(confirmAfterMs === undefined ? {} : { confirmAfterMs }),
  });
  if (!result.ok) throw controlError(409, result.message);
  if (wait) await waitFor(result.deliveries);
  sendJson(res, 200, { transaction: controlTransactionJson(ctx, tx), deliveries: result.deliveries.map(deliveryJson) });
}

async function redeliver(
  ctx: DoubleContext,
  req: IncomingMessage,
  res: ServerResponse,
  tx: Transaction,
): Promise<void> {
  const body = await bodyObject(req);
  const event = body.event ?? 'charge.success';
  if (event !== 'charge.success') throw controlError(400, 'event must be "charge.success"');
  const times = optionalInteger(body, 'times', 1, 50) ?? 1;
  const parallel = optionalBoolean(body, 'parallel', false);
  const force = optionalBoolean(body, 'force', false);
  if (tx.status !== 'success' && !force) {
    throw controlError(
      409,
      `Transaction ${tx.reference} is ${tx.status}; Paystack sends charge.success only for paid ones (pass force: true to send anyway)`,
    );
  }
  // Paystack repeats the same event with the same bytes, so every copy shares one body.
  const first = sendChargeSuccess(ctx, tx);
  const deliveries: Delivery[] = [first];
  if (!parallel) await first.done;
  for (let i = 1; i < times; i += 1) {
    const next = sendChargeSuccess(ctx, tx, first.body);
    deliveries.push(next);
    if (!parallel) await next.done;
  }
  await waitFor(deliveries);
  sendJson(res, 200, { deliveries: deliveries.map(deliveryJson) });
}

async function addOverride(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyObject(req);
  const httpStatus = optionalInteger(body, 'httpStatus', 400, 599);
  const status = optionalString(body, 'status');
  if (status !== null && !VERIFY_STATUSES.includes(status)) {
    throw controlError(400, `status must be one of ${VERIFY_STATUSES.join(', ')}`);
  }
  const amount = optionalInteger(body, 'amount', 0, Number.MAX_SAFE_INTEGER);
  const currency = optionalString(body, 'currency');
  if (httpStatus === null && status === null && amount === null && currency === null) {
    throw controlError(400, 'Give httpStatus, or one of status, amount, currency to change in the verify answer');
  }
  const override = ctx.store.addOverride({
    reference: optionalString(body, 'reference'),
    httpStatus,
    message: optionalString(body, 'message'),
    status,
    amount,
    currency,
    remaining: optionalInteger(body, 'times', 1, 1000) ?? 1,
  });
  sendJson(res, 200, { override: overrideJson(override) });
}

async function addRefundFailure(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyObject(req);
  const failure = ctx.store.addRefundFailure({
    reference: optionalString(body, 'reference'),
    httpStatus: optionalInteger(body, 'httpStatus', 400, 599) ?? 500,
    message: optionalString(body, 'message') ?? 'Refund could not be processed at this time',
    remaining: optionalInteger(body, 'times', 1, 1000) ?? 1,
  });
  sendJson(res, 200, { failure });
}

const FINAL_REFUND_OUTCOMES: readonly Exclude<RefundOutcome, 'pending'>[] = ['processed', 'failed', 'needs-attention'];
const REFUND_OUTCOMES: readonly RefundOutcome[] = [...FINAL_REFUND_OUTCOMES, 'pending'];

async function addRefundOutcome(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyObject(req);
  const outcome = oneOf(body, 'outcome', REFUND_OUTCOMES);
  if (!outcome) throw controlError(400, 'outcome is required');
  const arranged = ctx.store.addRefundOutcome({
    reference: optionalString(body, 'reference'),
    outcome,
    reason: optionalString(body, 'reason'),
    remaining: optionalInteger(body, 'times', 1, 1000) ?? 1,
  });
  sendJson(res, 200, { outcome: arranged });
}

function controlRefundJson(r: Refund): Record<string, unknown> {
  return {
    id: r.id,
    transaction_reference: r.transactionReference,
    refund_reference: r.refundReference,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    reason: r.reason,
  };
}

function findRefund(ctx: DoubleContext, id: string): { refund: Refund; tx: Transaction } {
  const refund = /^\d+$/.test(id) ? ctx.store.findRefund(Number(id)) : undefined;
  const tx = refund ? ctx.store.findById(refund.transactionId) : undefined;
  if (!refund || !tx) throw controlError(404, `No refund with id ${id}`);
  return { refund, tx };
}

/** A refund left pending moves on (processed, failed with a reason, or needs-attention) and its event is sent. */
async function moveRefund(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
  const body = await bodyObject(req);
  const { refund, tx } = findRefund(ctx, id);
  const outcome = oneOf(
    body,
    'outcome',
    REFUND_OUTCOMES.filter((o) => o !== 'pending'),
  );
  if (!outcome) throw controlError(400, 'outcome is required');
  if (refund.status === 'processed' || refund.status === 'failed') {
    throw controlError(409, `Refund ${id} is already ${refund.status}`);
  }
  const delivery = finishRefund(ctx, refund, tx, outcome, optionalString(body, 'reason'));
  if (optionalBoolean(body, 'wait', false)) await waitFor([delivery]);
  sendJson(res, 200, { refund: controlRefundJson(refund), deliveries: [deliveryJson(delivery)] });
}

/** The refund's latest event again, `times` times with the same bytes (Paystack repeats deliveries). */
async function redeliverRefund(
  ctx: DoubleContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): Promise<void> {
  const body = await bodyObject(req);
  const { refund, tx } = findRefund(ctx, id);
  const times = optionalInteger(body, 'times', 1, 50) ?? 1;
  const first = sendRefundEvent(ctx, refund, tx);
  const rest = Array.from({ length: times - 1 }, () => sendRefundEvent(ctx, refund, tx, first.body));
  await waitFor([first, ...rest]);
  sendJson(res, 200, { deliveries: [first, ...rest].map(deliveryJson) });
}

async function setQuirks(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyObject(req);
  const quirks = ctx.store.quirks;
  ctx.store.quirks = {
    ignoreRefundTransactionFilter: optionalBoolean(
      body,
      'ignoreRefundTransactionFilter',
      quirks.ignoreRefundTransactionFilter,
    ),
    omitPageCount: optionalBoolean(body, 'omitPageCount', quirks.omitPageCount),
  };
  sendJson(res, 200, { quirks: ctx.store.quirks });
}

async function setTransfers(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const after = confirmAfter(await bodyObject(req));
  if (after === undefined) throw controlError(400, 'confirmAfterMs must be an integer from 0 to 3600000, or null');
  ctx.store.transferConfirmAfterMs = after;
  sendJson(res, 200, { confirmAfterMs: after });
}

async function setWebhookUrl(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyObject(req);
  const url = body.url;
  if (url === null) {
    ctx.webhooks.url = null;
  } else if (typeof url === 'string' && isHttpUrl(url)) {
    ctx.webhooks.url = url;
  } else {
    throw controlError(400, 'url must be an http(s) URL or null');
  }
  ctx.log.info(`webhook URL set to ${ctx.webhooks.url ?? '(none)'}`);
  sendJson(res, 200, { url: ctx.webhooks.url });
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Answers a `/_control/` route, or returns false when the path is not one. */
export async function handleControl(
  ctx: DoubleContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const path = url.pathname;
  if (!path.startsWith('/_control/')) return false;
  const method = req.method ?? 'GET';
  const route = `${method} ${path}`;
  const txMatch = /^\/_control\/transactions\/([^/]+)(?:\/(settle|webhooks))?$/.exec(path);
  const refundMatch = /^\/_control\/refunds\/([^/]+)\/(outcome|webhooks)$/.exec(path);

  if (route === 'GET /_control/transactions') {
    sendJson(res, 200, { transactions: ctx.store.transactions().map((tx) => controlTransactionJson(ctx, tx)) });
  } else if (txMatch) {
    const reference = decodeSegment(txMatch[1] ?? '');
    if (reference === null) throw controlError(400, 'Malformed reference');
    const action = txMatch[2];
    if (action === undefined && method === 'GET') {
      sendJson(res, 200, { transaction: controlTransactionJson(ctx, findTransaction(ctx, reference)) });
    } else if (action === 'settle' && method === 'POST') {
      await settle(ctx, req, res, findTransaction(ctx, reference));
    } else if (action === 'webhooks' && method === 'POST') {
      await redeliver(ctx, req, res, findTransaction(ctx, reference));
    } else {
      throw controlError(405, `${method} is not supported on ${path}`);
    }
  } else if (route === 'GET /_control/webhooks') {
    if (url.searchParams.get('wait') === 'true') await ctx.webhooks.settled(WAIT_LIMIT_MS);
    const reference = url.searchParams.get('reference');
    const list = ctx.webhooks.deliveries().filter((d) => reference === null || d.reference === reference);
    sendJson(res, 200, { deliveries: list.map(deliveryJson) });
  } else if (route === 'GET /_control/webhook-url') {
    sendJson(res, 200, { url: ctx.webhooks.url });
  } else if (route === 'PUT /_control/webhook-url') {
    await setWebhookUrl(ctx, req, res);
  } else if (route === 'POST /_control/verify-overrides') {
    await addOverride(ctx, req, res);
  } else if (route === 'GET /_control/verify-overrides') {
    sendJson(res, 200, { overrides: ctx.store.listOverrides().map(overrideJson) });
  } else if (route === 'POST /_control/refund-failures') {
    await addRefundFailure(ctx, req, res);
  } else if (route === 'GET /_control/refund-failures') {
    sendJson(res, 200, { failures: ctx.store.listRefundFailures() });
  } else if (route === 'GET /_control/refunds') {
    sendJson(res, 200, { refunds: ctx.store.listRefunds().map((r) => controlRefundJson(r)) });
  } else if (refundMatch && method === 'POST') {
    const id = refundMatch[1] ?? '';
    if (refundMatch[2] === 'outcome') await moveRefund(ctx, req, res, id);
    else await redeliverRefund(ctx, req, res, id);
  } else if (route === 'POST /_control/refund-outcomes') {
    await addRefundOutcome(ctx, req, res);
  } else if (route === 'GET /_control/refund-outcomes') {
    sendJson(res, 200, { outcomes: ctx.store.listRefundOutcomes() });
  } else if (route === 'GET /_control/quirks') {
    sendJson(res, 200, { quirks: ctx.store.quirks });
  } else if (route === 'PUT /_control/quirks') {
    await setQuirks(ctx, req, res);
  } else if (route === 'GET /_control/transfers') {
    sendJson(res, 200, { confirmAfterMs: ctx.store.transferConfirmAfterMs });
  } else if (route === 'PUT /_control/transfers') {
    await setTransfers(ctx, req, res);
  } else if (route === 'POST /_control/reset') {
    await bodyObject(req);
    ctx.store.reset();
    ctx.webhooks.reset();
    ctx.log.debug('state reset');
    sendJson(res, 200, { ok: true });
  } else {
    throw controlError(404, `No control route ${route}`);
  }
  return true;
}
