/**
 * The Paystack client the functions use (docs/architecture.md#paystack): initialize, verify, refund and the two lists
 * over HTTPS with the secret key. Each answer is parsed by its one schema (domain/src/checkout/schemas/paystack.ts, amounts as
 * Paystack sends them) and lists are read to their end whatever paging Paystack uses (docs/paystack-contract.md);
 * anything else — a network failure, a 4xx/5xx, a body that is not as documented — is a PaystackError carrying the
 * HTTP status and Paystack's own message.
 */
import {
  paystackInitializeAnswer,
  paystackRefundAnswer,
  paystackRefundListAnswer,
  paystackTransactionListAnswer,
  paystackVerifyAnswer,
  type PaystackListMeta,
  type PaystackReadRefund,
  type PaystackReadTransaction,
} from '@aso/domain';
import * as z from 'zod';

export interface InitializeRequest {
  readonly email: string;
  /** Integer kobo. */
  readonly amountKobo: number;
  readonly reference: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly callbackUrl?: string;
}

export interface InitializedTransaction {
  readonly authorizationUrl: string;
  readonly accessCode: string;
  readonly reference: string;
}

/** `data` of `GET /transaction/verify/{reference}` (and a list entry): what settlement checks before giving value. */
export interface PaystackTransaction {
  /** Paystack's numeric id: a refund names its transaction by it. */
  readonly id: number;
  readonly status: string;
  readonly reference: string;
  /** Kobo, whether Paystack sent a number or a string of digits. */
  readonly amount: number;
  readonly currency: string;
  readonly paidAt: string | null;
  /** 'card', 'bank_transfer', 'ussd', …; null when Paystack does not say. */
  readonly channel: string | null;
}

/** A refund as Paystack answers it (`POST /refund`) or lists it (`GET /refund`), in whatever state it has it. */
export type PaystackRefund = PaystackReadRefund;

export interface TransactionListQuery {
  /** Created at or after. */
  readonly from: Date;
  readonly status?: string;
}

export interface RefundListQuery {
  /** The transaction's id or reference; Paystack may ignore it, so callers check each refund's own fields. */
  readonly transaction: number | string;
  /** Created at or after (a refund is never older than its transaction). */
  readonly from?: Date;
}

export interface PaystackClient {
  initialize(request: InitializeRequest): Promise<InitializedTransaction>;
  verify(reference: string): Promise<PaystackTransaction>;
  /** Full refund when amountKobo is left out. Paystack queues it: the answer's status is usually 'pending'. */
  refund(reference: string, amountKobo?: number): Promise<PaystackRefund>;
  /** Every refund Paystack lists for this query, read to the end of the list. */
  listRefunds(query: RefundListQuery): Promise<PaystackRefund[]>;
  /** Every transaction Paystack lists for this query, newest first, read to the end of the list. */
  listTransactions(query: TransactionListQuery): Promise<PaystackTransaction[]>;
}

export class PaystackError extends Error {
  override readonly name = 'PaystackError';
  constructor(
    message: string,
    /** 0 when no HTTP answer arrived (network failure or timeout). */
    readonly httpStatus: number,
  ) {
    super(message);
  }

  /** `Transaction reference not found`: Paystack never saw this reference. */
  get notFound(): boolean {
    return this.httpStatus === 404;
  }
}

/** Any answer: enough to tell success from Paystack's error envelope. */
const envelope = z.object({ status: z.boolean(), message: z.string().default(''), data: z.unknown().optional() });

function transactionOf(data: PaystackReadTransaction): PaystackTransaction {
  return {
    id: data.id,
    status: data.status,
    reference: data.reference,
    amount: data.amount,
    currency: data.currency,
    paidAt: data.paid_at ?? null,
    channel: data.channel ?? null,
  };
}

/** Our page size: the most Paystack's lists give at once. */
const PAGE_SIZE = 100;
/** A bound on pages read for one list (10,000 entries), so a list that never ends cannot hold a run forever. */
const MAX_PAGES = 100;

/**
 * Whether a list has more after `page`: its `pageCount` when Paystack gives one; otherwise its `total` against what
 * was read; otherwise a page as long as the page size Paystack says it used; otherwise until an empty page.
 * Paystack leaves pageCount out on some lists and spells the page size `per_page` or `perPage` depending on the
 * endpoint, so none of them is taken for granted (docs/paystack-contract.md).
 */
export function hasMorePages(meta: PaystackListMeta, page: number, read: number, pageLength: number): boolean {
  if (pageLength === 0) return false;
  if (meta?.pageCount !== undefined) return page < meta.pageCount;
  if (meta?.total !== undefined) return read < meta.total;
  const size = meta?.perPage ?? meta?.per_page;
  return size === undefined || pageLength >= size;
}

export interface PaystackClientOptions {
  readonly baseUrl: string;
  readonly secretKey: string;
  /** Per-request limit; Paystack usually answers in well under a second. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export function createPaystackClient(options: PaystackClientOptions): PaystackClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** One request; Paystack's error envelope (or none) becomes a PaystackError, a success is returned whole. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaystackError(
        `Paystack ${method} ${path} did not answer: ${error instanceof Error ? error.message : String(error)}`,
        0,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaystackError(
        `Paystack ${method} ${path} answered ${response.status} with a body that is not JSON`,
        response.status,
      );
    }
    const parsed = envelope.safeParse(json);
    if (!parsed.success)
      throw new PaystackError(
        `Paystack ${method} ${path} answered ${response.status} in an unknown shape`,
        response.status,
      );
    if (!response.ok || !parsed.data.status) {
      throw new PaystackError(
        parsed.data.message || `Paystack ${method} ${path} answered ${response.status}`,
        response.ok ? 400 : response.status,
      );
    }
    return json;
  }

  /** The answer read with its one schema; an answer that does not fit is not acted on. */
  function answerOf<S extends z.ZodType>(schema: S, json: unknown, what: string): z.output<S> {
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ');
      throw new PaystackError(`Paystack ${what} answer is not as documented (${fields})`, 200);
    }
    return parsed.data;
  }

  /** Every page of a list, until its meta (or an empty or short page) says it ended. */
  async function readAll<T>(
    path: string,
    params: URLSearchParams,
    page: (json: unknown) => { items: T[]; meta: PaystackListMeta },
  ): Promise<T[]> {
    const out: T[] = [];
    for (let n = 1; n <= MAX_PAGES; n += 1) {
      // Both spellings of the page size: the transaction list takes `per_page`, the refund list `perPage`.
      params.set('perPage', String(PAGE_SIZE));
      params.set('per_page', String(PAGE_SIZE));
      params.set('page', String(n));
      const { items, meta } = page(await call('GET', `${path}?${params.toString()}`));
      out.push(...items);
      if (!hasMorePages(meta, n, out.length, items.length)) return out;
    }
    throw new PaystackError(`Paystack ${path} list is longer than ${MAX_PAGES} pages`, 200);
  }

  return {
    async initialize(request) {
      if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0) {
        throw new PaystackError(`Refusing to initialize a non-integer or empty amount: ${request.amountKobo}`, 0);
      }
      const { data } = answerOf(
        paystackInitializeAnswer,
        await call('POST', '/transaction/initialize', {
          email: request.email,
          amount: request.amountKobo,
          currency: 'NGN',
          reference: request.reference,
          metadata: request.metadata,
          ...(request.callbackUrl ? { callback_url: request.callbackUrl } : {}),
        }),
        'initialize',
      );
      return { authorizationUrl: data.authorization_url, accessCode: data.access_code, reference: data.reference };
    },
    async verify(reference) {
      const json = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      return transactionOf(answerOf(paystackVerifyAnswer, json, 'verify').data);
    },
    async refund(reference, amountKobo) {
      const json = await call('POST', '/refund', {
        transaction: reference,
        ...(amountKobo === undefined ? {} : { amount: amountKobo }),
      });
      return answerOf(paystackRefundAnswer, json, 'refund').data;
    },
    async listRefunds(query) {
      const params = new URLSearchParams({ transaction: String(query.transaction) });
      if (query.from) params.set('from', query.from.toISOString());
      return readAll('/refund', params, (json) => {
        const answer = answerOf(paystackRefundListAnswer, json, 'refund list');
        return { items: answer.data, meta: answer.meta };
      });
    },
    async listTransactions(query) {
      const params = new URLSearchParams({ from: query.from.toISOString() });
      if (query.status) params.set('status', query.status);
      return readAll('/transaction', params, (json) => {
        const answer = answerOf(paystackTransactionListAnswer, json, 'transaction list');
        return { items: answer.data.map(transactionOf), meta: answer.meta };
      });
    },
  };
}
