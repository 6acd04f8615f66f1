import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';

export interface ReferralFormProps {
  readonly current: string | null;
  /** Checks the code and keeps it when it gives a discount; empty clears it. */
  readonly onApply: (code: string) => Promise<void>;
  /** Why the last code was refused. */
  readonly error?: string | null;
  readonly checking?: boolean;
  readonly onEdit?: () => void;
}

/** Referral / discount code: trimmed and upper-cased by the cart; checked when applied; empty clears it. */
export function ReferralForm({ current, onApply, error, checking = false, onEdit }: ReferralFormProps) {
  const [code, setCode] = useState(current ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCode(code.trim().toUpperCase());
    void onApply(code);
  };
  return (
    <form className="referral-form" onSubmit={submit} aria-label="Referral code">
      <TextField
        label="Referral or discount code"
        name="referral"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        error={error ?? undefined}
        onChange={(e) => {
          setCode(e.target.value);
          onEdit?.();
        }}
        hint={current && !error ? `Applied: ${current}` : undefined}
      />
      <Button type="submit" variant="secondary" loading={checking}>
        Apply
      </Button>
    </form>
  );
}
