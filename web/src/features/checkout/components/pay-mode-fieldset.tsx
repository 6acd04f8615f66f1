// How each pre-order piece is paid: the deposit now (the rest from My Orders later) or the full price.
import type { CartLine } from '@aso/domain/cart';
import type { PayMode } from '@aso/domain/vocab';

export interface PayModeFieldsetProps {
  readonly lines: readonly CartLine[];
  readonly payModes: Readonly<Record<string, PayMode>>;
  readonly disabled: boolean;
  readonly onChange: (productId: string, mode: PayMode) => void;
}

export function PayModeFieldset({ lines, payModes, disabled, onChange }: PayModeFieldsetProps) {
  return (
    <fieldset className="checkout__section" disabled={disabled}>
      <legend>Pre-order payment</legend>
      {lines.map((line) => (
        <div key={line.productId} role="radiogroup" aria-label={`How to pay for ${line.name}`} className="checkout__paymode">
          <p className="checkout__paymode-name">{line.name}</p>
          {(['deposit', 'full'] as const).map((mode) => (
            <label key={mode} className="field--check">
              <input
                type="radio"
                className="checkbox"
                name={`payMode-${line.productId}`}
                value={mode}
                checked={(payModes[line.productId] ?? 'full') === mode}
                onChange={() => onChange(line.productId, mode)}
              />{' '}
              {mode === 'deposit' ? 'Pay the deposit now, the balance later' : 'Pay in full now'}
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
