// Login, register and the magic-link return ask for the same email, and login and register for a password: one
// description of each input keeps their names and autofill hints the same on every form.
import { TextField } from '../../../components/field';

interface CredentialFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
}

export function EmailField({ value, onChange, error }: CredentialFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** A new password (register) asks for the minimum length and says so; a current one (login) does not. */
export function PasswordField({
  isNew = false,
  minLength,
  value,
  onChange,
  error,
}: CredentialFieldProps & { readonly isNew?: boolean; readonly minLength?: number }) {
  return (
    <TextField
      label="Password"
      type="password"
      name={isNew ? 'new-password' : 'password'}
      autoComplete={isNew ? 'new-password' : 'current-password'}
      minLength={minLength}
      hint={minLength ? `At least ${minLength} characters.` : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
