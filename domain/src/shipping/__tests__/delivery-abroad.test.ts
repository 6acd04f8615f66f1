// Delivery abroad (docs/product.md#delivery-abroad): which zone serves which country, what each zone takes, and the
// checkout refusing a London address sent as "Nationwide" or a pre-order sent abroad.
import { describe, expect, it } from 'vitest';
import { checkoutProblems, deliveryZoneProblem, priceCheckout, unsentLines } from '../../checkout/checkout';
import { CHECKOUT_COUNTRY_REQUIRED, CHECKOUT_ZONE_REQUIRED } from '../../checkout/messages';
import { startCheckoutInput } from '../../checkout/schemas/order';
import { defaultSettings } from '../../settings/settings';
import { COUNTRIES, countryName, isCountryCode } from '../countries';
import { deliveryByDay } from '../delivery';
import { zonesServing } from '../zones';
import { refusal } from '../../__tests__/refusal';

describe('zones and countries', () => {
  it('serves Nigeria from its four zones and every other country from exactly one zone abroad', () => {
    expect(zonesServing('NG')).toEqual(['ABEOKUTA', 'LAGOS', 'ABUJA', 'NATIONWIDE']);
    expect(zonesServing('GB')).toEqual(['UK_IRELAND']);
    expect(zonesServing('IE')).toEqual(['UK_IRELAND']);
    expect(zonesServing('FR')).toEqual(['EUROPE']);
    expect(zonesServing('US')).toEqual(['USA_CANADA']);
    expect(zonesServing('CA')).toEqual(['USA_CANADA']);
    expect(zonesServing('GH')).toEqual(['REST_OF_WORLD']);
    for (const [code] of COUNTRIES) expect(zonesServing(code)).not.toHaveLength(0);
    expect(countryName('GB')).toBe('United Kingdom');
    expect(isCountryCode('ZZ')).toBe(false);
  });

  it('refuses a London address sent as Nationwide, naming the zone that serves it', () => {
    const s = defaultSettings();
    expect(deliveryZoneProblem(s, 'GB', 'NATIONWIDE')).toBe(
      'We deliver to United Kingdom through UK & Ireland: choose it.',
    );
    expect(deliveryZoneProblem(s, 'NG', 'UK_IRELAND')).toBe(
      'We deliver to Nigeria through Abeokuta or Lagos or Abuja or Nationwide: choose one.',
    );
    expect(deliveryZoneProblem(s, 'GB', 'UK_IRELAND')).toBeNull();
    expect(deliveryZoneProblem(s, 'GB', '')).toBe(CHECKOUT_ZONE_REQUIRED);
    s.shipping.zones.REST_OF_WORLD.enabled = false;
    expect(deliveryZoneProblem(s, 'JP', '')).toBe('We are not delivering to Japan at the moment. Ask us on WhatsApp.');
    expect(
      checkoutProblems(
        { signedIn: true, email: 'ada@example.com', address: '1 Baker St', country: '', zone: '', subtotal: 100 },
        s,
      ),
    ).toEqual({ 'shipping.country': CHECKOUT_COUNTRY_REQUIRED });
  });

  it('says beside each line what a zone does not take: pre-orders stay in Nigeria unless Settings say otherwise', () => {
    const s = defaultSettings();
    const lines = [
      { name: 'Adire Shirt', type: 'RTW' as const },
      { name: 'Sallah Agbada', type: 'PREORDER' as const },
    ];
    expect(unsentLines(s, 'UK_IRELAND', lines)).toEqual({
      'lines.1': 'Sallah Agbada: we do not send pre-orders to UK & Ireland. Remove it to order the rest.',
    });
    expect(unsentLines(s, 'LAGOS', lines)).toEqual({});
    s.shipping.zones.UK_IRELAND.sends.PREORDER = true;
    expect(unsentLines(s, 'UK_IRELAND', lines)).toEqual({});
  });

  it('prices delivery abroad on the server and refuses what the zone does not serve or take', () => {
    const products = new Map([
      [
        'shirt',
        {
          id: 'shirt',
          sku: 'RTW-1',
          name: 'Adire Shirt',
          type: 'RTW' as const,
          price: 20000,
          active: true,
          sizeOptions: ['M'],
          preorderWindowId: null,
          images: [],
        },
      ],
      [
        'agbada',
        {
          id: 'agbada',
          sku: 'PRE-1',
          name: 'Sallah Agbada',
          type: 'PREORDER' as const,
          price: 60000,
          active: true,
          sizeOptions: ['M'],
          preorderWindowId: 'w',
          images: [],
        },
      ],
    ]);
    const price = (shipping: Record<string, string>, productId = 'shirt') =>
      priceCheckout({
        input: startCheckoutInput.parse({
          lines: [{ productId, size: 'M', qty: 1 }],
          email: 'ada@example.com',
          shipping: { address: '10 Downing St, London', ...shipping },
        }),
        products,
        windows: new Map([['w', { active: true, depositPercent: 40 }]]),
        settings: defaultSettings(),
        buyerCustomerId: 'buyer',
        referralOwnerId: null,
      });
    expect(price({ country: 'GB', zone: 'UK_IRELAND' }).totals).toMatchObject({ shippingFee: 45000, total: 65000 });
    expect(refusal(() => price({ country: 'GB', zone: 'NATIONWIDE' }))).toMatchObject({
      code: 'checkout/zone-not-for-country',
      fields: { 'shipping.zone': 'We deliver to United Kingdom through UK & Ireland: choose it.' },
    });
    expect(refusal(() => price({ country: 'GB', zone: 'UK_IRELAND' }, 'agbada'))).toMatchObject({
      code: 'checkout/zone-does-not-send',
      fields: { 'lines.0': 'Sallah Agbada: we do not send pre-orders to UK & Ireland. Remove it to order the rest.' },
    });
    // A client from before delivery abroad sends no country: Nigeria.
    expect(price({ zone: 'LAGOS' }).shipping.zone).toBe('LAGOS');
  });
});

describe('when an order should arrive', () => {
  it('is the day its last piece is ready to send, plus the zone’s lead time', () => {
    expect(deliveryByDay('2026-12-01', 7, [{ type: 'RTW' }])).toBe('2026-12-09');
    expect(deliveryByDay('2026-12-01', 3, [{ type: 'RTW' }, { type: 'MTO', leadTimeDays: 14 }])).toBe('2026-12-18');
    // A pre-order: made after its window closes (10 days), then sent.
    const end = new Date('2026-12-20T22:00:00Z'); // 20 Dec 23:00 in Lagos
    expect(deliveryByDay('2026-12-01', 2, [{ type: 'PREORDER', windowEnd: end }])).toBe('2027-01-01');
    expect(deliveryByDay('2026-12-01', 2, [{ type: 'PREORDER', windowEnd: null }])).toBeNull();
  });
});
