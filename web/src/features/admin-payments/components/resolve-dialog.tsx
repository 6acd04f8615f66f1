// The confirmation before a money decision, a refund's amount in figures and words. Confirm is busy while the call runs, so a double click sends one
// request; the server refuses a second decision (another admin) with "already resolved", shown here.
import { useRef } from 'react';
import { formatNairaAdmin } from '../../../lib/format';
import { ConfirmDialog, adminErrorMessage } from '../../../components/admin-shell';
import { amountWithWords } from '../../../components/release-refund';
import { useResolvePayment, type CaseAction, type PaymentCase } from '../api/payment-reviews';

const kobo = (amount: number) => formatNairaAdmin(amount / 100);

export function ResolveDialog({
  target,
  onDone,
  onCancel,
}: {
  readonly target: { readonly item: PaymentCase; readonly action: CaseAction } | null;
  readonly onDone: (message: string) => void;
  readonly onCancel: () => void;
}) {
  const resolve = useResolvePayment();
  // A double click fires twice before the busy state renders: only the first sends the decision.
  const sending = useRef(false);
  const item = target?.item;
  const refund = target?.action === 'refund';
  return (
    <ConfirmDialog
      open={target !== null}
      title={refund ? 'Refund this payment?' : 'Apply this payment to the order?'}
      confirmLabel={refund ? 'Refund' : 'Apply'}
      danger={refund}
      busy={resolve.isPending}
      error={resolve.isError ? adminErrorMessage(resolve.error, 'Could not resolve this payment.') : null}
      onCancel={() => {
        resolve.reset();
        onCancel();
      }}
      onConfirm={() => {
        if (!target || sending.current) return;
        sending.current = true;
        resolve.mutate(
          { reference: target.item.reference, action: target.action },
          {
            onSettled: () => {
              sending.current = false;
            },
            onSuccess: (r) => {
              resolve.reset();
              onDone(
                r.action === 'apply'
                  ? 'Payment applied to the order.'
                  : r.refund === 'failed'
                    ? 'Paystack refused the refund again; it will be retried.'
                    : r.refund === 'declined'
                      ? 'Paystack could not complete the refund again; its reason is on the list.'
                      : 'Refund sent to Paystack.',
              );
            },
          },
        );
      }}
    >
      {item ? (
        <p>
          {refund
            ? `${item.currency === 'NGN' ? amountWithWords(item.amountKobo) : kobo(item.amountKobo)} goes back to the customer (${item.order?.email ?? 'unknown customer'}) through Paystack. This cannot be undone.`
            : `${kobo(item.amountKobo)} counts as paid on order ${item.orderId}; anything left is a balance due.`}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
