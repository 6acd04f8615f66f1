import { sizesOf } from '@aso/domain/catalogue/catalogue';
import { levelOf, type ProductWithId } from '../../../lib/products';

const LEVEL_WORDS = { in: 'in stock', low: 'low stock', out: 'sold out' } as const;

/** Size chips; sold-out sizes are struck through and say so to screen readers. */
export function SizeAvailability({
  product,
  compact = false,
}: {
  readonly product: ProductWithId;
  readonly compact?: boolean;
}) {
  const sizes = sizesOf(product);
  return (
    <ul className={compact ? 'sizes sizes--compact' : 'sizes'} aria-label="Sizes">
      {sizes.map((size) => {
        const level = levelOf(product, size);
        return (
          <li key={size} className={`sizes__item sizes__item--${level}`}>
            <span aria-hidden="true">{size}</span>
            <span className="visually-hidden">{`${size}: ${LEVEL_WORDS[level]}`}</span>
            {level === 'out' && !compact ? (
              <span className="sizes__note" aria-hidden="true">
                Sold out
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
