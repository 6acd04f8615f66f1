import { describe, expect, it } from 'vitest';
import { statusChangeStockEffect } from '../orders/orders';
import { saveProductInput } from '../catalogue/schemas/product';
import { editedSizeStock } from '../catalogue/stock';

describe('catalogue form stock: applied as a difference from what the form showed', () => {
  const sizes = ['S', 'M', 'L'];

  it('keeps sales made while the form was open', () => {
    // Form opened with M: 5; staff typed 8; meanwhile 3 were sold (current 2) → 2 + (8 − 5) = 5.
    expect(
      editedSizeStock({ M: { onHand: 2, reorderLevel: 1 } }, { M: { onHand: 8, reorderLevel: 2 } }, { M: 5 }, ['M']),
    ).toEqual({
      M: { onHand: 5, reorderLevel: 2 },
    });
  });

  it('sets a size as typed when the form had no figure for it (new product or size)', () => {
    expect(editedSizeStock({}, { S: { onHand: 4, reorderLevel: 1 } }, {}, ['S'])).toEqual({
      S: { onHand: 4, reorderLevel: 1 },
    });
  });

  it('leaves sizes the form did not send as they are, and tracks every offered size', () => {
    expect(editedSizeStock({ S: { onHand: 3, reorderLevel: 2 } }, {}, {}, sizes)).toEqual({
      S: { onHand: 3, reorderLevel: 2 },
      M: { onHand: 0, reorderLevel: 0 },
      L: { onHand: 0, reorderLevel: 0 },
    });
  });

  it('drops sizes no longer offered', () => {
    expect(
      editedSizeStock({ XL: { onHand: 9, reorderLevel: 0 } }, { XL: { onHand: 9, reorderLevel: 0 } }, { XL: 9 }, ['S']),
    ).toEqual({
      S: { onHand: 0, reorderLevel: 0 },
    });
  });

  it('floors at 0 and keeps whole numbers', () => {
    // Seen 5, typed 1 (take 4 out), but only 2 are left → 0, never negative.
    expect(
      editedSizeStock({ M: { onHand: 2, reorderLevel: 0 } }, { M: { onHand: 1, reorderLevel: 1.7 } }, { M: 5 }, ['M']),
    ).toEqual({
      M: { onHand: 0, reorderLevel: 1 },
    });
  });

  it('the input carries the figures the form showed', () => {
    const input = saveProductInput.parse({ name: 'Kaftan', price: 1000, type: 'RTW', stockSeen: { M: 5 } });
    expect(input.stockSeen).toEqual({ M: 5 });
    expect(saveProductInput.parse({ name: 'Kaftan', price: 1000, type: 'RTW' }).stockSeen).toEqual({});
    expect(saveProductInput.safeParse({ name: 'Kaftan', price: 1000, type: 'RTW', stockSeen: { M: -1 } }).success).toBe(
      false,
    );
  });
});

describe('order status changes and reserved stock', () => {
  it('cancelling releases, un-cancelling reserves, anything else leaves stock alone', () => {
    expect(statusChangeStockEffect('pending', 'cancelled')).toBe('release');
    expect(statusChangeStockEffect('shipped', 'cancelled')).toBe('release');
    expect(statusChangeStockEffect('cancelled', 'pending')).toBe('reserve');
    expect(statusChangeStockEffect('cancelled', 'completed')).toBe('reserve');
    expect(statusChangeStockEffect('cancelled', 'cancelled')).toBe('none');
    expect(statusChangeStockEffect('pending', 'in_production')).toBe('none');
    expect(statusChangeStockEffect('completed', 'pending')).toBe('none');
  });
});
