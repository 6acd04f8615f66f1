// The Settings boxes say what a save accepts: each box's min/max/maxLength and the range its hint names are the
// schema's (saveSettingsInput), so a bound changed in the domain changes the form, and a box written by hand that
// disagrees fails here.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { saveSettingsInput, shippingZoneSettingsSchema } from '@aso/domain/settings/schemas/settings';
import { defaultSettings } from '@aso/domain/settings/settings';
import { maxLengthOf, rangeOf } from '@aso/domain/shared/schemas/limits';
import { GeneralSection, NotificationsSection, ShippingSection, type SectionProps } from '../components/fields';
import { toDraft } from '../draft';

const S = saveSettingsInput.shape;
const props = (): SectionProps => ({
  draft: toDraft(defaultSettings()),
  edit: () => undefined,
  errors: {},
  readOnly: false,
});

/** The box and its hint, by label. */
function box(label: string): { input: HTMLInputElement; hint: string } {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  const hintId = (input.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '';
  return { input, hint: hintId ? (document.getElementById(hintId)?.textContent ?? '') : '' };
}

function expectRange(label: string, schema: z.core.$ZodType, hinted = true) {
  const { min, max } = rangeOf(schema);
  const { input, hint } = box(label);
  expect([input.min, input.max], label).toEqual([String(min), String(max)]);
  if (hinted) expect(hint, label).toContain(`${min}–${max}`);
}

function expectMaxLength(label: string, schema: z.core.$ZodType) {
  expect(box(label).input.maxLength, label).toBe(maxLengthOf(schema));
}

describe('Settings boxes take their limits from the schema', () => {
  it('general: business texts, referral percents, diaspora rates and the hold caps', () => {
    render(<GeneralSection {...props()} />);
    const business = S.business.shape;
    expectMaxLength('Legal name', business.legalName);
    expectMaxLength('Display name', business.displayName);
    expectMaxLength('Tax ID (optional)', business.taxId);
    expectMaxLength('Address line 1', business.addressLine1);
    expectMaxLength('Address line 2 (optional)', business.addressLine2);
    for (const [label, key] of [
      ['City', 'city'],
      ['State', 'state'],
      ['Country', 'country'],
    ] as const)
      expectMaxLength(label, business[key]);
    expectRange('Referral discount (%)', S.referral.shape.discountPercent);
    expectRange('Referrer reward (%)', S.referral.shape.rewardPercent);
    // A rate above the schema's cap is refused on save; the box says so too (it had no max).
    expectRange('Naira per £1 (GBP)', S.currency.shape.rates.shape.GBP, false);
    expectRange('Most pieces of one size held unpaid', S.checkout.shape.maxUnitsPerSize);
    expectRange('Most checkouts awaiting payment', S.checkout.shape.maxOpenCheckouts);
    expect(box('Most pieces of one size held unpaid').input.max).toBe('99');
  });

  it('notifications: contact lengths and the reminder delay', () => {
    render(<NotificationsSection {...props()} />);
    const n = S.notifications.shape;
    expectMaxLength('Support email', n.supportEmail);
    expectMaxLength('Support phone', n.supportPhone);
    expectMaxLength('WhatsApp number', n.whatsappNumber);
    expectRange('Hours before a left cart is reminded', S.reminders.shape.cartDelayHours);
  });

  it("shipping: a zone's label length, and its fee and lead time from 0", () => {
    render(<ShippingSection {...props()} />);
    expectMaxLength('LAGOS label', shippingZoneSettingsSchema.shape.label);
    for (const [label, key] of [
      ['Lagos fee (₦)', 'fee'],
      ['Lagos lead time (days)', 'leadTimeDays'],
    ] as const)
      expect(box(label).input.min).toBe(String(rangeOf(shippingZoneSettingsSchema.shape[key]).min));
  });
});
