// Set any status (no ordering is enforced, docs/product.md#orders) with an optional note. The server writes the order
// and its timeline event together; a failure says 'Failed to update status: {message}'.
import { useState } from 'react';
import { ORDER_STATUS_LABELS } from '@aso/domain/orders';
import { updateStatusFailed } from '@aso/domain/messages';
import { STAFF_ORDER_STATUSES, type StaffOrderStatus } from '@aso/domain/vocab';
import { SelectField, TextAreaField } from '../../../components/field';
import { useToast } from '../../../lib/toast';
import { ChoiceOptions, StaffOnlyButton, reasonOf } from '../../../components/admin-shell';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ErrorNotice } from '../../../components/error-notice';

/** `current` is never `abandoned`: a checkout never paid has no form (the order's detail says why). */
export function StatusForm({ orderId, current }: { readonly orderId: string; readonly current: StaffOrderStatus }) {
  const [status, setStatus] = useState<StaffOrderStatus>(current);
  // The order is live: when its status changes (this form's update, or another staff member's), the picker follows.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setStatus(current);
  }
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateOrderStatus();
  const toast = useToast();
  const nothingToDo = status === current && note.trim() === '';

  const submit = () => {
    setFailure(null);
    update.mutate(
      { orderId, status, note: note.trim() },
      {
        onSuccess: (r) => {
          setNote('');
          toast(
            r.previousStatus === r.status
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
        if (!nothingToDo) submit();
      }}
    >
      <ErrorNotice message={failure} />
      <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value as StaffOrderStatus)}>
        <ChoiceOptions choices={STAFF_ORDER_STATUSES} labelOf={(s) => ORDER_STATUS_LABELS[s]} />
      </SelectField>
      <TextAreaField
        label="Note (optional)"
        value={note}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
        maxLength={500}
      />
      <div className="form__actions">
        <StaffOnlyButton type="submit" loading={update.isPending} disabled={nothingToDo}>
          {status === current ? 'Add note' : 'Update status'}
        </StaffOnlyButton>
      </div>
    </form>
  );
}
