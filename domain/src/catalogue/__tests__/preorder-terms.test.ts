// Pre-orders tell one truth (docs/product.md#pre-order): the balance is due on the day the window closes.
import { describe, expect, it } from 'vitest';
import { balanceDueDay, balanceDueSentence, depositOfferWords, preorderReadyDay } from '../preorder-terms';

describe('the balance’s one due date', () => {
  it('is the last day of the deposit lines’ windows, in Lagos', () => {
    const jan3 = new Date('2027-01-03T20:00:00Z'); // 21:00 in Lagos
    const dec20 = new Date('2026-12-20T10:00:00Z');
    expect(balanceDueDay([jan3])).toBe('2027-01-03');
    expect(balanceDueDay([dec20, jan3])).toBe('2027-01-03');
    expect(balanceDueDay([jan3, null])).toBeNull();
    expect(balanceDueDay([])).toBeNull();
  });

  it('is said the same way everywhere', () => {
    expect(balanceDueSentence('2027-01-03')).toBe(
      'The balance is due by 3 Jan 2027, when the pre-order window closes.',
    );
    expect(balanceDueSentence(null)).toBe(
      'The balance is due when the pre-order window closes (its date is still to come).',
    );
    expect(depositOfferWords(40, '2027-01-03')).toBe(
      'Pay a 40% deposit now and the balance by 3 Jan 2027, when the pre-order window closes.',
    );
    expect(preorderReadyDay(new Date('2027-01-03T20:00:00Z'))).toBe('2027-01-13');
  });
});
