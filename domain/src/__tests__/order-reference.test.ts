import { describe, expect, it } from 'vitest';
import { orderIdMatches, parseOrderReference } from '../order-reference';

describe('parseOrderReference', () => {
  it('reads the short number as shown (#, spaces, any case), a full id, or a payment reference', () => {
    expect(parseOrderReference('  #ab12 cd34 ')).toEqual({ kind: 'order', text: 'ab12cd34' });
    expect(parseOrderReference('aB12cD34eF56gH78iJ90')).toEqual({ kind: 'order', text: 'aB12cD34eF56gH78iJ90' });
    expect(parseOrderReference('aso-1740856200000-k3p9q2')).toEqual({
      kind: 'payment',
      reference: 'ASO-1740856200000-K3P9Q2',
    });
    expect(parseOrderReference('ASO-1740856200000-K3P9Q2-BAL')).toEqual({
      kind: 'payment',
      reference: 'ASO-1740856200000-K3P9Q2-BAL',
    });
    expect(parseOrderReference(' # ')).toBeNull();
  });
});

describe('orderIdMatches', () => {
  it('matches the full id exactly, or the start of the short number in any case', () => {
    expect(orderIdMatches('aB12cD34eF56gH78iJ90', 'aB12cD34eF56gH78iJ90')).toBe(true);
    expect(orderIdMatches('aB12cD34eF56gH78iJ90', 'AB12CD34')).toBe(true);
    expect(orderIdMatches('aB12cD34eF56gH78iJ90', 'ab12')).toBe(true);
    expect(orderIdMatches('aB12cD34eF56gH78iJ90', 'B12CD34')).toBe(false);
    expect(orderIdMatches('aB12cD34eF56gH78iJ90', '')).toBe(false);
  });
});
