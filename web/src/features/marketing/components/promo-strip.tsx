import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The top strip of the home page, about the pre-order (docs/product.md#home): the open collections by name and their
 * deposit (`depositPercentWords` of the same windows as every other deposit figure on the page).
 */
export function PromoStrip({
  windowNames,
  deposit,
}: {
  readonly windowNames: readonly string[];
  readonly deposit: string | null;
}) {
  const names = windowNames.length > 0 && windowNames.length <= 2 ? windowNames.join(' and ') : null;
  return (
    <div className="promo-strip">
      <p className="container">
        {names ? <strong>{names}</strong> : <strong>Pre-order is open</strong>}
        {deposit ? ` — secure your piece with a ${deposit} deposit. ` : ' — reserve upcoming pieces with a deposit. '}
        <Link to={paths.preorder.getHref()}>See the pre-order</Link>
      </p>
    </div>
  );
}
