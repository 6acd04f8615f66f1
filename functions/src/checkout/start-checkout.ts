/**
 * startCheckout (docs/architecture.md#starting-a-checkout): re-price the cart from Firestore, apply shipping from
 * settings, check the referral code, reserve RTW stock, and write the order (pending/unpaid) with its payment record —
 * all in one transaction, so twenty buyers of the last five shirts get exactly five orders. Paystack is called after
 * the transaction (never hold a transaction open over the network); if it fails, the reservation is undone.
 */
import {
  NOT_STARTED_EVENT_NOTE,
  DomainError,
  balanceDueDay,
  deliveryByDay,
  NOT_FOUND,
  PAYMENT_FAILED_OR_CANCELLED,
  channelOf,
  checkHoldLimits,
  checkoutKey,
  lagosDayKey,
  orderSearchKeys,
  paymentReference,
  paystackAmount,
  overlapsHeldStock,
  priceCheckout,
  releaseStock,
  reserveStock,
  settingsOrDefaults,
  stockRequestsByProduct,
  type Customer,
  type Order,
  type Product,
  type StartCheckoutInput,
  type WindowForPricing,
  withProfileLabels,
} from '@aso/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { nestedIncrements } from '../orders/stats-increments';
import { hasRole, type Caller } from '../lib/callable';
import {
  customerDoc,
  eventDoc,
  ordersCol,
  paymentDoc,
  preorderWindowDoc,
  productDoc,
  readNamed,
  promotionRedemptionDoc,
  referralCodeDoc,
  settingsDoc,
  statsDoc,
  untyped,
  useSlotDoc,
} from '../lib/collections';
import { timestampsToDates } from '../lib/converters';
import type { Deps } from '../lib/deps';
import { checkoutRefused, checkoutResumed, checkoutStarted, paystackInitializeFailed } from '../lib/logs';
import { readStock, stockFocus, withStockShards, writeStockMove } from '../lib/stock';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import { readGroupShare } from '../groups/share-checkout';
import { acceptedCode } from '../promotions/accept-code';
import { claimAnotherSlot, SlotTransferLost, takeCheckoutCode, type CheckoutCode } from '../promotions/checkout-code';
import { freeSlot, releaseOf, writeUseMoves } from '../promotions/code-uses';
import { releaseUnwrittenSlot } from '../promotions/use-slots';
import { readOffers } from '../promotions/offers';
import { cancelUnpaidOrder } from './cancel-unpaid';
import { blankCustomer, pendingPayment } from '../lib/new-records';
import { paymentMetadata } from './metadata';
import {
  cancelReplaced,
  checkoutAnswer,
  openCheckoutsOf,
  readCallerCheckouts,
  type OpenCheckout,
  replaceableCheckouts,
  resumeOpenCheckout,
} from './open-checkouts';
import type { StartCheckoutResult } from '@aso/domain/contract';

/** The transaction: every read first, then the writes. Returns the order it wrote. */
async function reserveAndWrite(
  tx: Transaction,
  deps: Deps,
  caller: Caller,
  requested: StartCheckoutInput,
  orderRef: DocumentReference<Order>,
  reference: string,
  replaceIds: ReadonlySet<string>,
  taken: CheckoutCode | null,
): Promise<Order> {
  const { db } = deps;
  const now = deps.clock();
  // A group share: the group decides the piece, size and measurements (groups/share-checkout.ts).
  const share = await readGroupShare(tx, db, caller, requested, replaceIds);
  const input = share?.input ?? requested;
  const productIds = [...new Set(input.lines.map((l) => l.productId))];

  // The products are read outside the transaction, on every attempt: every buyer of a piece reads it, and a sale that
  // changes what its shelf shows (sold out, few left) writes it; read inside, those buyers would all hold it and all
  // wait to write it (docs/architecture.md#transactions-under-a-rush). Its price is the one read a moment before the
  // stock is taken, as if the buyer had pressed Pay a moment earlier; stock and the buyer's own checkouts are held.
  const productRefs = productIds.map((id) => productDoc(db, id));
  const productSnaps = (productRefs.length > 0 ? await db.getAll(...productRefs) : []) as DocumentSnapshot<Product>[];
  // Round 1: settings, the buyer, the referral code and the event (when in Event Mode). The discount code was looked
  // up, judged and given its use slot before the transaction (promotions/checkout-code.ts).
  const round1 = await readNamed(tx, {
    settings: settingsDoc(db),
    customer: customerDoc(db, caller.uid),
    referralCode: input.referralCode ? referralCodeDoc(db, input.referralCode) : null,
    event: input.eventId ? eventDoc(db, input.eventId) : null,
  });
  const products = new Map<string, Product & { id: string }>();
  productIds.forEach((id, i) => {
    const product = productSnaps[i]!.data();
    if (product) products.set(id, { ...product, id });
  });
  const settingsSnap = round1.settings;
  const settings = settingsOrDefaults(settingsSnap.exists ? timestampsToDates(settingsSnap.data()) : null);
  const customer = round1.customer.data() ?? null;
  const referralOwnerId = round1.referralCode?.data()?.customerId ?? null;
  if (round1.event && !round1.event.data()) {
    throw new DomainError('not_found', 'not-found', NOT_FOUND, { eventId: NOT_FOUND });
  }
  const promotionId = taken?.promotionId ?? null;

  // Round 2: the pre-order windows of pre-order lines. The running and coming sales and free delivery are read
  // outside the transaction, on every attempt: a query in a transaction locks what it ranges over (on Google's
  // emulator, the whole collection), and a sale saved in the back office must not wait for a rush of checkouts.
  // A checkout charges the offers as they stood when it started, the ones its buyer saw (docs/design.md#a-code-used-up-cleanly).
  const windowIds = [
    ...new Set(
      [...products.values()].flatMap((p) => (p.type === 'PREORDER' && p.preorderWindowId ? [p.preorderWindowId] : [])),
    ),
  ];
  const [{ windowSnaps }, offers] = await Promise.all([
    readNamed(tx, { windowSnaps: windowIds.map((id) => preorderWindowDoc(db, id)) }),
    input.group ? Promise.resolve([]) : readOffers(db, now),
  ]);
  const windows = new Map<string, WindowForPricing & { endAt: Date | null }>();
  windowIds.forEach((id, i) => {
    const window = windowSnaps[i]!.data();
    if (window) windows.set(id, window);
  });

  // Round 3: the buyer's open checkouts (the ones replaced give their stock and code use back first; the others
  // count towards the hold caps).
  const held = await readCallerCheckouts(tx, db, caller.uid, replaceIds, now);
  // Round 4: the buyer's own uses of the code, judged again as they stand now (a document only this buyer's
  // checkouts touch). The code's own limit is its use slot's: nothing every buyer of the code writes is read here
  // (docs/architecture.md#transactions-under-a-rush). A slot taken over from a replaced checkout must still be its.
  const redemption = promotionId ? await tx.get(promotionRedemptionDoc(db, promotionId, caller.uid)) : null;
  const slot = taken?.slot ?? null;
  if (slot?.from && !held.replaced.some((r) => r.id === slot.from && r.order.codeUse?.slot === slot.k))
    throw new SlotTransferLost(slot.from);
  const code =
    taken && promotionId
      ? acceptedCode(promotionId, taken.promotion, {
          now,
          customer,
          redemption: redemption?.data() ?? null,
          replaced: held.replaced.map((r) => r.order),
          useTaken: true,
        })
      : null;
  const priced = priceCheckout({
    input,
    products,
    windows,
    settings,
    buyerCustomerId: caller.uid,
    referralOwnerId,
    promotions: { now, offers, code },
  });
  // Staff are trusted and sell at pop-ups (Event Mode) from their own account: the caps are for customers.
  if (!hasRole(caller.role, 'staff')) {
    checkHoldLimits({
      openCheckouts: held.others.length,
      openItems: held.others.flatMap((o) => o.items),
      requested: priced.items,
      limits: settings.checkout,
    });
  }
  const requests = stockRequestsByProduct(priced.items);
  const released = stockRequestsByProduct(held.replaced.flatMap((r) => r.order.items));
  const replacedItems = held.replaced.flatMap((r) => r.order.items);
  const focus = stockFocus(priced.items, replacedItems);
  const stock = await readStock(tx, db, [...requests.keys(), ...released.keys()], products, focus, deps.random);
  const moves = [...stock.values()].map((entry) => {
    const back = released.get(entry.productId);
    const afterRelease = back ? releaseStock(entry.sizes, back) : entry.sizes;
    const wanted = requests.get(entry.productId);
    return { entry, next: wanted ? reserveStock(afterRelease, wanted) : afterRelease };
  });

  // Writes.
  cancelReplaced(tx, db, held.replaced, now);
  // The replaced checkouts' use slots are given back, except the one this checkout takes over.
  for (const r of held.replaced) {
    const released = releaseOf(r.order);
    if (released && r.id !== slot?.from) freeSlot(tx, db, released.move.promotionId, released.slot);
  }
  if (slot?.from && promotionId)
    tx.update(useSlotDoc(db, promotionId, slot.k), { orderId: orderRef.id, uid: caller.uid, at: now });
  // The code's use: the replaced checkouts' given back, this one's held (code-uses.ts), one increment per document.
  const useMoves = held.replaced.flatMap((r) => releaseOf(r.order)?.move ?? []);
  if (priced.code) useMoves.push({ promotionId: priced.code.promotionId, uid: caller.uid, held: 1, uses: 0 });
  writeUseMoves(tx, db, useMoves, now);
  const shards = new Map<string, number | null>();
  for (const { entry, next } of moves) shards.set(entry.productId, writeStockMove(tx, db, entry, next).shard);
  // Every checkout writes the buyer's record, so one buyer's concurrent checkouts take turns (readCallerCheckouts).
  if (!customer) tx.set(customerDoc(db, caller.uid), { ...newCustomer(caller, input.email, now), lastCheckoutAt: now });
  else tx.update(untyped(customerDoc(db, caller.uid)), { lastCheckoutAt: now });
  const { totals, shipping } = priced;
  // One stated truth for the customer (docs/product.md#pre-order): when it should arrive, and when a deposit's
  // balance falls due — the day its pre-order window closes.
  const windowEndOf = (productId: string) => {
    const windowId = products.get(productId)?.preorderWindowId;
    return windowId ? (windows.get(windowId)?.endAt ?? null) : null;
  };
  const deliveryBy = deliveryByDay(
    lagosDayKey(now),
    shipping.leadTimeDays,
    priced.items.map((item) => ({
      type: item.type,
      leadTimeDays: products.get(item.productId)?.leadTimeDays ?? null,
      windowEnd: windowEndOf(item.productId),
    })),
  );
  const depositLines = priced.items.filter((item) => item.payMode === 'deposit');
  const balanceDueOn =
    totals.balanceDue > 0 ? balanceDueDay(depositLines.map((item) => windowEndOf(item.productId))) : null;
  const customerName = customer?.name.trim() ?? '';
  const order: Order = {
    userId: caller.uid,
    customerId: caller.uid,
    email: input.email,
    customerName,
    // Staff find the order by these later (docs/product.md#orders); the order keeps the details it was placed with.
    searchKeys: orderSearchKeys({
      id: orderRef.id,
      customerName,
      emails: [input.email, customer?.email],
      phones: [input.shipping.phone, customer?.phone],
    }),
    channel: input.eventId ? 'event' : 'web',
    eventId: input.eventId,
    status: 'pending',
    paymentStatus: 'unpaid',
    items: withStockShards(withProfileLabels(priced.items, input.measurementProfiles), shards),
    subtotal: totals.subtotal,
    shippingZone: shipping.zone,
    shippingAddress: input.shipping.address,
    shippingCountry: input.shipping.country,
    shippingPhone: input.shipping.phone,
    shippingFee: totals.shippingFee,
    shippingLeadTimeDays: shipping.leadTimeDays,
    deliveryBy,
    balanceDueOn,
    discount: totals.discount,
    total: totals.total,
    amountDueNow: totals.amountDueNow,
    amountPaid: 0,
    depositPaid: 0,
    balanceDue: totals.total,
    referralCode: priced.referralCode,
    discountCode: priced.code?.code ?? null,
    discounts: priced.discounts,
    codeUse: priced.code
      ? { promotionId: priced.code.promotionId, code: priced.code.code, state: 'held', slot: slot?.k ?? null }
      : null,
    paystackReference: reference,
    checkoutKey: checkoutKey(requested),
    openBalanceReference: null,
    createdAt: now,
    updatedAt: now,
    paidAt: null,
    ...(input.group ? { group: input.group } : {}),
    // Where the buyer came from, as their browser kept it (docs/product.md#channels); never changed afterwards.
    attribution: requested.attribution
      ? { ...requested.attribution, landedAt: new Date(requested.attribution.landedAt) }
      : null,
  };
  tx.set(orderRef, order);
  // A checkout started, counted under its channel on its Lagos day: the denominator of conversion by channel.
  const channel = channelOf(order.attribution, order.channel);
  tx.set(
    untyped(statsDoc(db, lagosDayKey(now))),
    nestedIncrements([{ path: ['channels', channel, 'checkouts'], value: 1 }]),
    { merge: true },
  );
  share?.markPaying(tx, orderRef.id, now);
  const payment = pendingPayment({
    orderId: orderRef.id,
    userId: caller.uid,
    purpose: 'order',
    amountKobo: paystackAmount(totals.amountDueNow),
    createdAt: now,
  });
  tx.set(paymentDoc(db, reference), payment);
  return order;
}

function newCustomer(caller: Caller, email: string, now: Date): Customer {
  return blankCustomer({ userId: caller.uid, email: caller.email ?? email, createdAt: now });
}

/** The buyer's open checkouts the new one replaces: their ids, and the checkouts as read before the transaction. */
interface Replacing {
  readonly replaceIds: ReadonlySet<string>;
  readonly replacing: readonly OpenCheckout[];
}

/**
 * A customer who comes back to their own checkout (refreshed or closed the tab while the popup was open, then
 * pressed Pay again) must not compete with it for the stock: the same request resumes the same order and Paystack
 * transaction; an open checkout that holds what the new one wants is replaced — released in the new checkout's
 * own transaction, so a refused checkout changes nothing — once Paystack says it was not paid.
 */
async function resumeOrReplace(
  deps: Deps,
  caller: Caller,
  input: StartCheckoutInput,
): Promise<StartCheckoutResult | Replacing> {
  const open = await openCheckoutsOf(deps.db, caller.uid, deps.clock());
  const key = checkoutKey(input);
  for (const checkout of open.filter((o) => o.order.checkoutKey === key)) {
    const resumed = await resumeOpenCheckout(deps, checkout);
    if (resumed) {
      checkoutResumed(checkout.id, resumed.reference, caller.uid, 'checkout');
      return resumed;
    }
  }
  // Group shares are each their own checkout: an organiser paying for two members holds both at once.
  const candidates = open.filter(
    (o) =>
      o.order.checkoutKey === key || (!input.group && !o.order.group && overlapsHeldStock(o.order.items, input.lines)),
  );
  const replaceIds = candidates.length > 0 ? await replaceableCheckouts(deps, caller, candidates) : new Set<string>();
  return { replaceIds, replacing: candidates.filter((c) => replaceIds.has(c.id)) };
}

export async function handleStartCheckout(
  deps: Deps,
  caller: Caller,
  input: StartCheckoutInput,
): Promise<StartCheckoutResult> {
  const resumedOrReplaced = await resumeOrReplace(deps, caller, input);
  if ('orderId' in resumedOrReplaced) return resumedOrReplaced;
  const { replaceIds, replacing } = resumedOrReplaced;
  const orderRef = ordersCol(deps.db).doc();
  const reference = paymentReference(deps.clock(), deps.random);
  // A group share is priced as its group was set up: no sale and no code (docs/product.md#stacking).
  const discountCode = input.group ? null : input.discountCode;
  let order: Order;
  try {
    let taken = discountCode ? await takeCheckoutCode(deps, caller, discountCode, orderRef.id, replacing) : null;
    for (let attempt = 0; ; attempt += 1) {
      try {
        order = await runTransaction(
          deps.db,
          (tx) => reserveAndWrite(tx, deps, caller, input, orderRef, reference, replaceIds, taken),
          CONTENDED_TX,
        );
        break;
      } catch (error) {
        // A slot claimed for this checkout goes back at once when the checkout was not written.
        if (taken?.slot?.from === null)
          await releaseUnwrittenSlot(deps.db, taken.promotionId, taken.slot.k, orderRef.id);
        if (!(error instanceof SlotTransferLost) || attempt > 0 || !taken) throw error;
        taken = await claimAnotherSlot(deps, caller, taken, orderRef.id);
      }
    }
  } catch (error) {
    if (error instanceof DomainError) checkoutRefused(caller.uid, error.code, error.message);
    throw error;
  }

  const amountKobo = paystackAmount(order.amountDueNow);
  let initialized;
  try {
    initialized = await deps.paystack.initialize({
      email: order.email,
      amountKobo,
      reference,
      metadata: paymentMetadata(orderRef.id, 'order', order),
    });
  } catch (error) {
    paystackInitializeFailed(orderRef.id, reference, error);
    await cancelUnpaidOrder(deps, orderRef.id, {
      note: NOT_STARTED_EVENT_NOTE,
      reason: 'not_started',
      onlyIfExpired: false,
    });
    throw new DomainError('payment_failed', 'payment/failed', PAYMENT_FAILED_OR_CANCELLED);
  }
  // Kept so a returning customer resumes this transaction (Paystack refuses a second initialize of a reference).
  await paymentDoc(deps.db, reference).update({
    accessCode: initialized.accessCode,
    authorizationUrl: initialized.authorizationUrl,
  });
  checkoutStarted(orderRef.id, reference, amountKobo, caller.uid);
  return checkoutAnswer(orderRef.id, reference, initialized, order, false);
}
