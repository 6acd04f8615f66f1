// Paystack's answers and webhook bodies as the repo's own schemas (docs/paystack-contract.md): for each answer the
// shop acts on, the whole shape Paystack's published OpenAPI specification gives it (`spec…`, what the contract test
// in emulators/ holds the local double to) and the part the shop reads (`paystack…Answer`, picked from the same
// fields, amounts taken as Paystack sends them: a JSON number or a string of digits). Webhook bodies follow the
// shapes of Paystack's documented event samples, which the specification does not cover. Nothing here is copied
// from Paystack: the source, commit and every place the specification is loose or contradicts itself are in the doc.
import * as z from 'zod';

/** Kobo as Paystack sends it: an integer, or a string of digits (the refund events' samples send `"5000"`). */
export const koboAmount = z
  .union([z.int(), z.string().regex(/^\d+$/, 'Expected a whole number of kobo')])
  .transform(Number)
  .pipe(z.int().min(0).max(Number.MAX_SAFE_INTEGER));

/** The spec's "nullable" without a type: any JSON value, null included, but the key must be there. */
const anyValue = z.json();
const nullableString = z.string().nullable();
const nullableInt = z.int().nullable();
const anyObject = z.looseObject({});
const jsonObject = z.record(z.string(), z.json());

/**
 * `{status, message}` on every error (401, 404, and 400 with `meta.nextStep`, `type` and `code` in newer answers).
 * @internal the spec's shape, used only by the double's contract test (docs/paystack-contract.md).
 */
export const paystackErrorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  meta: z.object({ nextStep: z.string() }).optional(),
  type: z.string().optional(),
  code: z.string().optional(),
  errorCodeMappingNotFound: z.boolean().optional(),
});

const envelope = <D extends z.ZodType>(data: D) => z.object({ status: z.literal(true), message: z.string(), data });

// ---- POST /transaction/initialize ---------------------------------------------------------------------------------

const initializeData = z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() });
/** @internal the spec's answer, for the double's contract test only (docs/paystack-contract.md). */
export const specInitializeAnswer = envelope(initializeData);
/** @alias the shop reads initialize's answer as the spec states it. */
export const paystackInitializeAnswer = specInitializeAnswer;

// ---- The transaction: verify, fetch, list and charge.success ------------------------------------------------------

const transactionLog = z
  .object({
    start_time: z.int(),
    time_spent: z.int(),
    attempts: z.int(),
    errors: z.int(),
    success: z.boolean(),
    mobile: z.boolean(),
    input: z.array(anyValue),
    history: z.array(z.object({ type: z.string(), message: z.string(), time: z.int() })),
  })
  .nullable();

/** A customer as a transaction shows it (names and phones null when Paystack has none). */
const transactionCustomer = z.object({
  id: z.int(),
  first_name: nullableString,
  last_name: nullableString,
  email: z.string(),
  customer_code: z.string(),
  phone: nullableString,
  metadata: anyValue,
  risk_action: z.string(),
  international_format_phone: nullableString,
});

const plan = z.object({
  id: z.int(),
  name: z.string(),
  plan_code: z.string(),
  description: anyValue,
  amount: z.int(),
  interval: z.string(),
  send_invoices: z.boolean(),
  send_sms: z.boolean(),
  currency: z.string(),
});

/** What the shop acts on in every transaction answer, and the spec's type for each. */
const transactionCore = {
  id: z.int(),
  status: z.string(),
  reference: z.string(),
  amount: z.int(),
  currency: z.string(),
  channel: z.string(),
  paid_at: nullableString,
  created_at: z.string(),
};

/** `data` of `GET /transaction/verify/{reference}` (VerifyResponse); `GET /transaction/{id}` answers the same. */
export const specVerifiedTransaction = z.object({
  ...transactionCore,
  domain: z.string(),
  receipt_number: nullableString,
  message: nullableString,
  gateway_response: z.string(),
  ip_address: z.string(),
  metadata: z.union([z.string(), jsonObject]),
  log: transactionLog,
  fees: nullableInt,
  fees_split: anyValue,
  // No key is required; the spec types them non-null strings, which the transfer and USSD samples contradict (doc).
  authorization: z.object({
    authorization_code: nullableString.optional(),
    bin: nullableString.optional(),
    last4: nullableString.optional(),
    exp_month: nullableString.optional(),
    exp_year: nullableString.optional(),
    channel: nullableString.optional(),
    card_type: nullableString.optional(),
    bank: nullableString.optional(),
    country_code: nullableString.optional(),
    brand: nullableString.optional(),
    reusable: z.boolean().optional(),
    signature: nullableString.optional(),
    account_name: nullableString.optional(),
  }),
  customer: transactionCustomer,
  plan: nullableString,
  split: anyObject,
  order_id: anyValue,
  paidAt: nullableString,
  createdAt: z.string(),
  requested_amount: z.int(),
  pos_transaction_data: anyValue,
  source: anyValue,
  fees_breakdown: anyValue,
  connect: anyValue,
  transaction_date: z.string(),
  // The spec's oneOf says "no plan ({}) or a whole plan" (its second branch can never match: see the doc).
  plan_object: z.union([z.strictObject({}), plan]),
  subaccount: anyObject,
});
/** @internal the spec's answer, for the double's contract test only (docs/paystack-contract.md). */
export const specVerifyAnswer = envelope(specVerifiedTransaction);

/**
 * `data` of `GET /transaction/{id}` (TransactionFetchResponse): verify's transaction with a help desk link, plan an
 * object and the receiving bank on the authorization. The shop does not call it; its stricter customer and
 * `paid_at` contradict the samples and verify (doc), which the double follows.
 */
export const specFetchedTransaction = specVerifiedTransaction.extend({
  helpdesk_link: anyValue,
  plan: anyObject,
  authorization: specVerifiedTransaction.shape.authorization.extend({
    receiver_bank_account_number: anyValue.optional(),
    receiver_bank: anyValue.optional(),
  }),
});
/** @internal the spec's answer, for the double's contract test only (docs/paystack-contract.md). */
export const specFetchAnswer = envelope(specFetchedTransaction);

/** One entry of `GET /transaction` (TransactionListResponseArray). */
export const specListedTransaction = z.object({
  ...transactionCore,
  domain: z.string(),
  message: anyValue,
  gateway_response: z.string(),
  ip_address: nullableString,
  metadata: jsonObject.nullable(),
  log: transactionLog,
  fees: nullableInt,
  fees_split: nullableInt,
  customer: z.object({
    id: z.int(),
    first_name: nullableString,
    last_name: nullableString,
    email: z.string(),
    phone: nullableString,
    metadata: jsonObject.nullable(),
    customer_code: z.string(),
    risk_action: z.string(),
  }),
  authorization: z.object({
    authorization_code: nullableString,
    bin: nullableString,
    last4: nullableString,
    exp_month: nullableString,
    exp_year: nullableString,
    channel: nullableString,
    card_type: nullableString,
    bank: nullableString,
    country_code: nullableString,
    brand: nullableString,
    reusable: z.boolean(),
    signature: nullableString,
    account_name: nullableString,
  }),
  plan: anyObject,
  split: anyObject,
  subaccount: anyObject,
  order_id: anyValue,
  // The spec has `paidAt` a non-null string beside a nullable `paid_at`; an unpaid transaction has neither (doc).
  paidAt: nullableString,
  createdAt: z.string(),
  requested_amount: z.int(),
  source: z.object({ source: z.string(), type: z.string(), identifier: anyValue, entry_point: z.string() }).nullable(),
  connect: jsonObject.nullable(),
  pos_transaction_data: anyValue,
});

const transactionListMeta = z.object({
  total: z.int(),
  total_volume: z.number(),
  skipped: z.int(),
  perPage: z.union([z.string(), z.int()]),
  page: z.int(),
  pageCount: z.int(),
});
/** @internal the spec's answer, for the double's contract test only (docs/paystack-contract.md). */
export const specTransactionListAnswer = envelope(z.array(specListedTransaction)).extend({ meta: transactionListMeta });

// ---- Refunds ------------------------------------------------------------------------------------------------------

/** `data` of `POST /refund` (RefundCreateSuccess). */
export const specCreatedRefund = z.object({
  transaction: z.object({
    id: z.int(),
    domain: z.string(),
    reference: z.string(),
    amount: z.int(),
    paid_at: z.string(),
    channel: z.string(),
    currency: z.string(),
    authorization: z.object({ exp_month: anyValue, exp_year: anyValue, account_name: anyValue }),
    customer: z.object({ international_format_phone: nullableString }),
    plan: anyObject,
    subaccount: z.object({ currency: anyValue }),
    split: anyObject,
    order_id: anyValue,
    paidAt: z.string(),
    pos_transaction_data: anyValue,
    source: anyValue,
    fees_breakdown: anyValue,
  }),
  integration: z.int(),
  deducted_amount: z.int(),
  channel: anyValue,
  merchant_note: z.string(),
  customer_note: z.string(),
  status: z.string(),
  refunded_by: z.string(),
  expected_at: z.string(),
  currency: z.string(),
  domain: z.string(),
  amount: z.int(),
  fully_deducted: z.boolean(),
  id: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** @internal the spec's answer, for the double's contract test only (docs/paystack-contract.md). */
export const specRefundAnswer = envelope(specCreatedRefund);

/** One entry of `GET /refund` (RefundListResponseArray); `GET /refund/{id}` answers the same object. */
export const specListedRefund = z.object({
  integration: z.int(),
  transaction: z.int(),
  dispute: anyValue,
  settlement: anyValue,
  id: z.int(),
  domain: z.string(),
  currency: z.string(),
  amount: z.int(),
  status: z.string(),
  refunded_at: anyValue,
  refunded_by: z.string(),
  customer_note: z.string(),
  merchant_note: z.string(),
  deducted_amount: z.int(),
  // An integer here, a boolean in the create answer; the samples send 1, true and null (doc).
  fully_deducted: z.int(),
  createdAt: z.string(),
  bank_reference: anyValue,
  transaction_reference: z.string(),
  reason: z.string(),
  // The same customer a transaction shows: the spec's non-null names, metadata and phone here contradict it (doc).
  customer: transactionCustomer,
  refund_type: z.string(),
  transaction_amount: z.int(),
  initiated_by: z.string(),
  refund_channel: z.string(),
  session_id: anyValue,
  collect_account_number: z.boolean(),
});

const refundListMeta = z.strictObject({
  total: z.int(),
  skipped: z.int(),
  perPage: z.string(),
  page: z.int(),
  pageCount: z.int(),
  failedRefundCount: z.int(),
});
/** @internal the spec's answer, for the double's contract test only (docs/paystack-contract.md). */
export const specRefundListAnswer = envelope(z.array(specListedRefund)).extend({ meta: refundListMeta });

// ---- Webhook bodies (shaped as Paystack's documented event samples) -----------------------------------------------

/**
 * `charge.success`: the transaction, as the card, USSD and transfer samples show it.
 * @internal the spec's shape, used only by the double's contract test (docs/paystack-contract.md).
 */
export const specChargeSuccessEvent = z.object({
  event: z.literal('charge.success'),
  data: z.object({
    ...transactionCore,
    status: z.literal('success'),
    paid_at: z.string(),
    domain: z.string(),
    message: nullableString,
    gateway_response: z.string(),
    ip_address: nullableString,
    metadata: anyValue,
    log: transactionLog,
    fees: nullableInt,
    authorization: z.looseObject({ authorization_code: z.string(), channel: z.string().optional() }),
    customer: transactionCustomer.partial({ international_format_phone: true }),
    plan: anyObject,
  }),
});

/** The refund states Paystack's events report (`refund.pending`, `refund.processing`, … `refund.needs-attention`). */
export const PAYSTACK_REFUND_EVENTS = [
  'refund.pending',
  'refund.processing',
  'refund.processed',
  'refund.failed',
  'refund.needs-attention',
] as const;

/** `refund.*`: amount a string in most samples and a number in `refund.failed`'s; no refund reference while pending. */
export const specRefundEvent = z.object({
  event: z.enum(PAYSTACK_REFUND_EVENTS),
  data: z.object({
    status: z.string(),
    transaction_reference: z.string(),
    refund_reference: nullableString,
    amount: z.union([z.int(), z.string().regex(/^\d+$/)]),
    currency: z.string(),
    processor: z.string().optional(),
    customer: z.object({ first_name: nullableString, last_name: nullableString, email: z.string() }),
    integration: z.int(),
    domain: z.string(),
  }),
});

// ---- What the shop reads ------------------------------------------------------------------------------------------

const readTransaction = specVerifiedTransaction
  .pick({ id: true, status: true, reference: true, currency: true })
  .extend({
    amount: koboAmount,
    channel: z.string().nullish(),
    paid_at: nullableString.optional(),
  });

/** Tolerant list meta: Paystack leaves `pageCount` out on some lists and spells the page size two ways. */
const readListMeta = z
  .looseObject({
    total: z.int().optional(),
    perPage: z.coerce.number().optional(),
    per_page: z.coerce.number().optional(),
    page: z.coerce.number().optional(),
    pageCount: z.int().optional(),
  })
  .optional();

/** `GET /transaction/verify/{reference}`: what settlement checks before it gives value. */
export const paystackVerifyAnswer = envelope(readTransaction);
/** `GET /transaction` (one page). */
export const paystackTransactionListAnswer = envelope(z.array(readTransaction)).extend({ meta: readListMeta });

const readRefund = specListedRefund.pick({ id: true, status: true, currency: true }).extend({
  amount: koboAmount,
  // The spec's list gives the transaction's id; the create answer the transaction itself.
  transaction: z.union([z.int(), z.looseObject({ id: z.int(), reference: z.string().optional() })]).nullish(),
  transaction_reference: z.string().nullish(),
  reason: z.string().nullish(),
});
/** `POST /refund`. */
export const paystackRefundAnswer = envelope(readRefund);
/** `GET /refund` (one page). */
export const paystackRefundListAnswer = envelope(z.array(readRefund)).extend({ meta: readListMeta });

/** A webhook body: the event name, then the data each event the shop handles needs. */
export const paystackWebhookBody = z.object({ event: z.string(), data: z.unknown() });
export const paystackChargeEventData = z.looseObject({ reference: z.string() });
/** The shop acts on a refund event's transaction only: everything else is asked of Paystack again. */
export const paystackRefundEventData = specRefundEvent.shape.data.pick({ transaction_reference: true });

export type PaystackReadTransaction = z.output<typeof readTransaction>;
export type PaystackReadRefund = z.output<typeof readRefund>;
export type PaystackListMeta = z.output<typeof readListMeta>;
