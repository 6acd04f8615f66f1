import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '@aso/domain/settings/settings';
import { clearFirestore, renderRoute, seed, seedProduct, ts } from '../../../test/helpers';
import type * as EarlyTaps from '../../lib/taps-before-start';

// The replay of taps kept on a server-drawn page arrives with its own module, a round trip after the screen has
// drawn: here it never arrives, so what the screen shows first is what a buyer tapping in that gap gets.
vi.mock('../../lib/taps-before-start', async (original) => ({
  ...(await original<typeof EarlyTaps>()),
  replayEarlyTaps: () => Promise.resolve(),
}));

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
    id: 'indigo-shirt',
    name: 'Indigo Shirt',
    price: 23000,
    availability: { S: 'low', M: 'in' },
    sizeOptions: ['S', 'M'],
    unitsLeft: { S: 1 },
  });
  await seedProduct({
    id: 'kente-puffer',
    name: 'Kente Puffer',
    type: 'PREORDER',
    price: 68000,
    preorderWindowId: 'w-harmattan',
    sizeOptions: ['S', 'M', 'L'],
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
    // A product picture in Storage is shown from the site's own copy: 480 px on a phone (gallery.tsx).
    expect(main.getAttribute('src')).toBe('/img/480/products/adire-wrap-1.webp');
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
    expect(await screen.findByText('Added to cart: 3 × Adire Wrap Dress.')).toBeTruthy();
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

  it('starts from the size and quantity chosen on the server-drawn page before the app took over', async () => {
    window.__asoTaps = [
      { name: 'size', value: 'L' },
      { name: 'qty', typed: '3' },
    ];
    try {
      renderRoute('/product/adire-wrap-dress');
      const sizes = await screen.findByRole('group', { name: 'Size' });
      expect(within(sizes).getByRole('radio', { name: 'L (few left)' })).toHaveProperty('checked', true);
      expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' }).value).toBe('3');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByText('Added to cart: 3 × Adire Wrap Dress.')).toBeTruthy();
    } finally {
      delete window.__asoTaps;
    }
  });

  it('refuses a quantity of 0, -1 or 999 in words and adds nothing (it never becomes 1 or 99)', async () => {
    const user = userEvent.setup();
    renderRoute('/product/adire-wrap-dress');
    const qty = await screen.findByRole('spinbutton', { name: 'Quantity' });
    for (const typed of ['0', '-1', '999']) {
      await user.clear(qty);
      await user.type(qty, typed);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByText('Enter a quantity from 1 to 99.')).toBeTruthy();
      expect((qty as HTMLInputElement).value).toBe(typed);
      expect(qty.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.queryByText(/Added to cart/)).toBeNull();
    expect(localStorage.getItem('aso_cart_guest')).toBeNull();
  });

  it('shows what is left of a size and refuses more than that before checkout; at the cap nothing is added', async () => {
    const user = userEvent.setup();
    renderRoute('/product/indigo-shirt');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    await user.click(within(sizes).getByRole('radio', { name: 'S (only 1 left)' }));
    const qty = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(qty);
    await user.type(qty, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findAllByText('Only 1 left in size S of Indigo Shirt.')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Added to cart/)).toBeNull();

    // Size M has plenty: 99 go in, then the line is full and one more is refused, without "Added to cart".
    await user.click(within(sizes).getByRole('radio', { name: 'M' }));
    await user.clear(qty);
    await user.type(qty, '99');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Added to cart: 99 × Indigo Shirt.');
    await user.clear(qty);
    await user.type(qty, '1');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      (await screen.findAllByText('Your cart already has 99 of Indigo Shirt in size M, the most one item can hold.'))
        .length,
    ).toBeGreaterThan(0);
    const stored = JSON.parse(localStorage.getItem('aso_cart_guest') ?? '{}') as { lines: { qty: number }[] };
    expect(stored.lines.map((l) => l.qty)).toEqual([99]);
  });

  it('a pre-order that comes in sizes asks for one, like ready-to-wear, and the cart line holds it', async () => {
    const user = userEvent.setup();
    renderRoute('/product/kente-puffer');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['S', 'M', 'L']);
    await user.click(within(sizes).getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Added to cart: Kente Puffer.');
    const stored = JSON.parse(localStorage.getItem('aso_cart_guest') ?? '{}') as { lines: unknown[] };
    expect(stored.lines[0]).toMatchObject({ type: 'PREORDER', size: 'L', payMode: 'deposit' });
  });

  it('shows the made-to-order note and lead time', async () => {
    renderRoute('/product/custom-bridal-kaftan');
    expect(await screen.findByText('Provide measurements at checkout')).toBeTruthy();
    expect(screen.getByText('Lead time: 14 days')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
  });

  it('shows the pre-order window and its deposit, and adds a deposit line (made to measure: no size)', async () => {
    const user = userEvent.setup();
    renderRoute('/product/harmattan-duster');
    expect(await screen.findByText(/Pre-order: Harmattan Drop\./)).toBeTruthy();
    expect(screen.getByText(/Provide measurements at checkout/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
    await waitFor(() => expect(screen.getByText('₦18,000.00')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Added to cart: Harmattan Duster.');
    const stored = JSON.parse(localStorage.getItem('aso_cart_guest') ?? '{}') as {
      lines: { payMode: string; type: string; size: null }[];
    };
    expect(stored.lines[0]).toMatchObject({ type: 'PREORDER', size: null, payMode: 'deposit', unitPrice: 60000 });
  });

  it('states one balance due date, the window’s last day, where it offers the deposit (issue 45)', async () => {
    renderRoute('/product/harmattan-duster');
    expect(
      await screen.findByText(
        /Pay a 30% deposit now and the balance by 28 Feb 2026, when the pre-order window closes\./,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/the balance by 28 Feb 2026, when the pre-order window closes/, { selector: 'span' }),
    ).toBeTruthy();
    expect(screen.queryByText(/when it is ready/)).toBeNull();
  });

  it('offers no deposit and no Add to cart for a pre-order whose window is switched off', async () => {
    await seed('preorderWindows/w-sallah', {
      name: 'Sallah Edit',
      active: false,
      startAt: ts('2026-03-01T00:00:00Z'),
      endAt: ts('2026-04-01T00:00:00Z'),
      depositPercent: 40,
    });
    await seedProduct({
      id: 'varsity',
      name: 'Aso-Oke Varsity Jacket',
      type: 'PREORDER',
      price: 68000,
      preorderWindowId: 'w-sallah',
      sizeOptions: ['M'],
    });
    renderRoute('/product/aso-oke-varsity-jacket');
    expect(await screen.findByText('Pre-orders are closed for this piece.')).toBeTruthy();
    expect(screen.queryByText(/deposit/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('opens a link to a sold-out size on that size, said sold out, and asks on WhatsApp about the size chosen', async () => {
    const user = userEvent.setup();
    await seed('settings/global', {
      ...defaultSettings(),
      notifications: { ...defaultSettings().notifications, whatsappNumber: '2348031234500' },
    });
    renderRoute('/product/adire-wrap-dress?size=S');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(within(sizes).getByText('Size S is sold out: choose another size.')).toBeTruthy();
    expect(
      within(sizes)
        .getAllByRole<HTMLInputElement>('radio')
        .filter((r) => r.checked),
    ).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
    const ask = () =>
      decodeURIComponent(
        screen.getByRole('link', { name: /Ask about this piece on WhatsApp/ }).getAttribute('href') ?? '',
      );
    await waitFor(() => expect(ask()).toContain('the Adire Wrap Dress in size S (RTW-ADIRE-WRAP)'));
    await user.click(within(sizes).getByRole('radio', { name: 'L (few left)' }));
    expect(ask()).toContain('the Adire Wrap Dress in size L (RTW-ADIRE-WRAP)');
  });

  it('says the piece was not found for an unknown or inactive key', async () => {
    const view = renderRoute('/product/no-such-thing');
    expect(await screen.findByText('We couldn’t find that piece.')).toBeTruthy();
    view.unmount();
    renderRoute('/product/retired-shirt');
    expect(await screen.findByText('We couldn’t find that piece.')).toBeTruthy();
  });
});
