// The edit panel (docs/product.md#referrals): code input, Generate (from the name), Copy ('Code copied.'), Clear when
// the customer already has a code, Save (unique on the server: 'That referral code is already in use.'), Close;
// then the saved code's recent redemptions.
import { useState, type FormEvent } from 'react';
import { generateReferralCode, isValidReferralCode, normaliseReferralCode } from '@aso/domain/referrals/referrals';
import { CODE_COPIED, REFERRAL_CODE_FORMAT } from '@aso/domain/referrals/messages';
import { setReferralCodeInput } from '@aso/domain/customers/schemas/customer';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { useToast } from '../../../lib/toast';
import { adminErrorMessage, fieldErrorsOf, useRevealOnOpen } from '../../../components/admin-shell';
import type { ReferralCustomer } from '../api/get-referral-customers';
import { useSetReferralCode } from '../api/set-referral-code';
import { Redemptions } from './redemptions';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('Clipboard unavailable');
}

export function CodeEditor({
  customer,
  onClose,
}: {
  readonly customer: ReferralCustomer;
  readonly onClose: () => void;
}) {
  const title = useRevealOnOpen(customer.id);
  const [code, setCode] = useState(customer.referralCode ?? '');
  const [saved, setSaved] = useState(customer.referralCode);
  const [error, setError] = useState<string | null>(null);
  const save = useSetReferralCode();
  const toast = useToast();

  const send = (value: string) => {
    setError(null);
    save.mutate(
      { customerId: customer.id, code: value },
      {
        onSuccess: (result) => {
          setSaved(result.code);
          setCode(result.code ?? '');
          toast(result.code ? `Referral code ${result.code} saved.` : 'Referral code cleared.', { tone: 'success' });
        },
        onError: (e) => {
          const message = fieldErrorsOf(e).code ?? adminErrorMessage(e, 'Could not save the referral code.');
          setError(message);
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normal = normaliseReferralCode(code);
    if (normal !== null && !isValidReferralCode(normal)) {
      setError(REFERRAL_CODE_FORMAT);
      return;
    }
    send(normal ?? '');
  };

  const copy = () => {
    const value = normaliseReferralCode(code);
    if (!value) return;
    copyText(value).then(
      () => toast(CODE_COPIED, { tone: 'success' }),
      () => toast('Could not copy the code. Select it and copy it by hand.', { tone: 'error' }),
    );
  };

  return (
    <section className="admin-panel stack" aria-labelledby="ref-edit-title">
      <header className="crm-detail__header ref-edit__header">
        <h2 id="ref-edit-title" ref={title} tabIndex={-1} className="admin-panel__title">
          Referral code for {customer.name || customer.email || 'customer'}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </header>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Referral code"
          value={code}
          error={error}
          maxLength={maxLengthOf(setReferralCodeInput.shape.code)}
          autoComplete="off"
          spellCheck={false}
          hint={saved ? `Saved code: ${saved}` : 'No code saved yet.'}
          // A new code clears the last attempt's error, so it is never shown beside a code it was not about.
          onChange={(e) => {
            setError(null);
            setCode(e.target.value.toUpperCase());
          }}
        />
        <div className="form__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setError(null);
              setCode(generateReferralCode(customer.name, Math.random));
            }}
          >
            Generate
          </Button>
          <Button variant="secondary" size="sm" disabled={!normaliseReferralCode(code)} onClick={copy}>
            Copy
          </Button>
          {saved ? (
            <Button variant="danger" size="sm" disabled={save.isPending} onClick={() => send('')}>
              Clear
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={save.isPending}>
            Save
          </Button>
        </div>
      </form>
      {saved ? <Redemptions code={saved} /> : null}
    </section>
  );
}
