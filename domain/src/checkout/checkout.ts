// Checkout rules: the form's checks in the documented order (docs/product.md#checkout), and the server's pricing of a
// checkout from products read in the same transaction (docs/architecture.md#checkout-and-settlement). Pure: the caller
// reads Firestore and passes data in.
import { DEFAULT_SIZES, fitOf } from '../catalogue/catalogue';
import { CART_MAX_QTY } from '../shared/constants';
import { DomainError, type FieldErrors } from '../shared/errors';
import {
  CART_EMPTY,
  CHECKOUT_ADDRESS_REQUIRED,
  CHECKOUT_INVALID_EMAIL,
  CHECKOUT_MEASUREMENTS_REQUIRED,
  CHECKOUT_PRODUCT_UNAVAILABLE,
  CHECKOUT_SIGN_IN,
  CHECKOUT_COUNTRY_REQUIRED,
  CHECKOUT_ZONE_DISABLED,
  CHECKOUT_ZONE_REQUIRED,
  REFERRAL_OWN_CODE,
  noZoneFor,
  zoneDoesNotSend,
  zoneNotForCountry,
  REFERRAL_UNKNOWN,
  quantityTooMany,
  sizeRequiredFor,
} from './messages';
import { clampDepositPercent } from '../shared/money';
import { lineDueNow, shippingQuote, type OrderTotals, type ShippingQuote } from './pricing';
import { priceOrder, type OrderDiscount } from '../promotions/price-order';
import type { CodeRule, PublicOffer } from '../promotions/promotions';
import type { OrderItem, StartCheckoutInput } from './schemas/order';
import type { Settings } from '../settings/schemas/settings';
import { isEmail } from '../shared/text';
import { FORM_FIELD } from '../shared/validate';
import { SHIPPING_ZONES, isOneOf, type ProductType } from '../shared/vocab';
import { countryName, isCountryCode } from '../shipping/countries';
import { windowOpenNow } from '../catalogue/waitlist';
import { defaultZoneSettings, zoneSends, zoneServes, zonesServing } from '../shipping/zones';

export interface CheckoutForm {
  signedIn: boolean;
  email: string;
  address: string;
  /** The country to deliver to (ISO code): the zones that serve it are the ones on offer. */
  country: string;
  zone: string;
  /** The cart's subtotal: an empty cart or a zero subtotal is 'Your cart is empty.' */
  subtotal: number;
}

/**
 * Every problem of the checkout form, keyed by field, in the order the spec checks them (the first one is the
 * toast). Empty object = ready to pay. `settings` adds the "zone not enabled" check.
 */
export function checkoutProblems(form: CheckoutForm, settings?: Pick<Settings, 'shipping'>): FieldErrors {
  const problems: FieldErrors = {};
  if (!form.signedIn) problems[FORM_FIELD] = CHECKOUT_SIGN_IN;
  if (!isEmail(form.email)) problems.email = CHECKOUT_INVALID_EMAIL;
  if (!(form.subtotal > 0)) problems.lines = CART_EMPTY;
  if (form.address.trim() === '') problems['shipping.address'] = CHECKOUT_ADDRESS_REQUIRED;
  if (!isCountryCode(form.country)) problems['shipping.country'] = CHECKOUT_COUNTRY_REQUIRED;
  else {
    const zone = deliveryZoneProblem(settings, form.country, form.zone);
    if (zone) problems['shipping.zone'] = zone;
  }
  return problems;
}

/**
 * What is wrong with delivering to `country` through `zone`, or null (docs/product.md#delivery-abroad): no zone
 * chosen, a zone that does not serve the country (a London address is never Nationwide), or one switched off.
 */
export function deliveryZoneProblem(
  settings: Pick<Settings, 'shipping'> | undefined,
  country: string,
  zone: string,
): string | null {
  const zones = settings?.shipping.zones ?? defaultZoneSettings();
  if (!isOneOf(SHIPPING_ZONES, zone)) {
    return zonesServing(country).some((z) => zones[z].enabled)
      ? CHECKOUT_ZONE_REQUIRED
      : noZoneFor(countryName(country));
  }
  if (!zoneServes(zone, country)) {
    const serving = zonesServing(country).filter((z) => zones[z].enabled);
    return zoneNotForCountry(
      countryName(country),
      serving.map((z) => zones[z].label),
    );
  }
  return zones[zone].enabled ? null : CHECKOUT_ZONE_DISABLED;
}

/**
 * The lines a zone does not take (Settings: what is sent where), each refused in words beside its line: pre-orders,
 * for one, are delivered within Nigeria unless the shop says otherwise.
 */
export function unsentLines(
  settings: Pick<Settings, 'shipping'>,
  zone: string,
  lines: readonly { name: string; type: ProductType }[],
): FieldErrors {
  if (!isOneOf(SHIPPING_ZONES, zone)) return {};
  const settingsOfZone = settings.shipping.zones[zone];
  const problems: FieldErrors = {};
  lines.forEach((line, index) => {
    if (!zoneSends(settingsOfZone, line.type))
      problems[`lines.${index}`] = zoneDoesNotSend(line.name, line.type, settingsOfZone.label);
  });
  return problems;
}

/** What priceCheckout needs of a product (read from `products/{id}` in the checkout transaction). */
export interface ProductForPricing {
  id: string;
  sku: string;
  name: string;
  type: ProductType;
  price: number;
  active: boolean;
  sizeOptions: readonly string[];
  preorderWindowId: string | null;
  images: readonly string[];
  /** The named collection, which sales and codes may cover; absent = none. */
  collection?: string | null;
}

export interface WindowForPricing {
  active: boolean;
  depositPercent: number;
}

export interface PriceCheckoutArgs {
  input: StartCheckoutInput;
  products: ReadonlyMap<string, ProductForPricing>;
  windows: ReadonlyMap<string, WindowForPricing>;
  settings: Pick<Settings, 'shipping' | 'referral'>;
  /** The buyer's customer id, so a customer never uses their own code. */
  buyerCustomerId: string;
  /** Owner of input.referralCode from `referralCodes/{CODE}`; null when the code does not exist. */
  referralOwnerId: string | null;
  /**
   * Promotions at the moment of pricing (docs/product.md#stacking): the public offers (sales, free delivery) and the
   * code already accepted for this buyer (promotions.acceptCode). Absent: none. An aso-ebi share takes none.
   */
  promotions?: { now: Date; offers: readonly PublicOffer[]; code: CodeRule | null };
}

export interface PricedCheckout {
  items: OrderItem[];
  totals: OrderTotals;
  shipping: ShippingQuote;
  referralCode: string | null;
  /** Every discount with its promotion's name and code (sales, the code, the referral, free delivery). */
  discounts: OrderDiscount[];
  /** The code in force, or null. */
  code: CodeRule | null;
}

const lineError = (
  code:
    | 'checkout/product-unavailable'
    | 'checkout/size-required'
    | 'checkout/measurements-required'
    | 'checkout/quantity-too-many'
    | 'checkout/zone-does-not-send',
  message: string,
  index: number,
) => new DomainError('invalid_data', code, message, { [`lines.${index}`]: message });

/**
 * What the checkout charges for one piece of a product paid in full, or null when it would refuse the piece: an
 * inactive product, or a pre-order whose window is not open (switched off, gone, or none named: the one test of
 * waitlist.windowOpenNow, so no screen offers what checkout refuses). The product feeds list this price
 * (marketing/product-feeds.ts).
 */
export function checkoutUnitPrice(
  product: Pick<ProductForPricing, 'active' | 'type' | 'preorderWindowId' | 'price'>,
  windows: ReadonlyMap<string, Pick<WindowForPricing, 'active'>>,
): number | null {
  if (!product.active) return null;
  if (product.type === 'PREORDER') {
    const window = product.preorderWindowId === null ? null : windows.get(product.preorderWindowId);
    if (!windowOpenNow(window)) return null;
  }
  return product.price;
}

/**
 * Re-price a checkout from Firestore data: every price, deposit and fee comes from the server's documents, never
 * from the browser. Lines for the same product, size and pay mode are merged. Throws DomainError for each refusal.
 */
export function priceCheckout(args: PriceCheckoutArgs): PricedCheckout {
  const { input, products, windows, settings } = args;
  const shipping = shippingQuote(settings, input.shipping.zone);
  const zoneProblem = deliveryZoneProblem(settings, input.shipping.country, input.shipping.zone);
  if (zoneProblem) {
    const code = shipping.enabled ? 'checkout/zone-not-for-country' : 'checkout/zone-disabled';
    throw new DomainError('invalid_data', code, zoneProblem, { 'shipping.zone': zoneProblem });
  }

  const items: OrderItem[] = [];
  input.lines.forEach((line, index) => {
    const product = products.get(line.productId);
    const unitPrice = product ? checkoutUnitPrice(product, windows) : null;
    if (!product || unitPrice === null) {
      throw lineError('checkout/product-unavailable', CHECKOUT_PRODUCT_UNAVAILABLE, index);
    }
    if (!zoneSends(shipping, product.type))
      throw lineError(
        'checkout/zone-does-not-send',
        zoneDoesNotSend(product.name, product.type, shipping.label),
        index,
      );
    let size: string | null = null;
    let depositPercent: number | null = null;
    if (product.type === 'PREORDER') {
      const window = product.preorderWindowId === null ? undefined : windows.get(product.preorderWindowId);
      depositPercent = clampDepositPercent(window?.depositPercent);
    }
    // Fitted as the product says (catalogue.fitOf): a size it offers, or the wearer's measurements. A pre-order in
    // sizes cut to an aso-ebi member's own measurements (groups/share-checkout) comes with those instead.
    const fit = fitOf(product);
    const given = input.measurements[product.id];
    const measurements = fit === 'measurements' || (product.type === 'PREORDER' && given) ? given : undefined;
    if (fit === 'size' && !measurements) {
      const options = product.sizeOptions.length > 0 ? product.sizeOptions : DEFAULT_SIZES;
      if (line.size === null || !options.includes(line.size))
        throw lineError('checkout/size-required', sizeRequiredFor(product.name), index);
      size = line.size;
    }
    if (fit === 'measurements' && !measurements) {
      throw lineError('checkout/measurements-required', CHECKOUT_MEASUREMENTS_REQUIRED, index);
    }
    // A line's own pay mode wins over the per-product one, so one piece can be on a deposit and paid in full.
    const chosenMode = line.payMode ?? input.payModes[product.id];
    const payMode = product.type === 'PREORDER' && chosenMode === 'deposit' ? 'deposit' : 'full';
    const existing = items.find((i) => i.productId === product.id && i.size === size && i.payMode === payMode);
    // Two lines of one piece merge; past the cap that is refused in words, never cut down to it.
    const qty = (existing?.qty ?? 0) + line.qty;
    if (qty > CART_MAX_QTY) throw lineError('checkout/quantity-too-many', quantityTooMany(CART_MAX_QTY), index);
    const item: OrderItem = {
      productId: product.id,
      sku: product.sku,
      name: product.name,
      type: product.type,
      size,
      qty,
      unitPrice,
      payMode,
      depositPercent: payMode === 'deposit' ? depositPercent : null,
      amountDueNow: 0,
      measurements: measurements ?? null,
      image: product.images[0] ?? null,
    };
    item.amountDueNow = lineDueNow(item);
    if (existing) items[items.indexOf(existing)] = item;
    else items.push(item);
  });

  let referralCode: string | null = null;
  const subtotal = items.reduce((n, i) => n + i.unitPrice * i.qty, 0);
  if (!(subtotal > 0)) throw new DomainError('invalid_data', 'cart/empty', CART_EMPTY, { lines: CART_EMPTY });
  if (input.referralCode !== null) {
    referralCode = acceptedReferral({
      code: input.referralCode,
      ownerId: args.referralOwnerId,
      buyerId: args.buyerCustomerId,
    }).code;
  }
  // The one pipeline the cart shows (promotions/price-order.ts): sale prices, the code, the referral, delivery.
  // A group share is priced as the group was set up: no sale, no code.
  const promotions = input.group ? undefined : args.promotions;
  const priced = priceOrder(
    items.map((item) => ({
      item,
      productId: item.productId,
      collection: products.get(item.productId)?.collection ?? null,
      type: item.type,
      qty: item.qty,
      price: item.unitPrice,
      payMode: item.payMode,
      depositPercent: item.depositPercent,
    })),
    {
      now: promotions?.now ?? new Date(0),
      offers: promotions?.offers ?? [],
      code: promotions?.code ?? null,
      referral: referralCode ? { code: referralCode, percent: settings.referral.discountPercent } : null,
      delivery: { zone: shipping.zone, fee: shipping.fee },
      nameOf: (id) => products.get(id)?.name,
    },
  );
  if (priced.codeProblem) {
    const { code, message } = priced.codeProblem;
    throw new DomainError('invalid_data', code, message, { discountCode: message });
  }
  const priceItems: OrderItem[] = priced.lines.map((l) => ({
    ...l.item,
    unitPrice: l.unitPrice,
    ...(l.sale ? { listPrice: l.listPrice, sale: l.sale } : {}),
    ...(l.discount > 0 ? { discount: l.discount } : {}),
    amountDueNow: l.amountDueNow,
  }));
  return {
    items: priceItems,
    totals: priced.totals,
    shipping,
    referralCode,
    discounts: priced.discounts,
    code: priced.codeApplied,
  };
}

/**
 * A referral code the buyer may use: one that exists (`referralCodes/{CODE}` has an owner) and is not their own.
 * The cart checks it when applied (checkReferralCode) and startCheckout again when paying, with this one rule.
 * `buyerId` null: a guest, who has no code of their own.
 */
export function acceptedReferral(args: {
  code: string;
  ownerId: string | null;
  buyerId: string | null;
  buyerOwnCode?: string | null;
}): { code: string } {
  if (args.ownerId === null) {
    throw new DomainError('invalid_data', 'referral/unknown', REFERRAL_UNKNOWN, { referralCode: REFERRAL_UNKNOWN });
  }
  if (
    (args.buyerId !== null && args.ownerId === args.buyerId) ||
    (args.buyerOwnCode != null && args.buyerOwnCode === args.code)
  ) {
    throw new DomainError('invalid_data', 'referral/own-code', REFERRAL_OWN_CODE, { referralCode: REFERRAL_OWN_CODE });
  }
  return { code: args.code };
}
