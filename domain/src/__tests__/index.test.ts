import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import * as schemas from '../schemas';

describe('the server-side barrel', () => {
  it('loads every module once and exposes the main entry points', () => {
    for (const name of [
      'addToCart',
      'orderTotals',
      'priceCheckout',
      'settlePayment',
      'reserveStock',
      'receivePurchaseOrder',
      'statsDelta',
      'financeSummary',
      'dashboardFigures',
      'parseInput',
      'DomainError',
      'recommendSize',
      'startCheckoutInput',
      'orderSchema',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
    expect(Object.keys(schemas).every((k) => k in domain)).toBe(true);
  });
});
