// Checkout (/checkout, docs/product.md#checkout): sign-in required; email, shipping address and zone, an optional
// phone (prefilled from the customer's records), referral code, measurements for pieces made to measure (made to
// order, pre-orders without sizes; a profile picked, or typed from empty), pay mode per pre-order piece, the total, and
// 'Pay with Paystack'. The server prices, reserves and settles; this screen only collects and reports.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import '../../styles/summary.css';
import './checkout.css';
import { cartPricing, normaliseDiscountCode } from '@aso/domain/checkout/cart';
import { offerWords } from '@aso/domain/promotions/promotions';
import { userMessage } from '@aso/domain/shared/errors';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { CART_EMPTY, CHECKOUT_SIGN_IN } from '@aso/domain/checkout/messages';
import { FORM_FIELD } from '@aso/domain/shared/validate';
import { profileNameProblem } from '@aso/domain/catalogue/measurement-profiles';
import { SHIPPING_ZONES, isOneOf } from '@aso/domain/shared/vocab';
import { zoneServes } from '@aso/domain/shipping/zones';
import { Button } from '../../components/button';
import { PaidWhileOpen } from '../../components/paid-while-open';
import { EmptyState, LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { useCart } from '../../lib/cart/cart-provider';
import { useDocumentTitle } from '../../lib/document-title';
import { readEventMode } from '../../lib/event-mode';
import { loadPaystack } from '../../lib/paystack';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useToast } from '../../lib/toast';
import { useDebounced } from '../../lib/use-debounced';
import { useProfileChoices } from './hooks/use-profile-choices';
import { ProfileSelect } from './components/profile-select';
import { useReferralCheck } from '../../lib/cart/referral-check';
import { useDiscountCodeCheck } from '../../lib/cart/code-check';
import { useOffers } from '../../lib/offers';
import { useCartProducts } from '../../lib/cart/cart-products';
import { useSavedDetails, type SavedDetails } from './api/get-saved-details';
import { CheckoutSummary } from './components/checkout-summary';
import { MeasurementsFieldset, measurementsDraft } from '../../components/measurements-fieldset';
import { PayModeFieldset } from './components/pay-mode-fieldset';
import { PaymentAwaiting, PaymentSuccess } from './components/payment-success';
import { ShippingFields } from './components/shipping-fields';
import { useCheckoutFlow } from './hooks/use-checkout-flow';
import {
  checkoutErrors,
  checkoutRequest,
  initialDraft,
  measuredLines,
  preorderLines,
  type CheckoutDraft,
} from './model';
import { ErrorNotice } from '../../components/error-notice';

/** Field errors that belong to no input of the form: shown above the button. */
const GENERAL = (field: string): boolean =>
  field === FORM_FIELD ||
  field === 'lines' ||
  field.startsWith('lines.') ||
  field.startsWith('stock.') ||
  field === 'eventId';

/** The error keys a change can fix: a field, or every measurement of the product whose measurements changed. */
function touchedFields(patch: Partial<CheckoutDraft>, before: CheckoutDraft): string[] {
  const out: string[] = [];
  if (patch.email !== undefined) out.push('email');
  if (patch.address !== undefined) out.push('shipping.address');
  if (patch.country !== undefined) out.push('shipping.country');
  if (patch.zone !== undefined) out.push('shipping.zone', 'lines');
  if (patch.referralCode !== undefined) out.push('referralCode');
  if (patch.discountCode !== undefined) out.push('discountCode');
  for (const id of Object.keys(patch.measurements ?? {}))
    if (patch.measurements?.[id] !== before.measurements[id]) out.push(`measurements.${id}`);
  return out;
}

export function CheckoutScreen() {
  const settings = useSettings();
  useDocumentTitle('Checkout', settings.branding.brandName);
  const session = useSession();

  if (session.status === 'loading')
    return (
      <div className="container page">
        <LoadingState />
      </div>
    );
  if (session.status === 'signed-out' || !session.user) {
    return (
      <div className="container page">
        <h1 className="page__title">Checkout</h1>
        <div className="notice notice--warn">
          <p role="alert">{CHECKOUT_SIGN_IN}</p>
          <p>
            <Link to={paths.login.getHref(paths.checkout.getHref())}>Sign in</Link>, or{' '}
            <Link to={paths.register.getHref(paths.checkout.getHref())}>create an account</Link>: your cart comes with
            you.
          </p>
        </div>
        <p>
          <Link to={paths.cart.getHref()}>Back to my cart</Link>
        </p>
      </div>
    );
  }
  return (
    <SignedInCheckout uid={session.user.uid} email={session.user.email ?? ''} name={session.user.displayName ?? ''} />
  );
}

/**
 * A signed-in checkout, with the one notice that outlives its states: an order of this customer's paid while the
 * page was open (another tab's transfer landing) took its pieces off the cart, and the page says which.
 */
function SignedInCheckout(props: { readonly uid: string; readonly email: string; readonly name: string }) {
  const flow = useCheckoutFlow();
  // This tab's own order, once started: its receipt says it is paid, so the notice does not say it again.
  const own = 'started' in flow.phase ? (flow.phase.started?.orderId ?? null) : null;
  return (
    <>
      <div className="container">
        <PaidWhileOpen uid={props.uid} except={own} />
      </div>
      <SignedInContent {...props} flow={flow} />
    </>
  );
}

function SignedInContent({
  uid,
  email,
  name,
  flow,
}: {
  readonly uid: string;
  readonly email: string;
  readonly name: string;
  readonly flow: ReturnType<typeof useCheckoutFlow>;
}) {
  const cart = useCart();
  const saved = useSavedDetails(uid);

  // The Paystack script only ever loads here and on My Orders' Pay balance; start fetching it now.
  useEffect(() => {
    loadPaystack().catch(() => undefined);
  }, []);

  if (flow.phase.kind === 'paid' || flow.phase.kind === 'awaiting') {
    return (
      <div className="container page">
        <h1 className="page__title">Checkout</h1>
        {flow.phase.kind === 'paid' ? (
          <PaymentSuccess payment={flow.phase.payment} name={name} />
        ) : (
          <PaymentAwaiting orderId={flow.phase.started.orderId} />
        )}
      </div>
    );
  }
  if (cart.syncing || saved.isPending)
    return (
      <div className="container page">
        <LoadingState />
      </div>
    );
  if (cart.cart.lines.length === 0) {
    return (
      <div className="container page">
        <h1 className="page__title">Checkout</h1>
        <EmptyState title={CART_EMPTY}>
          <Link to={paths.shop.getHref()} className="btn btn--primary btn--md">
            Continue shopping
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <CheckoutForm email={email} saved={saved.data ?? null} flow={flow} />;
}

function CheckoutForm({
  email,
  saved,
  flow,
}: {
  readonly email: string;
  readonly saved: SavedDetails | null;
  readonly flow: ReturnType<typeof useCheckoutFlow>;
}) {
  const cart = useCart();
  const settings = useSettings();
  const toast = useToast();
  const [draft, setDraft] = useState<CheckoutDraft>(() =>
    initialDraft(cart.cart, email, saved?.phone ?? '', saved?.delivery),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const eventMode = useMemo(() => readEventMode(), []);
  const profiles = useProfileChoices();
  const busy = flow.phase.kind === 'starting' || flow.phase.kind === 'paying';
  const server = flow.phase.kind === 'paying' || flow.phase.kind === 'failed' ? flow.phase.started : null;
  // The fee once a zone serving the country is chosen (docs/product.md#delivery-abroad).
  const zone =
    isOneOf(SHIPPING_ZONES, draft.zone) && zoneServes(draft.zone, draft.country)
      ? settings.shipping.zones[draft.zone]
      : null;
  const zoneFee = zone ? zone.fee : null;
  const failure = flow.phase.kind === 'failed' ? flow.phase.message : null;
  // A refusal the failure line already says is not listed a second time.
  const general = Object.entries(errors).filter(([field, message]) => GENERAL(field) && message !== failure);
  const preorder = preorderLines(cart.cart);
  // The estimate before Pay: deposits from the windows, the referral discount once the code is checked.
  const products = useCartProducts(cart.cart.lines);
  const measured = measuredLines(cart.cart, products.productOf);
  const referral = useReferralCheck(useDebounced(draft.referralCode, 400));
  // The discount code is checked when its box is left (each check counts towards the server's limit), and at once
  // when it came from the cart's code box.
  const [checkedCode, setCheckedCode] = useState<string | null>(() => normaliseDiscountCode(draft.discountCode));
  const discount = useDiscountCodeCheck(checkedCode);
  const offers = useOffers();
  // The one pipeline startCheckout charges with (promotions/price-order.ts), at the chosen zone's fee.
  const priced = cartPricing(cart.cart, {
    depositPercents: products.depositPercents,
    productOf: products.productOf,
    offers,
    code: normaliseDiscountCode(draft.discountCode) === checkedCode ? discount.rule : null,
    discountPercent: referral.data?.discountPercent ?? null,
    zone: isOneOf(SHIPPING_ZONES, draft.zone) ? draft.zone : null,
    shippingFee: zoneFee ?? 0,
    now: new Date(),
  });
  // Said beside the code before Pay: refused (ended, used up, …), or giving nothing with these pieces.
  const codeSays =
    checkedCode === null || normaliseDiscountCode(draft.discountCode) !== checkedCode
      ? null
      : discount.isError
        ? userMessage(discount.error)
        : (priced.codeProblem?.message ?? null);
  const shownErrors = codeSays && !errors.discountCode ? { ...errors, discountCode: codeSays } : errors;

  // Editing a field clears what was said about it (and the failure message), so no stale error stays on screen.
  const change = (patch: Partial<CheckoutDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    const touched = touchedFields(patch, draft);
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => !touched.some((t) => field === t || field.startsWith(`${t}.`))),
      ),
    );
    flow.edit();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = Object.fromEntries(
      measured.flatMap((line) => {
        const problem = profileNameProblem(profiles.saveAs(line.productId), profiles.list, null);
        return problem ? [[`measurements.${line.productId}.saveAs`, problem]] : [];
      }),
    );
    const problems = checkoutErrors({
      signedIn: true,
      cart: cart.cart,
      subtotal: cart.subtotal,
      draft,
      settings,
      eventId: eventMode?.eventId ?? null,
      productOf: products.productOf,
    });
    Object.assign(problems, named);
    setErrors(problems);
    const first = Object.values(problems)[0];
    if (first) {
      toast(first, { tone: 'error' });
      return;
    }
    const request = checkoutRequest(cart.cart, draft, eventMode?.eventId ?? null, products.productOf);
    void profiles
      .labelsFor(request.measurements)
      .then((measurementProfiles) => flow.pay({ ...request, measurementProfiles }))
      .then(setErrors);
  };

  return (
    <div className="container page">
      <h1 className="page__title">Checkout</h1>
      <form className="checkout" noValidate onSubmit={submit} aria-label="Checkout">
        <div className="checkout__fields">
          <ShippingFields
            draft={draft}
            errors={shownErrors}
            settings={settings}
            disabled={busy}
            onChange={change}
            onDiscountCodeDone={(code) => setCheckedCode(normaliseDiscountCode(code))}
            discountCodeGives={
              discount.rule && !codeSays ? `${discount.rule.name}: ${offerWords(discount.rule)}` : null
            }
          />
          {preorder.length > 0 ? (
            <PayModeFieldset
              lines={preorder}
              disabled={busy}
              onChange={(line, mode) => {
                cart.setPayMode(line, mode);
                flow.edit();
              }}
            />
          ) : null}
          {measured.map((line) => (
            <div key={line.productId}>
              <ProfileSelect
                productName={line.name}
                profiles={profiles.list}
                picked={profiles.picked(line.productId)}
                saveAs={profiles.saveAs(line.productId)}
                saveAsError={errors[`measurements.${line.productId}.saveAs`]}
                disabled={busy}
                onPick={(profile) => {
                  // A profile fills its own set; "New measurements" starts again from empty.
                  if (profile) profiles.pick(line.productId, profile);
                  else profiles.unpick(line.productId);
                  change({
                    measurements: {
                      ...draft.measurements,
                      [line.productId]: measurementsDraft(profile?.measurements ?? null),
                    },
                  });
                }}
                onSaveAs={(name) => {
                  profiles.setSaveAs(line.productId, name);
                  setErrors(({ [`measurements.${line.productId}.saveAs`]: _said, ...rest }) => rest);
                }}
              />
              <MeasurementsFieldset
                className="checkout__section"
                legend={`Measurements for ${line.name}`}
                draft={draft.measurements[line.productId]!}
                errorOf={(field) =>
                  errors[field ? `measurements.${line.productId}.${field}` : `measurements.${line.productId}`]
                }
                disabled={busy}
                onChange={(next) => {
                  profiles.unpick(line.productId);
                  change({ measurements: { ...draft.measurements, [line.productId]: next } });
                }}
              />
            </div>
          ))}
        </div>
        <aside className="checkout__aside">
          <CheckoutSummary priced={priced} shippingFee={zoneFee} zoneLabel={zone?.label ?? null} server={server} />
          {eventMode ? <p className="muted">Sold at {eventMode.eventName}.</p> : null}
          <ErrorNotice items={general.map(([, message]) => message)} />
          <ErrorNotice message={flow.phase.kind === 'failed' ? flow.phase.message : null} />
          <Button type="submit" size="lg" loading={busy} className="checkout__pay">
            Pay with Paystack
          </Button>
          <p className="muted checkout__note">
            {flow.phase.kind === 'paying'
              ? 'Complete the payment in the Paystack window.'
              : 'You pay securely in the Paystack window; card details never reach this shop.'}
          </p>
        </aside>
      </form>
    </div>
  );
}

export { CheckoutScreen as Component };
