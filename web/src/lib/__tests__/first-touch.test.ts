// The first touch: kept in this browser's own storage from the landing, not replaced by later visits while fresh,
// and sent with the checkout request (docs/product.md#channels).
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutRequest, initialDraft } from '../../features/checkout/model';
import { currentFirstTouch, rememberFirstTouch } from '../first-touch';

const DAY = 86_400_000;
const t0 = new Date('2026-11-28T09:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);

beforeEach(() => localStorage.clear());

describe('the first touch', () => {
  it('is the landing’s tags, kept through later pages and visits for 30 days', () => {
    rememberFirstTouch('?utm_source=instagram&utm_medium=social&utm_campaign=owambe', '', 'aso.ng', t0);
    // The next page of the visit, sign-in, a later visit from Google: the first touch stays.
    rememberFirstTouch('', 'https://aso.ng/shop', 'aso.ng', at(0));
    rememberFirstTouch('?utm_source=google&utm_medium=shopping', '', 'aso.ng', at(3));
    expect(currentFirstTouch(at(3))).toMatchObject({ source: 'instagram', medium: 'social', campaign: 'owambe' });
    expect(currentFirstTouch(at(31))).toBeNull();
    rememberFirstTouch('?utm_source=google&utm_medium=shopping', '', 'aso.ng', at(31));
    expect(currentFirstTouch(at(31))).toMatchObject({ source: 'google', medium: 'shopping' });
  });

  it('a direct visit keeps nothing; a value another version wrote is ignored', () => {
    rememberFirstTouch('', '', 'aso.ng', t0);
    expect(currentFirstTouch(t0)).toBeNull();
    localStorage.setItem('aso.firstTouch', '{"source":');
    expect(currentFirstTouch(t0)).toBeNull();
    // One the checkout would refuse (edited by hand): dropped, so it never blocks paying.
    const edited = { source: 'Instagram!', medium: null, campaign: null, referralCode: null, referrer: null };
    localStorage.setItem('aso.firstTouch', JSON.stringify({ ...edited, landedAt: t0.toISOString() }));
    expect(currentFirstTouch(t0)).toBeNull();
  });

  it('travels with the checkout request', () => {
    rememberFirstTouch('?ref=ada-7k2p', 'https://l.instagram.com/', 'aso.ng');
    const cart = { lines: [], referralCode: null };
    const request = checkoutRequest(cart, initialDraft(cart, 'amaka@aso.demo'), null, () => undefined);
    expect(request.attribution).toMatchObject({ referralCode: 'ADA-7K2P', referrer: 'l.instagram.com' });
  });
});
