// "Was ₦X" wherever a shopper reads a price while a sale runs (docs/product.md#promotions): the shop's cards, the
// product page with its deposit, and the cart, priced by the same pipeline startCheckout charges with; a sale that has
// not started prices nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, removeDoc, renderRoute, seed, seedProduct, ts } from '../../../test/helpers';

const HOUR = 3_600_000;
const at = (ms: number) => ts(new Date(Date.now() + ms).toISOString());

const detty = (startsIn: number) => ({
  kind: 'sale',
  name: 'Detty December',
  percent: 15,
  scope: { productIds: [], collections: ['Owambe'], types: [] },
  zones: {},
  startsAt: at(startsIn),
  endsAt: at(startsIn + 240 * HOUR),
});

beforeAll(async () => {
  await clearFirestore();
  await seedProduct({ id: 'p-jump', name: 'Kente Jumpsuit', price: 48_000, collection: 'Owambe' });
  await seedProduct({ id: 'p-kaftan', name: 'Adire Kaftan', price: 38_500, collection: 'Adire Everyday' });
  await seedProduct({
    id: 'p-boubou',
    name: 'Sequin Boubou',
    type: 'PREORDER',
    price: 85_000,
    collection: 'Owambe',
    preorderWindowId: 'w-owambe',
  });
  await seed('preorderWindows/w-owambe', {
    name: 'Owambe Season',
    active: true,
    startAt: at(-HOUR),
    endAt: at(500 * HOUR),
    depositPercent: 50,
  });
});

beforeEach(() => localStorage.clear());

describe('while a sale runs', () => {
  beforeAll(async () => {
    await seed('publicPromotions/detty', detty(-HOUR));
  });

  it('the shop’s card shows the sale price, "Was" and the sale’s badge; other pieces their own price', async () => {
    renderRoute('/shop');
    const card = (await screen.findByRole('heading', { name: 'Kente Jumpsuit' })).closest('article')!;
    expect(await within(card).findByText('₦40,800.00')).toBeTruthy();
    expect(within(card).getByText('15% off · Detty December')).toBeTruthy();
    expect(within(card).getByText('Was ₦48,000.00')).toBeTruthy();
    const kaftan = screen.getByRole('heading', { name: 'Adire Kaftan' }).closest('article')!;
    expect(within(kaftan).getByText('₦38,500.00')).toBeTruthy();
    expect(within(kaftan).queryByText(/Was/)).toBeNull();
  });

  it('the product page shows the sale price, until when, and the deposit of the sale price', async () => {
    renderRoute('/product/sequin-boubou');
    // The price, and paying in full.
    expect((await screen.findAllByText('₦72,250.00')).length).toBe(2);
    expect(screen.getByText('₦85,000.00').closest('.price-was')).toBeTruthy();
    expect(screen.getByText(/^Until /)).toBeTruthy();
    // 50 % of 72,250.
    expect(screen.getByText('₦36,125.00')).toBeTruthy();
  });

  it('the cart prices the line at the sale price and says what the sale saves', async () => {
    localStorage.setItem(
      'aso_cart_guest',
      JSON.stringify({
        lines: [
          {
            productId: 'p-jump',
            name: 'Kente Jumpsuit',
            sku: 'RTW-J',
            type: 'RTW',
            size: 'M',
            qty: 2,
            unitPrice: 48_000,
          },
        ],
        referralCode: null,
      }),
    );
    renderRoute('/cart');
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    // Once the line's product (its collection) is read.
    await waitFor(() => expect(within(summary).getByText('Subtotal').nextSibling?.textContent).toBe('₦81,600.00'));
    expect(within(summary).getByText('Detty December sale (in the prices above)').nextSibling?.textContent).toBe(
      '−₦14,400.00',
    );
    const line = screen.getByRole('heading', { name: 'Kente Jumpsuit' }).closest('li') as HTMLElement;
    expect(line.querySelector('.price-was')?.textContent).toBe('Was ₦48,000.00');
    expect(within(line).getByText('Line total').nextSibling?.textContent).toBe('₦81,600.00');
  });
});

describe('before a sale starts', () => {
  beforeAll(async () => {
    await removeDoc('publicPromotions/detty');
    await seed('publicPromotions/detty-soon', detty(2 * HOUR));
  });

  it('prices nothing yet', async () => {
    renderRoute('/shop');
    const card = (await screen.findByRole('heading', { name: 'Kente Jumpsuit' })).closest('article')!;
    expect(await within(card).findByText('₦48,000.00')).toBeTruthy();
    expect(within(card).queryByText(/Was/)).toBeNull();
  });
});
