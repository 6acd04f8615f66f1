import { useState } from 'react';
import { sizesOf } from '@aso/domain/catalogue';
import { cartLineTotal, needsSize, normaliseQty, type CartLine } from '@aso/domain/cart';
import { CART_MAX_QTY } from '@aso/domain/constants';
import { lineDueNow } from '@aso/domain/pricing';
import type { PayMode } from '@aso/domain/vocab';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { MoneyRow } from '../../../components/money-row';
import type { ProductWithId } from '../../../lib/products';
import { levelOf } from '../../../lib/products';

const TYPE_WORDS = { RTW: 'Ready-to-wear', MTO: 'Made-to-order', PREORDER: 'Pre-order' } as const;

export interface CartLineRowProps {
  readonly line: CartLine;
  /** The line's product when read: its sizes and stock for the size picker. */
  readonly product?: ProductWithId;
  /** Pre-order lines: the window's deposit percent. */
  readonly depositPercent?: number;
  readonly onQty: (qty: number) => void;
  readonly onSize: (size: string) => void;
  readonly onPayMode: (payMode: PayMode) => void;
  readonly onRemove: () => void;
}

/**
 * One line: name, type, size (a picker for ready-to-wear, so a line added without a size can get one), pay mode
 * and deposit now / balance later for pre-orders, quantity (at least 1), unit price, line total, Remove.
 */
export function CartLineRow({ line, product, depositPercent, onQty, onSize, onPayMode, onRemove }: CartLineRowProps) {
  const [text, setText] = useState(String(line.qty));
  const [shownQty, setShownQty] = useState(line.qty);
  // The cart may change from elsewhere (a merge, another add): show its quantity then.
  if (shownQty !== line.qty) {
    setShownQty(line.qty);
    setText(String(line.qty));
  }
  const label = `${line.name}${line.size ? `, size ${line.size}` : ''}${line.payMode === 'deposit' ? ', deposit' : ''}`;
  const idBase = `${line.productId}-${line.size ?? 'none'}-${line.payMode ?? 'na'}`;
  const commit = (value: string) => {
    const qty = normaliseQty(value);
    setText(String(qty));
    if (qty !== line.qty) onQty(qty);
  };
  const dueNow = lineDueNow({ ...line, depositPercent: depositPercent ?? null });
  return (
    <li className="cart-line">
      <div className="cart-line__info">
        <h3 className="cart-line__name">{line.name}</h3>
        <p className="cart-line__meta">
          <span>{TYPE_WORDS[line.type]}</span>
          {line.type === 'RTW' ? null : <span>Size: {line.size ?? '—'}</span>}
          {line.sku ? <span className="muted">{line.sku}</span> : null}
        </p>
      </div>
      {line.type === 'RTW' ? (
        <SelectField
          className="cart-line__size"
          label="Size"
          aria-label={`Size of ${line.name}`}
          value={line.size ?? ''}
          error={needsSize(line) ? 'Choose a size' : undefined}
          onChange={(e) => onSize(e.target.value)}
        >
          {line.size === null ? (
            <option value="" disabled>
              Choose…
            </option>
          ) : null}
          {sizesOf(product ?? {}).map((s) => {
            const out = product ? levelOf(product, s) === 'out' : false;
            return (
              <option key={s} value={s} disabled={out && s !== line.size}>
                {out ? `${s} (sold out)` : s}
              </option>
            );
          })}
        </SelectField>
      ) : null}
      {line.type === 'PREORDER' ? (
        <SelectField
          className="cart-line__paymode"
          label="Payment"
          aria-label={`How to pay for ${line.name}`}
          value={line.payMode ?? 'full'}
          onChange={(e) => onPayMode(e.target.value === 'deposit' ? 'deposit' : 'full')}
        >
          <option value="deposit">Deposit {depositPercent !== undefined ? `${depositPercent}% ` : ''}now</option>
          <option value="full">Pay in full</option>
        </SelectField>
      ) : null}
      <div className="cart-line__qty">
        <label className="field__label" htmlFor={`qty-${idBase}`}>
          Quantity
        </label>
        <input
          id={`qty-${idBase}`}
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={CART_MAX_QTY}
          value={text}
          aria-label={`Quantity of ${label}`}
          onChange={(e) => {
            setText(e.target.value);
            if (/^\d+$/.test(e.target.value) && Number(e.target.value) >= 1) commit(e.target.value);
          }}
          onBlur={(e) => commit(e.target.value)}
        />
      </div>
      <dl className="cart-line__amounts">
        <MoneyRow label="Unit price" naira={line.unitPrice} />
        <MoneyRow label="Line total" naira={cartLineTotal(line)} amountClassName="price" />
        {line.payMode === 'deposit' ? (
          <>
            <MoneyRow label="Deposit now" naira={dueNow} />
            <MoneyRow label="Balance later" naira={cartLineTotal(line) - dueNow} />
          </>
        ) : null}
      </dl>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </li>
  );
}
