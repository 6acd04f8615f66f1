import { useState } from 'react';
import { fitOf, sizesOf } from '@aso/domain/catalogue/catalogue';
import {
  cartLineTotal,
  lineProblem,
  needsSize,
  soldOutLine,
  type CartChange,
  type CartLine,
} from '@aso/domain/checkout/cart';
import { CART_MAX_QTY, CART_MIN_QTY } from '@aso/domain/shared/constants';
import { MTO_MEASUREMENTS_NOTE } from '@aso/domain/catalogue/messages';
import { NOT_IN_TOTAL, fewLeft } from '@aso/domain/checkout/messages';
import { lineDueNow } from '@aso/domain/checkout/pricing';
import { leftOfSize } from '@aso/domain/catalogue/stock';
import type { PayMode } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { MoneyRow, NairaAmount, TextRow } from '../../../components/money-row';
import { WasPrice } from '../../../components/sale-price';
import { saleBadge } from '@aso/domain/promotions/messages';
import type { ProductWithId } from '../../../lib/products';
import { levelOf } from '../../../lib/products';

const TYPE_WORDS = { RTW: 'Ready-to-wear', MTO: 'Made-to-order', PREORDER: 'Pre-order' } as const;

export interface CartLineRowProps {
  readonly line: CartLine;
  /** The line's product when read: its sizes and stock for the size picker. */
  readonly product?: ProductWithId;
  /** Pre-order lines: the window's deposit percent. */
  readonly depositPercent?: number;
  /** The line as checkout will price it (promotions/price-order.ts): its sale price, discount share, due now. */
  readonly priced?: {
    readonly unitPrice: number;
    readonly listPrice: number;
    readonly sale: { readonly name: string; readonly percent: number } | null;
    readonly discount: number;
    readonly amountDueNow: number;
  };
  /** A quantity as typed, with what is left of the line's size; a refusal changes nothing. */
  readonly onQty: (qty: string, left: number | null) => CartChange;
  readonly onSize: (size: string, left: number | null) => CartChange;
  readonly onPayMode: (payMode: PayMode) => void;
  readonly onRemove: () => void;
}

/** A size in the picker: 'S (sold out)', 'M (only 2 left)', or the size alone. */
function sizeOption(product: ProductWithId | undefined, size: string): { label: string; out: boolean } {
  if (!product) return { label: size, out: false };
  if (levelOf(product, size) === 'out') return { label: `${size} (sold out)`, out: true };
  const left = leftOfSize(product, size);
  return { label: left === null ? size : `${size} (${fewLeft(left).toLowerCase()})`, out: false };
}

/**
 * One line: name, type, size (a picker for pieces sold in sizes, so a line added without a size can get one; the
 * measurements note for pieces made to measure), pay mode and deposit now / balance later for pre-orders, quantity
 * (1–99 and at most what is left, refused in words, never changed), unit price, line total, Remove.
 */
export function CartLineRow({
  line,
  product,
  depositPercent,
  priced,
  onQty,
  onSize,
  onPayMode,
  onRemove,
}: CartLineRowProps) {
  const [text, setText] = useState(String(line.qty));
  const [shownQty, setShownQty] = useState(line.qty);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The cart may change from elsewhere (a merge, another add): show its quantity then.
  if (shownQty !== line.qty) {
    setShownQty(line.qty);
    setText(String(line.qty));
  }
  const label = `${line.name}${line.size ? `, size ${line.size}` : ''}${line.payMode === 'deposit' ? ', deposit' : ''}`;
  const idBase = `${line.productId}-${line.size ?? 'none'}-${line.payMode ?? 'na'}`;
  const left = product ? leftOfSize(product, line.size) : null;
  const sized = line.type === 'RTW' || (product ? fitOf(product) === 'size' : line.size !== null);
  const commit = (value: string) => {
    if (value.trim() === String(line.qty)) return setRefusal(null);
    const outcome = onQty(value, left);
    setRefusal(outcome.ok ? null : outcome.message);
    // A refused quantity goes back to the line's own, so the box never shows what the cart does not hold.
    if (!outcome.ok) setText(String(line.qty));
  };
  // Stock sold since the line was added, or a size still to choose: what stops checkout, beside the line.
  const problem = refusal ?? (needsSize(line, product) ? null : lineProblem(line, product));
  const unitPrice = priced?.unitPrice ?? line.unitPrice;
  const lineTotal = cartLineTotal({ qty: line.qty, unitPrice });
  const dueNow = priced?.amountDueNow ?? lineDueNow({ ...line, depositPercent: depositPercent ?? null });
  const balance = lineTotal - (priced?.discount ?? 0) - dueNow;
  return (
    <li className="cart-line">
      <div className="cart-line__info">
        <h3 className="cart-line__name">{line.name}</h3>
        <p className="cart-line__meta">
          <span>{TYPE_WORDS[line.type]}</span>
          {!sized ? <span>{MTO_MEASUREMENTS_NOTE}</span> : null}
          {sized && left !== null && left > 0 ? (
            <span>
              {fewLeft(left)} in size {line.size}
            </span>
          ) : null}
          {line.sku ? <span className="muted">{line.sku}</span> : null}
        </p>
      </div>
      {sized ? (
        <SelectField
          className="cart-line__size"
          label="Size"
          aria-label={`Size of ${line.name}`}
          value={line.size ?? ''}
          error={needsSize(line, product) ? 'Choose a size' : undefined}
          onChange={(e) => {
            const outcome = onSize(e.target.value, product ? leftOfSize(product, e.target.value) : null);
            setRefusal(outcome.ok ? null : outcome.message);
          }}
        >
          {line.size === null ? (
            <option value="" disabled>
              Choose…
            </option>
          ) : null}
          {sizesOf(product ?? {}).map((s) => {
            const option = sizeOption(product, s);
            return (
              <option key={s} value={s} disabled={option.out && s !== line.size}>
                {option.label}
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
          min={CART_MIN_QTY}
          max={CART_MAX_QTY}
          value={text}
          aria-label={`Quantity of ${label}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `problem-${idBase}` : undefined}
          // Taken when the box is left (or on Enter), so a number half typed ('1' of '15') never becomes the line's.
          onChange={(e) => {
            setText(e.target.value);
            setRefusal(null);
          }}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
      </div>
      {problem ? (
        <p id={`problem-${idBase}`} className="field__error cart-line__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <dl className="cart-line__amounts">
        <TextRow label="Unit price">
          <NairaAmount naira={unitPrice} />
          {priced?.sale && priced.listPrice > unitPrice ? <WasPrice naira={priced.listPrice} /> : null}
        </TextRow>
        {priced?.sale ? <TextRow label="Sale">{saleBadge(priced.sale.percent, priced.sale.name)}</TextRow> : null}
        {soldOutLine(line, product) ? (
          <TextRow label="Line total">{NOT_IN_TOTAL}</TextRow>
        ) : (
          <MoneyRow label="Line total" naira={lineTotal} amountClassName="price" />
        )}
        {line.payMode === 'deposit' ? (
          <>
            <MoneyRow label="Deposit now" naira={dueNow} />
            <MoneyRow label="Balance later" naira={balance} />
          </>
        ) : null}
      </dl>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </li>
  );
}
