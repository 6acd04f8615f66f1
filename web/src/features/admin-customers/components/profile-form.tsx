// The customer's contact details, editable by staff ('Could not save customer.' when the write fails).
import { useState, type FormEvent } from 'react';
import { checkInput } from '@aso/domain/shared/validate';
import { CUSTOMER_SAVE_FAILED } from '@aso/domain/customers/messages';
import { customerEditInput } from '@aso/domain/customers/schemas/customer';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { displayPhone } from '@aso/domain/marketing/whatsapp';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { useToast } from '../../../lib/toast';
import type { AdminCustomer } from '../api/customer-data';
import { useUpdateCustomer } from '../api/update-customer';
import { ErrorNotice } from '../../../components/error-notice';

/** What customerEditInput takes in each box. */
const LIMIT = {
  name: maxLengthOf(customerEditInput.shape.name),
  email: maxLengthOf(customerEditInput.shape.email),
  phone: maxLengthOf(customerEditInput.shape.phone),
  city: maxLengthOf(customerEditInput.shape.city),
};

/** The form as staff see it: the phone the way it is read in Nigeria ('0803 123 4567'), kept in international form. */
const formOf = (c: Pick<AdminCustomer, 'name' | 'email' | 'phone' | 'city'>) => ({
  name: c.name,
  email: c.email,
  phone: displayPhone(c.phone),
  city: c.city,
});

export function ProfileForm({ customer }: { readonly customer: AdminCustomer }) {
  const [saved, setSaved] = useState(() => formOf(customer));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateCustomer();
  const toast = useToast();
  const changed = (Object.keys(form) as (keyof typeof form)[]).some((key) => form[key] !== saved[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkInput(customerEditInput, { customerId: customer.id, ...form });
    if (!parsed.ok) {
      setErrors(parsed.error.fields ?? {});
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        // What was kept, as the form shows it: a number typed '0803…' reads back the same, saved as '+234803…'.
        const kept = formOf(parsed.data);
        setSaved(kept);
        setForm(kept);
        toast('Customer saved.', { tone: 'success' });
      },
      onError: () => toast(CUSTOMER_SAVE_FAILED, { tone: 'error' }),
    });
  };

  const field = (key: keyof typeof form) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  return (
    <form className="form" onSubmit={submit} aria-label="Profile" noValidate>
      <div className="admin-form-grid">
        <TextField label="Name" autoComplete="off" maxLength={LIMIT.name} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" maxLength={LIMIT.email} {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="off" maxLength={LIMIT.phone} {...field('phone')} />
        <TextField label="City" autoComplete="off" maxLength={LIMIT.city} {...field('city')} />
      </div>
      <ErrorNotice message={save.isError ? CUSTOMER_SAVE_FAILED : null} />
      <div className="form__actions">
        <Button type="submit" size="sm" loading={save.isPending} disabled={!changed}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
