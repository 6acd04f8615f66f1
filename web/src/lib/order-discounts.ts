// An order's `discounts` read by hand (the storefront's My Orders has no zod in its budget): each discount with its
// kind, promotion, name, code and amount; anything unreadable is left out.
import { DISCOUNT_KINDS, type OrderDiscount } from '@aso/domain/promotions/price-order';
import { num, oneOf, record, str, strOrNull } from './firestore-data';

export function discountsFrom(value: unknown): OrderDiscount[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const d = record(entry);
    if (typeof d.kind !== 'string' || !(DISCOUNT_KINDS as readonly string[]).includes(d.kind)) return [];
    return [
      {
        kind: oneOf(DISCOUNT_KINDS, d.kind, 'code'),
        promotionId: strOrNull(d.promotionId),
        name: str(d.name),
        code: strOrNull(d.code),
        amount: num(d.amount),
      },
    ];
  });
}
