import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, renderRoute, seedProduct } from '../../../test/helpers';

const KEY = 'aso_cart_guest';

function putGuestCart(lines: unknown[], referralCode: string | null = null) {
  localStorage.setItem(KEY, JSON.stringify({ lines, referralCode }));
}

/** A guest cart line: one ready-to-wear piece, paid in full, unless the test says otherwise. */
const cartLine = (line: Record<string, unknown>) => ({ type: 'RTW', size: null, qty: 1, payMode: null, ...line });

const guestCart = () =>
  JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
    lines: { productId: string; qty: number }[];
    referralCode: string | null;
  } | null;

beforeEach(() => localStorage.clear());

describe('/cart (guest)', () => {
  it('shows the empty cart', async () => {
    renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('lists the lines from this device with totals and the signed-out notice', async () => {
    putGuestCart([
      cartLine({ productId: 'p1', name: 'Adire Wrap Dress', sku: 'RTW-ADIRE', size: 'M', qty: 2, unitPrice: 32500 }),
      cartLine({
        productId: 'p2',
        name: 'Harmattan Duster',
        sku: 'PRE-HD',
        type: 'PREORDER',
        unitPrice: 60000,
        payMode: 'deposit',
      }),
      { name: 'No product id is ignored', qty: 1, unitPrice: 5 },
    ]);
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart' })).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    const dress = within(lines).getByRole('heading', { name: 'Adire Wrap Dress' }).closest('li') as HTMLElement;
    expect(within(dress).getByRole<HTMLSelectElement>('combobox', { name: 'Size of Adire Wrap Dress' }).value).toBe(
      'M',
    );
    expect(within(dress).getByText('₦65,000.00')).toBeTruthy();
    // The pre-order on a deposit: 40 % now (no window known here), the rest later — in the line and the summary.
    const duster = within(lines).getByRole('heading', { name: 'Harmattan Duster' }).closest('li') as HTMLElement;
    expect(within(duster).getByText('Deposit now', { selector: 'dt' }).nextSibling?.textContent).toBe('₦24,000.00');
    expect(within(duster).getByText('Balance later', { selector: 'dt' }).nextSibling?.textContent).toBe('₦36,000.00');
    expect(screen.getByText('3 items')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('Total').nextSibling?.textContent).toBe('₦125,000.00');
    expect(within(summary).getByText('Pay now').nextSibling?.textContent).toBe('₦89,000.00');
    expect(within(summary).getByText('Balance later').nextSibling?.textContent).toBe('₦36,000.00');
    expect(await screen.findByText(/Your cart is saved on this device only/)).toBeTruthy();
  });

  it('changes quantity (refusing 0 in words, never making it 1), asks for a missing size before checkout, removes a line, clears the code and the cart', async () => {
    const user = userEvent.setup();
    putGuestCart([
      cartLine({ productId: 'p1', name: 'Adire Wrap Dress', sku: 'RTW-ADIRE', size: 'M', unitPrice: 32500 }),
      cartLine({ productId: 'p3', name: 'Fila Cap', sku: 'RTW-FILA', unitPrice: 8000 }),
    ]);
    renderRoute('/cart');
    const qty = await screen.findByRole('spinbutton', { name: 'Quantity of Adire Wrap Dress, size M' });
    await user.clear(qty);
    await user.type(qty, '4');
    await user.tab();
    await waitFor(() => expect(guestCart()?.lines[0]?.qty).toBe(4));
    for (const typed of ['0', '150']) {
      await user.clear(qty);
      await user.type(qty, typed);
      await user.tab();
      expect((await screen.findAllByText('Enter a quantity from 1 to 99.')).length).toBeGreaterThan(0);
      await waitFor(() => expect((qty as HTMLInputElement).value).toBe('4'));
      expect(guestCart()?.lines[0]?.qty).toBe(4);
    }

    // A ready-to-wear line without a size: no Checkout until it has one, and the message names it.
    expect(screen.getByText('Choose a size for Fila Cap.').getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size of Fila Cap' }), 'L');
    await waitFor(() => expect(guestCart()?.lines[1]).toMatchObject({ productId: 'p3', size: 'L' }));
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Fila Cap, size L' }));
    expect(await screen.findByText('Item removed.')).toBeTruthy();
    expect(guestCart()?.lines.map((l) => l.productId)).toEqual(['p1']);

    // Applying a code asks the server (e2e/src/cart-money.test.ts); an empty code clears without asking.
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Referral cleared.')).toBeTruthy();
    expect(guestCart()?.referralCode).toBeNull();

    // Clear cart asks first; keeping it changes nothing.
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const ask = await screen.findByRole('dialog', { name: 'Empty your cart?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep my cart' }));
    expect(guestCart()?.lines.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Empty the cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(guestCart()?.lines).toEqual([]);
  });

  it('shows what is left of a size, refuses more in words, and holds Checkout back while a line wants more than is left', async () => {
    await clearFirestore();
    await seedProduct({
      id: 'p-indigo',
      name: 'Indigo Shirt',
      availability: { S: 'low', M: 'in' },
      sizeOptions: ['S', 'M'],
      unitsLeft: { S: 1 },
    });
    const user = userEvent.setup();
    // Added when more were left; one is left now.
    putGuestCart([cartLine({ productId: 'p-indigo', name: 'Indigo Shirt', sku: 'RTW-IND', size: 'S', qty: 2 })]);
    renderRoute('/cart');
    await screen.findByText('Only 1 left in size S');
    const say = 'Only 1 left in size S of Indigo Shirt: lower the quantity to 1 or remove it to check out.';
    expect((await screen.findAllByText(say)).length).toBe(2);
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    const qty = screen.getByRole('spinbutton', { name: 'Quantity of Indigo Shirt, size S' });
    await user.clear(qty);
    await user.type(qty, '3');
    await user.tab();
    await waitFor(() => expect((qty as HTMLInputElement).value).toBe('2'));
    expect(guestCart()?.lines[0]?.qty).toBe(2);
    await user.clear(qty);
    await user.type(qty, '1');
    await user.tab();
    await waitFor(() => expect(guestCart()?.lines[0]?.qty).toBe(1));
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('says what to do with a line sold out since it was added, and leaves it out of the total', async () => {
    await clearFirestore();
    await seedProduct({ id: 'p-kente', name: 'Kente Flare Midi', price: 45000, availability: { M: 'in', L: 'out' } });
    await seedProduct({ id: 'p-adire', name: 'Adire Shirt', price: 18000 });
    putGuestCart([
      cartLine({ productId: 'p-kente', name: 'Kente Flare Midi', sku: 'RTW-K', size: 'L', qty: 1, unitPrice: 45000 }),
      cartLine({ productId: 'p-adire', name: 'Adire Shirt', sku: 'RTW-A', size: 'M', qty: 1, unitPrice: 18000 }),
    ]);
    renderRoute('/cart');
    const say = 'Kente Flare Midi is sold out in size L: choose another size or remove it to check out.';
    expect((await screen.findAllByText(say)).length).toBe(2);
    expect(screen.getByText('Sold out: not in the total')).toBeTruthy();
    const totals = screen.getByLabelText('Cart totals');
    expect(within(totals).getByText('Total').closest('div')?.textContent).toBe('Total₦18,000.00');
  });

  it('a pre-order that comes in sizes gets a size picker and waits for one; one made to measure says so', async () => {
    await clearFirestore();
    await seedProduct({ id: 'p-puffer', name: 'Kente Puffer', type: 'PREORDER', sizeOptions: ['S', 'M', 'L'] });
    await seedProduct({ id: 'p-boubou', name: 'Sequin Boubou', type: 'PREORDER' });
    const user = userEvent.setup();
    putGuestCart([
      cartLine({ productId: 'p-puffer', name: 'Kente Puffer', sku: 'PRE-KP', type: 'PREORDER', payMode: 'full' }),
      cartLine({ productId: 'p-boubou', name: 'Sequin Boubou', sku: 'PRE-SB', type: 'PREORDER', payMode: 'full' }),
    ]);
    renderRoute('/cart');
    const size = await screen.findByRole('combobox', { name: 'Size of Kente Puffer' });
    expect(await screen.findByText('Choose a size for Kente Puffer.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    const boubou = screen.getByRole('heading', { name: 'Sequin Boubou' }).closest('li') as HTMLElement;
    expect(within(boubou).getByText('Provide measurements at checkout')).toBeTruthy();
    expect(within(boubou).queryByRole('combobox', { name: 'Size of Sequin Boubou' })).toBeNull();
    await user.selectOptions(size, 'M');
    await waitFor(() => expect(guestCart()?.lines[0]).toMatchObject({ productId: 'p-puffer', size: 'M' }));
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeTruthy();
  });
});
