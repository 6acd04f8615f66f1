// A pre-order piece (docs/product.md#pre-order): Pay deposit adds it at the window's deposit, Pay full at the whole
// price; both qty 1, size null, type PREORDER. A piece that comes in sizes is chosen on its page instead, as
// ready-to-wear is (Choose size), so it never reaches the cart without one.
import { Link } from 'react-router';
import { fitOf } from '@aso/domain/catalogue/catalogue';
import { ChooseSizeLink } from './choose-size-link';
import { depositAmount } from '@aso/domain/shared/money';
import { balanceDueWhen } from '@aso/domain/catalogue/preorder-terms';
import type { PayMode } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { SafeImage } from '../../../components/image';
import { paths } from '../../../config/paths';
import { useCart } from '../../../lib/cart/cart-provider';
import { formatNaira } from '../../../lib/format';
import { ApproxPrice } from '../../../components/approx-price';
import { SaleBadge, WasPrice, priceNow } from '../../../components/sale-price';
import { useSaleOf } from '../../../lib/offers';
import { wasPrice } from '@aso/domain/promotions/messages';
import { useProductImage } from '../../../lib/image-sources';
import type { ProductWithId } from '../../../lib/products';

export function PreorderCard({
  product,
  depositPercent,
  balanceDueOn = null,
  priority = false,
}: {
  readonly product: ProductWithId;
  readonly depositPercent: number;
  /** The day the balance is due (the window's last day), or null when the window names none. */
  readonly balanceDueOn?: string | null;
  readonly priority?: boolean;
}) {
  const cart = useCart();
  // The picture through the page's resolver (the browser's, or the server render's: render-preorder.tsx).
  const image = useProductImage(product.images);
  const href = paths.product.getHref(product.slug || product.id);
  const sale = useSaleOf({ productId: product.id, collection: product.collection, type: product.type });
  const price = priceNow(product.price, sale);
  const add = (payMode: PayMode) =>
    cart.add({
      productId: product.id,
      name: product.name,
      sku: product.sku,
      type: 'PREORDER',
      size: null,
      qty: 1,
      unitPrice: product.price,
      payMode,
    });
  return (
    <article className="product-card" aria-labelledby={`preorder-${product.id}`}>
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
          <span className="muted">{product.sku}</span>
          <span className="price">{formatNaira(price)}</span>
          {sale ? <span className="visually-hidden">{wasPrice(formatNaira(product.price))}</span> : null}
          <ApproxPrice naira={price} />
        </div>
        <h3 id={`preorder-${product.id}`} className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </h3>
        <p className="product-card__description">
          Deposit {depositPercent}%: <strong>{formatNaira(depositAmount(price, depositPercent))}</strong> now, the
          balance {balanceDueWhen(balanceDueOn)}.
        </p>
        <div className="product-card__actions">
          {fitOf(product) === 'size' ? (
            <ChooseSizeLink href={href} name={product.name} variant="accent" />
          ) : (
            <>
              <Button
                size="sm"
                variant="accent"
                onClick={() => add('deposit')}
                aria-label={`Pay deposit for ${product.name}`}
              >
                Pay deposit
              </Button>
              <Button size="sm" onClick={() => add('full')} aria-label={`Pay full for ${product.name}`}>
                Pay full
              </Button>
            </>
          )}
          <Link to={href} className="btn btn--secondary btn--sm" aria-label={`View ${product.name}`}>
            View
          </Link>
        </div>
      </div>
    </article>
  );
}
