// A product in a grid (docs/product.md#shop): first image (or /logo.png), name, description, price, View and Add to
// cart (quantity 1), and which sizes are sold out. A piece that needs a size (ready-to-wear, a pre-order in sizes)
// sends the customer to the product page to choose one instead of adding it without. A pre-order whose window is not
// open offers nothing to buy ('Pre-orders closed'; its page offers to tell the customer when they open), and one whose
// window is not known yet offers only View.
import { Link } from 'react-router';
import { fitOf } from '@aso/domain/catalogue/catalogue';
import { ChooseSizeLink } from './choose-size-link';
import { Button } from '../../../components/button';
import { SafeImage } from '../../../components/image';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/cart/cart-context';
import { SaleBadge, WasPrice, priceNow } from '../../../components/sale-price';
import { formatNaira } from '../../../lib/format';
import { ApproxPrice } from '../../../components/approx-price';
import { wasPrice } from '@aso/domain/promotions/messages';
import { useSaleOf } from '../../../lib/offers';
import { useProductImage } from '../../../lib/image-sources';
import type { ProductWithId } from '../../../lib/products';
import { SizeAvailability } from './size-availability';
import { preorderTermsOf, useCardWindows } from '../../../lib/preorder-windows';
import { PREORDERS_CLOSED } from '@aso/domain/catalogue/messages';
import { TypeBadge } from './type-badge';

export interface ProductCardProps {
  readonly product: ProductWithId;
  /** The first row of a grid is above the fold on a phone: load those images first. */
  readonly priority?: boolean;
  readonly headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const cart = useCart();
  const href = paths.product.getHref(product.slug || product.id);
  const image = useProductImage(product.images);
  const sale = useSaleOf({ productId: product.id, collection: product.collection, type: product.type });
  const windows = useCardWindows();
  const preorder = product.type === 'PREORDER' ? preorderTermsOf(product, windows) : null;
  return (
    <article className="product-card" aria-labelledby={`product-${product.id}`}>
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <SafeImage {...image} alt="" width={600} height={750} priority={priority} />
        {sale ? (
          <span className="product-card__sale">
            <SaleBadge sale={sale} />
            <WasPrice naira={product.price} />
          </span>
        ) : null}
      </Link>
      <div className="product-card__body">
        <div className="product-card__meta">
          <TypeBadge type={product.type} />
          <span className="price">{formatNaira(priceNow(product.price, sale))}</span>
          {/* "Was" shows on the picture, which screen readers skip: here it is said to them. */}
          {sale ? <span className="visually-hidden">{wasPrice(formatNaira(product.price))}</span> : null}
          <ApproxPrice naira={priceNow(product.price, sale)} />
        </div>
        <Heading id={`product-${product.id}`} className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </Heading>
        {product.description ? <p className="product-card__description">{product.description}</p> : null}
        {product.type === 'RTW' ? <SizeAvailability product={product} compact /> : null}
        <div className="product-card__actions">
          <Link to={href} className="btn btn--secondary btn--sm" aria-label={`View ${product.name}`}>
            View
          </Link>
          {preorder && preorder.open !== true ? (
            preorder.open === false ? (
              <span className="badge">{PREORDERS_CLOSED}</span>
            ) : null
          ) : fitOf(product) === 'size' ? (
            <ChooseSizeLink href={href} name={product.name} />
          ) : (
            <Button
              size="sm"
              aria-label={`Add to cart: ${product.name}`}
              onClick={() =>
                cart.add({
                  productId: product.id,
                  name: product.name,
                  sku: product.sku,
                  type: product.type,
                  size: null,
                  qty: 1,
                  unitPrice: product.price,
                  ...(preorder ? { payMode: 'full' } : {}),
                })
              }
            >
              Add to cart
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
