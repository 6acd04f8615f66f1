// "Featured on the home page": the home strip shows FEATURED_PRODUCTS active ready-to-wear pieces, flagged ones
// first by name. What the product form says when a flag will not (or may not) reach the home page, instead of
// saving it silently.
import { FEATURED_PRODUCTS } from '../shared/constants';
import type { ProductType } from '../shared/vocab';

export interface FeaturedCandidate {
  readonly id: string | null;
  readonly name: string;
  readonly type: ProductType | '';
  readonly active: boolean;
  readonly featured: boolean;
}

/** Null when the flag simply works; otherwise the words to show beside it. `others` are the flagged pieces by name. */
export function featuredNotice(
  product: FeaturedCandidate,
  others: readonly { id: string; name: string }[],
): string | null {
  if (!product.featured) return null;
  if (product.type !== 'RTW' || !product.active) return 'Only active ready-to-wear pieces show on the home page.';
  const rest = others.filter((o) => o.id !== product.id);
  if (rest.length < FEATURED_PRODUCTS) return null;
  const shown = [...rest, { id: product.id ?? '', name: product.name.trim() }]
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, FEATURED_PRODUCTS);
  const names = rest
    .slice(0, FEATURED_PRODUCTS)
    .map((o) => o.name)
    .join(', ');
  const limit = `The home page shows ${FEATURED_PRODUCTS} featured pieces, first by name; ${rest.length} are already featured (${names}${rest.length > FEATURED_PRODUCTS ? ', …' : ''}).`;
  return shown.some((s) => s.id === (product.id ?? '') && s.name === product.name.trim())
    ? `${limit} This one comes early enough by name to show, and pushes the last of them off.`
    : `${limit} This one will not show until one of them is unflagged.`;
}
