// How each pre-order line is paid: the deposit now (the rest from My Orders later) or the full price. The choice
// is the cart line's own, so the cart and checkout always agree.
import type { CartLine } from '@aso/domain/checkout/cart';
import type { PayMode } from '@aso/domain/shared/vocab';

export interface PayModeFieldsetProps {
  readonly lines: readonly CartLine[];
  readonly disabled: boolean;
  readonly onChange: (line: CartLine, mode: PayMode) => void;
}

export function PayModeFieldset({ lines, disabled, onChange }: PayModeFieldsetProps) {
  return (
    <fieldset className="checkout__section" disabled={disabled}>
      <legend>Pre-order payment</legend>
      {lines.map((line) => {
        const key = `${line.productId}-${line.size ?? ''}-${line.payMode ?? ''}`;
        return (
          <div key={key} role="radiogroup" aria-label={`How to pay for ${line.name}`} className="checkout__paymode">
            <p className="checkout__paymode-name">
              {line.name} × {line.qty}
            </p>
            {(['deposit', 'full'] as const).map((mode) => (
              <label key={mode} className="field--check">
                <input
                  type="radio"
                  className="checkbox"
                  name={`payMode-${key}`}
                  value={mode}
                  checked={(line.payMode ?? 'full') === mode}
                  onChange={() => onChange(line, mode)}
                />{' '}
                {mode === 'deposit' ? 'Pay the deposit now, the balance later' : 'Pay in full now'}
              </label>
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}
