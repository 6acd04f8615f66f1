// Sizes offered (RTW only) and, per size, units on hand, the reorder level and how many customers wait for it to come
// back (docs/product.md#back-in-stock); a card per size on a phone.
import { SIZES, type Size } from '@aso/domain/shared/vocab';
import type { FieldErrors } from '@aso/domain/shared/errors';
import type { SizeRow } from './product-form-state';

/** The two figures each size row edits, in column order. */
const FIGURES = [
  { key: 'onHand', label: 'on hand', column: 'On hand' },
  { key: 'reorderLevel', label: 'reorder level', column: 'Reorder level' },
] as const;

export interface SizeStockEditorProps {
  readonly sizeOptions: readonly Size[];
  readonly stock: Readonly<Record<Size, SizeRow>>;
  readonly errors: FieldErrors;
  readonly onSizes: (sizes: Size[]) => void;
  readonly onStock: (size: Size, row: SizeRow) => void;
  /** Customers waiting per size (back-in-stock requests); undefined while unknown (a new product: none). */
  readonly waiting?: Readonly<Record<string, number>>;
}

export function SizeStockEditor({ sizeOptions, stock, errors, onSizes, onStock, waiting }: SizeStockEditorProps) {
  const toggle = (size: Size, on: boolean) => onSizes(SIZES.filter((s) => (s === size ? on : sizeOptions.includes(s))));
  const stockError = SIZES.map((s) => errors[`stock.${s}`]).find(Boolean);
  return (
    <fieldset className="size-stock">
      <legend className="field__label">Sizes and stock</legend>
      <div className="table-wrap admin-table">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Offered</th>
              <th scope="col">On hand</th>
              <th scope="col">Reorder level</th>
              {waiting ? <th scope="col">Waiting</th> : null}
            </tr>
          </thead>
          <tbody>
            {SIZES.map((size) => {
              const offered = sizeOptions.includes(size);
              const row = stock[size];
              return (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  <td data-label="Offered">
                    <input
                      type="checkbox"
                      className="checkbox"
                      checked={offered}
                      onChange={(e) => toggle(size, e.target.checked)}
                      aria-label={`Offer size ${size}`}
                    />
                  </td>
                  {FIGURES.map(({ key, label, column }) => (
                    <td key={key} data-label={column}>
                      <input
                        className="input input--narrow"
                        inputMode="numeric"
                        aria-label={`Size ${size} ${label}`}
                        disabled={!offered}
                        value={row[key]}
                        aria-invalid={errors[`stock.${size}`] ? true : undefined}
                        onChange={(e) => onStock(size, { ...row, [key]: e.target.value })}
                      />
                    </td>
                  ))}
                  {waiting ? (
                    <td data-label="Waiting" className="numeric">
                      {waiting[size] ?? 0}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {sizeOptions.length === 0 ? <p className="field__hint">No size ticked: S, M, L and XL are offered.</p> : null}
      {stockError ? (
        <p className="field__error" role="alert">
          {stockError}
        </p>
      ) : null}
    </fieldset>
  );
}
