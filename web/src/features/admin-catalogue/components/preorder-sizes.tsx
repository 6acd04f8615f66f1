// A pre-order's fit (docs/product.md#catalogue): the sizes it comes in, asked of the customer like ready-to-wear's;
// none ticked makes it made to measure, and checkout asks for measurements instead. No stock: pre-orders hold none.
import { SIZES, type Size } from '@aso/domain/shared/vocab';

export function PreorderSizes({
  sizeOptions,
  onSizes,
}: {
  readonly sizeOptions: readonly Size[];
  readonly onSizes: (sizes: Size[]) => void;
}) {
  return (
    <fieldset className="size-stock">
      <legend className="field__label">Sizes it comes in</legend>
      <div className="row">
        {SIZES.map((size) => (
          <label key={size} className="field--check field">
            <input
              type="checkbox"
              className="checkbox"
              checked={sizeOptions.includes(size)}
              onChange={(e) => onSizes(SIZES.filter((s) => (s === size ? e.target.checked : sizeOptions.includes(s))))}
              aria-label={`Comes in size ${size}`}
            />
            <span>{size}</span>
          </label>
        ))}
      </div>
      <p className="field__hint">
        {sizeOptions.length === 0
          ? 'No size ticked: made to measure. Customers give their measurements at checkout.'
          : 'Customers choose one of these sizes, as for ready-to-wear.'}
      </p>
    </fieldset>
  );
}
