// The checkout form as plain data: its drafts, the payload startCheckout receives (no prices, ever), and every
// problem with it in the spec's order — the same domain rules and schema the server applies
// (docs/architecture.md#style-domain).
import { fitOf } from '@aso/domain/catalogue/catalogue';
import { lineProblem, type Cart, type CartLine, type LineProduct } from '@aso/domain/checkout/cart';
import { checkoutProblems, unsentLines } from '@aso/domain/checkout/checkout';
import { HOME_COUNTRY } from '@aso/domain/shipping/countries';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { startCheckoutInput } from '@aso/domain/checkout/schemas/order';
import type { Settings } from '@aso/domain/settings/schemas/settings';
import { checkInput } from '@aso/domain/shared/validate';
import type { CheckoutRequest } from './api/start-checkout';
import { currentFirstTouch } from '../../lib/first-touch';
import { rememberedReferral } from '../../lib/referral-link';
import { measurementsDraft, measurementsValue, type MeasurementsDraft } from '../../components/measurements-fieldset';

export interface CheckoutDraft {
  email: string;
  address: string;
  /** The country to deliver to (ISO code): the zones on offer are the ones serving it. */
  country: string;
  zone: string;
  /** Optional: for delivery and the shop's WhatsApp messages. */
  phone: string;
  referralCode: string;
  /** A discount code (docs/product.md#promotions), from the cart's code box or typed here. */
  discountCode: string;
  /** Pieces made to measure (MTO, and pre-orders without sizes), by product id. */
  measurements: Record<string, MeasurementsDraft>;
}

/** A line's product as the cart read it (undefined while loading, or gone). */
export type ProductOf = (productId: string) => LineProduct | undefined;

/**
 * The pieces cut to the customer's measurements, once per product: made-to-order, and pre-orders made to measure
 * (a pre-order whose product is not read yet is not listed; startCheckout still asks for them).
 */
export const measuredLines = (cart: Cart, productOf: ProductOf): CartLine[] =>
  uniqueByProduct(
    cart.lines.filter((l) => {
      const product = productOf(l.productId);
      return l.type === 'MTO' || (l.type === 'PREORDER' && !!product && fitOf(product) === 'measurements');
    }),
  );
/** Every pre-order line: a piece on a deposit and the same piece paid in full are two lines. */
export const preorderLines = (cart: Cart): CartLine[] => cart.lines.filter((l) => l.type === 'PREORDER');

function uniqueByProduct(lines: CartLine[]): CartLine[] {
  const seen = new Set<string>();
  return lines.filter((l) => (seen.has(l.productId) ? false : (seen.add(l.productId), true)));
}

/**
 * A fresh form: every made-to-order piece's measurements start empty — the customer picks a profile or types the
 * set for whoever will wear it, so nobody else's values or notes reach the order (docs/product.md#checkout).
 */
export function initialDraft(
  cart: Cart,
  email: string,
  phone = '',
  delivery: { address: string; country: string; zone: string } = { address: '', country: HOME_COUNTRY, zone: '' },
): CheckoutDraft {
  return {
    email,
    // A returning customer's last delivery (docs/product.md#checkout): changed as easily as typed.
    address: delivery.address,
    country: delivery.country,
    zone: delivery.zone,
    phone,
    // A code from a `?ref=` link this session when the cart has none (lib/referral-link.ts); the server checks it.
    referralCode: cart.referralCode || (rememberedReferral() ?? ''),
    discountCode: cart.discountCode ?? '',
    // Every piece that may be made to measure (a pre-order's product tells once read: measuredLines), empty.
    measurements: Object.fromEntries(
      cart.lines.filter((l) => l.type !== 'RTW').map((l) => [l.productId, measurementsDraft(null)]),
    ),
  };
}

/** The request startCheckout receives: product, size and quantity per line; prices are the server's business. */
export function checkoutRequest(
  cart: Cart,
  draft: CheckoutDraft,
  eventId: string | null,
  productOf: ProductOf,
): CheckoutRequest {
  const measured = new Set(measuredLines(cart, productOf).map((l) => l.productId));
  return {
    // A pre-order line carries its own pay mode, so one piece can be on a deposit and paid in full at once.
    lines: cart.lines.map(({ productId, size, qty, type, payMode }) =>
      type === 'PREORDER' ? { productId, size, qty, payMode } : { productId, size, qty },
    ),
    email: draft.email.trim(),
    shipping: { address: draft.address, country: draft.country, zone: draft.zone, phone: draft.phone },
    referralCode: draft.referralCode.trim() === '' ? null : draft.referralCode,
    discountCode: draft.discountCode.trim() === '' ? null : draft.discountCode,
    payModes: {},
    measurements: Object.fromEntries(
      Object.entries(draft.measurements)
        .filter(([id]) => measured.has(id))
        .map(([id, m]) => [id, measurementsValue(m)]),
    ),
    eventId,
    attribution: currentFirstTouch(),
  };
}

/**
 * Every problem, keyed by field ('email', 'shipping.zone', 'measurements.<id>.bust', …): the spec's checks in its
 * order first (sign in, email, empty cart, address, zone), then the callable's own schema. Empty = ready to pay.
 */
export function checkoutErrors(args: {
  signedIn: boolean;
  cart: Cart;
  subtotal: number;
  draft: CheckoutDraft;
  settings: Pick<Settings, 'shipping'>;
  eventId: string | null;
  productOf: ProductOf;
}): FieldErrors {
  const { draft } = args;
  const problems = checkoutProblems(
    {
      signedIn: args.signedIn,
      email: draft.email,
      address: draft.address,
      country: draft.country,
      zone: draft.zone,
      subtotal: args.subtotal,
    },
    args.settings,
  );
  // A piece the chosen zone does not take (pre-orders abroad, unless Settings say otherwise): beside its line.
  for (const [field, message] of Object.entries(unsentLines(args.settings, draft.zone, args.cart.lines)))
    problems[field] ??= message;
  // A line without the size it needs, or with more than is left of its size: name the piece.
  args.cart.lines.forEach((line, index) => {
    const problem = lineProblem(line, args.productOf(line.productId));
    if (problem) problems[`lines.${index}`] ??= problem;
  });
  const parsed = checkInput(startCheckoutInput, checkoutRequest(args.cart, draft, args.eventId, args.productOf));
  if (!parsed.ok) for (const [field, message] of Object.entries(parsed.error.fields ?? {})) problems[field] ??= message;
  return problems;
}
