// My Cart (SPEC §2): lines, referral code, item count, total, Clear cart, Checkout, Continue shopping, and the
// signed-out notice that the cart lives on this device only.
import { Link } from 'react-router';
import '../../styles/cart.css';
import { CART_EMPTY, CART_SAVED_ON_DEVICE } from '@aso/domain/messages';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/states';
import { paths } from '../../config/paths';
import { useCart } from '../../lib/cart/cart-provider';
import { useDocumentTitle } from '../../lib/document-title';
import { formatNaira } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { CartLineRow } from '../../features/cart/components/cart-line-row';
import { ReferralForm } from '../../features/cart/components/referral-form';

function CartRoute() {
  const { branding } = useSettings();
  useDocumentTitle('My Cart', branding.brandName);
  const cart = useCart();
  const session = useSession();
  const { lines, referralCode } = cart.cart;

  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">My Cart</h1>
        <p className="result-count" aria-live="polite">
          {cart.count} item{cart.count === 1 ? '' : 's'}
        </p>
      </header>
      {session.status === 'signed-out' ? (
        <p className="notice notice--warn">
          {CART_SAVED_ON_DEVICE} <Link to={paths.login.getHref(paths.cart.getHref())}>Sign in</Link>
        </p>
      ) : null}
      {cart.syncing ? <p role="status" className="muted">Syncing your cart…</p> : null}

      {lines.length === 0 ? (
        <EmptyState title={CART_EMPTY}>
          <Link to={paths.shop.getHref()} className="btn btn--primary btn--md">Continue shopping</Link>
        </EmptyState>
      ) : (
        <div className="cart">
          <ul className="cart__lines" role="list" aria-label="Items in your cart">
            {lines.map((line) => (
              <CartLineRow
                key={`${line.productId}:${line.size ?? ''}`}
                line={line}
                onQty={(qty) => cart.setQty(line.productId, line.size, qty)}
                onRemove={() => cart.remove(line.productId, line.size)}
              />
            ))}
          </ul>
          <aside className="card cart__summary" aria-labelledby="summary-title">
            <h2 id="summary-title">Summary</h2>
            <ReferralForm key={referralCode ?? ''} current={referralCode} onApply={cart.applyReferralCode} />
            <dl className="cart__totals">
              <div><dt>Items</dt><dd>{cart.count}</dd></div>
              <div className="cart__total"><dt>Total</dt><dd className="price">{formatNaira(cart.subtotal)}</dd></div>
            </dl>
            <p className="muted cart__note">Shipping is added at checkout. Pre-order deposits are worked out there too.</p>
            <div className="cart__actions">
              <Link to={paths.checkout.getHref()} className="btn btn--primary btn--lg">Checkout</Link>
              <Link to={paths.shop.getHref()} className="btn btn--secondary btn--md">Continue shopping</Link>
              <Button variant="danger" size="sm" onClick={cart.clear}>Clear cart</Button>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}

export { CartRoute as Component };
