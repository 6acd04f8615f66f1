// Create a purchase order: the vendor is required ('Enter a vendor/supplier name.'); notes are optional.
import { useState } from 'react';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { purchaseOrderDraftInput } from '@aso/domain/purchase-orders/schemas/purchase-orders';
import { fieldErrors } from '@aso/domain/shared/validate';
import { TextAreaField, TextField } from '../../../components/field';
import { useSession } from '../../../lib/session';
import { FormDialog, adminErrorMessage } from '../../../components/admin-shell';
import { useCreatePurchaseOrder } from '../api/create-purchase-order';
import type { PurchaseOrderRow } from '../api/get-purchase-orders';

export function CreatePoDialog({
  onCreated,
  onClose,
}: {
  readonly onCreated: (po: PurchaseOrderRow) => void;
  readonly onClose: () => void;
}) {
  const [vendorName, setVendorName] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreatePurchaseOrder();
  const { user } = useSession();

  const submit = () => {
    const parsed = purchaseOrderDraftInput.safeParse({ vendorName, notes, lines: [] });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    setFailure(null);
    if (!parsed.success || !user) return;
    create.mutate(
      { vendorName: parsed.data.vendorName, notes: parsed.data.notes },
      {
        onSuccess: (po) => onCreated(po),
        onError: (error) =>
          setFailure(
            error instanceof Error && !('code' in error)
              ? error.message
              : adminErrorMessage(error, 'Could not create the purchase order.'),
          ),
      },
    );
  };

  return (
    <FormDialog
      title="New purchase order"
      submitLabel="Create draft"
      busy={create.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Vendor / supplier"
        value={vendorName}
        error={errors.vendorName}
        onChange={(e) => setVendorName(e.target.value)}
        required
      />
      <TextAreaField
        label="Notes"
        value={notes}
        error={errors.notes}
        hint="Optional"
        onChange={(e) => setNotes(e.target.value)}
      />
    </FormDialog>
  );
}
