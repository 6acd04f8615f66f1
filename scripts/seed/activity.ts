/**
 * The last 90 days of trade, relative to `now`: orders across statuses (with their timelines and payment
 * records), the daily stats and referral stats they imply, customers' lifetime figures, and leads. Everything
 * derived goes through the same domain functions the settlement uses, so the dashboard adds up.
 */
import {
  addDays,
  addStats,
  balanceDueDay,
  deliveryByDay,
  channelOf,
  defaultSettings,
  emptyStats,
  EXPIRED_EVENT_NOTE,
  lagosDayKey,
  orderContribution,
  orderSearchKeys,
  priceOrder,
  referralVisitsId,
  referralReward,
  SETTLED_EVENT_NOTE,
  shippingQuote,
  slugify,
  type OrderStatus,
  type PaymentStatus,
  type StatsFigures,
} from '@aso/domain';
import { PIECES, WINDOWS, pieceById } from './catalogue';
import { demoCode, demoOffers, promotionDocs } from './promotions';
import { demoAttribution } from './channels';
import { CUSTOMERS, type DemoCustomer } from './people';
import { demoCostOfGoods } from './production';
import type { Random } from './random';
import { DAY_MS, type SeedDoc } from './types';

export const DEMO_SETTINGS = (() => {
  const s = defaultSettings();
  s.business = { ...s.business, legalName: 'Aso Clothing Ltd', addressLine1: '12 Lafenwa Road', city: 'Abeokuta' };
  s.notifications = {
    supportEmail: 'hello@aso.demo',
    supportPhone: '+2348031234500',
    whatsappNumber: '+2348031234500',
    whatsappOptInDefault: true,
  };
  s.referral = { discountPercent: 5, rewardPercent: 10 };
  // Diaspora prices: naira per unit, as staff would set them from the day's bank rate.
  s.currency = { rates: { GBP: 2050, USD: 1600, EUR: 1750, CAD: 1150 }, asOf: '2026-11-20' };
  return s;
})();

/** The pop-up running today: its orders come in through Event Mode. */
export const DEMO_EVENT_ID = 'ev-harmattan-popup';

const FLOW: readonly OrderStatus[] = ['pending', 'in_production', 'ready', 'shipped', 'completed'];

interface Line {
  productId: string;
  sku: string;
  name: string;
  type: 'RTW' | 'MTO' | 'PREORDER';
  size: string | null;
  qty: number;
  unitPrice: number;
  payMode: 'full' | 'deposit';
  depositPercent: number | null;
  image: string | null;
}

function pickLines(random: Random, ageDays: number): Line[] {
  const count = random.chance(0.7) ? 1 : random.int(2, 3);
  const lines: Line[] = [];
  for (let i = 0; i < count; i += 1) {
    // Pre-order pieces only sell while their window is open.
    const pool = PIECES.filter((p) => p.type !== 'PREORDER' || (p.window && ageDays <= -WINDOWS[p.window].startDays));
    const piece = random.pick(pool);
    if (lines.some((l) => l.productId === piece.id)) continue;
    const sizes = Object.keys(piece.stock ?? {});
    // A pre-order in sizes holds one (picked without the random source, so the rest of the demo stays as it was).
    const preorderSize = piece.sizes?.length
      ? piece.sizes[Math.floor(Math.abs(ageDays)) % piece.sizes.length]
      : undefined;
    const deposit = piece.type === 'PREORDER' && random.chance(0.6);
    lines.push({
      productId: piece.id,
      sku: piece.sku,
      name: piece.name,
      type: piece.type,
      size: piece.type === 'RTW' ? random.pick(sizes) : (preorderSize ?? null),
      qty: piece.type === 'RTW' && random.chance(0.2) ? 2 : 1,
      unitPrice: piece.price,
      payMode: deposit ? 'deposit' : 'full',
      depositPercent: piece.window ? WINDOWS[piece.window].depositPercent : null,
      image: null,
    });
  }
  return lines;
}

/** The furthest a paid order has moved along the flow, by its age in days. */
function statusForAge(random: Random, ageDays: number): OrderStatus {
  if (ageDays > 20) return 'completed';
  if (ageDays > 10) return random.pick(['shipped', 'completed', 'completed']);
  if (ageDays > 4) return random.pick(['in_production', 'ready', 'shipped']);
  if (ageDays > 1) return random.pick(['pending', 'in_production']);
  return 'pending';
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style 20-character id, so short ids (first 8, upper case) differ as they do in production. */
function autoId(random: Random): string {
  let id = '';
  for (let i = 0; i < 20; i += 1) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return id;
}

/** The end of a pre-order piece's window, as the seed dates it (catalogue.ts); null for other pieces. */
function windowEndOf(productId: string, now: Date): Date | null {
  const piece = PIECES.find((p) => p.id === productId);
  return piece?.window ? new Date(now.getTime() + WINDOWS[piece.window].endDays * DAY_MS) : null;
}

const ACTIVE_REFERRERS = new Set(['demo-amaka', 'demo-tunde', 'c-ngozi-eze', 'c-yetunde-alabi', 'c-ifeoma-chukwu']);

export function activityDocs(now: Date, random: Random): SeedDoc[] {
  const docs: SeedDoc[] = [];
  const stats = new Map<string, StatsFigures>();
  const lifetime = new Map<string, { value: number; count: number; last: Date }>();
  const referral = new Map<
    string,
    { customer: DemoCustomer; count: number; revenue: number; discount: number; reward: number; last: Date }
  >();
  // The customers who share their codes actively (everyone with a paid order has one): the demo's referrers.
  const codes = CUSTOMERS.filter((c) => ACTIVE_REFERRERS.has(c.id));
  // Promotions (promotions.ts): the sales of each order's moment, and the codes some buyers typed.
  const offers = demoOffers(now);
  const uses = new Map<string, number>();
  const usesByCustomer = new Map<string, { promotionId: string; uid: string; uses: number }>();
  const hasPaid = new Set<string>();
  let n = 0;

  for (let age = 89; age >= 0; age -= 1) {
    const perDay = age === 0 ? 3 : random.int(0, 3);
    for (let k = 0; k < perDay; k += 1) {
      n += 1;
      const id = autoId(random);
      // Today's orders happen earlier than now, older ones any time between 08:00 and 21:59 Lagos time.
      const createdAt =
        age === 0
          ? new Date(now.getTime() - (k + 1) * 47 * 60_000)
          : new Date(now.getTime() - age * DAY_MS - random.int(0, 10 * 60) * 60_000);
      // The signed-in demo customers get a steady share so My Orders has something in every state.
      const atEvent = age === 0 && k < 2;
      const customer = n % 5 === 0 ? CUSTOMERS[0]! : n % 7 === 0 ? CUSTOMERS[1]! : random.pick(CUSTOMERS);
      const lines = pickLines(random, age);
      if (lines.length === 0) continue;
      // A customer abroad gets what their zone takes at home; a pre-order goes to their Nigerian address instead.
      const sentAbroad = lines.every((l) => DEMO_SETTINGS.shipping.zones[customer.zone].sends[l.type]);
      const delivery =
        sentAbroad || !customer.forwarding
          ? { address: customer.address, zone: customer.zone, country: customer.country ?? 'NG' }
          : { ...customer.forwarding, country: 'NG' };
      const zone = shippingQuote(DEMO_SETTINGS, delivery.zone);
      const referrer = random.chance(0.25) ? random.pick(codes.filter((c) => c.id !== customer.id)) : undefined;
      // Priced as startCheckout prices (the domain's pipeline): the sale of that day, a code some buyers typed
      // (chosen by number, drawing nothing from `random`, so the rest of the demo stays as it was), the referral.
      const pricing = {
        now: createdAt,
        offers,
        referral: referrer?.referralCode
          ? { code: referrer.referralCode, percent: DEMO_SETTINGS.referral.discountPercent }
          : null,
        delivery: { zone: customer.zone, fee: zone.fee },
      };
      const pieces = lines.map((l) => ({ ...l, collection: pieceById(l.productId).collection, price: l.unitPrice }));
      const typed =
        !hasPaid.has(customer.id) && n % 3 === 0
          ? 'AMAKA10'
          : age <= 20 && n % 9 === 0
            ? 'OWAMBE5000'
            : n % 6 === 0
              ? 'FREEDELIVERY'
              : null;
      const withCode = priceOrder(pieces, { ...pricing, code: typed ? demoCode(now, typed) : null });
      const priced = withCode.codeApplied ? withCode : priceOrder(pieces, { ...pricing, code: null });
      const totals = priced.totals;
      const expired = age > 0 && random.chance(0.08);
      // More checkouts never paid, as a shop sees from social links (channels.ts gives them those channels): chosen
      // by number, drawing nothing from `random`, and never the demo logins' orders, so the rest stays as it was.
      const abandoned = expired || (age > 0 && !atEvent && n % 4 === 1 && n % 5 !== 0 && n % 7 !== 0);
      const balancePaid = totals.balanceDue > 0 && age > 6 && random.chance(0.7);
      const aged = expired ? null : statusForAge(random, age);
      const status: OrderStatus = abandoned || !aged ? 'abandoned' : aged;
      const paymentStatus: PaymentStatus = abandoned
        ? 'unpaid'
        : totals.balanceDue > 0 && !balancePaid
          ? 'deposit_paid'
          : 'paid';
      const amountPaid = abandoned ? 0 : balancePaid ? totals.total : totals.amountDueNow;
      const paidAt = abandoned ? null : new Date(createdAt.getTime() + 90_000);
      const reference = `ASO-${createdAt.getTime()}-${n}`;
      const items = priced.lines.map(({ collection: _collection, price: _price, ...l }) => ({
        ...l,
        listPrice: l.sale ? l.listPrice : null,
        discount: l.discount,
        measurements:
          l.type === 'MTO' || (l.type === 'PREORDER' && l.size === null)
            ? {
                unit: 'in' as const,
                bust: 38,
                waist: 32,
                hips: 41,
                shoulder: 16,
                sleeve: 24,
                length: 58,
                height: 66,
                notes: null,
              }
            : null,
        image: `products/${slugify(l.name)}-1.webp`,
      }));
      const code = priced.codeApplied;
      const order = {
        userId: customer.userId ?? `walkin-${customer.id}`,
        customerId: customer.id,
        email: customer.email,
        // As startCheckout writes them: the name for staff's lists, and what staff can find the order by.
        customerName: customer.name,
        searchKeys: orderSearchKeys({
          id,
          customerName: customer.name,
          emails: [customer.email],
          phones: [customer.phone],
        }),
        channel: atEvent ? 'event' : 'web',
        eventId: atEvent ? DEMO_EVENT_ID : null,
        status,
        paymentStatus,
        items,
        subtotal: totals.subtotal,
        shippingZone: delivery.zone,
        shippingAddress: delivery.address,
        shippingCountry: delivery.country,
        shippingPhone: customer.phone,
        shippingFee: totals.shippingFee,
        shippingLeadTimeDays: zone.leadTimeDays,
        // What the checkout stated: the day it should arrive, and a deposit's balance due when its window closes.
        deliveryBy: deliveryByDay(
          lagosDayKey(createdAt),
          zone.leadTimeDays,
          lines.map((l) => ({ type: l.type, windowEnd: windowEndOf(l.productId, now) })),
        ),
        balanceDueOn:
          totals.balanceDue > 0
            ? balanceDueDay(lines.filter((l) => l.payMode === 'deposit').map((l) => windowEndOf(l.productId, now)))
            : null,
        discount: totals.discount,
        total: totals.total,
        amountDueNow: totals.amountDueNow,
        amountPaid,
        depositPaid: totals.balanceDue > 0 && !abandoned ? totals.amountDueNow : 0,
        balanceDue: abandoned ? totals.total : totals.total - amountPaid,
        referralCode: referrer?.referralCode ?? null,
        discountCode: code?.code ?? null,
        discounts: priced.discounts,
        codeUse: code
          ? { promotionId: code.promotionId, code: code.code, state: abandoned ? 'released' : 'used' }
          : null,
        paystackReference: reference,
        // A checkout never paid closed when its 30 minutes ran out ("Payment not completed", never cancelled).
        ...(abandoned ? { closedReason: 'expired' as const } : {}),
        // What the pieces cost (bills at material costs plus labour), as settlement fixes it.
        ...(abandoned ? { costOfGoods: null, itemCosts: null } : demoCostOfGoods(items)),
        createdAt,
        updatedAt: paidAt ?? createdAt,
        paidAt,
        attribution: demoAttribution({
          n,
          createdAt,
          referralCode: referrer?.referralCode ?? null,
          atEvent,
          paid: !abandoned,
        }),
      };
      docs.push({ path: `orders/${id}`, data: order });
      // Every checkout started counts under its channel on its day, paid or not (as startCheckout counts it).
      const startedDay = lagosDayKey(createdAt);
      const started = stats.get(startedDay) ?? emptyStats();
      const channel = channelOf(order.attribution, order.channel);
      const counted = started.channels[channel] ?? { checkouts: 0, orders: 0, revenue: 0 };
      started.channels[channel] = { ...counted, checkouts: counted.checkouts + 1 };
      stats.set(startedDay, started);
      docs.push({
        path: `payments/${reference}`,
        data: {
          orderId: id,
          userId: customer.userId,
          purpose: 'order',
          amountKobo: totals.amountDueNow * 100,
          status: abandoned ? 'failed' : 'success',
          createdAt,
          verifiedAt: abandoned ? new Date(createdAt.getTime() + 31 * 60_000) : paidAt,
        },
      });
      if (balancePaid) {
        const balanceAt = new Date(createdAt.getTime() + 5 * DAY_MS);
        docs.push({
          path: `payments/${reference}-BAL`,
          data: {
            orderId: id,
            userId: customer.userId,
            purpose: 'balance',
            amountKobo: totals.balanceDue * 100,
            status: 'success',
            createdAt: balanceAt,
            verifiedAt: balanceAt,
          },
        });
      }
      // Timeline: received at payment, then a step every couple of days up to the current status.
      if (abandoned) {
        docs.push({
          path: `orders/${id}/events/e0`,
          data: {
            status: 'abandoned',
            note: EXPIRED_EVENT_NOTE,
            authorId: null,
            createdAt: new Date(createdAt.getTime() + 31 * 60_000),
          },
        });
      } else {
        const reached = FLOW.indexOf(status);
        for (let step = 0; step <= reached; step += 1) {
          const at =
            step === 0
              ? (paidAt ?? createdAt)
              : new Date(createdAt.getTime() + step * Math.max(1, Math.floor(age / (reached + 1))) * DAY_MS * 0.9);
          docs.push({
            path: `orders/${id}/events/e${step}`,
            data: {
              status: FLOW[step],
              note: step === 0 ? SETTLED_EVENT_NOTE : step === 3 ? 'Dispatched with GIG Logistics' : '',
              authorId: step === 0 ? null : 'demo-staff',
              createdAt: at,
            },
          });
        }
        hasPaid.add(customer.id);
        if (code) {
          uses.set(code.promotionId, (uses.get(code.promotionId) ?? 0) + 1);
          const key = `${code.promotionId}_${order.userId}`;
          const mine = usesByCustomer.get(key) ?? { promotionId: code.promotionId, uid: order.userId, uses: 0 };
          usesByCustomer.set(key, { ...mine, uses: mine.uses + 1 });
        }
        const contribution = orderContribution({ ...order, channel: atEvent ? 'event' : 'web' });
        const day = lagosDayKey(createdAt);
        stats.set(day, addStats(stats.get(day) ?? emptyStats(), contribution));
        const life = lifetime.get(customer.id) ?? { value: 0, count: 0, last: createdAt };
        lifetime.set(customer.id, {
          value: life.value + amountPaid,
          count: life.count + 1,
          last: createdAt > life.last ? createdAt : life.last,
        });
        if (referrer?.referralCode) {
          const r = referral.get(referrer.referralCode) ?? {
            customer: referrer,
            count: 0,
            revenue: 0,
            discount: 0,
            reward: 0,
            last: createdAt,
          };
          referral.set(referrer.referralCode, {
            customer: referrer,
            count: r.count + 1,
            revenue: r.revenue + amountPaid,
            discount: r.discount + (priced.discounts.find((d) => d.kind === 'referral')?.amount ?? 0),
            reward: r.reward + referralReward(amountPaid, DEMO_SETTINGS.referral.rewardPercent),
            last: createdAt > r.last ? createdAt : r.last,
          });
        }
      }
    }
  }

  docs.push(...promotionDocs(now, uses, usesByCustomer));
  // Sales only: the day's purchasing expense comes from the back office's deliveries (backoffice.ts), merged in.
  for (const [day, figures] of stats)
    docs.push({
      path: `stats/${day}`,
      data: Object.fromEntries(Object.entries(figures).filter(([k]) => k !== 'purchasing')),
    });
  for (const [code, r] of referral) {
    docs.push({
      path: `referralStats/${code}`,
      data: {
        customerId: r.customer.id,
        customerName: r.customer.name,
        customerEmail: r.customer.email,
        customerPhone: r.customer.phone,
        referredCount: r.count,
        revenue: r.revenue,
        discountGiven: r.discount,
        totalRewardAccrued: r.reward,
        lastRedemptionAt: r.last,
      },
    });
  }
  // Visits through the referrers' `?ref=` links over the last two weeks (the referral screen's link visits). Not
  // drawn from `random`: the rest of the demo data stays exactly as it was.
  const today = lagosDayKey(now);
  for (const code of referral.keys()) {
    for (let back = 0; back < 14; back++) {
      const visits = (code.charCodeAt(back % code.length) + back * 5) % 7;
      const day = addDays(today, -back);
      if (visits > 0) docs.push({ path: `referralVisits/${referralVisitsId(code, day)}`, data: { code, day, visits } });
    }
  }
  // Customers' lifetime figures, merged into the customer documents by the loader.
  for (const [customerId, life] of lifetime) {
    docs.push({
      path: `customers/${customerId}`,
      data: { lifetimeValue: life.value, orderCount: life.count, lastOrderAt: life.last },
    });
  }
  // Newsletter leads, for the dashboard's conversion figure.
  let leadNo = 0;
  for (let age = 89; age >= 0; age -= 1) {
    for (let k = random.int(1, 4); k > 0; k -= 1) {
      leadNo += 1;
      docs.push({
        path: `leads/l-demo-${String(leadNo).padStart(4, '0')}`,
        data: {
          email: `fan${leadNo}@example.ng`,
          source: random.pick(['subscribe', 'instagram', 'popup']),
          createdAt: new Date(now.getTime() - age * DAY_MS - random.int(0, 600) * 60_000),
        },
      });
    }
  }
  return docs;
}
