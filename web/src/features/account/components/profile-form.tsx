// Account (docs/product.md#account): name, phone, WhatsApp and email opt-ins and a read-only role badge.
import { useState, type FormEvent } from 'react';
import type { User } from 'firebase/auth';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { EMAIL_OPT_IN_LABEL } from '@aso/domain/marketing/messages';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from '@aso/domain/account/messages';
import { accountProfileInput } from '@aso/domain/customers/schemas/profile';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import { checkInput } from '@aso/domain/shared/validate';
import type { Role } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { CheckboxField, TextField } from '../../../components/field';
import { useToast } from '../../../lib/toast';
import type { AccountProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

/** The two text inputs the customer edits, in order; each one's value and error are kept under its key. */
const CONTACT_FIELDS = [
  { key: 'name', label: 'Name', autoComplete: 'name', maxLength: maxLengthOf(accountProfileInput.shape.name) },
  {
    key: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: maxLengthOf(accountProfileInput.shape.phone),
  },
] as const;

const ROLE_WORDS: Readonly<Record<Role, string>> = { customer: 'Customer', staff: 'Staff', admin: 'Admin' };

export function ProfileForm({
  user,
  role,
  profile,
}: {
  readonly user: User;
  readonly role: Role;
  readonly profile: AccountProfile | null;
}) {
  const toast = useToast();
  const update = useUpdateProfile(user);
  const [contact, setContact] = useState({
    name: profile?.name ?? user.displayName ?? '',
    phone: profile?.phone ?? '',
  });
  const { name, phone } = contact;
  const [whatsappOptIn, setWhatsappOptIn] = useState(profile?.whatsappOptIn ?? true);
  const [emailOptIn, setEmailOptIn] = useState(profile?.emailOptIn ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A blank name or a phone that is not a number is said beside the field, and nothing is saved.
    const checked = checkInput(accountProfileInput, { name, phone, whatsappOptIn, emailOptIn });
    setErrors(checked.ok ? {} : (checked.error.fields ?? {}));
    if (!checked.ok) return;
    update.mutate(
      { name, phone, whatsappOptIn, emailOptIn },
      {
        onSuccess: () => toast(PROFILE_UPDATED, { tone: 'success' }),
        onError: (error) => {
          console.error('Profile update failed', error);
          toast(PROFILE_UPDATE_FAILED, { tone: 'error' });
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Your profile" noValidate>
      <div className="row">
        <span className="field__label" id="role-label">
          Role
        </span>
        <span className="badge badge--dark" aria-labelledby="role-label">
          {ROLE_WORDS[role]}
        </span>
      </div>
      <TextField
        label="Email"
        name="email"
        value={user.email ?? profile?.email ?? ''}
        readOnly
        hint="Your sign-in address."
      />
      {CONTACT_FIELDS.map(({ key, ...field }) => (
        <TextField
          key={key}
          {...field}
          name={key}
          value={contact[key]}
          error={errors[key]}
          onChange={(e) => setContact({ ...contact, [key]: e.target.value })}
        />
      ))}
      <CheckboxField
        label="Send me order updates on WhatsApp"
        name="whatsappOptIn"
        checked={whatsappOptIn}
        onChange={(e) => setWhatsappOptIn(e.target.checked)}
      />
      <CheckboxField
        label={EMAIL_OPT_IN_LABEL}
        name="emailOptIn"
        checked={emailOptIn}
        onChange={(e) => setEmailOptIn(e.target.checked)}
      />
      <div className="form__actions">
        <Button type="submit" loading={update.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
