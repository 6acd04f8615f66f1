import type { ProductType } from '@aso/domain/shared/vocab';

export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  RTW: 'Ready-to-wear',
  MTO: 'Made-to-order',
  PREORDER: 'Pre-order',
};

export function TypeBadge({ type }: { readonly type: ProductType }) {
  const tone = type === 'RTW' ? 'badge' : type === 'MTO' ? 'badge badge--dark' : 'badge badge--accent';
  return <span className={tone}>{PRODUCT_TYPE_LABELS[type]}</span>;
}
