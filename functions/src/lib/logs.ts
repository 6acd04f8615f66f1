/**
 * Every log line the functions write, as a named event (docs/architecture.md#style-functions, after
 * firebase/extensions' `logs.ts`): one place to read what the system can say, structured fields for Cloud Logging
 * queries (`jsonPayload.event="paymentSettled"`). Staff-function engineers: add your events here rather than calling
 * the logger directly.
 */
import * as logger from 'firebase-functions/logger';

export type Severity = 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR';

export interface LogEntry {
  readonly severity: Severity;
  readonly event: string;
  readonly message: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

export type LogSink = (entry: LogEntry) => void;

const cloudLogging: LogSink = ({ severity, event, message, fields }) => {
  const payload = { event, ...fields };
  if (severity === 'ERROR') logger.error(message, payload);
  else if (severity === 'WARNING') logger.warn(message, payload);
  else if (severity === 'DEBUG') logger.debug(message, payload);
  else logger.info(message, payload);
};

let sink: LogSink = cloudLogging;

/**
 * Route log events elsewhere (tests collect them); returns the function that restores the previous sink.
 * @internal a test seam: only functions/test/logs.ts calls it.
 */
export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

function emit(severity: Severity, event: string, message: string, fields: Record<string, unknown> = {}): void {
  sink({ severity, event, message, fields });
}

/** Errors as plain fields: the message and, for unknown errors, the stack. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, errorName: error.name, stack: error.stack };
  return { error: String(error) };
}

// Configuration
export const configLoaded = (config: Record<string, string>): void =>
  emit('INFO', 'configLoaded', 'Configuration loaded', config);

// Callables
export const callableRejected = (name: string, code: string, reason: string): void =>
  emit('INFO', 'callableRejected', `${name} rejected: ${reason}`, { function: name, code, reason });
export const callableFailed = (name: string, error: unknown): void =>
  emit('ERROR', 'callableFailed', `${name} failed`, { function: name, ...errorFields(error) });

// Checkout
export const checkoutStarted = (orderId: string, reference: string, amountKobo: number, uid: string): void =>
  emit('INFO', 'checkoutStarted', `Checkout started for order ${orderId}`, { orderId, reference, amountKobo, uid });
export const checkoutResumed = (orderId: string, reference: string, uid: string, via: 'checkout' | 'orders'): void =>
  emit('INFO', 'checkoutResumed', 'Open checkout resumed', { orderId, reference, uid, via });
export const checkoutReplaced = (orderId: string, reference: string | null, uid: string, outcome: string): void =>
  emit('INFO', 'checkoutReplaced', 'Open checkout replaced by a new one', { orderId, reference, uid, outcome });
export const checkoutRefused = (uid: string, code: string, reason: string): void =>
  emit('INFO', 'checkoutRefused', `Checkout refused: ${reason}`, { uid, code, reason });
export const paystackInitializeFailed = (orderId: string, reference: string, error: unknown): void =>
  emit('ERROR', 'paystackInitializeFailed', `Paystack initialize failed for order ${orderId}; reservation undone`, {
    orderId,
    reference,
    ...errorFields(error),
  });
export const balancePaymentStarted = (orderId: string, reference: string, amountKobo: number): void =>
  emit('INFO', 'balancePaymentStarted', `Balance payment started for order ${orderId}`, {
    orderId,
    reference,
    amountKobo,
  });

// Settlement
export const paymentSettled = (
  orderId: string,
  reference: string,
  purpose: string,
  source: string,
  amountKobo: number,
): void =>
  emit('INFO', 'paymentSettled', `Payment ${reference} settled order ${orderId}`, {
    orderId,
    reference,
    purpose,
    source,
    amountKobo,
  });
export const paymentAlreadySettled = (orderId: string, reference: string, source: string): void =>
  emit('DEBUG', 'paymentAlreadySettled', `Payment ${reference} was already settled`, { orderId, reference, source });
export const paymentNotVerified = (
  reference: string,
  source: string,
  reason: string,
  paystackStatus: string | null,
): void =>
  emit('WARNING', 'paymentNotVerified', `Payment ${reference} not verified: ${reason}`, {
    reference,
    source,
    reason,
    paystackStatus,
  });
export const paymentNeedsRefund = (orderId: string, reference: string, reason: string): void =>
  emit(
    'ERROR',
    'paymentNeedsRefund',
    `Payment ${reference} was taken for order ${orderId} but cannot be applied: ${reason}`,
    {
      orderId,
      reference,
      reason,
    },
  );
export const paymentRefunded = (orderId: string, reference: string): void =>
  emit('WARNING', 'paymentRefunded', `Payment ${reference} for order ${orderId} refunded`, { orderId, reference });
export const refundOwed = (orderId: string, reference: string, amountKobo: number, reason: string): void =>
  emit('WARNING', 'refundOwed', `Refund of ${amountKobo} kobo owed for ${reference} (order ${orderId}): ${reason}`, {
    orderId,
    reference,
    amountKobo,
    reason,
  });
export const refundAttemptFailed = (reference: string, attempts: number, error: unknown): void =>
  emit('ERROR', 'refundAttemptFailed', `Refund of ${reference} failed (try ${attempts}); retried with backoff`, {
    reference,
    attempts,
    ...errorFields(error),
  });
export const refundRequested = (reference: string, paystackRefundId: number, adopted: boolean): void =>
  emit('INFO', 'refundRequested', `Refund of ${reference} is with Paystack (${paystackRefundId})`, {
    reference,
    paystackRefundId,
    adopted,
  });
export const refundDeclined = (orderId: string, reference: string, paystackRefundId: number, failure: string): void =>
  emit('WARNING', 'refundDeclined', `Paystack could not complete refund ${paystackRefundId} of ${reference}`, {
    orderId,
    reference,
    paystackRefundId,
    failure,
  });
export const latePaymentApplied = (orderId: string, reference: string, source: string): void =>
  emit('INFO', 'latePaymentApplied', `Late payment ${reference} revived order ${orderId}`, {
    orderId,
    reference,
    source,
  });
export const latePaymentRefunded = (orderId: string, reference: string, source: string): void =>
  emit('WARNING', 'latePaymentRefunded', `Late payment ${reference} for order ${orderId} is refunded: pieces sold`, {
    orderId,
    reference,
    source,
  });
export const paymentMismatchFlagged = (
  orderId: string,
  reference: string,
  receivedKobo: number,
  currency: string,
  units: number,
): void =>
  emit(
    'ERROR',
    'paymentMismatchFlagged',
    `Payment ${reference} for order ${orderId} does not match (${receivedKobo} ${currency}); held for review`,
    {
      orderId,
      reference,
      receivedKobo,
      currency,
      units,
    },
  );
export const paymentReviewResolved = (reference: string, action: string, by: string): void =>
  emit('WARNING', 'paymentReviewResolved', `Payment ${reference} resolved by ${by}: ${action}`, {
    reference,
    action,
    by,
  });
export const transferPending = (orderId: string, reference: string): void =>
  emit('INFO', 'transferPending', `Order ${orderId} waits for a pending transfer ${reference}`, { orderId, reference });
export const reconcileRun = (report: Readonly<Record<string, number>>): void =>
  emit('INFO', 'reconcileRun', `Reconciler: ${JSON.stringify(report)}`, { ...report });
export const reconcileFailed = (step: string, reference: string | null, error: unknown): void =>
  emit('ERROR', 'reconcileFailed', `Reconciler ${step} failed${reference ? ` for ${reference}` : ''}`, {
    step,
    reference,
    ...errorFields(error),
  });

// Webhook
export const webhookBadSignature = (hasSignature: boolean, bodyBytes: number): void =>
  emit('WARNING', 'webhookBadSignature', 'Paystack webhook refused: bad signature', { hasSignature, bodyBytes });
export const webhookUnknownReference = (event: string, reference: string): void =>
  emit('WARNING', 'webhookUnknownReference', `Paystack webhook for unknown reference ${reference}`, {
    paystackEvent: event,
    reference,
  });
export const webhookIgnored = (event: string, reason: string): void =>
  emit('INFO', 'webhookIgnored', `Paystack webhook ${event} ignored: ${reason}`, { paystackEvent: event, reason });
export const webhookFailed = (event: string, reference: string | null, error: unknown): void =>
  emit('ERROR', 'webhookFailed', `Paystack webhook ${event} failed; Paystack will retry`, {
    paystackEvent: event,
    reference,
    ...errorFields(error),
  });

// Expiry and cancellation
export const orderExpired = (orderId: string, reference: string | null, units: number): void =>
  emit(
    'INFO',
    'orderExpired',
    `Unpaid checkout ${orderId} closed (payment not completed); ${units} unit(s) back in stock`,
    {
      orderId,
      reference,
      units,
    },
  );
export const checkoutAbandoned = (orderId: string, reference: string, units: number): void =>
  emit(
    'INFO',
    'checkoutAbandoned',
    `Checkout ${reference} abandoned; order ${orderId} closed unpaid, ${units} unit(s) back in stock`,
    {
      orderId,
      reference,
      units,
    },
  );
export const expirySkipped = (orderId: string, reason: string): void =>
  emit('WARNING', 'expirySkipped', `Expiry of order ${orderId} postponed: ${reason}`, { orderId, reason });
export const expiryRun = (candidates: number, cancelled: number, settled: number): void =>
  emit('INFO', 'expiryRun', `Expiry: ${cancelled} closed unpaid, ${settled} settled late, of ${candidates} unpaid`, {
    candidates,
    cancelled,
    settled,
  });

// Back office: roles, referral codes, event check-in (issue 9)
export const roleChanged = (uid: string, from: string, to: string, by: string): void =>
  emit('INFO', 'roleChanged', `Role of ${uid} changed from ${from} to ${to}`, { uid, from, to, by });
export const roleMirrorFailed = (uid: string, error: unknown): void =>
  emit('ERROR', 'roleMirrorFailed', `Profile mirror of ${uid}'s role failed; the claim was put back`, {
    uid,
    ...errorFields(error),
  });
export const referralCodeSet = (customerId: string, from: string | null, to: string | null, by: string): void =>
  emit('INFO', 'referralCodeSet', `Referral code of ${customerId}: ${from ?? '(none)'} → ${to ?? '(none)'}`, {
    customerId,
    from,
    to,
    by,
  });
export const referralStatsRecomputed = (
  codes: number,
  orders: number,
  removed: number,
  orphanOrders: number,
  by: string,
): void =>
  emit('INFO', 'referralStatsRecomputed', `Referral stats rebuilt: ${codes} code(s) from ${orders} order(s)`, {
    codes,
    orders,
    removed,
    orphanOrders,
    by,
  });
export const guestCheckIn = (eventId: string, outcome: string, guestId: string | null, by: string): void =>
  emit('INFO', 'guestCheckIn', `Check-in at ${eventId}: ${outcome}`, { eventId, outcome, guestId, by });
export const guestsImported = (eventId: string, count: number, by: string): void =>
  emit('INFO', 'guestsImported', `${count} guest(s) imported into ${eventId}`, { eventId, count, by });

// Back office: catalogue, raw materials, purchase orders, order status
export const productSaved = (productId: string, sku: string, uid: string, created: boolean): void =>
  emit('INFO', 'productSaved', `Product ${sku} ${created ? 'created' : 'saved'}`, { productId, sku, uid, created });
export const preorderWindowSaved = (windowId: string, change: string, uid: string): void =>
  emit('INFO', 'preorderWindowSaved', `Pre-order window ${windowId}: ${change}`, { windowId, change, uid });
export const materialChanged = (materialId: string, action: string, delta: number, onHand: number, uid: string): void =>
  emit('INFO', 'materialChanged', `Material ${materialId}: ${action} ${delta >= 0 ? '+' : ''}${delta} → ${onHand}`, {
    materialId,
    action,
    delta,
    onHand,
    uid,
  });
export const productionRunRecorded = (runId: string, status: string, changed: boolean, uid: string): void =>
  emit('INFO', 'productionRunRecorded', `Production run ${runId}: ${status}${changed ? '' : ' (already)'}`, {
    runId,
    status,
    changed,
    uid,
  });
export const billOfMaterialsSaved = (productId: string, lines: number, uid: string): void =>
  emit('INFO', 'billOfMaterialsSaved', `Bill of materials of ${productId}: ${lines} lines`, { productId, lines, uid });
export const purchaseOrderMoved = (poId: string, from: string, to: string, uid: string): void =>
  emit('INFO', 'purchaseOrderMoved', `Purchase order ${poId}: ${from} → ${to}`, { poId, from, to, uid });
export const purchaseOrderAlreadyReceived = (poId: string, uid: string): void =>
  emit('INFO', 'purchaseOrderAlreadyReceived', `Purchase order ${poId} was already received; nothing added`, {
    poId,
    uid,
  });
export const orderStatusChanged = (orderId: string, from: string, to: string, uid: string, stock: string): void =>
  emit('INFO', 'orderStatusChanged', `Order ${orderId}: ${from} → ${to}`, { orderId, from, to, uid, stock });
export const refundRequestedForOrder = (orderId: string, amountKobo: number, uid: string): void =>
  emit('INFO', 'refundRequestedForOrder', `Order ${orderId}: refund of ${amountKobo} kobo waits for release`, {
    orderId,
    amountKobo,
    uid,
  });
export const refundReleased = (orderId: string, amountKobo: number, uid: string): void =>
  emit('INFO', 'refundReleased', `Order ${orderId}: refund of ${amountKobo} kobo released`, {
    orderId,
    amountKobo,
    uid,
  });

// Storefront (server-rendered /shop)
export const shopPageFellBack = (url: string, error: unknown): void =>
  emit('WARNING', 'shopPageFellBack', 'The /shop page was served without its first page drawn', {
    url,
    ...errorFields(error),
  });
export const shopPageFailed = (url: string, error: unknown): void =>
  emit('ERROR', 'shopPageFailed', 'The /shop page could not be served: no index.html template', {
    url,
    ...errorFields(error),
  });
export const sitePictureFailed = (path: string, width: number, error: unknown): void =>
  emit('WARNING', 'sitePictureFailed', `No ${width} px copy of ${path}`, { path, width, ...errorFields(error) });
export const productPageFellBack = (url: string, error: unknown): void =>
  emit('WARNING', 'productPageFellBack', 'A product page was served without its preview tags and page drawn', {
    url,
    ...errorFields(error),
  });
export const storefrontFileFailed = (url: string, error: unknown): void =>
  emit('ERROR', 'storefrontFileFailed', `${url} could not be served`, { url, ...errorFields(error) });
export const balanceRemindersRun = (reminded: number, candidates: number): void =>
  emit('INFO', 'balanceRemindersRun', `Balance reminders: ${reminded} sent of ${candidates} open balances`, {
    reminded,
    candidates,
  });
/** The waitlist told (or closed) requests about one subject: a stock return, or a piece whose window opened. */
export const waitlistTold = (trigger: string, subject: string, told: number, closed: number): void =>
  emit('INFO', 'waitlistTold', `Waitlist (${trigger}) ${subject}: ${told} told, ${closed} closed`, {
    trigger,
    subject,
    told,
    closed,
  });
export const waitlistFailed = (trigger: string, subject: string, error: unknown): void =>
  emit('ERROR', 'waitlistFailed', `Telling the waitlist (${trigger}) for ${subject} failed`, {
    trigger,
    subject,
    ...errorFields(error),
  });
export const cartRemindersRun = (reminded: number, candidates: number, recovered: number): void =>
  emit(
    'INFO',
    'cartRemindersRun',
    `Cart reminders: ${reminded} sent of ${candidates} left carts, ${recovered} recovered`,
    {
      reminded,
      candidates,
      recovered,
    },
  );
export const cartReminderFailed = (uid: string, error: unknown): void =>
  emit('ERROR', 'cartReminderFailed', `Cart reminder for ${uid} failed`, { uid, ...errorFields(error) });
export const balanceReminderFailed = (orderId: string, error: unknown): void =>
  emit('ERROR', 'balanceReminderFailed', `Balance reminder for order ${orderId} failed`, {
    orderId,
    ...errorFields(error),
  });

// Promotions (docs/product.md#promotions).
export const promotionSaved = (promotionId: string, kind: string, by: string, created: boolean): void =>
  emit('INFO', 'promotionSaved', `Promotion ${promotionId} (${kind}) ${created ? 'created' : 'saved'} by ${by}`, {
    promotionId,
    kind,
    by,
    created,
  });
/** Use slots of discount codes taken by a function that died before its checkout was written, given back. */
export const useSlotsSwept = (count: number): void =>
  emit('WARNING', 'useSlotsSwept', `${count} orphaned discount-code use slots given back`, { count });
export const promotionStatusSet = (promotionId: string, from: string, to: string, by: string): void =>
  emit('INFO', 'promotionStatusSet', `Promotion ${promotionId}: ${from} → ${to} by ${by}`, {
    promotionId,
    from,
    to,
    by,
  });
/** A code refused at the code box: the reason's code only (never the code itself, which may be a guess). */
export const codeRefused = (reason: string, signedIn: boolean): void =>
  emit('INFO', 'codeRefused', `A code was refused at the code box: ${reason}`, { reason, signedIn });
export const codeChecksLimited = (signedIn: boolean): void =>
  emit('WARNING', 'codeChecksLimited', 'Too many codes tried from one account or address', { signedIn });
