// Issue: an invalid brand colour ("red-ish") showed a warning but saved, and the storefront's buttons lost their
// fill. It is refused on save, and a bad stored colour reads as the default.
import { describe, expect, it } from 'vitest';
import { HEX_COLOUR_WARNING } from '../messages';
import { saveSettingsInput } from '../schemas/settings';
import { defaultSettings, sanitiseSettings } from '../settings';
import { checkInput } from '../../shared/validate';

const { updatedAt: _u, updatedBy: _b, ...data } = defaultSettings();

describe('brand colours', () => {
  it('a colour that is not hex is refused with its words; #abc and #aabbcc are fine', () => {
    const bad = checkInput(saveSettingsInput, {
      ...data,
      branding: { ...data.branding, primaryColor: 'red-ish', secondaryColor: 'navy' },
    });
    expect(bad.ok || bad.error.fields).toEqual({
      'branding.primaryColor': HEX_COLOUR_WARNING,
      'branding.secondaryColor': HEX_COLOUR_WARNING,
    });
    expect(
      checkInput(saveSettingsInput, {
        ...data,
        branding: { ...data.branding, primaryColor: '#abc', secondaryColor: '#A1B2C3' },
      }).ok,
    ).toBe(true);
  });

  it('the sanitiser keeps the default colour instead of a stored bad one', () => {
    const read = sanitiseSettings({
      ...data,
      branding: { ...data.branding, primaryColor: 'red-ish', secondaryColor: '#e0a100' },
    });
    expect(read.branding.primaryColor).toBe(defaultSettings().branding.primaryColor);
    expect(read.branding.secondaryColor).toBe('#e0a100');
  });
});
