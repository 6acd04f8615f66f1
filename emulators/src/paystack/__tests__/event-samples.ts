/**
 * Webhook bodies shaped as Paystack's documented event samples (docs/paystack-contract.md names the samples and
 * their commit): the same keys and the same JSON types — the refund events' amount a string, `refund.failed`'s a
 * number, no refund reference while pending, a transfer's sender on its authorization — with values of our own.
 * The contract test holds the repo's schemas to them, so a schema that would refuse what Paystack documents fails.
 */
import type { Json } from './helpers';

const customer = {
  id: 181_220_451,
  first_name: 'Folake',
  last_name: 'Adebayo',
  email: 'folake@example.ng',
  customer_code: 'CUS_folake0000000001',
  phone: null,
  metadata: null,
  risk_action: 'default',
  international_format_phone: null,
};

/** `charge.success` for a card, as the oldest sample draws it (no subaccount, split or source). */
export const chargeSuccessCard: Json = {
  event: 'charge.success',
  data: {
    id: 5_120_004_411,
    domain: 'live',
    status: 'success',
    reference: 'ASO-1767225600000-CARD01',
    amount: 2_050_000,
    message: null,
    gateway_response: 'Approved by Financial Institution',
    paid_at: '2026-01-01T00:01:10.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    channel: 'card',
    currency: 'NGN',
    ip_address: '102.89.40.7',
    metadata: 0,
    log: {
      start_time: 1_767_225_600,
      time_spent: 70,
      attempts: 1,
      errors: 0,
      success: false,
      mobile: false,
      input: [],
      history: [{ type: 'input', message: 'Filled these fields: card number, card expiry, card cvv', time: 60 }],
    },
    fees: null,
    customer: { ...customer, international_format_phone: undefined },
    authorization: {
      authorization_code: 'AUTH_folakecard1',
      bin: '539983',
      last4: '1204',
      exp_month: '04',
      exp_year: '2029',
      card_type: 'mastercard DEBIT',
      bank: 'Test Bank of Abeokuta',
      country_code: 'NG',
      brand: 'mastercard',
      account_name: 'Folake Adebayo',
    },
    plan: {},
  },
};

/** `charge.success` for a bank transfer: the sender on the authorization, null bank and signature. */
export const chargeSuccessTransfer: Json = {
  event: 'charge.success',
  data: {
    id: 5_120_004_412,
    domain: 'test',
    status: 'success',
    reference: 'ASO-1767225600000-TRNS01',
    amount: 4_950_000,
    message: null,
    gateway_response: 'Approved',
    paid_at: '2026-01-01T00:42:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    channel: 'bank_transfer',
    currency: 'NGN',
    ip_address: '102.89.40.8',
    metadata: '',
    fees_breakdown: null,
    log: null,
    fees: 74_250,
    fees_split: null,
    authorization: {
      authorization_code: 'AUTH_folaketrns1',
      bin: '058XXX',
      last4: 'X219',
      exp_month: '01',
      exp_year: '2026',
      channel: 'bank_transfer',
      card_type: 'transfer',
      bank: null,
      country_code: 'NG',
      brand: 'Managed Account',
      reusable: false,
      signature: null,
      account_name: null,
      sender_country: 'NG',
      sender_bank: null,
      sender_bank_account_number: 'XXXXXXX219',
      sender_name: 'Folake Adebayo',
      narration: 'Aso order',
    },
    customer,
    plan: {},
    subaccount: {},
    split: {},
    order_id: null,
    paidAt: '2026-01-01T00:42:00.000Z',
    requested_amount: 4_950_000,
    pos_transaction_data: null,
    source: { type: 'api', source: 'merchant_api', entry_point: 'charge', identifier: null },
  },
};

/** `charge.success` for USSD: an "offline" authorization, metadata an empty string. */
export const chargeSuccessUssd: Json = {
  event: 'charge.success',
  data: {
    ...(chargeSuccessTransfer.data as Json),
    id: 5_120_004_413,
    reference: 'ASO-1767225600000-USSD01',
    channel: 'ussd',
    message: 'madePayment',
    gateway_response: 'Payment successful',
    authorization: {
      authorization_code: 'AUTH_folakeussd1',
      bin: 'XXXXXX',
      last4: 'XXXX',
      exp_month: '01',
      exp_year: '2026',
      channel: 'ussd',
      card_type: 'offline',
      bank: 'Test Bank of Abeokuta',
      country_code: 'NG',
      brand: 'offline',
      reusable: false,
      signature: null,
      account_name: null,
    },
  },
};

const refundBase = {
  transaction_reference: 'ASO-1767225600000-TRNS01',
  currency: 'NGN',
  processor: 'instant-transfer',
  customer: { first_name: 'Folake', last_name: 'Adebayo', email: 'folake@example.ng' },
  integration: 412_000,
  domain: 'live',
};

export const refundPending: Json = {
  event: 'refund.pending',
  data: { ...refundBase, status: 'pending', refund_reference: null, amount: '4950000' },
};

export const refundProcessing: Json = {
  event: 'refund.processing',
  data: { ...refundBase, status: 'processing', refund_reference: null, amount: '4950000' },
};

export const refundProcessed: Json = {
  event: 'refund.processed',
  data: { ...refundBase, status: 'processed', refund_reference: '204411983311', amount: '4950000' },
};

/** The failed sample sends the amount as a number. */
export const refundFailed: Json = {
  event: 'refund.failed',
  data: { ...refundBase, status: 'failed', refund_reference: 'TRF_folakerefund01', amount: 4_950_000 },
};

/** The needs-attention sample adds the refund's id (a string) and its notes. */
export const refundNeedsAttention: Json = {
  event: 'refund.needs-attention',
  data: {
    ...refundBase,
    status: 'needs-attention',
    refund_reference: 'TRF_folakerefund02',
    amount: 4_950_000,
    id: '9000021',
    customer_note: 'Refund for transaction ASO-1767225600000-TRNS01',
    merchant_note: 'Refund for transaction ASO-1767225600000-TRNS01 by owner@aso.example',
  },
};

export const CHARGE_SAMPLES = { card: chargeSuccessCard, transfer: chargeSuccessTransfer, ussd: chargeSuccessUssd };
export const REFUND_SAMPLES = {
  pending: refundPending,
  processing: refundProcessing,
  processed: refundProcessed,
  failed: refundFailed,
  'needs-attention': refundNeedsAttention,
};
