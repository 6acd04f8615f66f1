// My Cart (docs/product.md#cart): lines (each sized line with its size picker), referral code (checked when
// applied), item count, subtotal, discount, total, deposit now / balance later, Clear cart, Checkout, Continue
// shopping, and the signed-out notice that the cart lives on this device only.
import { useState } from 'react';
import { Link } from 'react-router';
import '../../styles/summary.css';
import '../../styles/cart.css';
import { cartItemCount, cartTotals, lineProblem, soldOutLine } from '@aso/domain/checkout/cart';
import { userMessage } from '@aso/domain/shared/errors';
import { CART_EMPTY, CART_SAVED_ON_DEVICE, CLEAR_CART_TITLE, clearCartBody } from '@aso/domain/checkout/messages';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { PaidWhileOpen } from '../../components/paid-while-open';
import { EmptyState } from '../../components/states';
import { paths } from '../../config/paths';
import { useCart } from '../../lib/cart/cart-provider';
import { useDocumentTitle } from '../../lib/document-title';
import { DiscountRow, MoneyRow, TextRow } from '../../components/money-row';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { CartLineRow } from './components/cart-line-row';
import { ReferralForm } from './components/referral-form';
import { useReferralCheck } from '../../lib/cart/referral-check';
import { useCartProducts } from '../../lib/cart/cart-products';
import { useApplyReferral } from './hooks/use-apply-referral';

function CartRoute() {
  const { branding } = useSettings();
  useDocumentTitle('My Cart', branding.brandName);
  const cart = useCart();
  const session = useSession();
  // Clear cart asks first: a whole cart is a lot to lose to one tap.
  const [clearing, setClearing] = useState(false);
  const { lines, referralCode } = cart.cart;
  const products = useCartProducts(lines);
  const referral = useApplyReferral();
  const check = useReferralCheck(referralCode);
  // A line whose size sold out since it was added is not in the total: the total is what checkout could charge.
  const buyable = { ...cart.cart, lines: lines.filter((l) => !soldOutLine(l, products.productOf(l.productId))) };
  const totals = cartTotals(buyable, {
    depositPercents: products.depositPercents,
    discountPercent: check.data?.discountPercent ?? null,
  });
  // A kept code can stop being valid (signing in with one's own code, a code withdrawn): say so beside it.
  const referralError = referral.error ?? (check.isError ? userMessage(check.error) : null);
  // The first line that cannot go to checkout as it is (a size to choose, more than is left) holds Checkout back.
  const problem = lines.map((line) => lineProblem(line, products.productOf(line.productId))).find(Boolean);

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
      <PaidWhileOpen uid={session.status === 'signed-in' ? (session.user?.uid ?? null) : null} />
      {cart.syncing ? (
        <p role="status" className="muted">
          Syncing your cart…
        </p>
      ) : null}

      {lines.length === 0 ? (
        <EmptyState title={CART_EMPTY}>
          <Link to={paths.shop.getHref()} className="btn btn--primary btn--md">
            Continue shopping
          </Link>
        </EmptyState>
      ) : (
        <div className="cart">
          <ul className="cart__lines" role="list" aria-label="Items in your cart">
            {lines.map((line) => (
              <CartLineRow
                key={`${line.productId}:${line.size ?? ''}:${line.payMode ?? ''}`}
                line={line}
                product={products.productOf(line.productId)}
                depositPercent={products.depositPercents.get(line.productId)}
                onQty={(qty, left) => cart.setQty(line, qty, left)}
                onSize={(size, left) => cart.setSize(line, size, left)}
                onPayMode={(mode) => cart.setPayMode(line, mode)}
                onRemove={() => cart.remove(line)}
              />
            ))}
          </ul>
          <aside className="card cart__summary" aria-labelledby="summary-title">
            <h2 id="summary-title">Summary</h2>
            <ReferralForm
              key={referralCode ?? ''}
              current={referralCode}
              onApply={referral.apply}
              error={referralError}
              checking={referral.checking}
              onEdit={referral.clearError}
            />
            <dl className="cart__totals" aria-label="Cart totals">
              <TextRow label="Items">{cartItemCount(buyable)}</TextRow>
              <MoneyRow label="Subtotal" naira={totals.subtotal} />
              {totals.discount > 0 ? (
                <DiscountRow label={`Referral discount (${check.data?.discountPercent}%)`} naira={totals.discount} />
              ) : null}
              <MoneyRow label="Total" naira={totals.total} className="cart__total" amountClassName="price" />
              {totals.balanceDue > 0 ? (
                <>
                  <MoneyRow label="Pay now" naira={totals.amountDueNow} />
                  <MoneyRow label="Balance later" naira={totals.balanceDue} />
                </>
              ) : null}
            </dl>
            <p className="muted cart__note">Shipping is added at checkout.</p>
            <div className="cart__actions">
              {problem ? (
                <p className="notice notice--warn" role="alert">
                  {problem}
                </p>
              ) : (
                <Link to={paths.checkout.getHref()} className="btn btn--primary btn--lg">
                  Checkout
                </Link>
              )}
              <Link to={paths.shop.getHref()} className="btn btn--secondary btn--md">
                Continue shopping
              </Link>
              <Button variant="danger" size="sm" onClick={() => setClearing(true)}>
                Clear cart
              </Button>
            </div>
          </aside>
        </div>
      )}
      <Modal
        open={clearing}
        title={CLEAR_CART_TITLE}
        size="sm"
        onClose={() => setClearing(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setClearing(false)}>
              Keep my cart
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setClearing(false);
                cart.clear();
              }}
            >
              Empty the cart
            </Button>
          </>
        }
      >
        <p>{clearCartBody(cart.count)}</p>
      </Modal>
    </div>
  );
}

export { CartRoute as Component };
