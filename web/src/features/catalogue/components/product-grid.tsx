import type { ProductWithId } from '../../../lib/products';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  readonly products: readonly ProductWithId[];
  /** How many of the first images load eagerly (the first row on a phone). */
  readonly priorityCount?: number;
  readonly columns?: 'auto' | 'four';
  /** h2 where the grid sits right under the page's h1 (/shop), h3 under a section's h2. */
  readonly headingLevel?: 'h2' | 'h3';
}

export function ProductGrid({ products, priorityCount = 2, columns = 'auto', headingLevel = 'h3' }: ProductGridProps) {
  return (
    <ul
      className={
        columns === 'four' ? 'grid grid--products grid--four product-grid' : 'grid grid--products product-grid'
      }
      role="list"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
