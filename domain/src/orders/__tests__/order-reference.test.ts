import { describe, expect, it } from 'vitest';
import { orderSearchKeys, orderSearchPlans, parseOrderReference } from '../order-reference';

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

describe('finding an order by who placed it', () => {
  const keys = orderSearchKeys({
    id: 'aB12cD34eF56gH78iJ90',
    customerName: 'Kẹ́mi Adébáyọ̀',
    emails: ['Kemi.Ade@Example.ng', 'kemi.ade@example.ng', null],
    phones: ['0803 123 4567', '', 'not a phone', undefined],
  });
  /** An order answers a search when it carries every key of one of the search's queries. */
  const finds = (typed: string) =>
    orderSearchPlans(typed).some((plan) => [plan.key, ...plan.alsoKeys].every((k) => keys.includes(k)));

  it('answers to the name or its start, any case or accent, one word or several', () => {
    for (const typed of ['Kemi', 'kem', 'ADEBAYO', 'Adébáyọ̀', 'Kemi Adebayo', 'kemi ad', 'adeb kemi', '  kemi  '])
      expect(finds(typed), typed).toBe(true);
    // Several words are first looked up as typed, so "Kemi Adebayo" is exact however many Adebayos there are.
    expect(orderSearchPlans('Kemi  Adébáyọ̀')[0]).toEqual({ key: 'kemi adebayo', alsoKeys: [] });
    expect(orderSearchPlans('Kemi Adebayo')[1]).toEqual({ key: 'adebayo', alsoKeys: ['kemi'] });
    for (const typed of ['Kemi Okafor', 'emi', 'Tunde']) expect(finds(typed), typed).toBe(false);
  });

  it('answers to the short number (with #, spaced, any case, or its start) and not to the rest of the id', () => {
    for (const typed of ['#AB12CD34', 'ab12cd34', '# ab12 cd34', 'AB12']) expect(finds(typed), typed).toBe(true);
    expect(finds('eF56gH78')).toBe(false);
  });

  it('answers to a whole email in any case, or a word of its name part', () => {
    for (const typed of ['kemi.ade@example.ng', 'KEMI.ADE@EXAMPLE.NG', 'ade']) expect(finds(typed), typed).toBe(true);
    expect(finds('kemi@example.ng')).toBe(false);
    expect(keys.filter((k) => k.includes('@'))).toEqual(['kemi.ade@example.ng']);
  });

  it('answers to its phone number however it is written, and keeps the number once, in international form', () => {
    for (const typed of ['0803 123 4567', '08031234567', '+234 803 123 4567', '2348031234567', '803-123-4567'])
      expect(finds(typed), typed).toBe(true);
    expect(finds('0803 123 4568')).toBe(false);
    expect(keys.filter((k) => k.startsWith('+'))).toEqual(['+2348031234567']);
  });

  it('looks for nothing when nothing typed is long enough, and keeps each key short', () => {
    expect(orderSearchPlans(' k ')).toEqual([]);
    expect(orderSearchPlans('#')).toEqual([]);
    expect(orderSearchPlans('Oluwatobilobaayomide')).toEqual([{ key: 'oluwatobilobaayomide', alsoKeys: [] }]);
    expect(orderSearchPlans('Oluwatobilobaayomidetemi')).toEqual([{ key: 'oluwatobilobaayomide', alsoKeys: [] }]);
    expect(keys.every((k) => k.length <= 20 || k.includes('@') || (k.includes(' ') && k.length <= 40))).toBe(true);
  });
});
