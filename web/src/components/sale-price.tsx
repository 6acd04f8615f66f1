// A piece's price where a shopper reads it (docs/product.md#promotions): during a sale, the sale price the checkout
// charges with "Was ₦X" beside it; otherwise its own price. The ≈ foreign price follows the price charged.
import { salePrice, type SaleOnPiece } from '@aso/domain/promotions/promotions';
import { saleBadge } from '@aso/domain/promotions/messages';
import { formatNaira } from '../lib/format';
import { ApproxPrice } from './approx-price';

/** What one piece costs now: the sale's price, or its own. */
export const priceNow = (price: number, sale: SaleOnPiece | null): number =>
  sale ? salePrice(price, sale.percent) : price;

export function SalePrice({
  price,
  sale,
  className = 'price',
}: {
  readonly price: number;
  readonly sale: SaleOnPiece | null;
  readonly className?: string;
}) {
  const now = priceNow(price, sale);
  return (
    <>
      <span className={className}>{formatNaira(now)}</span>
      {sale && now < price ? <WasPrice naira={price} /> : null}
      <ApproxPrice naira={now} />
    </>
  );
}

/** 'Was ₦85,000.00', struck through. */
export function WasPrice({ naira }: { readonly naira: number }) {
  return (
    <span className="price-was">
      Was <s>{formatNaira(naira)}</s>
    </span>
  );
}

/** '15% off · Detty December'. */
export function SaleBadge({ sale, className }: { readonly sale: SaleOnPiece; readonly className?: string }) {
  return (
    <span className={['badge badge--sale', className].filter(Boolean).join(' ')}>
      {saleBadge(sale.percent, sale.name)}
    </span>
  );
}
