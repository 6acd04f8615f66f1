// The Settings form's hold caps: shown as typed, saved as whole numbers, and a bad figure refused in words.
import { describe, expect, it } from 'vitest';
import { saveSettingsInput } from '@aso/domain/settings/schemas/settings';
import { defaultSettings } from '@aso/domain/settings/settings';
import { checkInput } from '@aso/domain/shared/validate';
import { SUPPORT_PHONE_INVALID, WHATSAPP_NUMBER_INVALID } from '@aso/domain/settings/messages';
import { fromDraft, toDraft } from '../draft';

describe('settings draft: unpaid checkout caps', () => {
  it('starts from the defaults and saves what the admin typed', () => {
    const draft = toDraft(defaultSettings());
    expect(draft.checkout).toEqual({ maxUnitsPerSize: '4', maxOpenCheckouts: '3' });
    draft.checkout = { maxUnitsPerSize: '6', maxOpenCheckouts: '2' };
    const parsed = checkInput(saveSettingsInput, fromDraft(draft));
    expect(parsed.ok && parsed.data.checkout).toEqual({ maxUnitsPerSize: 6, maxOpenCheckouts: 2 });
  });

  it('refuses 0, a fraction or an empty box instead of saving something else', () => {
    const draft = toDraft(defaultSettings());
    draft.checkout = { maxUnitsPerSize: '0', maxOpenCheckouts: '' };
    const parsed = checkInput(saveSettingsInput, fromDraft(draft));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? {} : parsed.error.fields).toMatchObject({
      'checkout.maxUnitsPerSize': 'Enter at least 1.',
      'checkout.maxOpenCheckouts': 'Enter a whole number.',
    });
    draft.checkout = { maxUnitsPerSize: '2.5', maxOpenCheckouts: '21' };
    const again = checkInput(saveSettingsInput, fromDraft(draft));
    expect(again.ok ? {} : again.error.fields).toMatchObject({
      'checkout.maxUnitsPerSize': 'Enter a whole number.',
      'checkout.maxOpenCheckouts': 'Enter at most 20.',
    });
  });
});

describe('settings draft: diaspora rates', () => {
  it('saves typed rates, dated the day they were edited; an untouched form keeps the old date', () => {
    const saved = defaultSettings();
    saved.currency = { rates: { GBP: 2000, USD: 0, EUR: 1750, CAD: 0 }, asOf: '2026-01-05' };
    const draft = toDraft(saved);
    expect(draft.currency.rates).toEqual({ GBP: '2000', USD: '', EUR: '1750', CAD: '' });
    expect(fromDraft(draft, new Date('2026-03-01T12:00:00Z')).currency.asOf).toBe('2026-01-05');
    draft.currency.rates.GBP = '2100';
    draft.currency.rates.USD = '1600.5';
    draft.currency.edited = true;
    const parsed = checkInput(saveSettingsInput, fromDraft(draft, new Date('2026-03-01T23:30:00Z')));
    expect(parsed.ok && parsed.data.currency).toEqual({
      rates: { GBP: 2100, USD: 1600.5, EUR: 1750, CAD: 0 },
      asOf: '2026-03-02',
    });
  });
});

describe('settings draft: a number out of its range is refused with its own words, never clamped', () => {
  it('refuses a 95% discount, a 150% reward, a negative fee, a blank lead time and a negative rate', () => {
    const draft = toDraft(defaultSettings());
    draft.referral = { discountPercent: '95', rewardPercent: '150' };
    draft.shipping.zones.LAGOS.fee = '-500';
    draft.shipping.zones.ABUJA.leadTimeDays = '';
    draft.shipping.zones.NATIONWIDE.fee = '4500.5';
    draft.currency.rates.GBP = '-2000';
    draft.currency.rates.USD = 'abc';
    const parsed = checkInput(saveSettingsInput, fromDraft(draft));
    expect(parsed.ok ? {} : parsed.error.fields).toEqual({
      'referral.discountPercent': 'Enter a referral discount from 0 to 90%.',
      'referral.rewardPercent': 'Enter a referrer reward from 0 to 100%.',
      'shipping.zones.LAGOS.fee': 'Enter the fee in whole naira, 0 or more.',
      'shipping.zones.ABUJA.leadTimeDays': 'Enter the lead time in whole days, 0 or more.',
      'shipping.zones.NATIONWIDE.fee': 'Enter the fee in whole naira, 0 or more.',
      'currency.rates.GBP': 'Enter naira per unit as a number above 0 (up to 1,000,000), or leave it empty.',
      'currency.rates.USD': 'Enter naira per unit as a number above 0 (up to 1,000,000), or leave it empty.',
    });
  });

  it('saves the edges as typed: 90%, 100%, a free zone, same-day delivery, an empty rate', () => {
    const draft = toDraft(defaultSettings());
    draft.referral = { discountPercent: '90', rewardPercent: '100' };
    draft.shipping.zones.ABEOKUTA = { ...draft.shipping.zones.ABEOKUTA, fee: '0', leadTimeDays: '0' };
    draft.currency.rates.GBP = '';
    const parsed = checkInput(saveSettingsInput, fromDraft(draft));
    expect(parsed.ok && parsed.data.referral).toEqual({ discountPercent: 90, rewardPercent: 100 });
    expect(parsed.ok && parsed.data.shipping.zones.ABEOKUTA).toMatchObject({ fee: 0, leadTimeDays: 0 });
    expect(parsed.ok && parsed.data.currency.rates.GBP).toBe(0);
  });
});

describe('settings draft: as she types it', () => {
  it('refuses a support phone or WhatsApp number nobody can call, in words at the field', () => {
    const draft = toDraft(defaultSettings());
    draft.notifications = { ...draft.notifications, supportPhone: 'abc', whatsappNumber: 'call me' };
    const parsed = checkInput(saveSettingsInput, fromDraft(draft));
    expect(parsed.ok ? {} : parsed.error.fields).toMatchObject({
      'notifications.supportPhone': SUPPORT_PHONE_INVALID,
      'notifications.whatsappNumber': WHATSAPP_NUMBER_INVALID,
    });
  });

  it('keeps the numbers as customers’ phones are kept, and shows them the local way', () => {
    const draft = toDraft(defaultSettings());
    draft.notifications = { ...draft.notifications, supportPhone: '0803 123 4500', whatsappNumber: '+44 7700 900123' };
    const parsed = checkInput(saveSettingsInput, fromDraft(draft));
    expect(parsed.ok && parsed.data.notifications).toMatchObject({
      supportPhone: '+2348031234500',
      whatsappNumber: '+447700900123',
    });
    const saved = defaultSettings();
    saved.notifications = { ...saved.notifications, supportPhone: '+2348031234500' };
    expect(toDraft(saved).notifications.supportPhone).toBe('0803 123 4500');
  });

  it('reads a fee as typed, with its thousands separator and naira sign', () => {
    const draft = toDraft(defaultSettings());
    draft.shipping.zones.LAGOS = { ...draft.shipping.zones.LAGOS, fee: '₦2,500' };
    const parsed = checkInput(saveSettingsInput, fromDraft(draft));
    expect(parsed.ok && parsed.data.shipping.zones.LAGOS.fee).toBe(2500);
  });
});
