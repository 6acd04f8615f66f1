import { randomInt } from 'node:crypto';
import type { Logger } from './log';
import { chargeEventJson, refundEventJson } from './shapes';
import type { Channel, Refund, RefundOutcome, Store, Transaction } from './store';
import { randomCode } from './store';
import type { Delivery, WebhookSender } from './webhooks';

/** What every handler of one running double shares. */
export interface DoubleContext {
  readonly secretKey: string;
  readonly publicKey: string;
  /** Base of `authorization_url` and of links the double hands out. */
  readonly publicUrl: string;
  readonly store: Store;
  readonly webhooks: WebhookSender;
  readonly log: Logger;
}

/** success: paid (card at once, or a transfer that landed); failed: declined; pending: a transfer or USSD payment on
 * its way; abandoned: the customer walked away (a transfer that never came). */
export type Outcome = 'success' | 'failed' | 'pending' | 'abandoned';

export type SettleResult =
  { readonly ok: true; readonly deliveries: readonly Delivery[] } | { readonly ok: false; readonly message: string };

/**
 * The one state change of a payment attempt: abandoned (or an earlier decline, which the customer may retry, or a
 * transfer on its way) becomes success, failed, pending or abandoned. A successful charge is final and sends
 * `charge.success`; a pending one confirms by itself after `confirmAfterMs` (null: only when settled again).
 */
export function settleTransaction(
  ctx: DoubleContext,
  tx: Transaction,
  outcome: Outcome,
  options: { readonly channel?: Channel; readonly confirmAfterMs?: number | null } = {},
): SettleResult {
  if (tx.status === 'success' || tx.status === 'reversed') {
    return { ok: false, message: 'Transaction has already been completed' };
  }
  ctx.store.cancelTimer(tx.reference);
  if (options.channel) tx.channel = options.channel;
  if (outcome === 'failed' || outcome === 'abandoned') {
    tx.status = outcome;
    tx.gatewayResponse = outcome === 'failed' ? 'Declined' : 'The transaction was not completed';
    tx.pendingSince = null;
    ctx.log.debug(`${tx.reference} ${outcome}`);
    return { ok: true, deliveries: [] };
  }
  if (outcome === 'pending') {
    if (tx.channel === 'card') tx.channel = 'bank_transfer';
    tx.status = 'pending';
    tx.gatewayResponse = 'Transaction in progress';
    tx.pendingSince = new Date();
    const after = options.confirmAfterMs === undefined ? ctx.store.transferConfirmAfterMs : options.confirmAfterMs;
    if (after !== null) ctx.store.schedule(tx.reference, after, () => settleTransaction(ctx, tx, 'success'));
    ctx.log.debug(`${tx.reference} waiting for ${tx.channel}${after === null ? '' : ` (${after} ms)`}`);
    return { ok: true, deliveries: [] };
  }
  tx.status = 'success';
  tx.gatewayResponse = tx.channel === 'card' ? 'Successful' : 'Approved';
  tx.paidAt = new Date();
  tx.authorizationCode = `AUTH_${randomCode(10)}`;
  ctx.log.debug(`${tx.reference} paid by ${tx.channel}`);
  return { ok: true, deliveries: [sendChargeSuccess(ctx, tx)] };
}

export function sendChargeSuccess(ctx: DoubleContext, tx: Transaction, body?: string): Delivery {
  return ctx.webhooks.send('charge.success', chargeEventJson(tx), tx.reference, body);
}

export function sendRefundEvent(ctx: DoubleContext, refund: Refund, tx: Transaction, body?: string): Delivery {
  return ctx.webhooks.send(`refund.${refund.status}`, refundEventJson(refund, tx), tx.reference, body);
}

/**
 * A queued refund moves on: processed (the transaction is reversed once nothing is left to give back), failed (the
 * money stays with the merchant, Paystack's words in `reason`) or needs-attention; each sends its `refund.*` event.
 */
export function finishRefund(
  ctx: DoubleContext,
  refund: Refund,
  tx: Transaction,
  outcome: Exclude<RefundOutcome, 'pending'>,
  reason: string | null = null,
): Delivery {
  refund.status = outcome;
  refund.updatedAt = new Date();
  if (outcome === 'processed') {
    refund.reason = 'PROCESSED';
    refund.processorReference = randomInt12();
    tx.refunded += refund.amount;
    if (tx.refunded >= tx.amount) tx.status = 'reversed';
  } else if (outcome === 'failed') {
    refund.reason = reason ?? 'The refund could not be completed by the processor';
    refund.processorReference = `TRF_${randomCode(15)}`;
  } else {
    refund.reason = reason ?? "Customer's bank account details are needed";
  }
  return sendRefundEvent(ctx, refund, tx);
}

/** A processor's reference such as the samples' "132013318360". */
function randomInt12(): string {
  return String(randomInt(100_000_000_000, 1_000_000_000_000));
}

/**
 * After `POST /refund` answered: `refund.pending`, then (unless a test arranged otherwise) processed at once, as
 * Paystack's test mode does; an arranged outcome can fail it, need attention, or leave it pending.
 */
export function processRefund(ctx: DoubleContext, refund: Refund, tx: Transaction): Delivery[] {
  const deliveries = [sendRefundEvent(ctx, refund, tx)];
  const arranged = ctx.store.takeRefundOutcome(tx.reference);
  const outcome = arranged?.outcome ?? 'processed';
  if (outcome !== 'pending') deliveries.push(finishRefund(ctx, refund, tx, outcome, arranged?.reason ?? null));
  return deliveries;
}
