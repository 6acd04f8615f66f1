import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, renderRoute, rtwId, seedProduct, seedProductList } from '../../../test/helpers';

// 15 ready-to-wear pieces (one sold out in M), 2 made-to-order and 1 pre-order: 18 active, 1 inactive.
beforeAll(async () => {
  await clearFirestore();
  const names =
    'Adire Agbada,Ankara Bomber,Aso-Oke Cap,Batik Bucket Hat,Dashiki Tee,Gele Scarf,Indigo Joggers,Kente Kimono,Lagos Linen Shirt,Mudcloth Jacket,Oyo Overshirt,Raffia Tote,Sunset Wrap Dress,Tie-Dye Hoodie,Yoruba Palazzo'.split(
      ',',
    );
  await seedProductList(names, rtwId, 15000, (name) => ({
    availability: name === 'Kente Kimono' ? { S: 'in', M: 'out', L: 'low', XL: 'in' } : undefined,
  }));
  await seedProduct({ id: 'mto-1', name: 'Custom Bridal Kaftan', type: 'MTO', price: 180000 });
  await seedProduct({ id: 'mto-2', name: 'Groom Agbada Set', type: 'MTO', price: 150000 });
  await seedProduct({ id: 'pre-1', name: 'Harmattan Duster', type: 'PREORDER', price: 60000 });
  await seedProduct({ id: 'old-1', name: 'Zz Retired Shirt', active: false });
});

const productHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((h) => h.closest('article'))
    .map((h) => h.textContent);

describe('/shop', () => {
  it('shows 12 active products per page with Page n / total, and pages with Next and Prev', async () => {
    const user = userEvent.setup();
    renderRoute('/shop');
    expect(await screen.findByText('Page 1 / 2')).toBeTruthy();
    await waitFor(() => expect(productHeadings()).toHaveLength(12));
    expect(productHeadings()[0]).toBe('Adire Agbada');
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 / 2')).toBeTruthy();
    // Ordered by name across all types: the last 6 of 18.
    await waitFor(() =>
      expect(productHeadings()).toEqual([
        'Mudcloth Jacket',
        'Oyo Overshirt',
        'Raffia Tote',
        'Sunset Wrap Dress',
        'Tie-Dye Hoodie',
        'Yoruba Palazzo',
      ]),
    );
    expect(screen.queryByText('Zz Retired Shirt')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Page 1 / 2')).toBeTruthy();
  });

  it('filters by type', async () => {
    const user = userEvent.setup();
    renderRoute('/shop');
    await screen.findByText('Page 1 / 2');
    await user.selectOptions(screen.getByLabelText('Type'), 'MTO');
    await waitFor(() => expect(productHeadings()).toEqual(['Custom Bridal Kaftan', 'Groom Agbada Set']));
    // The count is a query of its own: it may land after the list.
    expect(await screen.findByText('Page 1 / 1')).toBeTruthy();
    expect(await screen.findByText('2 pieces')).toBeTruthy();
  });

  it('filters by size: a piece sold out in that size is not listed', async () => {
    const user = userEvent.setup();
    renderRoute('/shop?type=RTW');
    await waitFor(() => expect(productHeadings()).toContain('Kente Kimono'));
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    await waitFor(() => expect(screen.getByText('14 pieces')).toBeTruthy());
    await waitFor(() => expect(productHeadings()).not.toContain('Kente Kimono'));
    await user.selectOptions(screen.getByLabelText('Size'), 'L');
    await waitFor(() => expect(screen.getByText('15 pieces')).toBeTruthy());
  });

  it('opens a page straight from its URL', async () => {
    renderRoute('/shop?page=2');
    expect(await screen.findByText('Page 2 / 2')).toBeTruthy();
    await waitFor(() => expect(productHeadings()).toContain('Yoruba Palazzo'));
  });

  it('shows sold-out sizes on the card and sends the customer to choose a size instead of adding none', async () => {
    renderRoute('/shop?type=RTW');
    const card = (await screen.findByRole('heading', { name: 'Kente Kimono' })).closest('article');
    expect(card).toBeTruthy();
    expect(within(card!).getByText('M: sold out')).toBeTruthy();
    expect(within(card!).queryByRole('button', { name: 'Add to cart: Kente Kimono' })).toBeNull();
    const choose = within(card!).getByRole('link', { name: 'Choose size for Kente Kimono' });
    expect(choose.getAttribute('href')).toBe(
      within(card!).getByRole('link', { name: 'View Kente Kimono' }).getAttribute('href'),
    );
    expect(localStorage.getItem('aso_cart_guest')).toBeNull();
  });
});
