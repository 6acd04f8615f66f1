import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DoubleContext } from './context';
import { processRefund } from './context';
import { HttpError, clientAddress, decodeSegment, paystackError, readObjectBody, sendJson } from './http';
import {
  fetchedTransactionJson,
  listedTransactionJson,
  pageMeta,
  refundJson,
  refundListJson,
  transactionJson,
} from './shapes';

/** The Paystack-shaped API: initialize, verify, fetch, refund, each behind `Authorization: Bearer <secret>`. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Paystack: "Only -, ., = and alphanumeric characters allowed". */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

function requireSecret(ctx: DoubleContext, req: IncomingMessage): void {
  const header = req.headers.authorization;
  if (header === undefined || header.trim() === '') throw paystackError(401, 'No Authorization header was found');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] !== ctx.secretKey) throw paystackError(401, 'Invalid key');
}

/** A positive integer of kobo, as a JSON number or a string of digits (both are accepted by Paystack). */
function parseAmount(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Paystack documents metadata as stringified JSON but also takes an object; a JSON string is stored parsed. */
function parseMetadata(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? parsed : value;
  } catch {
    return value;
  }
}

function parseCallbackUrl(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // fall through to the error below
    }
  }
  throw paystackError(400, 'Invalid callback_url');
}

async function initialize(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readObjectBody(req, (message) => paystackError(400, message));
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!EMAIL.test(email) || email.length > 254) throw paystackError(400, 'Invalid Email Address Passed');
  const amount = parseAmount(body.amount);
  if (amount === null) throw paystackError(400, 'Invalid Amount Sent');
  const currency = body.currency === undefined || body.currency === '' ? 'NGN' : body.currency;
  if (currency !== 'NGN') throw paystackError(400, 'Currency not supported by merchant');
  let reference: string | null = null;
  if (body.reference !== undefined && body.reference !== null && body.reference !== '') {
    if (typeof body.reference !== 'string' || !REFERENCE.test(body.reference)) {
      throw paystackError(400, 'Invalid transaction reference: only -, ., = and alphanumeric characters are allowed');
    }
    reference = body.reference;
    if (ctx.store.hasReference(reference)) {
      // The newer error shape the specification's example shows.
      throw new HttpError(400, {
        status: false,
        message: 'Duplicate Transaction Reference',
        meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
        type: 'validation_error',
        code: 'duplicate_reference',
      });
    }
  }
  const callbackUrl = parseCallbackUrl(body.callback_url);
  const tx = ctx.store.createTransaction({
    reference,
    amount,
    email,
    metadata: parseMetadata(body.metadata),
    callbackUrl,
    ipAddress: clientAddress(req),
  });
  ctx.log.debug(`initialized ${tx.reference} for ${amount} kobo`);
  sendJson(res, 200, {
    status: true,
    message: 'Authorization URL created',
    data: {
      authorization_url: `${ctx.publicUrl}/checkout/${tx.accessCode}`,
      access_code: tx.accessCode,
      reference: tx.reference,
    },
  });
}

function verify(ctx: DoubleContext, res: ServerResponse, reference: string): void {
  if (reference === '') throw paystackError(404, 'Transaction reference not found');
  const tx = ctx.store.findByReference(reference);
  const override = ctx.store.takeOverride(reference, tx !== undefined);
  if (override?.httpStatus != null) {
    const fallback = override.httpStatus === 404 ? 'Transaction reference not found' : 'An error occurred';
    throw paystackError(override.httpStatus, override.message ?? fallback);
  }
  if (!tx) throw paystackError(404, 'Transaction reference not found');
  const data = transactionJson(tx);
  if (override) {
    if (override.status !== null) data.status = override.status;
    if (override.amount !== null) data.amount = override.amount;
    if (override.currency !== null) data.currency = override.currency;
  }
  sendJson(res, 200, { status: true, message: 'Verification successful', data });
}

function fetchById(ctx: DoubleContext, res: ServerResponse, id: string): void {
  const tx = /^\d+$/.test(id) ? ctx.store.findById(Number(id)) : undefined;
  if (!tx) throw paystackError(404, 'Transaction not found');
  sendJson(res, 200, { status: true, message: 'Transaction retrieved', data: fetchedTransactionJson(tx) });
}

function optionalNote(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

async function refund(ctx: DoubleContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readObjectBody(req, (message) => paystackError(400, message));
  const key = body.transaction;
  if ((typeof key !== 'string' || key === '') && typeof key !== 'number') {
    throw paystackError(400, 'Transaction reference or id is required');
  }
  const tx = ctx.store.findByIdOrReference(key);
  if (!tx) throw paystackError(404, 'Transaction not found');
  if (tx.status === 'reversed') throw paystackError(400, 'Transaction has been fully reversed');
  if (tx.status !== 'success') throw paystackError(400, 'Cannot refund a transaction that was not successful');
  if (body.currency !== undefined && body.currency !== tx.currency) {
    throw paystackError(400, 'Currency does not match the transaction currency');
  }
  const left = tx.amount - ctx.store.refundedOrPending(tx);
  if (left <= 0) throw paystackError(400, 'Transaction has been fully reversed');
  let amount = left;
  if (body.amount !== undefined) {
    const asked = parseAmount(body.amount);
    if (asked === null) throw paystackError(400, 'Invalid Amount Sent');
    if (asked > left) throw paystackError(400, 'Refund amount cannot be more than the unrefunded transaction amount');
    amount = asked;
  }
  const failure = ctx.store.takeRefundFailure(tx.reference);
  if (failure) throw paystackError(failure.httpStatus, failure.message);
  const created = ctx.store.addRefund(tx, amount, optionalNote(body.customer_note), optionalNote(body.merchant_note));
  sendJson(res, 200, { status: true, message: 'Refund has been queued for processing', data: refundJson(created, tx) });
  processRefund(ctx, created, tx);
}

/**
 * The page size (default 50, at most 100) and page (from 1). Each list takes the spelling the specification gives
 * it, `per_page` for transactions and `perPage` for refunds, and ignores the other (docs/paystack-contract.md).
 */
function paging(query: URLSearchParams, sizeParam: 'per_page' | 'perPage'): { perPage: number; page: number } {
  const perPage = Number(query.get(sizeParam) ?? 50);
  const page = Number(query.get('page') ?? 1);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
    throw paystackError(400, `${sizeParam} must be an integer from 1 to 100`);
  if (!Number.isInteger(page) || page < 1) throw paystackError(400, 'page must be a positive integer');
  return { perPage, page };
}

/** `from`/`to` as ISO dates; an unreadable one is refused like Paystack's validation does. */
function dateParam(query: URLSearchParams, key: string): Date | null {
  const value = query.get(key);
  if (value === null || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw paystackError(400, `${key} must be a valid date`);
  return date;
}

function within(at: Date, from: Date | null, to: Date | null): boolean {
  return (from === null || at >= from) && (to === null || at <= to);
}

/** `GET /transaction`: newest first, filtered by status and creation date, one page at a time. */
function listTransactions(ctx: DoubleContext, res: ServerResponse, query: URLSearchParams): void {
  const { perPage, page } = paging(query, 'per_page');
  const status = query.get('status');
  const from = dateParam(query, 'from');
  const to = dateParam(query, 'to');
  const all = ctx.store
    .transactions()
    .filter((tx) => (status === null || tx.status === status) && within(tx.createdAt, from, to))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const data = all.slice((page - 1) * perPage, page * perPage).map(listedTransactionJson);
  const volume = all.filter((tx) => tx.status === 'success').reduce((sum, tx) => sum + tx.amount, 0);
  sendJson(res, 200, {
    status: true,
    message: 'Transactions retrieved',
    data,
    meta: withQuirks(ctx, pageMeta(all.length, perPage, page, { total_volume: volume })),
  });
}

function withQuirks(ctx: DoubleContext, meta: Record<string, unknown>): Record<string, unknown> {
  if (!ctx.store.quirks.omitPageCount) return meta;
  const { pageCount: _omitted, ...rest } = meta;
  return rest;
}

/**
 * `GET /refund`: newest first. `transaction` (an id, or a reference) narrows to one transaction's refunds, as
 * Paystack's dashboard does, although the specification documents no such filter: a quirk makes the double ignore
 * it, so a test proves the shop checks each refund's own transaction.
 */
function listRefunds(ctx: DoubleContext, res: ServerResponse, query: URLSearchParams): void {
  const { perPage, page } = paging(query, 'perPage');
  const key = ctx.store.quirks.ignoreRefundTransactionFilter ? null : query.get('transaction');
  const tx = key === null || key === '' ? null : (ctx.store.findByIdOrReference(key) ?? null);
  const from = dateParam(query, 'from');
  const to = dateParam(query, 'to');
  const all =
    key !== null && key !== '' && !tx
      ? []
      : ctx.store
          .listRefunds()
          .filter((r) => (tx === null || r.transactionId === tx.id) && within(r.createdAt, from, to))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const data = all.slice((page - 1) * perPage, page * perPage).flatMap((r) => {
    const refunded = ctx.store.findById(r.transactionId);
    return refunded ? [refundListJson(r, refunded)] : [];
  });
  const failed = all.filter((r) => r.status === 'failed').length;
  const meta = pageMeta(all.length, perPage, page, {}, true);
  sendJson(res, 200, {
    status: true,
    message: 'Refunds retrieved',
    data,
    meta: withQuirks(ctx, { ...meta, failedRefundCount: failed }),
  });
}

/** Answers a Paystack API route, or returns false when the path is not one. */
export async function handleApi(
  ctx: DoubleContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams = new URLSearchParams(),
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const verifyMatch = /^\/transaction\/verify\/(.*)$/.exec(path);
  const fetchMatch = /^\/transaction\/([^/]+)$/.exec(path);
  const known =
    (method === 'POST' && (path === '/transaction/initialize' || path === '/refund')) ||
    (method === 'GET' && (path === '/transaction' || path === '/refund')) ||
    (method === 'GET' && (verifyMatch !== null || (fetchMatch !== null && fetchMatch[1] !== 'initialize')));
  if (!known) return false;
  requireSecret(ctx, req);
  if (path === '/transaction/initialize') await initialize(ctx, req, res);
  else if (path === '/transaction') listTransactions(ctx, res, query);
  else if (path === '/refund' && method === 'GET') listRefunds(ctx, res, query);
  else if (path === '/refund') await refund(ctx, req, res);
  else if (verifyMatch) verify(ctx, res, decodeSegment(verifyMatch[1] ?? '') ?? '');
  else fetchById(ctx, res, decodeSegment(fetchMatch?.[1] ?? '') ?? '');
  return true;
}
