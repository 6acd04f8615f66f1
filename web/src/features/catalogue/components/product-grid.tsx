import type { ProductWithId } from '../../../lib/products';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  readonly products: readonly ProductWithId[];
  /** How many of the first images load eagerly (the first row on a phone). */
  readonly priorityCount?: number;
  readonly columns?: 'auto' | 'four';
}

export function ProductGrid({ products, priorityCount = 2, columns = 'auto' }: ProductGridProps) {
  return (
    <ul className={columns === 'four' ? 'grid grid--products grid--four product-grid' : 'grid grid--products product-grid'} role="list">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
