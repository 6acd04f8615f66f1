// New or edit event (staff): name, venue, date and time, active, description.
import { useState, type FormEvent } from 'react';
import { checkInput } from '@aso/domain/shared/validate';
import { eventInput } from '@aso/domain/events/schemas/events';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { Button } from '../../../components/button';
import { CheckboxField, TextAreaField, TextField } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../lib/toast';
import type { AdminEvent } from '../api/get-events';
import { useSaveEvent } from '../api/save-event';

/** A Date as the value of <input type="datetime-local"> in the browser's time. */
function localInputValue(at: Date | null): string {
  if (!at) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function EventForm({
  event,
  onClose,
  onSaved,
}: {
  readonly event: AdminEvent | null;
  readonly onClose: () => void;
  readonly onSaved: (id: string) => void;
}) {
  const [form, setForm] = useState({
    name: event?.name ?? '',
    venue: event?.venue ?? '',
    date: localInputValue(event?.date ?? new Date()),
    // A new event starts inactive: the newest active event is the one the dashboard and the shop's banner show, so
    // creating one must not silently replace the pop-up that is running.
    active: event?.active ?? false,
    description: event?.description ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveEvent();
  const toast = useToast();

  /** A text field's value, its message and typing that changes it. */
  const bind = (key: 'name' | 'venue' | 'date' | 'description') => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const when = form.date ? new Date(form.date) : null;
    const parsed = checkInput(eventInput, {
      ...form,
      id: event?.id ?? null,
      date: when && !Number.isNaN(when.getTime()) ? when : undefined,
    });
    if (!parsed.ok) {
      setErrors({
        ...(parsed.error.fields ?? {}),
        ...(parsed.error.fields?.date ? { date: 'Choose the date and time.' } : {}),
      });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (id) => {
        toast(event ? 'Event saved.' : 'Event created.', { tone: 'success' });
        onSaved(id);
      },
      onError: () => toast('Could not save the event.', { tone: 'error' }),
    });
  };

  return (
    <Modal open title={event ? 'Edit event' : 'New event'} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField {...bind('name')} label="Name" required maxLength={maxLengthOf(eventInput.shape.name)} />
        <TextField {...bind('venue')} label="Venue" maxLength={maxLengthOf(eventInput.shape.venue)} />
        <TextField {...bind('date')} label="Date and time" type="datetime-local" required />
        <CheckboxField
          label="Active"
          hint="The dashboard and the shop's banner show the newest active event."
          checked={form.active}
          onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
        />
        <TextAreaField
          {...bind('description')}
          label="Description"
          maxLength={maxLengthOf(eventInput.shape.description)}
          rows={3}
        />
        <div className="form__actions">
          <Button type="submit" loading={save.isPending}>
            {event ? 'Save event' : 'Create event'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
