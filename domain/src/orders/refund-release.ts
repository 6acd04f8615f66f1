// Who gives a cancelled order's money back (docs/product.md#orders): cancelling a paid order asks for its refund;
// only an admin — or staff, when the shop's settings say so — releases it, for the exact amount they confirmed. Pure:
// the functions read the payments and settings, this decides.
import { DomainError } from '../shared/errors';
import { REFUND_RELEASE_NOT_ALLOWED, refundAmountChanged } from './messages';
import { formatNairaAdmin, koboToNaira } from '../shared/money';
import type { Role } from '../shared/vocab';

/** Whether this role may release a refund (the irreversible step), given the shop's setting. */
export function mayReleaseRefunds(role: Role, settings: { refunds: { staffMayRelease: boolean } }): boolean {
  return role === 'admin' || (role === 'staff' && settings.refunds.staffMayRelease);
}

/** The payments a cancel gives back: Paystack took the money, and it is not already owed back or under review. */
export function refundablePayments<P extends { status: string; refundRequired: boolean; review?: unknown }>(
  payments: readonly P[],
): P[] {
  return payments.filter((p) => p.status === 'success' && !p.refundRequired && !p.review);
}

/** Refuses a release by someone not allowed, or of an amount other than the one owed now (in kobo). */
export function checkRefundRelease(
  role: Role,
  settings: { refunds: { staffMayRelease: boolean } },
  confirmedKobo: number,
  owedKobo: number,
): void {
  if (!mayReleaseRefunds(role, settings))
    throw new DomainError('not_allowed', 'refund/not-allowed', REFUND_RELEASE_NOT_ALLOWED);
  if (confirmedKobo !== owedKobo)
    throw new DomainError(
      'conflict',
      'refund/amount-changed',
      refundAmountChanged(formatNairaAdmin(koboToNaira(owedKobo))),
    );
}
