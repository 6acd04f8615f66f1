// A card's way to a piece that needs a size (ready-to-wear, a pre-order in sizes): its page, where the size is
// chosen, instead of adding it to the cart without one (docs/product.md#cart).
import { Link } from 'react-router';
import { buttonClass, type ButtonVariant } from '../../../components/button';

export function ChooseSizeLink({
  href,
  name,
  variant = 'primary',
}: {
  readonly href: string;
  readonly name: string;
  readonly variant?: ButtonVariant;
}) {
  return (
    <Link to={href} className={buttonClass(variant, 'sm')} aria-label={`Choose size for ${name}`}>
      Choose size
    </Link>
  );
}
