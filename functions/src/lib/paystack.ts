/**
 * The Paystack client the functions use (docs/architecture.md#paystack): initialize, verify and refund over HTTPS with
 * the secret key. Answers are parsed (only the fields we rely on); anything else — a network failure, a 4xx/5xx, a body
 * we cannot read — is a PaystackError carrying the HTTP status and Paystack's own message.
 */
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

/** `data` of `GET /transaction/verify/{reference}`: what settlement checks before giving value. */
export interface PaystackTransaction {
  /** Paystack's numeric id (what `GET /refund?transaction=` takes); absent in hand-made answers. */
  readonly id?: number;
  readonly status: string;
  readonly reference: string;
  readonly amount: number;
  readonly currency: string;
  readonly paidAt: string | null;
}

/** An entry of `GET /refund`: one refund of a transaction, in whatever state Paystack has it. */
export interface PaystackRefund {
  readonly id: number;
  readonly status: string;
  readonly amount: number;
}

export interface TransactionListQuery {
  /** Created at or after. */
  readonly from: Date;
  readonly status?: string;
  readonly perPage?: number;
  readonly page?: number;
}

export interface TransactionPage {
  readonly transactions: PaystackTransaction[];
  readonly pageCount: number;
}

export interface PaystackClient {
  initialize(request: InitializeRequest): Promise<InitializedTransaction>;
  verify(reference: string): Promise<PaystackTransaction>;
  /** Full refund when amountKobo is left out. Paystack queues it: the answer's status is usually 'pending'. */
  refund(reference: string, amountKobo?: number): Promise<PaystackRefund>;
  /** The refunds Paystack has for one transaction (by its numeric id, or its reference). */
  listRefunds(transaction: number | string): Promise<PaystackRefund[]>;
  /** One page of transactions, newest first. */
  listTransactions(query: TransactionListQuery): Promise<TransactionPage>;
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

const envelope = z.object({ status: z.boolean(), message: z.string().default(''), data: z.unknown().optional() });

const initializeData = z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() });

const transactionData = z.object({
  id: z.number().optional(),
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  paid_at: z.string().nullable().optional(),
});

const refundData = z.object({ id: z.number(), status: z.string(), amount: z.number() });
const listMeta = z.object({ pageCount: z.number().optional() }).loose();

function transactionOf(data: z.output<typeof transactionData>): PaystackTransaction {
  return {
    ...(data.id === undefined ? {} : { id: data.id }),
    status: data.status,
    reference: data.reference,
    amount: data.amount,
    currency: data.currency,
    paidAt: data.paid_at ?? null,
  };
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

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    withMeta?: (meta: unknown) => void,
  ): Promise<unknown> {
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
    withMeta?.((json as { meta?: unknown } | null)?.meta);
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
    return parsed.data.data;
  }

  function dataOf<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new PaystackError(`Paystack ${what} answer is missing fields`, 200);
    return parsed.data;
  }

  return {
    async initialize(request) {
      if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0) {
        throw new PaystackError(`Refusing to initialize a non-integer or empty amount: ${request.amountKobo}`, 0);
      }
      const data = dataOf(
        initializeData,
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
      return transactionOf(
        dataOf(transactionData, await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`), 'verify'),
      );
    },
    async refund(reference, amountKobo) {
      const data = await call('POST', '/refund', {
        transaction: reference,
        ...(amountKobo === undefined ? {} : { amount: amountKobo }),
      });
      return dataOf(refundData, data, 'refund');
    },
    async listRefunds(transaction) {
      const data = await call('GET', `/refund?transaction=${encodeURIComponent(String(transaction))}&perPage=100`);
      return dataOf(z.array(refundData), data, 'refund list');
    },
    async listTransactions(query) {
      const params = new URLSearchParams({
        from: query.from.toISOString(),
        perPage: String(query.perPage ?? 100),
        page: String(query.page ?? 1),
      });
      if (query.status) params.set('status', query.status);
      let meta: unknown;
      const data = await call('GET', `/transaction?${params.toString()}`, undefined, (m) => {
        meta = m;
      });
      const transactions = dataOf(z.array(transactionData), data, 'transaction list').map(transactionOf);
      const pageCount = listMeta.safeParse(meta).data?.pageCount ?? 1;
      return { transactions, pageCount };
    },
  };
}
