// The checkout screen against Google's Firestore emulator with firestore.rules in force and the Auth emulator: sign-in
// rule, zones from settings, the phone prefilled, measurements that start empty or come whole from the profile
// picked (never an older set, issue 30), pre-order pay modes, and
// docs/product.md#checkout's messages next to the fields. Paying itself (callables and the Paystack popup) is covered
// by functions tests and e2e/src/checkout.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@aso/domain/settings/settings';
import { getAuthInstance } from '../../../lib/firebase';
import { newCustomer } from '@aso/domain/customers/customers';
import { clearFirestore, createAccount, renderRoute, seed, testEmail, ts } from '../../../../test/helpers';

let ada = '';

beforeAll(async () => {
  await clearFirestore();
  const settings = defaultSettings();
  settings.shipping.zones.LAGOS.fee = 3000;
  settings.shipping.zones.ABUJA.enabled = false;
  await seed('settings/global', { ...settings, updatedAt: null, updatedBy: null });
  ada = await createAccount(testEmail('ada'), 'ada-checkout-2026');
  await createAccount(testEmail('empty'), 'empty-checkout-2026');
  const sizeless = await createAccount(testEmail('sizeless'), 'sizeless-checkout-2026');
  await seed(`carts/${sizeless}`, {
    lines: [
      {
        productId: 'p-cap',
        name: 'Fila Cap',
        sku: 'RTW-F',
        type: 'RTW',
        size: null,
        qty: 1,
        unitPrice: 8000,
        payMode: null,
      },
    ],
    referralCode: null,
    updatedAt: ts('2026-01-02T10:00:00Z'),
  });
  await seed(`customers/${ada}`, {
    ...newCustomer({ userId: ada, email: testEmail('ada'), name: 'Ada' }, ts('2026-01-01T10:00:00Z')),
    measurements: {
      unit: 'in',
      bust: 36,
      waist: 30,
      hips: 41.5,
      shoulder: null,
      sleeve: null,
      length: null,
      height: null,
      notes: null,
    },
  });
  // Ada's measurement profiles: her own, and her mother's with the tailor's notes for her.
  const profile = (name: string, bust: number, notes: string | null) => ({
    name,
    measurements: {
      unit: 'in',
      bust,
      waist: 34,
      hips: 44,
      shoulder: null,
      sleeve: 23,
      length: null,
      height: null,
      notes,
    },
    takenOn: '2026-11-27',
    createdAt: ts('2026-01-01T10:00:00Z'),
    updatedAt: ts('2026-01-01T10:00:00Z'),
  });
  await seed(`customers/${ada}/measurementProfiles/me`, profile('Me', 36, 'Likes a slim fit.'));
  await seed(`customers/${ada}/measurementProfiles/mum`, profile('Mum', 42, 'Prefers a looser sleeve.'));
  // Ada's number from My Account (the customer record has none yet): checkout offers it in international form.
  await seed(`profiles/${ada}`, {
    name: 'Ada',
    phone: '0803 123 4567',
    whatsappOptIn: true,
    email: testEmail('ada'),
    createdAt: ts('2026-01-01T10:00:00Z'),
    updatedAt: ts('2026-01-01T10:00:00Z'),
  });
  await seed(`carts/${ada}`, {
    lines: [
      {
        productId: 'p-wrap',
        name: 'Adire Wrap Dress',
        sku: 'RTW-W',
        type: 'RTW',
        size: 'M',
        qty: 2,
        unitPrice: 32500,
        payMode: null,
      },
      {
        productId: 'p-kaftan',
        name: 'Bridal Kaftan',
        sku: 'MTO-K',
        type: 'MTO',
        size: null,
        qty: 1,
        unitPrice: 185000,
        payMode: null,
      },
      {
        productId: 'p-duster',
        name: 'Harmattan Duster',
        sku: 'PRE-D',
        type: 'PREORDER',
        size: null,
        qty: 1,
        unitPrice: 60000,
        payMode: 'deposit',
      },
    ],
    referralCode: 'FRIEND-1',
    updatedAt: ts('2026-01-02T10:00:00Z'),
  });
});

afterEach(async () => {
  await (await getAuthInstance()).signOut();
});

describe('/checkout', () => {
  it("asks a signed-out visitor to sign in: 'Please sign in to complete checkout.'", async () => {
    renderRoute('/checkout');
    expect(await screen.findByText('Please sign in to complete checkout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirectTo=%2Fcheckout');
  });

  it("says 'Your cart is empty.' when there is nothing to pay for", async () => {
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('empty'), 'empty-checkout-2026');
    renderRoute('/checkout');
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay with Paystack' })).toBeNull();
  });

  it('prefills the account and the referral code, and lists zones with fees and lead times from settings', async () => {
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('ada'), 'ada-checkout-2026');
    renderRoute('/checkout');
    const email = await screen.findByLabelText<HTMLInputElement>('Email for your receipt');
    expect(email.value).toBe(testEmail('ada'));
    expect(screen.getByLabelText<HTMLInputElement>('Referral code').value).toBe('FRIEND-1');
    expect(screen.getByLabelText<HTMLInputElement>('Phone — optional').value).toBe('+2348031234567');

    // Nigeria to begin with (a first order): its four zones, and no zone abroad.
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe('NG');
    const zone = screen.getByLabelText<HTMLSelectElement>('Delivery zone');
    const options = within(zone).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose a zone…',
      'Abeokuta — ₦1,500.00 · 2 days',
      'Lagos — ₦3,000.00 · 3 days',
      'Abuja — ₦3,500.00 · 4 days (unavailable)',
      'Nationwide — ₦4,500.00 · 5 days',
    ]);
    expect((options[3] as HTMLOptionElement).disabled).toBe(true);

    const payMode = screen.getByRole('radiogroup', { name: 'How to pay for Harmattan Duster' });
    expect(within(payMode).getByRole<HTMLInputElement>('radio', { name: /deposit now/ }).checked).toBe(true);

    // The summary: cart lines at display prices, and Lagos shipping once the zone is chosen.
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Total').closest('div')?.textContent).toBe('Total₦310,000.00');
    await userEvent.setup().selectOptions(zone, 'LAGOS');
    expect(within(summary).getByText('Total').closest('div')?.textContent).toBe('Total₦313,000.00');
  });

  it('starts new measurements empty, fills them whole from the profile picked, and empties them again for new ones', async () => {
    const user = userEvent.setup();
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('ada'), 'ada-checkout-2026');
    renderRoute('/checkout');
    const picker = await screen.findByLabelText<HTMLSelectElement>('Measurement profile for Bridal Kaftan');
    const measurements = screen.getByRole('group', { name: 'Measurements for Bridal Kaftan' });
    const value = (label: string) => within(measurements).getByLabelText<HTMLInputElement>(label).value;
    const all = () =>
      ['Bust (in)', 'Waist (in)', 'Hips (in)', 'Sleeve (in) — optional', 'Notes for the tailor — optional'].map(value);
    // Nothing from the saved set of an earlier order, nor from any profile: the customer chooses whose it is.
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    expect(picker.value).toBe('');
    expect(all()).toEqual(['', '', '', '', '']);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New measurements (type them below)', 'Me', 'Mum']);

    await user.selectOptions(picker, 'Mum');
    expect(all()).toEqual(['42', '34', '44', '23', 'Prefers a looser sleeve.']);
    // The day it was taken beside the picker, whole (a date inside the option is cut at 360 px).
    expect(screen.getByText('Taken 27 Nov 2026')).toBeTruthy();
    // Back to new measurements: every field empties, the tailor's notes too.
    await user.selectOptions(picker, 'New measurements (type them below)');
    expect(picker.value).toBe('');
    expect(all()).toEqual(['', '', '', '', '']);
    expect(screen.getByLabelText('Save these measurements as a profile named — optional')).toBeTruthy();
  });

  it('names a ready-to-wear piece that has no size before asking the shop (issue 22)', async () => {
    const user = userEvent.setup();
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('sizeless'), 'sizeless-checkout-2026');
    renderRoute('/checkout');
    await user.type(await screen.findByLabelText('Delivery address'), '3 Awolowo Road, Ikoyi');
    await user.selectOptions(screen.getByLabelText('Delivery zone'), 'LAGOS');
    await user.click(screen.getByRole('button', { name: 'Pay with Paystack' }));
    await waitFor(() =>
      expect(document.querySelector('.notice__list')?.textContent).toBe('Choose a size for Fila Cap.'),
    );
  });

  it("shows the checkout's messages next to the fields, and clears one when its field is fixed", async () => {
    const user = userEvent.setup();
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('ada'), 'ada-checkout-2026');
    renderRoute('/checkout');
    const email = await screen.findByLabelText('Email for your receipt');
    await user.clear(email);
    await user.type(email, 'ada-at-example.com');
    const bust = within(screen.getByRole('group', { name: 'Measurements for Bridal Kaftan' })).getByLabelText(
      'Bust (in)',
    );
    await user.clear(bust);
    await user.type(bust, '3a6.5.1');
    expect((bust as HTMLInputElement).value).toBe('36.51');
    await user.clear(bust);
    await user.click(screen.getByRole('button', { name: 'Pay with Paystack' }));

    expect((await screen.findAllByText('Enter a valid email for your receipt.')).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Enter a delivery address.')).toBeTruthy();
    expect(screen.getByText('Choose a delivery zone.')).toBeTruthy();
    // Each empty box says its own words, once: never 'Enter numeric measurements.' three times over.
    expect(screen.getByText('Enter the bust as a number.')).toBeTruthy();
    expect(screen.queryByText('Enter numeric measurements.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.clear(email);
    await user.type(email, testEmail('ada'));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByText('Enter a delivery address.')).toBeTruthy();
  });
});
