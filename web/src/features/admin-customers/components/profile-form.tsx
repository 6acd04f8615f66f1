// The customer's contact details, editable by staff ('Could not save customer.' when the write fails).
import { useState, type FormEvent } from 'react';
import { checkInput } from '@aso/domain/validate';
import { CUSTOMER_SAVE_FAILED } from '@aso/domain/messages';
import { customerEditInput } from '@aso/domain/schemas/customer';
import type { FieldErrors } from '@aso/domain/errors';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { useToast } from '../../../lib/toast';
import type { AdminCustomer } from '../api/customer-data';
import { useUpdateCustomer } from '../api/update-customer';

export function ProfileForm({ customer }: { readonly customer: AdminCustomer }) {
  const [form, setForm] = useState({
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    city: customer.city,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateCustomer();
  const toast = useToast();
  const changed =
    form.name !== customer.name ||
    form.email !== customer.email ||
    form.phone !== customer.phone ||
    form.city !== customer.city;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkInput(customerEditInput, { customerId: customer.id, ...form });
    if (!parsed.ok) {
      setErrors(parsed.error.fields ?? {});
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast('Customer saved.', { tone: 'success' }),
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
        <TextField label="Name" autoComplete="off" maxLength={100} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" maxLength={200} {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="off" maxLength={30} {...field('phone')} />
        <TextField label="City" autoComplete="off" maxLength={100} {...field('city')} />
      </div>
      {save.isError ? (
        <p className="notice notice--error" role="alert">
          {CUSTOMER_SAVE_FAILED}
        </p>
      ) : null}
      <div className="form__actions">
        <Button type="submit" size="sm" loading={save.isPending} disabled={!changed}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
