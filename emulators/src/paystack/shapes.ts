import type { Customer, Refund, Transaction } from './store';

/** JSON shapes as Paystack sends them (snake_case, ISO dates, the test card 4084…4081 on success). */

const INTEGRATION_ID = 412_829;

export function customerJson(customer: Customer): Record<string, unknown> {
  return {
    id: customer.id,
    first_name: null,
    last_name: null,
    email: customer.email,
    customer_code: customer.customerCode,
    phone: null,
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  };
}

/** Paystack's local card fee: 1.5% plus ₦100 (waived under ₦2,500), capped at ₦2,000; in kobo. */
export function localCardFee(amount: number): number {
  const fee = Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

function authorizationJson(tx: Transaction): Record<string, unknown> {
  if (tx.authorizationCode === null) return {};
  return {
    authorization_code: tx.authorizationCode,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${tx.authorizationCode.slice(5)}`,
    account_name: null,
  };
}

/** The `data` of verify, fetch and the `charge.success` webhook. */
export function transactionJson(tx: Transaction): Record<string, unknown> {
  const paidAt = tx.paidAt?.toISOString() ?? null;
  const createdAt = tx.createdAt.toISOString();
  const charged = tx.status === 'success' || tx.status === 'reversed';
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gatewayResponse,
    paid_at: paidAt,
    created_at: createdAt,
    channel: 'card',
    currency: tx.currency,
    ip_address: null,
    metadata: tx.metadata,
    log: null,
    fees: charged ? localCardFee(tx.amount) : null,
    fees_split: null,
    authorization: authorizationJson(tx),
    customer: customerJson(tx.customer),
    plan: null,
    split: {},
    order_id: null,
    paidAt,
    createdAt,
    requested_amount: tx.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    transaction_date: createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/** The `data` of `POST /refund`. */
export function refundJson(refund: Refund, tx: Transaction): Record<string, unknown> {
  const paidAt = tx.paidAt?.toISOString() ?? null;
  return {
    transaction: {
      id: tx.id,
      domain: 'test',
      reference: tx.reference,
      amount: tx.amount,
      paid_at: paidAt,
      channel: 'card',
      currency: tx.currency,
      authorization: { exp_month: '12', exp_year: '2030', account_name: null },
      customer: customerJson(tx.customer),
      plan: {},
      subaccount: { currency: null },
      split: {},
      order_id: null,
      paidAt,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
    },
    integration: INTEGRATION_ID,
    deducted_amount: 0,
    channel: null,
    merchant_note: refund.merchantNote ?? `Refund for transaction ${tx.reference}`,
    customer_note: refund.customerNote ?? `Refund for transaction ${tx.reference}`,
    status: refund.status,
    refunded_by: 'test-double@paystack.local',
    expected_at: new Date(refund.createdAt.getTime() + 10 * 24 * 3600 * 1000).toISOString(),
    currency: refund.currency,
    domain: 'test',
    amount: refund.amount,
    fully_deducted: false,
    id: refund.id,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.updatedAt.toISOString(),
  };
}

/** One entry of `GET /refund` (list) and the `data` of `GET /refund/:id`. */
export function refundListJson(refund: Refund): Record<string, unknown> {
  return {
    integration: INTEGRATION_ID,
    transaction: refund.transactionId,
    dispute: null,
    settlement: null,
    id: refund.id,
    domain: 'test',
    currency: refund.currency,
    amount: refund.amount,
    status: refund.status,
    refunded_at: refund.status === 'processed' ? refund.updatedAt.toISOString() : null,
    refunded_by: 'test-double@paystack.local',
    customer_note: refund.customerNote ?? '',
    merchant_note: refund.merchantNote ?? '',
    deducted_amount: 0,
    fully_deducted: false,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** Paystack's list `meta`: page numbers from 1. */
export function pageMeta(total: number, perPage: number, page: number): Record<string, unknown> {
  return { total, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

/** The `data` of `refund.*` webhooks. */
export function refundEventJson(refund: Refund, tx: Transaction): Record<string, unknown> {
  return {
    status: refund.status,
    transaction_reference: tx.reference,
    refund_reference: refund.refundReference,
    amount: refund.amount,
    currency: refund.currency,
    processor: 'test-double',
    customer: { first_name: null, last_name: null, email: tx.customer.email },
    integration: INTEGRATION_ID,
    domain: 'test',
  };
}

/** "NGN 12,500.00" from kobo, for the checkout page. */
export function displayAmount(kobo: number, currency: string): string {
  const naira = Math.floor(kobo / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${naira}.${String(kobo % 100).padStart(2, '0')}`;
}
