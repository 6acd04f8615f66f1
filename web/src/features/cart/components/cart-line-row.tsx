import { useState } from 'react';
import { cartLineTotal, normaliseQty, type CartLine } from '@aso/domain/cart';
import { CART_MAX_QTY } from '@aso/domain/constants';
import { Button } from '../../../components/button';
import { formatNaira } from '../../../lib/format';

const TYPE_WORDS = { RTW: 'Ready-to-wear', MTO: 'Made-to-order', PREORDER: 'Pre-order' } as const;

export interface CartLineRowProps {
  readonly line: CartLine;
  readonly onQty: (qty: number) => void;
  readonly onRemove: () => void;
}

/** One line: name, type, size, quantity (at least 1), unit price, line total, Remove. */
export function CartLineRow({ line, onQty, onRemove }: CartLineRowProps) {
  const [text, setText] = useState(String(line.qty));
  const [shownQty, setShownQty] = useState(line.qty);
  // The cart may change from elsewhere (a merge, another add): show its quantity then.
  if (shownQty !== line.qty) {
    setShownQty(line.qty);
    setText(String(line.qty));
  }
  const label = `${line.name}${line.size ? `, size ${line.size}` : ''}`;
  const commit = (value: string) => {
    const qty = normaliseQty(value);
    setText(String(qty));
    if (qty !== line.qty) onQty(qty);
  };
  return (
    <li className="cart-line">
      <div className="cart-line__info">
        <h3 className="cart-line__name">{line.name}</h3>
        <p className="cart-line__meta">
          <span>{TYPE_WORDS[line.type]}</span>
          <span>Size: {line.size ?? '—'}</span>
          {line.payMode ? <span>{line.payMode === 'deposit' ? 'Deposit now' : 'Paid in full'}</span> : null}
          {line.sku ? <span className="muted">{line.sku}</span> : null}
        </p>
      </div>
      <div className="cart-line__qty">
        <label className="field__label" htmlFor={`qty-${line.productId}-${line.size ?? 'none'}`}>Quantity</label>
        <input
          id={`qty-${line.productId}-${line.size ?? 'none'}`}
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
        <div><dt>Unit price</dt><dd>{formatNaira(line.unitPrice)}</dd></div>
        <div><dt>Line total</dt><dd className="price">{formatNaira(cartLineTotal(line))}</dd></div>
      </dl>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${label}`}>Remove</Button>
    </li>
  );
}
