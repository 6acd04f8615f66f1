// Paystack boundary rules (docs/architecture.md#paystack): references, and what a verify answer must say before we give
// value.
import { BRAND_PREFIX } from '../shared/constants';
import { DomainError } from '../shared/errors';
import { PAYMENT_FAILED_OR_CANCELLED, PAYMENT_NOT_VERIFIED, PAYMENT_VERIFICATION_FAILED } from './messages';
import { CURRENCY } from '../shared/money';
import { clamp } from '../shared/numbers';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'ASO-1740856200000-K3P9Q2': the brand prefix, a dash, a timestamp, and 6 random characters so it is unique. */
export function paymentReference(now: Date, random: () => number): string {
  let tail = '';
  for (let i = 0; i < 6; i += 1)
    tail += ALPHABET[clamp(Math.floor(random() * ALPHABET.length), 0, ALPHABET.length - 1)];
  return `${BRAND_PREFIX}-${now.getTime()}-${tail}`;
}

/** The parts of Paystack's `GET /transaction/verify/{reference}` answer we check (`data`, not the outer status). */
export interface VerifiedTransaction {
  status: string;
  reference: string;
  amount: number;
  currency: string;
}

/**
 * Give value only when data.status is 'success' and reference, amount (kobo) and currency match what we asked
 * for. 'abandoned'/'failed'/'reversed' → payment_failed ('Payment failed or cancelled.'); a success that does not
 * match → payment_failed ('Payment verification failed. …'). Anything unreadable → 'Payment not verified. …'.
 */
export function checkVerifiedTransaction(
  data: Partial<VerifiedTransaction> | null | undefined,
  expected: { reference: string; amountKobo: number },
): void {
  if (!data || typeof data.status !== 'string')
    throw new DomainError('payment_failed', 'payment/not-verified', PAYMENT_NOT_VERIFIED);
  if (data.status !== 'success') throw new DomainError('payment_failed', 'payment/failed', PAYMENT_FAILED_OR_CANCELLED);
  if (data.reference !== expected.reference || data.amount !== expected.amountKobo || data.currency !== CURRENCY) {
    throw new DomainError('payment_failed', 'payment/amount-mismatch', PAYMENT_VERIFICATION_FAILED);
  }
}
