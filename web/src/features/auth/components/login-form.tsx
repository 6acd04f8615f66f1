// Login (docs/product.md#sign-in-and-register): email and password, or Send Magic Link to the same email.
import { useState, type FormEvent } from 'react';
import { AUTH_CREDENTIALS_REQUIRED, MAGIC_LINK_SENT, REGISTER_EMAIL_REQUIRED } from '@aso/domain/account/messages';
import { isEmail } from '@aso/domain/shared/text';
import { Button } from '../../../components/button';
import { useToast } from '../../../lib/toast';
import { authErrorMessage } from '../api/auth-errors';
import { sendMagicLink } from '../api/magic-link';
import { signInWithPassword } from '../api/sign-in';
import { ErrorNotice } from '../../../components/error-notice';
import { EmailField, PasswordField } from './credential-fields';

export interface LoginFormProps {
  /** Where the magic link brings the customer back to. */
  readonly magicLinkUrl: string;
  readonly onSignedIn: () => void;
}

export function LoginForm({ magicLinkUrl, onSignedIn }: LoginFormProps) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'password' | 'link' | null>(null);
  const [linkSent, setLinkSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError(AUTH_CREDENTIALS_REQUIRED);
      return;
    }
    // Each attempt replaces the last one's words: no old error or "link sent" beside the new outcome.
    setError(null);
    setLinkSent(false);
    setBusy('password');
    try {
      await signInWithPassword(email, password);
      onSignedIn();
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const sendLink = async () => {
    setLinkSent(false);
    if (!isEmail(email)) {
      setError(REGISTER_EMAIL_REQUIRED);
      return;
    }
    setError(null);
    setBusy('link');
    try {
      await sendMagicLink(email, magicLinkUrl);
      setLinkSent(true);
      toast(MAGIC_LINK_SENT, { tone: 'success' });
    } catch (err) {
      setError(authErrorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Sign in">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField value={password} onChange={setPassword} />
      <ErrorNotice message={error} />
      {linkSent ? (
        <p className="notice" role="status">
          {MAGIC_LINK_SENT}
        </p>
      ) : null}
      <div className="form__actions">
        <Button type="submit" size="lg" loading={busy === 'password'} disabled={busy !== null}>
          Sign in
        </Button>
        <Button variant="secondary" loading={busy === 'link'} disabled={busy !== null} onClick={() => void sendLink()}>
          Send Magic Link
        </Button>
      </div>
    </form>
  );
}
