// New or Edit pre-order window (docs/product.md#pre-order-windows): name, first and last day (Lagos days, from the
// date picker), the deposit percent as she types it ('40' or '40%'), and for a new window whether it takes
// pre-orders at once. Checked with the domain schema before the `savePreorderWindow` callable, whose refusals show
// under their fields the same way. Used by the windows screen and by the product form ("New window…").
import { useState } from 'react';
import { WINDOW_SAVE_FAILED } from '@aso/domain/catalogue/messages';
import { typedPercent, windowDays, type WindowSummary } from '@aso/domain/catalogue/preorder-windows';
import { depositPercentInput, savePreorderWindowInput } from '@aso/domain/catalogue/schemas/preorder-windows';
import { rangeOf } from '@aso/domain/shared/schemas/limits';
import { DEFAULT_DEPOSIT_PERCENT } from '@aso/domain/shared/money';
import { CheckboxField, TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/admin-shell';
import { useToast } from '../../../lib/toast';
import { useSaveWindow } from '../api/window-writes';

/** The deposit a window may ask (the schema's range). */
const DEPOSIT = rangeOf(depositPercentInput);

export interface WindowDialogProps {
  /** The window to change; none makes a new one. */
  readonly window?: WindowSummary;
  readonly onClose: () => void;
  /** After a save, with the window's id (the product form picks a window it just made). */
  readonly onSaved?: (windowId: string) => void;
}

export function WindowDialog({ window, onClose, onSaved }: WindowDialogProps) {
  const days = window ? windowDays(window) : { startDay: '', endDay: '' };
  const form = useDialogForm({
    name: window?.name ?? '',
    startDay: days.startDay,
    endDay: days.endDay,
    depositPercent: String(window?.depositPercent ?? DEFAULT_DEPOSIT_PERCENT),
  });
  const [activeNow, setActiveNow] = useState(false);
  const save = useSaveWindow();
  const toast = useToast();
  const f = form.fields;

  const submit = () => {
    const payload = {
      windowId: window?.id ?? null,
      name: f.name,
      startDay: f.startDay,
      endDay: f.endDay,
      depositPercent: typedPercent(f.depositPercent),
      active: activeNow,
    };
    if (!form.accepts(savePreorderWindowInput, payload)) return;
    save.mutate(payload, {
      onSuccess: (result) => {
        const name = f.name.trim();
        toast(
          result.created
            ? `Pre-order window ${name} created${result.active ? ' and switched on' : ', switched off until you switch it on'}.`
            : `Pre-order window ${name} saved.`,
          { tone: 'success' },
        );
        onSaved?.(result.windowId);
        onClose();
      },
      onError: form.failed(WINDOW_SAVE_FAILED),
    });
  };

  return (
    <FormDialog
      title={window ? `Edit ${window.name}` : 'New pre-order window'}
      submitLabel={window ? 'Save window' : 'Create window'}
      busy={save.isPending}
      error={form.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...form.bind('name')} label="Name" placeholder="Detty December Drop" required />
      <div className="admin-form-grid">
        <TextField
          {...form.bind('startDay')}
          label="First day"
          type="date"
          hint="Lagos time. Shown to customers; leave empty for “TBD”."
        />
        <TextField
          {...form.bind('endDay')}
          label="Last day"
          type="date"
          hint="Pre-orders run to the end of this day. Balance reminders start after it."
        />
        <TextField
          {...form.bind('depositPercent')}
          label="Deposit (%)"
          inputMode="numeric"
          hint={`What a customer pays now, ${DEPOSIT.min} to ${DEPOSIT.max}%.`}
        />
      </div>
      {window ? (
        <p className="muted">
          {window.active
            ? 'It takes pre-orders now. Switch it off from the list.'
            : 'It takes no pre-orders until you switch it on from the list.'}
        </p>
      ) : (
        <CheckboxField
          label="Take pre-orders at once (switch it on)"
          hint="Customers waiting for its pieces are mailed as it opens."
          checked={activeNow}
          onChange={(e) => setActiveNow(e.target.checked)}
        />
      )}
    </FormDialog>
  );
}
