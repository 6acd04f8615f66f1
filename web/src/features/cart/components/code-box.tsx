// The cart's one code box (docs/product.md#promotions): a referral or discount code, checked when applied, and the
// codes the cart holds, each with what it gives (or why it gives nothing with these pieces) and Remove.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';

export interface AppliedCode {
  /** 'Referral ADA-X1Y2', 'AMAKA10'. */
  readonly label: string;
  /** What it gives here ('10% off', '5% off'), or null. */
  readonly gives: string | null;
  /** Why it gives nothing with these pieces ('AMAKA10 is for orders of ₦100,000 or more; …'), or null. */
  readonly problem: string | null;
  readonly remove: () => void;
}

export interface CodeBoxProps {
  readonly applied: readonly AppliedCode[];
  /** Checks the code and keeps it when it can be used; empty clears the referral. */
  readonly onApply: (code: string) => Promise<void>;
  /** Why the last code was refused. */
  readonly error?: string | null;
  readonly checking?: boolean;
  readonly onEdit?: () => void;
}

export function CodeBox({ applied, onApply, error, checking = false, onEdit }: CodeBoxProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onApply(code).then(() => setCode(''));
  };
  return (
    <div className="code-box">
      <form className="referral-form" onSubmit={submit} aria-label="Referral or discount code">
        <TextField
          label="Referral or discount code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          error={error ?? undefined}
          onChange={(e) => {
            setCode(e.target.value);
            onEdit?.();
          }}
        />
        <Button type="submit" variant="secondary" loading={checking}>
          Apply
        </Button>
      </form>
      {applied.length > 0 ? (
        <ul className="code-box__applied" aria-label="Codes applied">
          {applied.map((c) => (
            <li key={c.label}>
              <span>
                <strong>{c.label}</strong>
                {c.gives ? ` · ${c.gives}` : ''}
              </span>
              <Button variant="ghost" size="sm" onClick={c.remove} aria-label={`Remove ${c.label}`}>
                Remove
              </Button>
              {c.problem ? (
                <p className="field__error code-box__problem" role="alert">
                  {c.problem}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
