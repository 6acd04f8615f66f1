import type { Customer, Refund, Transaction } from './store';

/**
 * JSON shapes as Paystack sends them: snake_case, ISO dates, the test card 4084…4081 on a card payment. Each answer
 * has the keys Paystack's OpenAPI specification requires of it (docs/paystack-contract.md lists the source and
 * where the specification contradicts itself); the same transaction is drawn a little differently by verify, the
 * list and the `charge.success` event, as Paystack's specification and samples draw it.
 */

const INTEGRATION_ID = 412_829;
const REFUNDED_BY = 'test-double@paystack.local';

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

/** Paystack's local card fee: 1.5% plus ₦100 (waived under ₦2,500), capped at ₦2,000; in kobo. Transfers alike. */
export function localCardFee(amount: number): number {
  const fee = Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0);
  return Math.min(fee, 200_000);
}

const charged = (tx: Transaction): boolean => tx.status === 'success' || tx.status === 'reversed';

/** The means of payment, as each channel's samples show it (the card's brand and last digits, the transfer's sender). */
function paidAuthorization(tx: Transaction, code: string): Record<string, unknown> {
  const common = { authorization_code: code, country_code: 'NG', reusable: false, signature: null, account_name: null };
  if (tx.channel === 'bank_transfer') {
    return {
      ...common,
      bin: '008XXX',
      last4: 'X553',
      exp_month: '12',
      exp_year: '2030',
      channel: 'bank_transfer',
      card_type: 'transfer',
      bank: 'Test Bank',
      brand: 'Managed Account',
      sender_country: 'NG',
      sender_bank: 'Test Bank',
      sender_bank_account_number: 'XXXXXXX553',
      sender_name: 'Test Sender',
      narration: `Transfer for ${tx.reference}`,
    };
  }
  if (tx.channel === 'ussd') {
    return {
      ...common,
      bin: 'XXXXXX',
      last4: 'XXXX',
      exp_month: '12',
      exp_year: '2030',
      channel: 'ussd',
      card_type: 'offline',
      bank: 'Test Bank',
      brand: 'offline',
    };
  }
  return {
    ...common,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${code.slice(5)}`,
  };
}

/** Verify and the event leave out an unpaid transaction's authorization; the list has every key, null. */
function authorizationJson(tx: Transaction, allKeys: boolean): Record<string, unknown> {
  if (tx.authorizationCode !== null) return paidAuthorization(tx, tx.authorizationCode);
  if (!allKeys) return {};
  const keys = ['authorization_code', 'bin', 'last4', 'exp_month', 'exp_year', 'channel', 'card_type', 'bank'];
  return {
    ...Object.fromEntries(keys.map((k) => [k, null])),
    country_code: null,
    brand: null,
    reusable: false,
    signature: null,
    account_name: null,
  };
}

/** What the checkout log shows of a paid transaction (seconds from the start), null before. */
function logJson(tx: Transaction): Record<string, unknown> | null {
  if (!charged(tx) || tx.paidAt === null) return null;
  const spent = Math.max(1, Math.round((tx.paidAt.getTime() - tx.createdAt.getTime()) / 1000));
  const how = tx.channel === 'card' ? 'card' : tx.channel === 'ussd' ? 'USSD' : 'bank transfer';
  return {
    start_time: Math.floor(tx.createdAt.getTime() / 1000),
    time_spent: spent,
    attempts: 1,
    errors: 0,
    success: true,
    mobile: false,
    input: [],
    history: [
      { type: 'action', message: `Attempted to pay with ${how}`, time: 1 },
      { type: 'success', message: `Successfully paid with ${how}`, time: spent },
    ],
  };
}

const SOURCE = { type: 'web', source: 'checkout', entry_point: 'request_inline', identifier: null };

/** The keys every drawing of a transaction shares. */
function transactionBase(tx: Transaction): Record<string, unknown> {
  const paidAt = tx.paidAt?.toISOString() ?? null;
  const createdAt = tx.createdAt.toISOString();
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gatewayResponse,
    paid_at: paidAt,
    created_at: createdAt,
    channel: tx.channel,
    currency: tx.currency,
    ip_address: tx.ipAddress,
    log: logJson(tx),
    fees: charged(tx) ? localCardFee(tx.amount) : null,
    fees_split: null,
    customer: customerJson(tx.customer),
    split: {},
    order_id: null,
    paidAt,
    createdAt,
    requested_amount: tx.amount,
    pos_transaction_data: null,
    source: SOURCE,
  };
}

/** The `data` of `GET /transaction/verify/:reference` and `GET /transaction/:id`. */
export function transactionJson(tx: Transaction): Record<string, unknown> {
  return {
    ...transactionBase(tx),
    receipt_number: null,
    metadata: tx.metadata,
    authorization: authorizationJson(tx, false),
    plan: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: tx.createdAt.toISOString(),
    plan_object: {},
    subaccount: {},
  };
}

/**
 * The `data` of `GET /transaction/:id`: verify's transaction with the fetch schema's own keys (a help desk link,
 * the receiving bank on a paid authorization, plan an object).
 */
export function fetchedTransactionJson(tx: Transaction): Record<string, unknown> {
  const verified = transactionJson(tx);
  const authorization = verified.authorization as Record<string, unknown>;
  return {
    ...verified,
    helpdesk_link: null,
    plan: {},
    authorization:
      tx.authorizationCode === null
        ? authorization
        : { ...authorization, receiver_bank_account_number: null, receiver_bank: null },
  };
}

/** One entry of `GET /transaction`: metadata an object or null, every authorization key, plan an object. */
export function listedTransactionJson(tx: Transaction): Record<string, unknown> {
  const metadata = typeof tx.metadata === 'object' && tx.metadata !== null ? tx.metadata : null;
  return {
    ...transactionBase(tx),
    metadata,
    authorization: authorizationJson(tx, true),
    plan: {},
    subaccount: {},
    connect: null,
  };
}

/** The `data` of `charge.success`, as the card, USSD and transfer samples draw it. */
export function chargeEventJson(tx: Transaction): Record<string, unknown> {
  return {
    ...transactionBase(tx),
    metadata: tx.metadata,
    fees_breakdown: null,
    authorization: authorizationJson(tx, false),
    plan: {},
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
      channel: tx.channel,
      currency: tx.currency,
      authorization: { exp_month: '12', exp_year: '2030', account_name: null },
      customer: { international_format_phone: null },
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
    merchant_note: refund.merchantNote ?? `Refund for transaction ${tx.reference} by ${REFUNDED_BY}`,
    customer_note: refund.customerNote ?? `Refund for transaction ${tx.reference}`,
    status: refund.status,
    refunded_by: REFUNDED_BY,
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

/** One entry of `GET /refund` (list): the refund with its transaction's reference, amount and customer. */
export function refundListJson(refund: Refund, tx: Transaction): Record<string, unknown> {
  const deducted = refund.status === 'failed' ? 0 : refund.amount;
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
    refunded_by: REFUNDED_BY,
    customer_note: refund.customerNote ?? `Refund for transaction ${tx.reference}`,
    merchant_note: refund.merchantNote ?? `Refund for transaction ${tx.reference} by ${REFUNDED_BY}`,
    deducted_amount: deducted,
    fully_deducted: deducted === refund.amount ? 1 : 0,
    createdAt: refund.createdAt.toISOString(),
    bank_reference: refund.processorReference,
    transaction_reference: refund.transactionReference,
    reason: refund.reason,
    customer: customerJson(tx.customer),
    refund_type: refund.amount === tx.amount ? 'full' : 'partial',
    transaction_amount: tx.amount,
    initiated_by: REFUNDED_BY,
    refund_channel: tx.channel === 'card' ? 'card' : 'instant-transfer',
    session_id: null,
    collect_account_number: refund.status === 'needs-attention',
  };
}

/** Paystack's list `meta`: page numbers from 1; `perPage` as the list spells and types it. */
export function pageMeta(
  total: number,
  perPage: number,
  page: number,
  extra: Record<string, unknown> = {},
  perPageAsString = false,
): Record<string, unknown> {
  return {
    total,
    ...extra,
    skipped: (page - 1) * perPage,
    perPage: perPageAsString ? String(perPage) : perPage,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * The `data` of `refund.*` events, as Paystack's samples draw them: the amount a string (a number in
 * `refund.failed`'s sample), no refund reference while it is pending, and the refund's id and notes only when it
 * needs attention.
 */
export function refundEventJson(refund: Refund, tx: Transaction): Record<string, unknown> {
  const asNumber = refund.status === 'failed' || refund.status === 'needs-attention';
  return {
    status: refund.status,
    transaction_reference: tx.reference,
    refund_reference: refund.status === 'pending' ? null : refund.processorReference,
    amount: asNumber ? refund.amount : String(refund.amount),
    currency: refund.currency,
    processor: tx.channel === 'card' ? 'test-card-processor' : 'instant-transfer',
    customer: { first_name: null, last_name: null, email: tx.customer.email },
    integration: INTEGRATION_ID,
    domain: 'test',
    ...(refund.status === 'needs-attention'
      ? {
          id: String(refund.id),
          customer_note: refund.customerNote ?? `Refund for transaction ${tx.reference}`,
          merchant_note: refund.merchantNote ?? `Refund for transaction ${tx.reference} by ${REFUNDED_BY}`,
        }
      : {}),
  };
}

/** "NGN 12,500.00" from kobo, for the checkout page. */
export function displayAmount(kobo: number, currency: string): string {
  const naira = Math.floor(kobo / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${naira}.${String(kobo % 100).padStart(2, '0')}`;
}

/** The account a customer pays a transfer into (Paystack shows a one-off account per transaction). */
export function transferAccount(tx: Transaction): { bank: string; accountNumber: string; accountName: string } {
  return {
    bank: 'Paystack-Titan (test)',
    accountNumber: `99${String(tx.id).slice(-8)}`,
    accountName: 'Aso checkout (test)',
  };
}
