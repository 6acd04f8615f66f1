import type { ProductWithId } from '../../../lib/products';
import { ProductCard } from './product-card';

export function ProductGrid({ products, priorityCount = 2 }: { readonly products: readonly ProductWithId[]; readonly priorityCount?: number }) {
  return (
    <ul className="grid grid--products product-grid" role="list">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
