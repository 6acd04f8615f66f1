// Set any status (no ordering is enforced, docs/product.md#orders) with an optional note. The server writes the order
// and its timeline event together; a failure says 'Failed to update status: {message}'. Cancelling an order with money
// paid asks first, with the amount in figures and words: someone who may release refunds cancels and refunds in one
// step; anyone else cancels and asks an admin to release the refund.
import { useState } from 'react';
import { ORDER_STATUS_LABELS } from '@aso/domain/orders/orders';
import { updateOrderStatusInput } from '@aso/domain/checkout/schemas/order';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import { orderCancelledRefundAwaits, orderCancelledRefunding, updateStatusFailed } from '@aso/domain/orders/messages';
import { formatNairaAdmin, koboToNaira } from '@aso/domain/shared/money';
import { shortId } from '@aso/domain/shared/text';
import { STAFF_ORDER_STATUSES, type StaffOrderStatus } from '@aso/domain/shared/vocab';
import { SelectField, TextAreaField } from '../../../components/field';
import { amountWithWords, useMayReleaseRefunds } from '../../../components/release-refund';
import { useToast } from '../../../lib/toast';
import { ChoiceOptions, ConfirmDialog, StaffOnlyButton, reasonOf } from '../../../components/admin-shell';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ErrorNotice } from '../../../components/error-notice';

/** `current` is never `abandoned`: a checkout never paid has no form (the order's detail says why). */
export function StatusForm({
  orderId,
  current,
  refundableKobo,
}: {
  readonly orderId: string;
  readonly current: StaffOrderStatus;
  /** What cancelling would give back: the payments Paystack took that are not already owed back. */
  readonly refundableKobo: number;
}) {
  const [status, setStatus] = useState<StaffOrderStatus>(current);
  // The order is live: when its status changes (this form's update, or another staff member's), the picker follows.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setStatus(current);
  }
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateOrderStatus();
  const mayRelease = useMayReleaseRefunds();
  const toast = useToast();
  const nothingToDo = status === current && note.trim() === '';
  const cancelsPaid = status === 'cancelled' && current !== 'cancelled' && refundableKobo > 0;
  const amount = formatNairaAdmin(koboToNaira(refundableKobo));

  const submit = () => {
    setFailure(null);
    update.mutate(
      {
        orderId,
        status,
        note: note.trim(),
        releaseRefundKobo: cancelsPaid && mayRelease ? refundableKobo : null,
      },
      {
        onSuccess: (r) => {
          setNote('');
          setConfirming(false);
          toast(
            r.refundAwaitingKobo > 0
              ? orderCancelledRefundAwaits(formatNairaAdmin(koboToNaira(r.refundAwaitingKobo)))
              : r.refundsOwed.length > 0
                ? orderCancelledRefunding(amount)
                : r.previousStatus === r.status
                  ? 'Note added to the timeline.'
                  : `Status set to ${ORDER_STATUS_LABELS[r.status]}.`,
            { tone: 'success' },
          );
        },
        onError: (error) => setFailure(updateStatusFailed(reasonOf(error))),
      },
    );
  };

  return (
    <form
      className="form status-form"
      aria-label="Change status"
      onSubmit={(e) => {
        e.preventDefault();
        if (nothingToDo) return;
        if (cancelsPaid) {
          setFailure(null);
          setConfirming(true);
        } else submit();
      }}
    >
      <ErrorNotice message={confirming ? null : failure} />
      <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value as StaffOrderStatus)}>
        <ChoiceOptions choices={STAFF_ORDER_STATUSES} labelOf={(s) => ORDER_STATUS_LABELS[s]} />
      </SelectField>
      <TextAreaField
        label="Note (optional)"
        value={note}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
        maxLength={maxLengthOf(updateOrderStatusInput.shape.note)}
      />
      <div className="form__actions">
        <StaffOnlyButton type="submit" loading={update.isPending} disabled={nothingToDo}>
          {status === current ? 'Add note' : 'Update status'}
        </StaffOnlyButton>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Cancel order ${shortId(orderId)}?`}
        confirmLabel={mayRelease ? `Cancel and refund ${amount}` : 'Cancel and request the refund'}
        cancelLabel="Keep the order"
        danger
        busy={update.isPending}
        error={failure}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      >
        <p>
          The customer paid <strong>{amountWithWords(refundableKobo)}</strong>.
        </p>
        <p>
          {mayRelease
            ? 'Cancelling gives it back to the card or account they paid with, through Paystack, and tells the customer. This cannot be undone.'
            : 'Cancelling asks an admin to release the refund: no money goes back, and the customer is not told, until they do.'}
        </p>
      </ConfirmDialog>
    </form>
  );
}
