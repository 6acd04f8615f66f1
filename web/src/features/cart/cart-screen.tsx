// My Cart (docs/product.md#cart): lines (each sized line with its size picker), referral code (checked when
// applied), item count, subtotal, discount, total, deposit now / balance later, Clear cart, Checkout, Continue
// shopping, and the signed-out notice that the cart lives on this device only.
import { useState } from 'react';
import { Link } from 'react-router';
import '../../styles/summary.css';
import '../../styles/cart.css';
import { cartItemCount, cartPricing, lineProblem, soldOutLine } from '@aso/domain/checkout/cart';
import { discountLabel } from '@aso/domain/promotions/price-order';
import { freeDeliveryGap, offerWords, windowState } from '@aso/domain/promotions/promotions';
import { freeDeliveryGapWords, freeDeliveryYours, saleSavings } from '@aso/domain/promotions/messages';
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
import { CodeBox, type AppliedCode } from './components/code-box';
import { useReferralCheck } from '../../lib/cart/referral-check';
import { useDiscountCodeCheck } from '../../lib/cart/code-check';
import { useCartProducts } from '../../lib/cart/cart-products';
import { useOffers } from '../../lib/offers';
import { formatNaira } from '../../lib/format';
import { useApplyCode } from './hooks/use-apply-code';

function CartRoute() {
  const { branding, shipping } = useSettings();
  useDocumentTitle('My Cart', branding.brandName);
  const cart = useCart();
  const session = useSession();
  // Clear cart asks first: a whole cart is a lot to lose to one tap.
  const [clearing, setClearing] = useState(false);
  const { lines, referralCode, discountCode } = cart.cart;
  const products = useCartProducts(lines);
  const codes = useApplyCode();
  const check = useReferralCheck(referralCode);
  const discount = useDiscountCodeCheck(discountCode);
  const offers = useOffers();
  const now = new Date();
  // A line whose size sold out since it was added is not in the total: the total is what checkout could charge.
  const buyable = { ...cart.cart, lines: lines.filter((l) => !soldOutLine(l, products.productOf(l.productId))) };
  // The one pipeline checkout charges with (promotions/price-order.ts): sale prices, the code, the referral.
  const priced = cartPricing(buyable, {
    depositPercents: products.depositPercents,
    productOf: products.productOf,
    offers,
    code: discount.rule,
    discountPercent: check.data?.discountPercent ?? null,
    now,
  });
  const totals = priced.totals;
  // A kept code can stop being valid (signing in with one's own code, a code withdrawn or ended): say so beside it.
  const applied: AppliedCode[] = [
    ...(referralCode
      ? [
          {
            label: `Referral ${referralCode}`,
            gives: check.data ? `${check.data.discountPercent}% off` : null,
            problem: check.isError ? userMessage(check.error) : null,
            remove: () => cart.applyReferralCode(''),
          },
        ]
      : []),
    ...(discountCode
      ? [
          {
            label: discountCode,
            gives: discount.rule ? offerWords(discount.rule) : null,
            problem: discount.isError ? userMessage(discount.error) : (priced.codeProblem?.message ?? null),
            remove: codes.removeDiscountCode,
          },
        ]
      : []),
  ];
  // Free delivery per zone while it runs: said here, applied at checkout once a zone is chosen.
  const delivery = offers.flatMap((o) =>
    o.kind === 'delivery' && windowState(o, now) === 'running'
      ? Object.entries(o.zones).map(([zone]) => {
          const label = shipping.zones[zone as keyof typeof shipping.zones]?.label ?? zone;
          const gap = freeDeliveryGap(zone, totals.subtotal, [o], now);
          return gap ? freeDeliveryGapWords(formatNaira(gap.gap), label) : freeDeliveryYours(label);
        })
      : [],
  );
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
                priced={priced.lines.find((p) => p.line === line)}
                onQty={(qty, left) => cart.setQty(line, qty, left)}
                onSize={(size, left) => cart.setSize(line, size, left)}
                onPayMode={(mode) => cart.setPayMode(line, mode)}
                onRemove={() => cart.remove(line)}
              />
            ))}
          </ul>
          <aside className="card cart__summary" aria-labelledby="summary-title">
            <h2 id="summary-title">Summary</h2>
            <CodeBox
              applied={applied}
              onApply={codes.apply}
              error={codes.error}
              checking={codes.checking}
              onEdit={codes.clearError}
            />
            <dl className="cart__totals" aria-label="Cart totals">
              <TextRow label="Items">{cartItemCount(buyable)}</TextRow>
              <MoneyRow label="Subtotal" naira={totals.subtotal} />
              {priced.discounts.map((d) =>
                d.kind === 'sale' ? (
                  <TextRow key={`sale-${d.promotionId}`} label={saleSavings(d.name)} className="cart__saving">
                    −{formatNaira(d.amount)}
                  </TextRow>
                ) : d.kind === 'code' || d.kind === 'referral' ? (
                  <DiscountRow key={`${d.kind}-${d.promotionId ?? ''}`} label={discountLabel(d)} naira={d.amount} />
                ) : null,
              )}
              <MoneyRow label="Total" naira={totals.total} className="cart__total" amountClassName="price" />
              {totals.balanceDue > 0 ? (
                <>
                  <MoneyRow label="Pay now" naira={totals.amountDueNow} />
                  <MoneyRow label="Balance later" naira={totals.balanceDue} />
                </>
              ) : null}
            </dl>
            <p className="muted cart__note">Shipping is added at checkout.</p>
            {delivery.map((words) => (
              <p key={words} className="muted cart__note">
                {words}
              </p>
            ))}
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
