// A modal form: the fields, a submit button that is busy while saving (so a second click cannot send it twice),
// Cancel, and the failure message above the fields where a screen reader hears it.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../button';
import { Modal } from '../../modal';
import { ErrorNotice } from '../../error-notice';

export interface FormDialogProps {
  readonly title: string;
  readonly submitLabel: string;
  readonly busy?: boolean;
  readonly error?: string | null;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly danger?: boolean;
}

export function FormDialog({
  title,
  submitLabel,
  busy = false,
  error,
  onSubmit,
  onClose,
  children,
  size = 'md',
  danger = false,
}: FormDialogProps) {
  const formId = `form-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal
      open
      title={title}
      size={size}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={submit}>
        <ErrorNotice message={error} />
        {children}
      </form>
    </Modal>
  );
}
