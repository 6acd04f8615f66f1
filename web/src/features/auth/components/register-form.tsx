// Register (docs/product.md#sign-in-and-register): Create Account with email and a password of at least 6 characters.
import { useState, type FormEvent } from 'react';
import { ACCOUNT_CREATED, REGISTER_EMAIL_REQUIRED, REGISTER_PASSWORD_TOO_SHORT } from '@aso/domain/account/messages';
import { EMAIL_OPT_IN_LABEL } from '@aso/domain/marketing/messages';
import { isEmail } from '@aso/domain/shared/text';
import { Button } from '../../../components/button';
import { CheckboxField, TextField } from '../../../components/field';
import { useToast } from '../../../lib/toast';
import { authErrorMessage } from '../api/auth-errors';
import { registerAccount } from '../api/register';
import { ErrorNotice } from '../../../components/error-notice';
import { EmailField, PasswordField } from './credential-fields';

const MIN_PASSWORD = 6;

export interface RegisterFormProps {
  readonly continueUrl: string;
  readonly onRegistered: () => void;
  /** Told when the account creation starts and ends, so the page does not redirect mid-way. */
  readonly onBusyChange?: (busy: boolean) => void;
}

export function RegisterForm({ continueUrl, onRegistered, onBusyChange }: RegisterFormProps) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Off until ticked: mails beyond the order's own need a yes (docs/product.md#cart-reminders).
  const [emailOptIn, setEmailOptIn] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: { email?: string; password?: string } = {};
    if (!isEmail(email)) problems.email = REGISTER_EMAIL_REQUIRED;
    if (password.length < MIN_PASSWORD) problems.password = REGISTER_PASSWORD_TOO_SHORT;
    setErrors(problems);
    if (problems.email || problems.password) return;
    setBusy(true);
    onBusyChange?.(true);
    try {
      await registerAccount({ email, password, name, emailOptIn }, continueUrl);
      toast(ACCOUNT_CREATED, { tone: 'success' });
      onRegistered();
    } catch (err) {
      setErrors({ form: authErrorMessage(err) });
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Create account">
      <TextField
        label="Name (optional)"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <PasswordField isNew minLength={MIN_PASSWORD} value={password} onChange={setPassword} error={errors.password} />
      <CheckboxField
        label={EMAIL_OPT_IN_LABEL}
        name="emailOptIn"
        checked={emailOptIn}
        onChange={(e) => setEmailOptIn(e.target.checked)}
      />
      <ErrorNotice message={errors.form} />
      <Button type="submit" size="lg" loading={busy}>
        Create Account
      </Button>
    </form>
  );
}
