import { describe, expect, it } from 'vitest';
import { channelOf, cleanReferrer, cleanTag, firstTouch, landingTouch, taggedLink } from '../attribution';
import { channelCsv, channelRows } from '../channel-sales';
import { ATTRIBUTION_INVALID } from '../../checkout/messages';
import { startCheckoutInput } from '../../checkout/schemas/order';
import {
  emptyStats,
  foldStats,
  orderContribution,
  statsDelta,
  statsIncrements,
  type StatsOrder,
} from '../../finance/stats';
import { problems } from '../../__tests__/schemas/fixtures';

const NOW = new Date('2026-11-28T09:00:00Z');
const land = (search: string, referrer = '') => landingTouch({ search, referrer, ownHost: 'aso.ng', now: NOW });

describe('where a visit came from', () => {
  it('reads the campaign tags, a referral code and the referring site of a landing', () => {
    expect(land('?utm_source=Instagram&utm_medium=Story&utm_campaign=Detty%20December%202026&ref=ada-7k2p')).toEqual({
      source: 'instagram',
      medium: 'story',
      campaign: 'detty december 2026',
      referralCode: 'ADA-7K2P',
      referrer: null,
      landedAt: NOW.toISOString(),
    });
    expect(land('', 'https://l.instagram.com/?u=https%3A%2F%2Faso.ng')?.referrer).toBe('l.instagram.com');
    expect(land('', 'https://www.google.com.ng/')?.referrer).toBe('google.com.ng');
  });

  it('is nothing for a direct visit or a page of the shop itself', () => {
    expect(land('')).toBeNull();
    expect(land('?size=M', 'https://www.aso.ng/shop')).toBeNull();
    expect(land('?ref=%3Cscript%3E', 'not a url')).toBeNull();
  });

  it('keeps tags to a safe, short form', () => {
    expect(cleanTag('  WhatsApp  Status<script> ')).toBe('whatsapp status-script');
    expect(cleanTag('x'.repeat(200))).toHaveLength(60);
    expect(cleanTag('---')).toBeNull();
    expect(cleanReferrer('javascript:alert(1)', 'aso.ng')).toBeNull();
  });

  it('keeps the first touch for 30 days, then lets a new landing take over', () => {
    const first = land('?utm_source=instagram&utm_medium=social')!;
    const later = landingTouch({
      search: '?utm_source=google&utm_medium=shopping',
      referrer: '',
      ownHost: 'aso.ng',
      now: new Date(NOW.getTime() + 86_400_000),
    });
    expect(firstTouch(first, later, new Date(NOW.getTime() + 86_400_000))).toBe(first);
    expect(firstTouch(first, null, new Date(NOW.getTime() + 29 * 86_400_000))).toBe(first);
    expect(firstTouch(first, later, new Date(NOW.getTime() + 31 * 86_400_000))).toBe(later);
    expect(firstTouch(first, null, new Date(NOW.getTime() + 31 * 86_400_000))).toBeNull();
    expect(firstTouch(null, later, NOW)).toBe(later);
  });

  it('names the channel: tags first, then a referral link, then the referring site, else direct', () => {
    expect(channelOf(land('?utm_source=instagram&utm_medium=social&ref=ADA-7K2P'))).toBe('instagram / social');
    expect(channelOf(land('?utm_source=newsletter'))).toBe('newsletter / none');
    expect(channelOf(land('?ref=ADA-7K2P', 'https://facebook.com/'))).toBe('referral / link');
    expect(channelOf(land('', 'https://l.instagram.com/'))).toBe('instagram / social');
    expect(channelOf(land('', 'https://www.google.com.ng/'))).toBe('google / organic');
    expect(channelOf(land('', 'https://t.co/abc'))).toBe('x / social');
    expect(channelOf(land('', 'https://bellanaija.com/style'))).toBe('bellanaija.com / referral');
    expect(channelOf(null)).toBe('direct / none');
    expect(channelOf(land('?utm_source=instagram'), 'event')).toBe('event / in person');
  });

  it('tags a link the shop makes, keeping its own query', () => {
    expect(taggedLink('https://aso.ng/?ref=ADA-7K2P', { source: 'whatsapp', medium: 'referral' })).toBe(
      'https://aso.ng/?ref=ADA-7K2P&utm_source=whatsapp&utm_medium=referral',
    );
    expect(taggedLink('https://aso.ng/groups/g1', { source: 'whatsapp', medium: 'group-invite', campaign: 'g1' })).toBe(
      'https://aso.ng/groups/g1?utm_source=whatsapp&utm_medium=group-invite&utm_campaign=g1',
    );
  });
});

describe('startCheckout’s attribution', () => {
  const base = {
    lines: [{ productId: 'p1', size: 'M', qty: 1 }],
    email: 'amaka@aso.demo',
    shipping: { address: '4 Ibara Housing Estate, Abeokuta', zone: 'ABEOKUTA' },
  };
  const touch = land('?utm_source=instagram&utm_medium=social&ref=ADA-7K2P', 'https://l.instagram.com/');

  it('takes what the shop’s page keeps, and none', () => {
    expect(startCheckoutInput.parse({ ...base, attribution: touch }).attribution).toEqual(touch);
    expect(startCheckoutInput.parse(base).attribution).toBeNull();
  });

  it.each([
    { source: 'Instagram' },
    { source: 'x'.repeat(61) },
    { source: 42 },
    { referrer: 'https://evil.example/path' },
    { referralCode: '<script>' },
    { landedAt: 'yesterday' },
    { channel: 'instagram' },
  ])('refuses %o in words', (change) => {
    const found = problems(startCheckoutInput, { ...base, attribution: { ...touch, ...change } });
    expect(found).not.toBe('ok');
    expect(Object.values(found)).toEqual([ATTRIBUTION_INVALID]);
  });
});

describe('sales by channel', () => {
  const order = (over: Partial<StatsOrder>): StatsOrder => ({
    status: 'pending',
    paymentStatus: 'paid',
    createdAt: NOW,
    amountPaid: 38_500,
    balanceDue: 0,
    referralCode: null,
    channel: 'web',
    eventId: null,
    items: [],
    ...over,
  });

  it('counts a paid order and its revenue under its channel, once, and takes it back when refunded', () => {
    const paid = order({ attribution: { source: 'instagram', medium: 'social' } });
    expect(orderContribution(paid).channels).toEqual({
      'instagram / social': { checkouts: 0, orders: 1, revenue: 38_500 },
    });
    const { delta } = statsDelta(order({ ...paid, paymentStatus: 'unpaid', amountPaid: 0 }), paid);
    expect(statsIncrements(delta)).toContainEqual({ path: ['channels', 'instagram / social', 'orders'], value: 1 });
    const refunded = statsDelta(paid, { ...paid, status: 'cancelled', paymentStatus: 'refunded', amountPaid: 0 });
    expect(refunded.delta.channels['instagram / social']).toEqual({ checkouts: 0, orders: -1, revenue: -38_500 });
    expect(orderContribution(order({ paymentStatus: 'unpaid', amountPaid: 0 })).channels).toEqual({});
  });

  it('folds days into one row per channel with conversion = paid ÷ started', () => {
    const day = (channels: ReturnType<typeof emptyStats>['channels']) => ({ ...emptyStats(), channels });
    const days = [
      day({
        'instagram / social': { checkouts: 4, orders: 2, revenue: 77_000 },
        'direct / none': { checkouts: 1, orders: 0, revenue: 0 },
      }),
      day({
        'instagram / social': { checkouts: 4, orders: 1, revenue: 62_000 },
        'google / shopping': { checkouts: 3, orders: 3, revenue: 150_000 },
      }),
      // An order paid from before checkouts were counted: no conversion to claim.
      day({ 'whatsapp / share': { checkouts: 0, orders: 1, revenue: 9_500 } }),
    ];
    expect(foldStats(days).channels['instagram / social']).toEqual({ checkouts: 8, orders: 3, revenue: 139_000 });
    const rows = channelRows(days);
    expect(rows.map((r) => [r.channel, r.checkouts, r.orders, r.revenue, r.conversionPercent])).toEqual([
      ['google / shopping', 3, 3, 150_000, 100],
      ['instagram / social', 8, 3, 139_000, 37.5],
      ['whatsapp / share', 0, 1, 9_500, null],
      ['direct / none', 1, 0, 0, 0],
    ]);
    expect(channelCsv(rows).data[1]).toEqual(['instagram / social', 8, 3, 139_000, 37.5]);
    expect(
      channelCsv(channelRows([day({ '=HYPERLINK("x")': { checkouts: 1, orders: 0, revenue: 0 } })])).data[0]?.[0],
    ).toBe('\'=HYPERLINK("x")');
  });
});
