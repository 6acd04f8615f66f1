// saveSettings (docs/product.md#settings): an admin saves the whole Settings document through the callable, which
// checks it with the domain schema; the browser cannot write it (rules-tests/matrix.catalogue.test.ts). What the rules
// used to refuse key by key is refused here, in words, with nothing saved.
import { CALLABLES } from '@aso/domain/contract';
import { defaultSettings, type SettingsData } from '@aso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, testDeps } from '../../../test/factories';
import { runCallable } from '../../lib/callable';
import { handleSaveSettings } from '../save-settings';

const authAs = (uid: string, role?: string) =>
  ({ uid, token: { uid, email: `${uid}@example.test`, ...(role ? { role } : {}) } }) as never;
const saveSettings = (data: unknown, auth = authAs('admin-1', 'admin')) =>
  runCallable(
    CALLABLES.saveSettings.input,
    { who: 'admin', run: (input, caller) => handleSaveSettings(testDeps(), caller, input) },
    { auth, data },
  );
const stored = async () => (await db().doc('settings/global').get()).data();

function settingsData(): SettingsData {
  const { updatedAt: _at, updatedBy: _by, ...data } = defaultSettings();
  return data;
}

let before: FirebaseFirestore.DocumentData | undefined;
beforeAll(async () => (before = await stored()));
afterAll(async () => {
  if (before) await db().doc('settings/global').set(before);
});

describe('saveSettings', () => {
  it('saves the largest document the screen can make, with who saved it and when', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const data = settingsData();
    data.business = {
      legalName: long(200),
      displayName: long(100),
      taxId: long(60),
      addressLine1: long(200),
      addressLine2: long(200),
      city: long(100),
      state: long(100),
      country: long(100),
    };
    data.branding = {
      ...data.branding,
      logoUrl: `https://example.com/${long(900)}`,
      brandName: long(100),
      tagline: long(200),
    };
    data.referral = { discountPercent: 90, rewardPercent: 100 };
    const answer = await saveSettings(data);
    const saved = await stored();
    expect(saved).toMatchObject({ business: data.business, referral: data.referral, updatedBy: 'admin-1' });
    expect((saved?.updatedAt as FirebaseFirestore.Timestamp).toDate().toISOString()).toBe(answer.updatedAt);
  });

  it('refuses what is not a well-formed setting, in words, and saves nothing', async () => {
    await saveSettings(settingsData());
    const good = await stored();
    const base = settingsData();
    const ok = base.currency.rates;
    const bad: [string, unknown][] = [
      ['a version the shop does not know', { ...base, version: 2 }],
      ['a referral discount over 90 %', { ...base, referral: { discountPercent: 95, rewardPercent: 0 } }],
      ['a referral reward over 100 %', { ...base, referral: { discountPercent: 5, rewardPercent: 101 } }],
      ['a field the document does not have', { ...base, extra: true }],
      ['who saved it, given by the browser', { ...base, updatedBy: 'someone-else' }],
      ['a zone missing', { ...base, shipping: { zones: { LAGOS: base.shipping.zones.LAGOS } } }],
      [
        'a negative fee',
        { ...base, shipping: { zones: { ...base.shipping.zones, LAGOS: { ...base.shipping.zones.LAGOS, fee: -1 } } } },
      ],
      [
        'a support email that is not one',
        { ...base, notifications: { ...base.notifications, supportEmail: 'not-email' } },
      ],
      ['a colour that is not hex', { ...base, branding: { ...base.branding, primaryColor: 'red-ish' } }],
      ['a rate below 0', { ...base, currency: { rates: { ...ok, GBP: -1 }, asOf: null } }],
      ['a rate as text', { ...base, currency: { rates: { ...ok, GBP: '2000' }, asOf: null } }],
      ['a currency rate missing', { ...base, currency: { rates: { GBP: 2000, USD: 1600, EUR: 1750 }, asOf: null } }],
      ['a rate day that is not a date', { ...base, currency: { rates: ok, asOf: 'yesterday' } }],
      ['refunds said other than yes or no', { ...base, refunds: { staffMayRelease: 'yes' } }],
      ['a reminder delay of 0 hours', { ...base, reminders: { cartDelayHours: 0 } }],
      ['a reminder delay over 72 hours', { ...base, reminders: { cartDelayHours: 73 } }],
      ['a reminder delay in part hours', { ...base, reminders: { cartDelayHours: 2.5 } }],
      ['a hold cap of 0 units', { ...base, checkout: { ...base.checkout, maxUnitsPerSize: 0 } }],
    ];
    for (const [what, data] of bad) {
      const refused = await saveSettings(data).then(
        () => null,
        (error: unknown) => error as { code: string; message: string },
      );
      expect(refused?.code, what).toBe('invalid-argument');
      expect(refused?.message, what).toMatch(/\w/);
      expect(refused?.message, what).not.toBe('INTERNAL');
    }
    expect(await stored()).toEqual(good);
  });

  it('is for admins only: staff and customers are refused and change nothing', async () => {
    const good = await stored();
    const data = { ...settingsData(), referral: { discountPercent: 50, rewardPercent: 0 } };
    await expect(saveSettings(data, authAs('staff-1', 'staff'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(saveSettings(data, authAs('cust-1'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(saveSettings(data, null as never)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(await stored()).toEqual(good);
  });
});
