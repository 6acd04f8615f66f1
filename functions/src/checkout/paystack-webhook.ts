/**
 * paystackWebhook (docs/architecture.md#style-functions, docs/architecture.md#paystack-webhook): the signature on the
 * raw body first (401 if it does not match); then an explicit list of events — only `charge.success` moves money for
 * us, and it goes through the same settlement as confirmPayment, which re-verifies with Paystack instead of trusting
 * the payload. 200 only after the writes; 5xx when handling fails so Paystack retries; an unknown reference is logged
 * and answered 200 (retrying would not make it known); a payment Paystack itself does not confirm is logged and
 * answered 200. Every `refund.*` event (pending, processing, processed, failed, needs-attention) brings the refund owed
 * for its transaction up to date at once — by asking Paystack again, not by trusting the payload, so a repeated or
 * forged-but-signed event changes nothing twice (payments/refund-queue.ts); the reconciler stays the safety net.
 * Bodies are read with the domain's schemas of Paystack's documented events (amounts as strings or numbers).
 */
import {
  PAYSTACK_REFUND_EVENTS,
  isDomainError,
  paystackChargeEventData,
  paystackRefundEventData,
  paystackWebhookBody,
} from '@aso/domain';
import type { Deps } from '../lib/deps';
import { webhookBadSignature, webhookFailed, webhookIgnored, webhookUnknownReference } from '../lib/logs';
import { isValidPaystackSignature } from '../lib/paystack-signature';
import { refundRef, syncRefund } from '../payments/refund-queue';
import { settleByReference } from './settlement';

export interface WebhookRequest {
  readonly method: string;
  /** The bytes as they arrived (`req.rawBody` on Cloud Functions). */
  readonly rawBody: Buffer | undefined;
  readonly signature: string | undefined;
}

export interface WebhookResponse {
  readonly status: number;
  readonly body: string;
}

const HANDLED_EVENTS: readonly string[] = ['charge.success', ...PAYSTACK_REFUND_EVENTS];

const answer = (status: number, body: string): WebhookResponse => ({ status, body });

export async function handlePaystackWebhook(
  deps: Deps,
  secretKey: string,
  request: WebhookRequest,
): Promise<WebhookResponse> {
  if (request.method !== 'POST') return answer(405, 'Method not allowed');
  const rawBody = request.rawBody ?? Buffer.alloc(0);
  if (!isValidPaystackSignature(rawBody, request.signature, secretKey)) {
    webhookBadSignature(Boolean(request.signature), rawBody.length);
    return answer(401, 'Invalid signature');
  }

  let body: { event: string; data: unknown };
  try {
    body = paystackWebhookBody.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    webhookIgnored('(unreadable)', 'body is not a Paystack event');
    return answer(400, 'Unreadable event');
  }
  const { event } = body;
  if (!HANDLED_EVENTS.includes(event)) {
    webhookIgnored(event, 'event not handled');
    return answer(200, 'Ignored');
  }
  if (event.startsWith('refund.')) {
    const data = paystackRefundEventData.safeParse(body.data);
    return refundEvent(deps, event, data.success ? data.data.transaction_reference : undefined);
  }
  const data = paystackChargeEventData.safeParse(body.data);
  if (!data.success) {
    webhookIgnored(event, 'no reference');
    return answer(200, 'Ignored');
  }
  const { reference } = data.data;

  try {
    const result = await settleByReference(deps, reference, { source: 'webhook' });
    if (result.outcome === 'unknown_reference') {
      webhookUnknownReference(event, reference);
      return answer(200, 'Unknown reference');
    }
    return answer(200, result.outcome);
  } catch (error) {
    // Paystack does not confirm this payment (status, amount or currency): logged by settlement, nothing to retry.
    if (isDomainError(error) && error.kind === 'payment_failed') return answer(200, 'Not verified');
    webhookFailed(event, reference, error);
    return answer(500, 'Handling failed');
  }
}

async function refundEvent(deps: Deps, event: string, reference: string | undefined): Promise<WebhookResponse> {
  if (!reference) {
    webhookIgnored(event, 'no transaction_reference');
    return answer(200, 'Ignored');
  }
  if (!(await refundRef(deps.db, reference).get()).exists) {
    webhookUnknownReference(event, reference);
    return answer(200, 'Unknown refund');
  }
  try {
    return answer(200, await syncRefund(deps, reference));
  } catch (error) {
    webhookFailed(event, reference, error);
    return answer(500, 'Handling failed');
  }
}
