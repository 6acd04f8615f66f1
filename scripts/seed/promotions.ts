/**
 * Demo promotions (docs/product.md#promotions), dated relative to `now` so a newcomer always finds them running: the
 * Detty December sale on Owambe pieces (this week), three codes (AMAKA10 for a first order, FREEDELIVERY over
 * ₦100,000, OWAMBE5000 on the Owambe collection), a Black Friday sale that has finished and free delivery in Abeokuta
 * that staff paused. The demo orders (activity.ts) are priced with them through the domain's pipeline, so the
 * Promotions list, the Dashboard and Finance show what each gave.
 */
import { codeRuleOf, type CodeRule, type Promotion, type PromotionRedemption, type PublicOffer } from '@aso/domain';
import { pieceById, COLLECTIONS } from './catalogue';
import { DAY_MS, daysAgo, type SeedDoc } from './types';

/** Pieces of the Owambe collection on sale; the boubou and the flare midi (other journeys buy them) keep their price. */
const DETTY_PIECES = [
  'p-kente-jumpsuit',
  'p-emerald-shirt-dress',
  'p-ivory-asooke-top',
  'p-asooke-stripe-trousers',
  'p-wine-asooke-fila',
  'p-tailored-iro-buba',
  'p-custom-asoebi-gown',
];

const EVERYTHING = { productIds: [], collections: [], types: [], productNames: {} };

type DemoPromotion = Promotion & { readonly id: string };

export function demoPromotions(now: Date): DemoPromotion[] {
  const created = (days: number) => daysAgo(now, days, 9);
  const base = {
    code: null,
    offer: null,
    percent: null,
    amount: null,
    minSubtotal: 0,
    zones: {},
    scope: EVERYTHING,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: false,
    status: 'active' as const,
    uses: 0,
    held: 0,
    createdBy: 'demo-admin',
    updatedBy: 'demo-admin',
    endedAt: null,
  };
  return [
    {
      ...base,
      id: 'promo-detty-december',
      kind: 'sale',
      name: 'Detty December',
      percent: 15,
      scope: {
        ...EVERYTHING,
        productIds: DETTY_PIECES,
        productNames: Object.fromEntries(DETTY_PIECES.map((id) => [id, pieceById(id).name])),
      },
      startsAt: daysAgo(now, 3, 0),
      endsAt: daysAgo(now, -10, 23, 59),
      createdAt: created(6),
      updatedAt: created(6),
    },
    {
      ...base,
      id: 'promo-black-friday',
      kind: 'sale',
      name: 'Black Friday',
      percent: 20,
      startsAt: daysAgo(now, 32, 0),
      endsAt: daysAgo(now, 28, 23, 59),
      createdAt: created(40),
      updatedAt: created(40),
    },
    {
      ...base,
      id: 'promo-amaka10',
      kind: 'code',
      name: 'Amaka Nwosu’s followers: a first order',
      code: 'AMAKA10',
      offer: 'percent',
      percent: 10,
      firstOrderOnly: true,
      maxUses: 500,
      maxUsesPerCustomer: 1,
      createdAt: created(60),
      updatedAt: created(60),
    },
    {
      ...base,
      id: 'promo-freedelivery',
      kind: 'code',
      name: 'Free delivery over ₦100,000',
      code: 'FREEDELIVERY',
      offer: 'free_delivery',
      minSubtotal: 100_000,
      createdAt: created(75),
      updatedAt: created(75),
    },
    {
      ...base,
      id: 'promo-owambe5000',
      kind: 'code',
      name: '₦5,000 off the Owambe collection',
      code: 'OWAMBE5000',
      offer: 'amount',
      amount: 5_000,
      minSubtotal: 50_000,
      scope: { ...EVERYTHING, collections: [COLLECTIONS.owambe] },
      startsAt: daysAgo(now, 20, 0),
      endsAt: daysAgo(now, -10, 23, 59),
      maxUses: 200,
      maxUsesPerCustomer: 1,
      createdAt: created(21),
      updatedAt: created(21),
    },
    {
      ...base,
      id: 'promo-abeokuta-delivery',
      kind: 'delivery',
      name: 'Free delivery in Abeokuta over ₦50,000',
      zones: { ABEOKUTA: 50_000 },
      status: 'paused',
      createdAt: created(15),
      updatedAt: created(2),
    },
  ];
}

/** The sales and free delivery an order of that moment was priced with (the finished Black Friday included). */
export function demoOffers(now: Date): PublicOffer[] {
  return demoPromotions(now).flatMap((p): PublicOffer[] =>
    p.status !== 'active' || p.kind === 'code'
      ? []
      : p.kind === 'sale'
        ? [
            {
              kind: 'sale',
              id: p.id,
              name: p.name,
              percent: p.percent ?? 0,
              scope: p.scope,
              startsAt: p.startsAt,
              endsAt: p.endsAt,
            },
          ]
        : [{ kind: 'delivery', id: p.id, name: p.name, zones: p.zones, startsAt: p.startsAt, endsAt: p.endsAt }],
  );
}

/** A demo code's rule, as startCheckout accepts it, by code. */
export function demoCode(now: Date, code: string): CodeRule {
  const p = demoPromotions(now).find((d) => d.code === code);
  if (!p?.code || !p.offer) throw new Error(`no demo code ${code}`);
  return codeRuleOf({ ...p, code: p.code, offer: p.offer });
}

/**
 * The promotions with the uses the demo orders made (`uses` by promotion, and by promotion and customer), the codes'
 * index, each customer's uses and the public parts of the ones running or to come.
 */
export function promotionDocs(
  now: Date,
  uses: ReadonlyMap<string, number>,
  byCustomer: ReadonlyMap<string, { promotionId: string; uid: string; uses: number }>,
): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const p of demoPromotions(now)) {
    const { id, ...promotion } = p;
    docs.push({ path: `promotions/${id}`, data: { ...promotion, uses: uses.get(id) ?? 0 } });
    if (p.code) docs.push({ path: `promotionCodes/${p.code}`, data: { promotionId: id } });
    const running = p.status === 'active' && p.kind !== 'code' && (p.endsAt === null || p.endsAt > now);
    if (running)
      docs.push({
        path: `publicPromotions/${id}`,
        data: {
          kind: p.kind,
          name: p.name,
          percent: p.kind === 'sale' ? p.percent : null,
          scope: p.scope,
          zones: p.zones,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
        },
      });
  }
  for (const r of byCustomer.values()) {
    const redemption: PromotionRedemption = { ...r, held: 0, updatedAt: new Date(now.getTime() - DAY_MS) };
    docs.push({ path: `promotionRedemptions/${r.promotionId}_${r.uid}`, data: { ...redemption } });
  }
  return docs;
}
