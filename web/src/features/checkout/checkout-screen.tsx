// Placeholder until the checkout engineer lands the real screen here (features/checkout). It keeps the route
// and its lazy chunk in place and states the one rule every checkout has: sign in first.
import { Link } from 'react-router';
import { CHECKOUT_SIGN_IN } from '@aso/domain/messages';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

export function CheckoutScreen() {
  const session = useSession();
  return (
    <div className="container page">
      <h1 className="page__title">Checkout</h1>
      {session.status === 'signed-in' ? (
        <p className="notice">Checkout is being set up. Your cart is saved to your account.</p>
      ) : (
        <p className="notice notice--warn">
          {CHECKOUT_SIGN_IN} <Link to={paths.login.getHref(paths.checkout.getHref())}>Sign in</Link>
        </p>
      )}
      <p>
        <Link to={paths.cart.getHref()}>Back to my cart</Link>
      </p>
    </div>
  );
}
