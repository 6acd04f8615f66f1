// Promotions' rules (docs/product.md#promotions): what a promotion covers, when it runs in Lagos time, which sale a
// piece is on, free delivery per zone, and every refusal of a code in the code box's words.
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../shared/errors';
import { fromLagosWallTime, lagosWallTime, lagosWhenWords } from '../../shared/lagos-time';
import {
  acceptCode,
  freeDeliveryFor,
  freeDeliveryGap,
  inScope,
  offerWords,
  promotionState,
  saleOf,
  saleOrNextOf,
  salePrice,
  scopeWords,
  windowState,
  type CodePromotion,
  type PromotionScope,
  type DeliveryOffer,
  type SaleOffer,
} from '../promotions';

/** A promotion for every piece in the shop. */
const EVERYTHING: PromotionScope = { productIds: [], collections: [], types: [] };

const at = (wall: string): Date => fromLagosWallTime(wall)!;
const NOW = at('2026-12-10T12:00');

const boubou = { productId: 'p-boubou', collection: 'Owambe', type: 'PREORDER' as const };
const kaftan = { productId: 'p-kaftan', collection: 'Adire Everyday', type: 'RTW' as const };

const sale = (over: Partial<SaleOffer> = {}): SaleOffer => ({
  kind: 'sale',
  id: 'detty',
  name: 'Detty December',
  percent: 15,
  scope: { productIds: [], collections: ['Owambe'], types: [] },
  startsAt: at('2026-12-01T00:00'),
  endsAt: at('2026-12-27T00:00'),
  ...over,
});

const delivery = (over: Partial<DeliveryOffer> = {}): DeliveryOffer => ({
  kind: 'delivery',
  id: 'free-lagos',
  name: 'Free delivery in Lagos',
  zones: { LAGOS: 100_000, ABEOKUTA: 50_000 },
  startsAt: null,
  endsAt: null,
  ...over,
});

const code = (over: Partial<CodePromotion> = {}): CodePromotion => ({
  id: 'amaka10',
  code: 'AMAKA10',
  name: 'Amaka’s first order',
  offer: 'percent',
  percent: 10,
  amount: null,
  minSubtotal: 0,
  scope: EVERYTHING,
  firstOrderOnly: false,
  status: 'active',
  endedAt: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  uses: 0,
  held: 0,
  ...over,
});

/** The refusal acceptCode throws: its code and words (field discountCode). */
function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    expect(error.fields).toEqual({ discountCode: error.message });
    return { code: error.code, message: error.message };
  }
  throw new Error('expected a refusal');
}

describe('scope and windows', () => {
  it('covers any of its pieces, collections (any case) or types; empty covers everything', () => {
    expect(inScope(EVERYTHING, kaftan)).toBe(true);
    expect(inScope({ productIds: [], collections: ['owambe'], types: [] }, boubou)).toBe(true);
    expect(inScope({ productIds: [], collections: ['Owambe'], types: [] }, kaftan)).toBe(false);
    expect(inScope({ productIds: ['p-kaftan'], collections: [], types: [] }, kaftan)).toBe(true);
    expect(inScope({ productIds: [], collections: [], types: ['PREORDER'] }, boubou)).toBe(true);
    expect(inScope({ productIds: [], collections: ['Owambe'], types: [] }, { ...kaftan, collection: null })).toBe(
      false,
    );
  });

  it('runs from its start (included) to its end (excluded), in Lagos time', () => {
    const w = { startsAt: at('2026-12-01T09:00'), endsAt: at('2026-12-26T23:59') };
    expect(windowState(w, at('2026-12-01T08:59'))).toBe('scheduled');
    expect(windowState(w, at('2026-12-01T09:00'))).toBe('running');
    expect(windowState(w, at('2026-12-26T23:58'))).toBe('running');
    expect(windowState(w, at('2026-12-26T23:59'))).toBe('finished');
    expect(windowState({ startsAt: null, endsAt: null }, NOW)).toBe('running');
    // 09:00 in Lagos is 08:00 UTC, whatever the browser's zone.
    expect(at('2026-12-01T09:00').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(lagosWallTime(at('2026-12-01T09:00'))).toBe('2026-12-01T09:00');
    expect(lagosWhenWords(at('2026-12-01T09:00'))).toBe('1 Dec 2026, 09:00');
    expect(fromLagosWallTime('2026-02-30T09:00')).toBeNull();
    expect(fromLagosWallTime('2026-12-01T24:00')).toBeNull();
    expect(fromLagosWallTime('1 Dec')).toBeNull();
  });
});

describe('sales', () => {
  it('a piece is on the running sale that takes the most off; sales never add up', () => {
    const both = [sale(), sale({ id: 'owambe20', name: 'Owambe weekend', percent: 20 })];
    expect(saleOf(boubou, both, NOW)).toMatchObject({ promotionId: 'owambe20', percent: 20 });
    expect(saleOf(kaftan, both, NOW)).toBeNull();
    // Equal percents: the one ending first, then by id.
    const tie = [sale({ id: 'b', endsAt: at('2026-12-20T00:00') }), sale({ id: 'a' })];
    expect(saleOf(boubou, tie, NOW)?.promotionId).toBe('b');
    expect(saleOf(boubou, [sale({ id: 'b' }), sale({ id: 'a' })], NOW)?.promotionId).toBe('a');
  });

  it('a sale not yet started or finished prices nothing; the feeds announce the next one', () => {
    const coming = sale({ startsAt: at('2026-12-20T00:00') });
    expect(saleOf(boubou, [coming], NOW)).toBeNull();
    expect(saleOrNextOf(boubou, [coming], NOW)).toMatchObject({ promotionId: 'detty' });
    expect(saleOf(boubou, [sale({ endsAt: at('2026-12-10T12:00') })], NOW)).toBeNull();
    expect(saleOrNextOf(boubou, [sale({ endsAt: at('2026-12-10T12:00') })], NOW)).toBeNull();
    expect(saleOrNextOf(boubou, [sale()], NOW)).toMatchObject({ promotionId: 'detty' });
  });

  it('the sale price is the price less round(price × percent ÷ 100), never below ₦0', () => {
    expect(salePrice(85_000, 15)).toBe(72_250);
    expect(salePrice(19_999, 15)).toBe(16_999); // 2,999.85 off rounds to 3,000
    expect(salePrice(100, 120)).toBe(10); // never more than 90 % off
    expect(salePrice(100, -5)).toBe(100);
  });
});

describe('free delivery per zone', () => {
  it('is free once the pieces reach the zone’s order value; the lowest value wins; other zones pay', () => {
    const offers = [delivery(), delivery({ id: 'cheap', name: 'Lagos week', zones: { LAGOS: 60_000 } })];
    expect(freeDeliveryFor('LAGOS', 99_999, [delivery()], NOW)).toBeNull();
    expect(freeDeliveryFor('LAGOS', 100_000, [delivery()], NOW)?.id).toBe('free-lagos');
    expect(freeDeliveryFor('LAGOS', 70_000, offers, NOW)?.id).toBe('cheap');
    expect(freeDeliveryFor('ABUJA', 500_000, offers, NOW)).toBeNull();
    expect(freeDeliveryFor('LAGOS', 500_000, [delivery({ endsAt: at('2026-12-01T00:00') })], NOW)).toBeNull();
  });

  it('says how much more the pieces need for it', () => {
    expect(freeDeliveryGap('LAGOS', 88_500, [delivery()], NOW)).toMatchObject({ minimum: 100_000, gap: 11_500 });
    expect(freeDeliveryGap('LAGOS', 100_000, [delivery()], NOW)).toBeNull();
    expect(freeDeliveryGap('ABUJA', 10, [delivery()], NOW)).toBeNull();
  });
});

describe('a code may be used now by this buyer, or is refused in words', () => {
  const buyer = { orderCount: 0, uses: 0, held: 0 };

  it('accepts a running code and answers what it gives', () => {
    expect(acceptCode(code(), { now: NOW, buyer })).toMatchObject({
      promotionId: 'amaka10',
      code: 'AMAKA10',
      offer: 'percent',
      percent: 10,
    });
    expect(acceptCode(code({ startsAt: at('2026-12-10T12:00') }), { now: NOW, buyer: null }).code).toBe('AMAKA10');
  });

  it('not started, ended, paused', () => {
    expect(refusal(() => acceptCode(code({ startsAt: at('2026-12-24T18:00') }), { now: NOW, buyer }))).toEqual({
      code: 'promotion/not-started',
      message: 'AMAKA10 starts on 24 Dec 2026, 18:00.',
    });
    expect(refusal(() => acceptCode(code({ endsAt: at('2026-12-05T23:59') }), { now: NOW, buyer }))).toEqual({
      code: 'promotion/ended',
      message: 'AMAKA10 ended on 5 Dec 2026, 23:59.',
    });
    expect(
      refusal(() => acceptCode(code({ status: 'ended', endedAt: at('2026-12-08T10:30') }), { now: NOW, buyer })),
    ).toEqual({ code: 'promotion/ended', message: 'AMAKA10 ended on 8 Dec 2026, 10:30.' });
    expect(refusal(() => acceptCode(code({ status: 'paused' }), { now: NOW, buyer }))).toEqual({
      code: 'promotion/paused',
      message: 'AMAKA10 is paused at the moment. Try again later.',
    });
  });

  it('used up by paid orders, or every use held by checkouts awaiting payment', () => {
    expect(refusal(() => acceptCode(code({ maxUses: 100, uses: 100 }), { now: NOW, buyer }))).toEqual({
      code: 'promotion/used-up',
      message: 'AMAKA10 has been used up.',
    });
    expect(refusal(() => acceptCode(code({ maxUses: 100, uses: 97, held: 3 }), { now: NOW, buyer })).code).toBe(
      'promotion/held-up',
    );
    expect(acceptCode(code({ maxUses: 100, uses: 97, held: 2 }), { now: NOW, buyer }).code).toBe('AMAKA10');
    // The buyer's own checkout being replaced gives its use back in the same transaction.
    expect(
      acceptCode(code({ maxUses: 100, uses: 97, held: 3 }), {
        now: NOW,
        buyer: { orderCount: 0, uses: 0, held: 1 },
        releasing: 1,
      }).code,
    ).toBe('AMAKA10');
  });

  it('first order only: refused to a returning buyer', () => {
    const first = code({ firstOrderOnly: true });
    expect(refusal(() => acceptCode(first, { now: NOW, buyer: { ...buyer, orderCount: 2 } }))).toEqual({
      code: 'promotion/first-order',
      message: 'AMAKA10 is for a first order, and you have ordered from us before.',
    });
    // A first order's code is one use per customer, held ones too.
    expect(refusal(() => acceptCode(first, { now: NOW, buyer: { ...buyer, held: 1 } })).code).toBe(
      'promotion/customer-held',
    );
    expect(acceptCode(first, { now: NOW, buyer }).firstOrderOnly).toBe(true);
  });

  it('uses per customer, paid and held', () => {
    const twice = code({ maxUsesPerCustomer: 2 });
    expect(refusal(() => acceptCode(twice, { now: NOW, buyer: { ...buyer, orderCount: 4, uses: 2 } }))).toEqual({
      code: 'promotion/customer-used',
      message: 'AMAKA10 can be used 2 times per customer, and you have used it 2 times.',
    });
    expect(
      refusal(() => acceptCode(code({ maxUsesPerCustomer: 1 }), { now: NOW, buyer: { ...buyer, uses: 1 } })).message,
    ).toBe('AMAKA10 can be used once per customer, and you have used it.');
    expect(refusal(() => acceptCode(twice, { now: NOW, buyer: { ...buyer, uses: 1, held: 1 } }))).toEqual({
      code: 'promotion/customer-held',
      message: 'Your checkout awaiting payment already uses AMAKA10. Pay or cancel it in My Orders first.',
    });
    expect(acceptCode(twice, { now: NOW, buyer: { ...buyer, uses: 1 } }).code).toBe('AMAKA10');
  });
});

describe('words for the back office and the code box', () => {
  it('a promotion’s state: scheduled, running, paused, finished, ended', () => {
    const w = { startsAt: at('2026-12-01T00:00'), endsAt: at('2026-12-27T00:00') };
    expect(promotionState({ ...w, status: 'active' }, at('2026-11-30T00:00'))).toBe('scheduled');
    expect(promotionState({ ...w, status: 'active' }, NOW)).toBe('running');
    expect(promotionState({ ...w, status: 'paused' }, NOW)).toBe('paused');
    expect(promotionState({ ...w, status: 'paused' }, at('2026-12-28T00:00'))).toBe('finished');
    expect(promotionState({ ...w, status: 'ended' }, NOW)).toBe('ended');
  });

  it('what it gives and what it covers', () => {
    expect(offerWords({ offer: 'percent', percent: 10, amount: null })).toBe('10% off');
    expect(offerWords({ offer: 'amount', percent: null, amount: 5000 })).toBe('₦5,000 off');
    expect(offerWords({ offer: 'free_delivery', percent: null, amount: null })).toBe('free delivery');
    const names = (id: string) => ({ 'p-jump': 'Kente Jumpsuit' })[id];
    expect(scopeWords(EVERYTHING, names)).toBeNull();
    expect(scopeWords({ productIds: [], collections: ['Owambe'], types: [] }, names)).toBe('the Owambe collection');
    expect(scopeWords({ productIds: ['p-jump'], collections: [], types: ['RTW'] }, names)).toBe(
      'ready-to-wear and Kente Jumpsuit',
    );
    expect(scopeWords({ productIds: ['p-jump', 'p-x'], collections: ['Owambe'], types: ['MTO'] }, names)).toBe(
      'the Owambe collection, made-to-order pieces and 2 more',
    );
    // The names kept with the promotion first; a piece nobody can name is counted.
    expect(
      scopeWords({ productIds: ['p-x'], collections: [], types: [], productNames: { 'p-x': 'Fila' } }, names),
    ).toBe('Fila');
    expect(scopeWords({ productIds: ['p-x'], collections: [], types: [] }, names)).toBe('another piece');
    expect(scopeWords({ productIds: ['p-x', 'p-y'], collections: ['Owambe'], types: [] }, names)).toBe(
      'the Owambe collection and 2 other pieces',
    );
  });
});
