// The buying controls of the product page: size (ready-to-wear and pre-orders that come in sizes) with how many are
// left when few, quantity (honoured, unlike the spec's system; refused in words when it is not 1–99 or more than is
// left, never changed), pay mode for pre-orders, and Add to cart.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fitOf, initialSize, sizesOf } from '@aso/domain/catalogue/catalogue';
import { typedQuantity } from '@aso/domain/checkout/cart';
import { CART_MAX_QTY, CART_MIN_QTY } from '@aso/domain/shared/constants';
import { fewLeft } from '@aso/domain/checkout/messages';
import { linkedSizeSoldOut } from '@aso/domain/catalogue/messages';
import { depositAmount } from '@aso/domain/shared/money';
import { balanceDueWhen } from '@aso/domain/catalogue/preorder-terms';
import { leftOfSize } from '@aso/domain/catalogue/stock';
import type { PayMode } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { useCart } from '../../../lib/cart/cart-provider';
import { formatNaira } from '../../../lib/format';
import { ApproxPrice } from '../../../components/approx-price';
import type { ProductWithId } from '../../../lib/products';
import { levelOf } from '../../../lib/products';
import { earlyChoice } from '../../../lib/taps-before-start';

const LEVEL_NOTE = { in: '', low: 'Few left', out: 'Sold out' } as const;

/** Beside a size: 'Sold out', 'Only 2 left' when the shop says how many, 'Few left' when low, else nothing. */
function sizeNote(product: ProductWithId, size: string): string {
  const level = levelOf(product, size);
  const left = level === 'out' ? null : leftOfSize(product, size);
  return left !== null ? fewLeft(left) : LEVEL_NOTE[level];
}

export interface AddToCartFormProps {
  readonly product: ProductWithId;
  /** What one piece costs now (its sale price during a sale); its own price when not given. */
  readonly price?: number;
  /** The pre-order window's deposit percent, for PREORDER products. */
  readonly depositPercent?: number;
  /** The day a pre-order's balance is due (its window's last day), or null when the window names none. */
  readonly balanceDueOn?: string | null;
  /** A size to start on (the size guide's recommendation), when the product offers it. */
  readonly preferredSize?: string | null;
  /** Told each time the customer picks a size (the page's WhatsApp question names it). */
  readonly onSize?: (size: string) => void;
}

export function AddToCartForm({
  product,
  price = product.price,
  depositPercent,
  balanceDueOn = null,
  preferredSize,
  onSize,
}: AddToCartFormProps) {
  const cart = useCart();
  const sized = fitOf(product) === 'size';
  const sizes = sized ? sizesOf(product) : [];
  const firstChoice = preferredSize && sizes.includes(preferredSize) ? preferredSize : initialSize(sizes);
  const available = sizes.filter((s) => levelOf(product, s) !== 'out');
  // A link to a sold-out size opens on it, said sold out: never quietly on another size the customer did not ask for.
  const linkedOut =
    preferredSize !== null && preferredSize !== undefined && sizes.includes(preferredSize)
      ? levelOf(product, preferredSize) === 'out'
      : false;
  const [size, setSizeState] = useState<string | null>(() => {
    const early = earlyChoice('size');
    if (early && available.includes(early)) return early;
    if (linkedOut) return null;
    return firstChoice && levelOf(product, firstChoice) !== 'out' ? firstChoice : (available[0] ?? firstChoice);
  });
  const setSize = (next: string) => {
    setSizeState(next);
    onSize?.(next);
  };
  // The page learns the size the form starts on too (the WhatsApp question names it).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || size === null) return;
    started.current = true;
    onSize?.(size);
  }, [size, onSize]);
  // Typed on the server-drawn page before the app took over: kept, never silently back to 1.
  const [qtyText, setQtyText] = useState(() => earlyChoice('qty') ?? '1');
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [payMode, setPayMode] = useState<PayMode>('deposit');
  const soldOut = sized && available.length === 0;
  const chosenOut = sized && (size === null || levelOf(product, size) === 'out');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosenOut) return;
    const asked = typedQuantity(qtyText);
    if (!asked.ok) {
      setQtyError(asked.message);
      return;
    }
    const chosen = sized ? size : null;
    const outcome = cart.add(
      {
        productId: product.id,
        name: product.name,
        sku: product.sku,
        type: product.type,
        size: chosen,
        qty: asked.qty,
        unitPrice: product.price,
        payMode: product.type === 'PREORDER' ? payMode : null,
      },
      leftOfSize(product, chosen),
    );
    setQtyError(outcome.ok ? null : outcome.message);
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={`Buy ${product.name}`}>
      {sized ? (
        <fieldset className="size-picker">
          <legend>Size</legend>
          {linkedOut && size === null ? (
            <p className="field__error" role="status">
              {linkedSizeSoldOut(preferredSize ?? '')}
            </p>
          ) : null}
          <div className="size-picker__options">
            {sizes.map((s) => {
              const note = sizeNote(product, s);
              return (
                <label key={s} className="size-option">
                  <input
                    type="radio"
                    name="size"
                    value={s}
                    checked={size === s}
                    disabled={levelOf(product, s) === 'out'}
                    onChange={() => {
                      setSize(s);
                      setQtyError(null);
                    }}
                    aria-label={note ? `${s} (${note.toLowerCase()})` : s}
                  />
                  <span>
                    {s}
                    {note ? <small>{note}</small> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {product.type === 'PREORDER' && depositPercent !== undefined ? (
        <fieldset className="size-picker">
          <legend>How would you like to pay?</legend>
          <div className="stack">
            <PayModeOption mode="deposit" chosen={payMode} onChoose={setPayMode}>
              Pay a {depositPercent}% deposit: <strong>{formatNaira(depositAmount(price, depositPercent))}</strong>
              <ApproxPrice naira={depositAmount(price, depositPercent)} /> now per item, the balance{' '}
              {balanceDueWhen(balanceDueOn)}
            </PayModeOption>
            <PayModeOption mode="full" chosen={payMode} onChoose={setPayMode}>
              Pay in full: <strong>{formatNaira(price)}</strong>
              <ApproxPrice naira={price} /> per item
            </PayModeOption>
          </div>
        </fieldset>
      ) : null}

      <div className="product__buy">
        <TextField
          className="qty-input"
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={CART_MIN_QTY}
          max={CART_MAX_QTY}
          step={1}
          name="qty"
          value={qtyText}
          error={qtyError}
          onChange={(e) => {
            setQtyText(e.target.value);
            setQtyError(null);
          }}
        />
        <Button type="submit" size="lg" disabled={soldOut || chosenOut}>
          {soldOut ? 'Sold out' : 'Add to cart'}
        </Button>
      </div>
    </form>
  );
}

/** One of the pre-order's two ways to pay, as a radio button with its price in words. */
function PayModeOption({
  mode,
  chosen,
  onChoose,
  children,
}: {
  readonly mode: PayMode;
  readonly chosen: PayMode;
  readonly onChoose: (mode: PayMode) => void;
  readonly children: ReactNode;
}) {
  return (
    <label className="field--check field">
      <input
        type="radio"
        className="checkbox"
        name="payMode"
        value={mode}
        checked={chosen === mode}
        onChange={() => onChoose(mode)}
      />
      <span>{children}</span>
    </label>
  );
}
