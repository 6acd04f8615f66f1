import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors';
import { ADJUST_NON_ZERO } from '../../materials/messages';
import { adjustMaterialStock } from '../../materials/materials';
import {
  withOwnHolds,
  availabilityMap,
  availabilityOf,
  FEW_LEFT,
  isLowStock,
  leftOfSize,
  releaseStock,
  reserveStock,
  shouldSpread,
  spreadStock,
  stockAlertCount,
  stockRequestsByProduct,
  unitsLeftMap,
  unitsLeftOf,
} from '../stock';
import { refusal } from '../../__tests__/refusal';

describe('low stock: one rule for every screen', () => {
  it('a level above 0 and on hand at or below it; no level, no alert', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(4, 5)).toBe(true);
    expect(isLowStock(0, 3)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, 0)).toBe(false);
    expect(isLowStock(0, null)).toBe(false);
    expect(isLowStock(0, undefined)).toBe(false);
    expect(isLowStock(-1, 0)).toBe(false);
  });

  it("a product's alert count comes from its availability and levels: low, or sold out with a level above 0", () => {
    const levels = {
      S: { onHand: 0, reorderLevel: 3 },
      M: { onHand: 2, reorderLevel: 3 },
      L: { onHand: 0, reorderLevel: 0 },
      XL: { onHand: 9, reorderLevel: 3 },
    };
    expect(stockAlertCount(availabilityMap(levels, ['S', 'M', 'L', 'XL']), levels)).toBe(2);
    expect(stockAlertCount({ L: 'out' }, levels)).toBe(0);
    expect(stockAlertCount({}, levels)).toBe(0);
  });
});

describe('units left shown to customers', () => {
  it('a count for FEW_LEFT or fewer, or while low; nothing when plenty or none', () => {
    expect(FEW_LEFT).toBe(4);
    expect(unitsLeftOf({ onHand: 1, reorderLevel: 0 })).toBe(1);
    expect(unitsLeftOf({ onHand: 4, reorderLevel: 0 })).toBe(4);
    expect(unitsLeftOf({ onHand: 5, reorderLevel: 0 })).toBeNull();
    expect(unitsLeftOf({ onHand: 8, reorderLevel: 10 })).toBe(8);
    expect(unitsLeftOf({ onHand: 0, reorderLevel: 3 })).toBeNull();
    expect(unitsLeftOf(undefined)).toBeNull();
    expect(
      unitsLeftMap({ S: { onHand: 1, reorderLevel: 0 }, M: { onHand: 20, reorderLevel: 3 } }, ['S', 'M', 'L']),
    ).toEqual({ S: 1 });
  });
});

describe('availability per size', () => {
  it('out at 0 or untracked, low at or below the level, else in', () => {
    expect(availabilityOf(undefined)).toBe('out');
    expect(availabilityOf({ onHand: 0, reorderLevel: 2 })).toBe('out');
    expect(availabilityOf({ onHand: 2, reorderLevel: 2 })).toBe('low');
    expect(availabilityOf({ onHand: 3, reorderLevel: 2 })).toBe('in');
    expect(availabilityOf({ onHand: 1, reorderLevel: 0 })).toBe('in');
    expect(
      availabilityMap({ S: { onHand: 5, reorderLevel: 1 }, M: { onHand: 1, reorderLevel: 1 } }, ['S', 'M', 'L']),
    ).toEqual({ S: 'in', M: 'low', L: 'out' });
  });
});

describe('reserve and release (a pair)', () => {
  const sizes = { S: { onHand: 5, reorderLevel: 1 }, M: { onHand: 1, reorderLevel: 0 } };

  it('reserve takes units out; release puts them back', () => {
    const after = reserveStock(sizes, [
      { size: 'S', qty: 2, name: 'Adire Shirt' },
      { size: 'S', qty: 3, name: 'Adire Shirt' },
      { size: 'M', qty: 1, name: 'Adire Shirt' },
    ]);
    expect(after).toEqual({ S: { onHand: 0, reorderLevel: 1 }, M: { onHand: 0, reorderLevel: 0 } });
    expect(
      releaseStock(after, [
        { size: 'S', qty: 5, name: 'x' },
        { size: 'M', qty: 1, name: 'x' },
      ]),
    ).toEqual(sizes);
    expect(sizes.S.onHand).toBe(5); // the input is not mutated
  });

  it('not enough: "Only N left in size X", and nothing changes', () => {
    const error = refusal(() =>
      reserveStock(sizes, [
        { size: 'S', qty: 1, name: 'Adire Shirt' },
        { size: 'M', qty: 2, name: 'Adire Shirt' },
      ]),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'out_of_stock',
      code: 'stock/insufficient',
      message: 'Only 1 left in size M of Adire Shirt.',
    });
    expect(() => reserveStock(sizes, [{ size: 'XL', qty: 1, name: 'Adire Shirt' }])).toThrow(
      'Adire Shirt is sold out in size XL.',
    );
    expect(() => reserveStock({ L: { onHand: -3, reorderLevel: 0 } }, [{ size: 'L', qty: 1, name: 'Tee' }])).toThrow(
      'Tee is sold out in size L.',
    );
  });

  it('zero, negative and fractional quantities take nothing', () => {
    expect(
      reserveStock(sizes, [
        { size: 'M', qty: 0, name: 'x' },
        { size: 'M', qty: -4, name: 'x' },
        { size: 'M', qty: 0.5, name: 'x' },
      ]).M?.onHand,
    ).toBe(1);
    expect(releaseStock({}, [{ size: 'L', qty: 2, name: 'x' }])).toEqual({ L: { onHand: 2, reorderLevel: 0 } });
  });

  it('requests per product come from RTW items with a size only', () => {
    const map = stockRequestsByProduct([
      { productId: 'a', type: 'RTW', size: 'M', qty: 2, name: 'A' },
      { productId: 'a', type: 'RTW', size: 'L', qty: 1, name: 'A' },
      { productId: 'b', type: 'MTO', size: null, qty: 1, name: 'B' },
      { productId: 'c', type: 'RTW', size: null, qty: 1, name: 'C' },
    ]);
    expect([...map.keys()]).toEqual(['a']);
    expect(map.get('a')).toEqual([
      { size: 'M', qty: 2, name: 'A' },
      { size: 'L', qty: 1, name: 'A' },
    ]);
  });
});

describe('raw materials', () => {
  it('adjust: non-zero, floored at 0, the applied change is what the ledger records', () => {
    expect(adjustMaterialStock(10, -3)).toEqual({ onHand: 7, delta: -3 });
    expect(adjustMaterialStock(10, '2.5')).toEqual({ onHand: 12.5, delta: 2.5 });
    expect(adjustMaterialStock(2, -5)).toEqual({ onHand: 0, delta: -2 });
    expect(adjustMaterialStock(NaN, 4)).toEqual({ onHand: 4, delta: 4 });
    for (const bad of [0, '0', '', 'abc', NaN, undefined]) {
      expect(() => adjustMaterialStock(10, bad)).toThrow(ADJUST_NON_ZERO);
    }
  });
});

describe("a drop's stock over shards", () => {
  it('spreads a size with 24 units or more evenly; the main document keeps the reorder level and no units', () => {
    expect(shouldSpread({ M: { onHand: 23, reorderLevel: 2 } }, 0)).toBe(false);
    expect(shouldSpread({ M: { onHand: 24, reorderLevel: 2 } }, 0)).toBe(true);
    expect(shouldSpread({ M: { onHand: 1, reorderLevel: 2 } }, 8)).toBe(true);
    const { main, shards } = spreadStock({ M: { onHand: 100, reorderLevel: 3 }, L: { onHand: 5, reorderLevel: 0 } }, 8);
    expect(main).toEqual({ M: { onHand: 0, reorderLevel: 3 }, L: { onHand: 0, reorderLevel: 0 } });
    expect(shards.map((s) => s.M)).toEqual([13, 13, 13, 13, 12, 12, 12, 12]);
    expect(shards.map((s) => s.L)).toEqual([1, 1, 1, 1, 1, 0, 0, 0]);
    expect(spreadStock({ S: { onHand: 4, reorderLevel: 1 } }, 0)).toEqual({
      main: { S: { onHand: 4, reorderLevel: 1 } },
      shards: [],
    });
  });
});

describe('a buyer’s own unpaid checkout', () => {
  const shirt = { type: 'RTW', availability: { S: 'out', M: 'low', L: 'in' } as const, unitsLeft: { M: 2 } };

  it('counts the units it holds as left to that buyer, so the size they hold is not sold out to them', () => {
    const seen = withOwnHolds(shirt, { S: 1, M: 1, L: 3 });
    expect(leftOfSize(seen, 'S')).toBe(1);
    expect(leftOfSize(seen, 'M')).toBe(3);
    // Plenty stays plenty (no count is shown for it).
    expect(leftOfSize(seen, 'L')).toBeNull();
    expect(leftOfSize(withOwnHolds(shirt, {}), 'S')).toBe(0);
  });
});
