import type { Logger } from './log';
import { refundEventJson, transactionJson } from './shapes';
import type { Refund, Store, Transaction } from './store';
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

export type Outcome = 'success' | 'failed';

export type SettleResult =
  { readonly ok: true; readonly deliveries: readonly Delivery[] } | { readonly ok: false; readonly message: string };

/**
 * The one state change of a payment attempt: abandoned (or an earlier decline, which the customer may retry)
 * becomes success or failed. A successful charge is final and sends `charge.success`.
 */
export function settleTransaction(ctx: DoubleContext, tx: Transaction, outcome: Outcome): SettleResult {
  if (tx.status === 'success' || tx.status === 'reversed') {
    return { ok: false, message: 'Transaction has already been completed' };
  }
  if (outcome === 'failed') {
    tx.status = 'failed';
    tx.gatewayResponse = 'Declined';
    ctx.log.debug(`${tx.reference} declined`);
    return { ok: true, deliveries: [] };
  }
  tx.status = 'success';
  tx.gatewayResponse = 'Successful';
  tx.paidAt = new Date();
  tx.authorizationCode = `AUTH_${randomCode(10)}`;
  ctx.log.debug(`${tx.reference} paid`);
  return { ok: true, deliveries: [sendChargeSuccess(ctx, tx)] };
}

export function sendChargeSuccess(ctx: DoubleContext, tx: Transaction, body?: string): Delivery {
  return ctx.webhooks.send('charge.success', transactionJson(tx), tx.reference, body);
}

/** The double processes a refund at once: the transaction is reversed when nothing is left to give back. */
export function processRefund(ctx: DoubleContext, refund: Refund, tx: Transaction): Delivery {
  refund.status = 'processed';
  refund.updatedAt = new Date();
  tx.refunded += refund.amount;
  if (tx.refunded >= tx.amount) tx.status = 'reversed';
  return ctx.webhooks.send('refund.processed', refundEventJson(refund, tx), tx.reference);
}
