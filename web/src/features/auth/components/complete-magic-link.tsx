// Coming back from a magic link: sign in with the remembered email, or ask for it when the link was opened on
// another device.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LOADING } from '@aso/domain/shared/messages';
import { Button } from '../../../components/button';
import { LoadingState } from '../../../components/states';
import { ErrorNotice } from '../../../components/error-notice';
import { EmailField } from './credential-fields';
import { authErrorMessage } from '../api/auth-errors';
import { completeMagicLink, rememberedMagicLinkEmail } from '../api/magic-link';

export function CompleteMagicLink({ href, onSignedIn }: { readonly href: string; readonly onSignedIn: () => void }) {
  const remembered = rememberedMagicLinkEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(remembered !== null);
  const started = useRef(false);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  });

  useEffect(() => {
    if (!remembered || started.current) return;
    started.current = true;
    completeMagicLink(remembered, href)
      .then(() => signedIn.current())
      .catch((err: unknown) => {
        setError(authErrorMessage(err));
        setBusy(false);
      });
  }, [remembered, href]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    completeMagicLink(email, href)
      .then(() => signedIn.current())
      .catch((err: unknown) => {
        setError(authErrorMessage(err));
        setBusy(false);
      });
  };

  if (busy && remembered && !error) return <LoadingState label={`Signing you in… ${LOADING}`} />;
  return (
    <form className="form" onSubmit={submit} aria-label="Finish signing in">
      <p>Confirm the email address the sign-in link was sent to.</p>
      <EmailField value={email} onChange={setEmail} />
      <ErrorNotice message={error} />
      <Button type="submit" loading={busy}>
        Finish signing in
      </Button>
    </form>
  );
}
