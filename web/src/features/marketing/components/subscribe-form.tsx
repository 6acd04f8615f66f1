// Email subscribe (docs/product.md#home): stores a lead and says 'Subscribed!'.
import { useState, type FormEvent } from 'react';
import { SUBSCRIBED } from '@aso/domain/marketing/messages';
import { isEmail } from '@aso/domain/shared/text';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { createLead } from '../api/create-lead';

export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError('Enter a valid email address.');
      return;
    }
    setError(null);
    setSending(true);
    createLead(email, 'home')
      .then(() => {
        setDone(true);
        setEmail('');
      })
      .catch((e: unknown) =>
        // A refusal with words (too many sign-ups, a bad address) is shown as is; anything else is generic.
        setError(
          e instanceof Error && (e as { code?: string }).code !== 'functions/internal' && e.message
            ? e.message
            : 'Could not subscribe right now. Please try again.',
        ),
      )
      .finally(() => setSending(false));
  };

  return (
    <section className="subscribe below-first-screen" aria-labelledby="subscribe-title">
      <div className="container subscribe__inner">
        <div>
          <h2 id="subscribe-title">First to the drop</h2>
          <p>New collections, pre-order windows and studio stories. No spam.</p>
        </div>
        <form className="subscribe__form" onSubmit={submit} noValidate>
          <TextField
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setDone(false);
            }}
            error={error}
            required
          />
          <Button type="submit" variant="accent" loading={sending}>
            Subscribe
          </Button>
          <p role="status" className="subscribe__status">
            {done ? SUBSCRIBED : ''}
          </p>
        </form>
      </div>
    </section>
  );
}
