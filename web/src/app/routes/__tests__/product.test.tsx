import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, renderRoute, seed, seedProduct, ts } from '../../../../test/helpers';

const ADIRE_ID = '3f1c2a9e-7b4d-4e21-9a6f-0c5d8e1b2a34';

beforeAll(async () => {
  await clearFirestore();
  await seedProduct({
    id: ADIRE_ID,
    name: 'Adire Wrap Dress',
    sku: 'RTW-ADIRE-WRAP',
    price: 32500,
    images: ['products/adire-wrap-1.webp', 'https://cdn.example.com/adire-wrap-2.webp'],
    availability: { S: 'out', M: 'in', L: 'low', XL: 'in' },
  });
  await seedProduct({
    id: 'custom-bridal-kaftan',
    name: 'Custom Bridal Kaftan',
    slug: 'custom-bridal-kaftan',
    type: 'MTO',
    price: 185000,
    leadTimeDays: 14,
  });
  await seedProduct({
    id: 'harmattan-duster',
    name: 'Harmattan Duster',
    type: 'PREORDER',
    price: 60000,
    preorderWindowId: 'w-harmattan',
  });
  await seedProduct({ id: 'retired-shirt', name: 'Retired Shirt', active: false });
  await seed('preorderWindows/w-harmattan', {
    name: 'Harmattan Drop',
    active: true,
    startAt: ts('2026-01-10T00:00:00Z'),
    endAt: ts('2026-02-28T00:00:00Z'),
    depositPercent: 30,
  });
});

beforeEach(() => localStorage.clear());

describe('/product/:key', () => {
  it('says Loading… first, then shows the product found by slug with its gallery, SKU and price', async () => {
    renderRoute('/product/adire-wrap-dress');
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Adire Wrap Dress' })).toBeTruthy();
    expect(screen.getByText('SKU RTW-ADIRE-WRAP')).toBeTruthy();
    expect(screen.getAllByText('₦32,500.00').length).toBeGreaterThan(0);
    const main = screen.getByRole('img', { name: 'Adire Wrap Dress, picture 1 of 2' });
    // A product picture in Storage is shown from the site's own 600 px copy (lib/image-sources.tsx).
    expect(main.getAttribute('src')).toBe('/img/600/products/adire-wrap-1.webp');
    expect(main.getAttribute('width')).toBe('600');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByRole('img', { name: 'Adire Wrap Dress, picture 2 of 2' }).getAttribute('src')).toBe(
      'https://cdn.example.com/adire-wrap-2.webp',
    );
  });

  it('finds the same product by id, by SKU and by name in any case', async () => {
    for (const key of [ADIRE_ID, 'RTW-ADIRE-WRAP', 'adire WRAP dress']) {
      const view = renderRoute(`/product/${encodeURIComponent(key)}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Adire Wrap Dress' })).toBeTruthy();
      view.unmount();
    }
  });

  it('offers sizes with availability, starts on M and honours the quantity', async () => {
    const user = userEvent.setup();
    renderRoute('/product/adire-wrap-dress');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: 'S (sold out)' })).toHaveProperty('disabled', true);
    expect(within(sizes).getByRole('radio', { name: 'M' })).toHaveProperty('checked', true);
    await user.click(within(sizes).getByRole('radio', { name: 'L (few left)' }));
    const qty = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(qty);
    await user.type(qty, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart: Adire Wrap Dress.')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem('aso_cart_guest') ?? '{}') as { lines: unknown[] };
    expect(stored.lines).toEqual([
      {
        productId: ADIRE_ID,
        name: 'Adire Wrap Dress',
        sku: 'RTW-ADIRE-WRAP',
        type: 'RTW',
        size: 'L',
        qty: 3,
        unitPrice: 32500,
        payMode: null,
      },
    ]);
  });

  it('shows the made-to-order note and lead time', async () => {
    renderRoute('/product/custom-bridal-kaftan');
    expect(await screen.findByText('Provide measurements at checkout')).toBeTruthy();
    expect(screen.getByText('Lead time: 14 days')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
  });

  it('shows the pre-order window and its deposit, and adds a deposit line', async () => {
    const user = userEvent.setup();
    renderRoute('/product/harmattan-duster');
    expect(await screen.findByText(/Pre-order: Harmattan Drop\./)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('₦18,000.00')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Added to cart: Harmattan Duster.');
    const stored = JSON.parse(localStorage.getItem('aso_cart_guest') ?? '{}') as {
      lines: { payMode: string; type: string; size: null }[];
    };
    expect(stored.lines[0]).toMatchObject({ type: 'PREORDER', size: null, payMode: 'deposit', unitPrice: 60000 });
  });

  it('says the piece was not found for an unknown or inactive key', async () => {
    const view = renderRoute('/product/no-such-thing');
    expect(await screen.findByText('We couldn’t find that piece.')).toBeTruthy();
    view.unmount();
    renderRoute('/product/retired-shirt');
    expect(await screen.findByText('We couldn’t find that piece.')).toBeTruthy();
  });
});
