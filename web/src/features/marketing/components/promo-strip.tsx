import { Link } from 'react-router';
import { DEFAULT_DEPOSIT_PERCENT } from '@aso/domain/money';
import { paths } from '../../../config/paths';

/** The top strip of the home page, about the pre-order (SPEC §2). */
export function PromoStrip({ windowName, depositPercent }: { readonly windowName?: string; readonly depositPercent?: number }) {
  const percent = depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  return (
    <div className="promo-strip">
      <p className="container">
        {windowName ? <strong>{windowName}</strong> : <strong>Pre-order is open</strong>}
        {` — secure your piece with a ${percent}% deposit. `}
        <Link to={paths.preorder.getHref()}>See the pre-order</Link>
      </p>
    </div>
  );
}
