// Checkout for a customer abroad and a returning one (docs/product.md#delivery-abroad, docs/product.md#checkout):
// the last delivery comes back filled in, the country decides which zones are offered (a London address is never
// "Nationwide"), the fee shows its ≈ foreign price, and a pre-order the zone does not take is refused beside its
// line before anything is asked of the shop. A guest is offered an account, not only a sign-in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@aso/domain/settings/settings';
import { getAuthInstance } from '../../../lib/firebase';
import { clearFirestore, createAccount, renderRoute, seed, seedProduct, testEmail, ts } from '../../../../test/helpers';

let ngozi = '';

beforeAll(async () => {
  await clearFirestore();
  const settings = defaultSettings();
  settings.currency.rates.GBP = 2000;
  await seed('settings/global', { ...settings, updatedAt: null, updatedBy: null });
  await seed('preorderWindows/sallah', {
    name: 'Sallah Edit',
    active: true,
    startAt: ts('2026-11-01T00:00:00Z'),
    endAt: ts('2027-01-03T20:00:00Z'),
    depositPercent: 40,
  });
  await seedProduct({ id: 'shirt', name: 'Adire Shirt', price: 20000 });
  await seedProduct({
    id: 'agbada',
    name: 'Sallah Agbada',
    type: 'PREORDER',
    price: 60000,
    sizeOptions: ['M'],
    preorderWindowId: 'sallah',
  });
  ngozi = await createAccount(testEmail('ngozi'), 'ngozi-2026');
  const line = (productId: string, name: string, type: string, payMode: string | null) => ({
    productId,
    name,
    sku: `SKU-${productId}`,
    type,
    size: 'M',
    qty: 1,
    unitPrice: productId === 'shirt' ? 20000 : 60000,
    payMode,
  });
  await seed(`carts/${ngozi}`, {
    lines: [line('shirt', 'Adire Shirt', 'RTW', null), line('agbada', 'Sallah Agbada', 'PREORDER', 'full')],
    referralCode: null,
    updatedAt: ts('2026-11-20T09:00:00Z'),
  });
  // Her last order went to London.
  await seed('orders/ngozi000000last', {
    userId: ngozi,
    customerId: ngozi,
    email: testEmail('ngozi'),
    status: 'completed',
    paymentStatus: 'paid',
    items: [],
    subtotal: 20000,
    shippingZone: 'UK_IRELAND',
    shippingCountry: 'GB',
    shippingAddress: 'Flat 2, 14 Peckham Rye, London SE15 4JR',
    shippingFee: 45000,
    total: 65000,
    createdAt: ts('2026-10-01T09:00:00Z'),
  });
});

afterEach(async () => {
  localStorage.clear();
  await signOut(await getAuthInstance());
});

describe('checkout abroad', () => {
  it('brings back the last delivery, offers the zone serving the country with its ≈ price, and refuses what it does not take', async () => {
    localStorage.setItem('aso.currency', 'GBP');
    const user = userEvent.setup();
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('ngozi'), 'ngozi-2026');
    renderRoute('/checkout');
    const address = await screen.findByLabelText<HTMLTextAreaElement>('Delivery address');
    await waitFor(() => expect(address.value).toBe('Flat 2, 14 Peckham Rye, London SE15 4JR'));
    const country = screen.getByLabelText<HTMLSelectElement>('Country');
    expect(country.value).toBe('GB');
    const zone = screen.getByLabelText<HTMLSelectElement>('Delivery zone');
    expect(zone.value).toBe('UK_IRELAND');
    expect(
      within(zone)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a zone…', 'UK & Ireland — ₦45,000.00 (≈ £23) · 7 days']);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Delivery (UK & Ireland)').closest('div')?.textContent).toBe(
      'Delivery (UK & Ireland)₦45,000.00≈ £23',
    );

    await user.click(screen.getByRole('button', { name: 'Pay with Paystack' }));
    await waitFor(() =>
      expect(document.querySelector('.notice__list')?.textContent).toBe(
        'Sallah Agbada: we do not send pre-orders to UK & Ireland. Remove it to order the rest.',
      ),
    );

    // Back home: the zones of Nigeria, none chosen for her.
    await user.selectOptions(country, 'NG');
    expect(zone.value).toBe('');
    expect(
      within(zone)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['', 'ABEOKUTA', 'LAGOS', 'ABUJA', 'NATIONWIDE']);
    await waitFor(() => expect(document.querySelector('.notice__list')).toBeNull());
  });

  it('offers a guest an account as well as a sign-in, both coming back to checkout', async () => {
    renderRoute('/checkout');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'create an account' }).getAttribute('href')).toBe(
      '/register?redirectTo=%2Fcheckout',
    );
  });
});
