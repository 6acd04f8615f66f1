// Settings refused in the field's own words (docs/product.md#settings): a percent or a rate out of range is refused
// on the box that holds it, the stored settings stay as they were, and fixed, the save stores exactly what was typed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@aso/domain/settings/settings';
import { clearFirestore, readDoc, renderRoute, seed, signedInAs } from '../../../test/helpers';

beforeAll(async () => {
  await clearFirestore();
  await seed('settings/global', {
    ...defaultSettings(),
    referral: { discountPercent: 10, rewardPercent: 5 },
    currency: { rates: { GBP: 1900, USD: 1500, EUR: 1650, CAD: 1100 }, asOf: null },
  });
});
const adminUid = signedInAs('settings-admin', 'admin');

describe('settings refused in their own words', () => {
  it('a referral discount of 95% or a reward of 150% is refused with the field’s own words, never saved as 90 / 100', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/settings');
    const discount = await screen.findByLabelText('Referral discount (%)', {}, { timeout: 20_000 });
    await waitFor(() => expect((discount as HTMLInputElement).value).toBe('10'));
    const before = await readDoc('settings/global');
    await user.clear(discount);
    await user.type(discount, '95');
    const reward = screen.getByLabelText('Referrer reward (%)');
    await user.clear(reward);
    await user.type(reward, '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Could not save settings. Please try again.', {}, { timeout: 10_000 });
    await screen.findByText('Enter a referral discount from 0 to 90%.');
    screen.getByText('Enter a referrer reward from 0 to 100%.');
    expect((discount as HTMLInputElement).value).toBe('95');
    expect((await readDoc('settings/global'))?.referral).toEqual(before?.referral);

    // A rate below 0 on the same tab is refused too; fixed, the save goes through with exactly what was typed.
    const pound = screen.getByLabelText('Naira per £1 (GBP)');
    await user.clear(pound);
    await user.type(pound, '-2000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Enter naira per unit as a number above 0 (up to 1,000,000), or leave it empty.');
    await user.clear(pound);
    await user.type(pound, '2100');
    await user.clear(discount);
    await user.type(discount, '12.5');
    await user.clear(reward);
    await user.type(reward, '100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Settings saved.', {}, { timeout: 10_000 });
    const saved = await readDoc('settings/global');
    expect(saved?.referral).toEqual({ discountPercent: 12.5, rewardPercent: 100 });
    expect((saved?.currency as { rates: Record<string, number> }).rates.GBP).toBe(2100);
    expect(saved?.updatedBy).toBe(adminUid());
  });
});
