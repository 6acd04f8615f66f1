import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';

/** Referral / discount code: trimmed and upper-cased by the cart; empty clears it. */
export function ReferralForm({ current, onApply }: { readonly current: string | null; readonly onApply: (code: string) => void }) {
  const [code, setCode] = useState(current ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(code);
    setCode(code.trim().toUpperCase());
  };
  return (
    <form className="referral-form" onSubmit={submit} aria-label="Referral code">
      <TextField
        label="Referral or discount code"
        name="referral"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        hint={current ? `Applied: ${current}` : undefined}
      />
      <Button type="submit" variant="secondary">Apply</Button>
    </form>
  );
}
