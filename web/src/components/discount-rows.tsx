// An order's discounts where money is listed (checkout, My Orders, the back office's order): a sale's savings (already
// in the prices), the code's and the referral's discount as their own lines with the promotion's name and code, and
// shipping that a promotion made free (docs/product.md#promotions). An order from before promotions keeps its one
// 'Discount' line.
import { discountLabel, type OrderDiscount } from '@aso/domain/promotions/price-order';
import { saleSavings } from '@aso/domain/promotions/messages';
import { formatNaira } from '../lib/format';
import { DiscountRow, MoneyRow, TextRow } from './money-row';

export function DiscountRows({
  discounts,
  discount = 0,
  format = formatNaira,
}: {
  readonly discounts: readonly OrderDiscount[];
  /** The order's `discount`: shown as one line when the order names no discounts (an order from before). */
  readonly discount?: number;
  readonly format?: (naira: number) => string;
}) {
  const off = discounts.filter((d) => d.kind === 'code' || d.kind === 'referral');
  return (
    <>
      {discounts
        .filter((d) => d.kind === 'sale')
        .map((d) => (
          <TextRow key={`sale-${d.promotionId}`} label={saleSavings(d.name)} className="cart__saving">
            −{format(d.amount)}
          </TextRow>
        ))}
      {off.map((d) => (
        <DiscountRow key={`${d.kind}-${d.promotionId ?? ''}`} label={discountLabel(d)} naira={d.amount} />
      ))}
      {off.length === 0 && discount > 0 ? <DiscountRow label="Discount" naira={discount} /> : null}
    </>
  );
}

/**
 * 'Delivery' with its fee (with its ≈ foreign price), a note in its place ('Choose a zone'), or 'Free: Free delivery
 * (FREEDELIVERY)' when a promotion waived it.
 */
export function ShippingRow({
  fee,
  discounts,
  label = 'Delivery',
}: {
  readonly fee: number | string;
  readonly discounts: readonly OrderDiscount[];
  /** 'Delivery (UK & Ireland)' once the zone is known. */
  readonly label?: string;
}) {
  const free = discounts.find((d) => d.kind === 'delivery');
  if (free) return <TextRow label={label}>{`Free: ${discountLabel(free)}`}</TextRow>;
  return typeof fee === 'number' ? <MoneyRow label={label} naira={fee} /> : <TextRow label={label}>{fee}</TextRow>;
}
