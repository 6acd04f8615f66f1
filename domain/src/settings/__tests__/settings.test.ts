import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../schemas/settings';
import { SHIPPING_ZONES } from '../../shared/vocab';
import { SETTINGS_DOC_ID, defaultSettings, isHexColour, sanitiseSettings, settingsOrDefaults } from '../settings';

describe('the default settings', () => {
  it('business, zones, notifications, branding, referral', () => {
    const s = defaultSettings();
    expect(SETTINGS_DOC_ID).toBe('global');
    expect(s.version).toBe(1);
    expect(s.business).toMatchObject({
      city: 'Abeokuta',
      state: 'Ogun',
      country: 'Nigeria',
      taxId: null,
      addressLine2: null,
    });
    const shippingZoneList = (x: typeof s) => SHIPPING_ZONES.map((zone) => ({ zone, ...x.shipping.zones[zone] }));
    expect(shippingZoneList(s).map((z) => [z.zone, z.fee, z.leadTimeDays, z.enabled])).toEqual([
      ['ABEOKUTA', 1500, 2, true],
      ['LAGOS', 2500, 3, true],
      ['ABUJA', 3500, 4, true],
      ['NATIONWIDE', 4500, 5, true],
      ['UK_IRELAND', 45000, 7, true],
      ['EUROPE', 52000, 8, true],
      ['USA_CANADA', 58000, 8, true],
      ['REST_OF_WORLD', 65000, 12, true],
    ]);
    // Pre-orders are delivered within Nigeria only, unless Settings say otherwise (docs/product.md#delivery-abroad).
    expect(
      shippingZoneList(s)
        .filter((z) => z.sends.PREORDER)
        .map((z) => z.zone),
    ).toEqual(['ABEOKUTA', 'LAGOS', 'ABUJA', 'NATIONWIDE']);
    expect(s.notifications.whatsappOptInDefault).toBe(true);
    expect(s.branding).toMatchObject({ primaryColor: '#111827', secondaryColor: '#20c997', logoUrl: null });
    expect(s.branding.tagline).toMatch(/Afro-urban ready-to-wear and bespoke/);
    expect(s.referral).toEqual({ discountPercent: 0, rewardPercent: 0 });
    expect(settingsSchema.parse(s)).toEqual(s);
  });

  it('each call is a fresh copy', () => {
    const a = defaultSettings();
    a.shipping.zones.LAGOS.fee = 1;
    expect(defaultSettings().shipping.zones.LAGOS.fee).toBe(2500);
  });
});

describe('sanitising', () => {
  it('numbers: non-numeric → 0, negatives → 0, whole; empty optional strings → null', () => {
    const s = sanitiseSettings({
      business: { taxId: '  ', addressLine2: '', legalName: ' Aso Ltd ' },
      shipping: {
        zones: {
          LAGOS: { fee: 'abc', leadTimeDays: -3 },
          ABUJA: { fee: '4000.6', leadTimeDays: '2', enabled: false },
          KANO: { fee: 1 },
        },
      },
      branding: { logoUrl: '' },
      referral: { discountPercent: 120, rewardPercent: -5 },
    });
    expect(s.business).toMatchObject({ legalName: 'Aso Ltd', taxId: null, addressLine2: null, city: 'Abeokuta' });
    expect(s.shipping.zones.LAGOS).toEqual({
      label: 'Lagos',
      fee: 0,
      leadTimeDays: 0,
      enabled: true,
      sends: { RTW: true, MTO: true, PREORDER: true },
    });
    expect(s.shipping.zones.ABUJA).toEqual({
      label: 'Abuja',
      fee: 4001,
      leadTimeDays: 2,
      enabled: false,
      sends: { RTW: true, MTO: true, PREORDER: true },
    });
    expect(s.shipping.zones.ABEOKUTA.fee).toBe(1500);
    expect(Object.keys(s.shipping.zones)).toEqual([
      'ABEOKUTA',
      'LAGOS',
      'ABUJA',
      'NATIONWIDE',
      'UK_IRELAND',
      'EUROPE',
      'USA_CANADA',
      'REST_OF_WORLD',
    ]);
    // A document saved before delivery abroad gets the zones abroad as a new shop has them.
    expect(s.shipping.zones.UK_IRELAND).toEqual(defaultSettings().shipping.zones.UK_IRELAND);
    expect(s.branding.logoUrl).toBeNull();
    expect(s.referral).toEqual({ discountPercent: 90, rewardPercent: 0 });
  });

  it('keeps given values and fills the rest; nonsense input gives the defaults', () => {
    const s = sanitiseSettings({
      business: { taxId: 'TIN-1' },
      notifications: { whatsappOptInDefault: false, supportEmail: ' help@aso.ng ' },
      branding: { logoUrl: null },
    });
    expect(s.business.taxId).toBe('TIN-1');
    expect(s.notifications).toMatchObject({ whatsappOptInDefault: false, supportEmail: 'help@aso.ng' });
    const { updatedAt: _a, updatedBy: _b, ...defaults } = defaultSettings();
    expect(sanitiseSettings('nope')).toEqual(defaults);
    expect(sanitiseSettings([1, 2])).toEqual(defaults);
    expect(sanitiseSettings({ shipping: { zones: { LAGOS: { label: '  ' } } } }).shipping.zones.LAGOS.label).toBe(
      'Lagos',
    );
  });

  it('a missing or broken document falls back to the defaults; a good one keeps its stamp', () => {
    expect(settingsOrDefaults(null)).toEqual(defaultSettings());
    expect(settingsOrDefaults(undefined)).toEqual(defaultSettings());
    const at = new Date('2025-03-01T10:00:00Z');
    const read = settingsOrDefaults({ ...defaultSettings(), updatedAt: at, updatedBy: 'admin-uid' });
    expect(read.updatedAt).toBe(at);
    expect(read.updatedBy).toBe('admin-uid');
    expect(settingsSchema.safeParse(read).success).toBe(true);
  });

  it('hex colour check: 3 or 6 digits after #', () => {
    expect(isHexColour('#111827')).toBe(true);
    expect(isHexColour('#fff')).toBe(true);
    expect(isHexColour(' #20C997 ')).toBe(true);
    expect(isHexColour('#ffff')).toBe(false);
    expect(isHexColour('111827')).toBe(false);
    expect(isHexColour('#11182g')).toBe(false);
    expect(isHexColour('')).toBe(false);
  });
});
