/** The Paystack double's control API (emulators/src/paystack/README.md): what a tester does instead of a browser. */
import { createPaystackClient, type PaystackClient } from '../src/lib/paystack';
import { stackInfo } from './stack';

async function control<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stackInfo().urls.paystack}/_control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`Paystack control ${method} ${path}: ${json.error ?? response.status}`);
  return json;
}

export interface Delivery {
  readonly state: string;
  /** HTTP status of each try (0 = no answer). */
  readonly statuses: readonly number[];
}

interface Deliveries {
  readonly deliveries: readonly Delivery[];
}

export interface Refund {
  readonly id: number;
  readonly transaction_reference: string;
  readonly amount: number;
  readonly status: string;
  readonly reason: string;
}

interface Quirks {
  readonly ignoreRefundTransactionFilter?: boolean;
  readonly omitPageCount?: boolean;
}

export const paystackControl = {
  /** Pay (or decline) as the customer would in the popup; with wait, answers after the webhook was delivered. */
  settle: (reference: string, outcome: 'success' | 'failed' = 'success', wait = true) =>
    control<Deliveries>('POST', `/transactions/${encodeURIComponent(reference)}/settle`, { outcome, wait }),
  /** Send the same charge.success again (`times` deliveries, optionally all at once); answers when delivered. */
  redeliver: (reference: string, times = 1, parallel = false) =>
    control<Deliveries>('POST', `/transactions/${encodeURIComponent(reference)}/webhooks`, { times, parallel }),
  /** The next verify of `reference` lies or fails. */
  overrideVerify: (override: {
    reference: string;
    times?: number;
    httpStatus?: number;
    status?: string;
    amount?: number;
    currency?: string;
  }) => control<unknown>('POST', '/verify-overrides', override),
  /** Every delivery for a reference, after the pending ones finished. */
  webhooks: async (reference: string) =>
    (await control<Deliveries>('GET', `/webhooks?reference=${encodeURIComponent(reference)}&wait=true`)).deliveries,
  /** Run `fn` with webhooks switched off, as if the shop's endpoint were unreachable; then point them back. */
  withoutWebhooks: async <T>(fn: () => Promise<T>): Promise<T> => {
    const { url } = await control<{ url: string | null }>('GET', '/webhook-url');
    await fetch(`${stackInfo().urls.paystack}/_control/webhook-url`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: null }),
    });
    try {
      return await fn();
    } finally {
      await fetch(`${stackInfo().urls.paystack}/_control/webhook-url`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
    }
  },
  /** The next `times` refund requests for `reference` fail with HTTP 500, as an unreachable or failing Paystack would. */
  failRefunds: (reference: string, times: number) => control<unknown>('POST', '/refund-failures', { reference, times }),
  refunds: async (reference: string) =>
    (await control<{ refunds: Refund[] }>('GET', '/refunds')).refunds.filter(
      (r) => r.transaction_reference === reference,
    ),
  /** The customer chose a bank transfer (or USSD): Paystack calls it pending until it lands (never, by itself). */
  startTransfer: (reference: string, channel: 'bank_transfer' | 'ussd' = 'bank_transfer') =>
    control<Deliveries>('POST', `/transactions/${encodeURIComponent(reference)}/settle`, {
      outcome: 'pending',
      channel,
      confirmAfterMs: null,
    }),
  /** How the next refund of `reference` ends at Paystack: processed (the default), failed, needs-attention, pending. */
  refundOutcome: (reference: string, outcome: 'failed' | 'needs-attention' | 'pending', reason?: string) =>
    control<unknown>('POST', '/refund-outcomes', { reference, outcome, ...(reason ? { reason } : {}) }),
  /** A refund left pending moves on; answers after its event was delivered. */
  finishRefund: (id: number, outcome: 'processed' | 'failed', reason?: string) =>
    control<Deliveries>('POST', `/refunds/${id}/outcome`, { outcome, wait: true, ...(reason ? { reason } : {}) }),
  /** The refund's latest event again, `times` copies with the same bytes. */
  redeliverRefund: (id: number, times: number) => control<Deliveries>('POST', `/refunds/${id}/webhooks`, { times }),
  /** Run `fn` with Paystack behaving as asked (the spec promises neither a refund filter nor pageCount). */
  withQuirks: async <T>(quirks: Quirks, fn: () => Promise<T>): Promise<T> => {
    await control('PUT', '/quirks', quirks);
    try {
      return await fn();
    } finally {
      await control('PUT', '/quirks', { ignoreRefundTransactionFilter: false, omitPageCount: false });
    }
  },
};

/** The same client the functions use, pointed at the double with the stack's secret key. */
export function testPaystack(): PaystackClient {
  const info = stackInfo();
  return createPaystackClient({ baseUrl: info.urls.paystack, secretKey: info.paystackSecret });
}
