import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors';
import { holdLimitOrders, holdLimitUnits } from '../messages';
import {
  canResumeCheckout,
  checkHoldLimits,
  checkoutKey,
  isOpenCheckout,
  overlapsHeldStock,
  sanitiseHoldLimits,
} from '../open-checkouts';

const base = {
  lines: [
    { productId: 'p1', size: 'M', qty: 1 },
    { productId: 'p2', size: null, qty: 1 },
  ],
  email: 'Ada@Example.com',
  shipping: { address: '12 Ake Road', zone: 'LAGOS' },
  referralCode: null,
  payModes: {},
  measurements: {},
  eventId: null,
};
const item = (productId: string, size: string | null, qty: number, type = 'RTW') => ({
  productId,
  size,
  qty,
  type,
  name: `Shirt ${productId}`,
});
const limits = { maxUnitsPerSize: 4, maxOpenCheckouts: 3 };

describe('open checkouts', () => {
  it('gives the same key to the same checkout, whatever the line order or email case; another cart differs', () => {
    expect(checkoutKey({ ...base, lines: [...base.lines].reverse(), email: 'ada@example.com' })).toBe(
      checkoutKey(base),
    );
    expect(checkoutKey({ ...base, lines: [{ productId: 'p1', size: 'M', qty: 2 }] })).not.toBe(checkoutKey(base));
    expect(checkoutKey({ ...base, shipping: { address: '12 Ake Road', zone: 'ABUJA' } })).not.toBe(checkoutKey(base));
    // A phone given is part of the delivery; none given keeps the key a request without one always had.
    expect(checkoutKey({ ...base, shipping: { ...base.shipping, phone: '' } })).toBe(checkoutKey(base));
    expect(checkoutKey({ ...base, shipping: { ...base.shipping, phone: '+2348031234567' } })).not.toBe(
      checkoutKey(base),
    );
  });

  it('is open for 30 minutes and resumable while 5 are left', () => {
    const createdAt = new Date('2026-01-01T10:00:00Z');
    const order = { status: 'pending' as const, paymentStatus: 'unpaid' as const, createdAt };
    const at = (min: number) => new Date(createdAt.getTime() + min * 60_000);
    expect([isOpenCheckout(order, at(24)), canResumeCheckout(order, at(24))]).toEqual([true, true]);
    expect([isOpenCheckout(order, at(26)), canResumeCheckout(order, at(26))]).toEqual([true, false]);
    expect(isOpenCheckout(order, at(30))).toBe(false);
    expect(isOpenCheckout({ ...order, status: 'cancelled' }, at(1))).toBe(false);
  });

  it('overlaps only on RTW pieces of the same size', () => {
    expect(overlapsHeldStock([item('p1', 'M', 1)], [{ productId: 'p1', size: 'M' }])).toBe(true);
    expect(overlapsHeldStock([item('p1', 'M', 1)], [{ productId: 'p1', size: 'L' }])).toBe(false);
    expect(overlapsHeldStock([item('p2', null, 1, 'MTO')], [{ productId: 'p2', size: null }])).toBe(false);
  });

  it('caps units per size and open checkouts, never two pieces', () => {
    expect(() =>
      checkHoldLimits({ openCheckouts: 0, openItems: [], requested: [item('p1', 'M', 2), item('p1', 'L', 2)], limits }),
    ).not.toThrow();
    expect(() =>
      checkHoldLimits({ openCheckouts: 1, openItems: [item('p1', 'M', 3)], requested: [item('p1', 'M', 2)], limits }),
    ).toThrow(holdLimitUnits('Shirt p1', 'M', 4));
    expect(() => checkHoldLimits({ openCheckouts: 3, openItems: [], requested: [item('p9', 'S', 1)], limits })).toThrow(
      holdLimitOrders(3),
    );
    // Made-to-order and pre-order pieces hold no stock.
    expect(() =>
      checkHoldLimits({ openCheckouts: 0, openItems: [], requested: [item('p2', null, 9, 'MTO')], limits }),
    ).not.toThrow();
    try {
      checkHoldLimits({ openCheckouts: 0, openItems: [], requested: [item('p1', 'M', 5)], limits });
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: 'conflict', code: 'checkout/hold-limit', httpsCode: 'failed-precondition' });
    }
  });

  it('reads the caps from settings: whole numbers from 1, defaults otherwise', () => {
    expect(sanitiseHoldLimits(undefined)).toEqual({ maxUnitsPerSize: 4, maxOpenCheckouts: 3 });
    expect(sanitiseHoldLimits({ maxUnitsPerSize: '6', maxOpenCheckouts: 2.7 })).toEqual({
      maxUnitsPerSize: 6,
      maxOpenCheckouts: 2,
    });
    expect(sanitiseHoldLimits({ maxUnitsPerSize: 0, maxOpenCheckouts: 500 })).toEqual({
      maxUnitsPerSize: 4,
      maxOpenCheckouts: 20,
    });
  });
});
