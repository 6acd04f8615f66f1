import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clearFirestore,
  makeProduct,
  removeDoc,
  renderRoute,
  rtwId,
  seed,
  seedProduct,
  seedProductList,
  ts,
} from '../../../test/helpers';

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
  // A pre-order sold in S and M while its window is open, and one whose window is switched off.
  await seed('preorderWindows/harmattan', {
    name: 'Harmattan Drop',
    active: true,
    startAt: ts('2026-11-01T00:00:00Z'),
    endAt: ts('2027-01-03T20:00:00Z'),
    depositPercent: 40,
  });
  await seed('preorderWindows/sallah', {
    name: 'Sallah Edit',
    active: false,
    startAt: ts('2027-02-01T00:00:00Z'),
    endAt: ts('2027-03-01T00:00:00Z'),
    depositPercent: 40,
  });
  await seedProduct({
    id: 'pre-1',
    name: 'Harmattan Duster',
    type: 'PREORDER',
    price: 60000,
    sizeOptions: ['S', 'M'],
    preorderWindowId: 'harmattan',
  });
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

  it('filters by type, in the cards’ words', async () => {
    const user = userEvent.setup();
    renderRoute('/shop');
    await screen.findByText('Page 1 / 2');
    expect(
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Ready-to-wear', 'Made-to-order', 'Pre-order']);
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

  it('filters by size with the pre-orders sold in it', async () => {
    const user = userEvent.setup();
    renderRoute('/shop');
    await screen.findByText('Page 1 / 2');
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    // 14 ready-to-wear in M (the kimono is sold out in it) and the duster, sold in M on pre-order.
    expect(await screen.findByText('15 pieces')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Type'), 'PREORDER');
    await waitFor(() => expect(productHeadings()).toEqual(['Harmattan Duster']));
    await user.selectOptions(screen.getByLabelText('Size'), 'L');
    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
  });

  it('searches, sorts by price and newest, and narrows to a price range, all in the URL', async () => {
    const user = userEvent.setup();
    renderRoute('/shop');
    await screen.findByText('Page 1 / 2');
    await user.type(screen.getByLabelText('Search'), 'agbada{Enter}');
    await waitFor(() => expect(productHeadings()).toEqual(['Adire Agbada', 'Groom Agbada Set']));
    expect(screen.getByText('2 pieces')).toBeTruthy();

    // An empty search shows everything again.
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), '{Enter}');
    await waitFor(() => expect(productHeadings()).toHaveLength(12));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-desc');
    await waitFor(() =>
      expect(productHeadings().slice(0, 3)).toEqual(['Custom Bridal Kaftan', 'Groom Agbada Set', 'Harmattan Duster']),
    );
    await user.type(screen.getByLabelText('Price from (₦)'), '20000');
    await user.type(screen.getByLabelText('Price to (₦)'), '25000{Enter}');
    // ₦15,000 + ₦1,000 a piece by name: Gele Scarf (20,000) to Oyo Overshirt (25,000), dearest first.
    await waitFor(() =>
      expect(productHeadings()).toEqual([
        'Oyo Overshirt',
        'Mudcloth Jacket',
        'Lagos Linen Shirt',
        'Kente Kimono',
        'Indigo Joggers',
        'Gele Scarf',
      ]),
    );
    expect(screen.getByText('6 pieces')).toBeTruthy();

    // A range that cannot be one is refused beside its box and changes nothing.
    await user.clear(screen.getByLabelText('Price from (₦)'));
    await user.type(screen.getByLabelText('Price from (₦)'), '30000{Enter}');
    expect(await screen.findByText('The lowest price is above the highest: change one of them.')).toBeTruthy();
    expect(productHeadings()).toHaveLength(6);
  });

  it('filters by the collections the pieces belong to', async () => {
    const user = userEvent.setup();
    await seed('products/owambe-1', {
      ...makeProduct({ id: 'owambe-1', name: 'Owambe Sequin Boubou' }),
      collection: 'Owambe',
    });
    await seed('products/owambe-2', {
      ...makeProduct({ id: 'owambe-2', name: 'Kente Jumpsuit' }),
      collection: 'Owambe',
    });
    renderRoute('/shop?sort=name&q=');
    await screen.findByText('Page 1 / 2');
    // The collection filter comes with the catalogue the aisles read.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    const collection = await screen.findByLabelText<HTMLSelectElement>('Collection');
    expect(
      within(collection)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All collections', 'Owambe']);
    await user.selectOptions(collection, 'Owambe');
    await waitFor(() => expect(productHeadings()).toEqual(['Kente Jumpsuit', 'Owambe Sequin Boubou']));
    await Promise.all([removeDoc('products/owambe-1'), removeDoc('products/owambe-2')]);
  });

  it('opens a view from its URL, the same as choosing it', async () => {
    renderRoute('/shop?q=dashiki%20tee&sort=newest');
    await waitFor(() => expect(productHeadings()).toEqual(['Dashiki Tee']));
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('dashiki tee');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('newest');
  });

  it('says a page past the end is past the end, and offers the last one', async () => {
    const user = userEvent.setup();
    renderRoute('/shop?page=3');
    expect(await screen.findByText('There is no page 3: these pieces fit on 2 pages.')).toBeTruthy();
    expect(screen.queryByText('No products match these filters.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(productHeadings()).toContain('Yoruba Palazzo'));
  });

  it('offers no pre-order whose window is switched off: the card says pre-orders are closed', async () => {
    await seedProduct({
      id: 'pre-2',
      name: 'Aso-Oke Varsity Jacket',
      type: 'PREORDER',
      price: 68000,
      sizeOptions: ['M', 'L'],
      preorderWindowId: 'sallah',
    });
    renderRoute('/shop?type=PREORDER');
    const card = (await screen.findByRole('heading', { name: 'Aso-Oke Varsity Jacket' })).closest('article')!;
    expect(await within(card).findByText('Pre-orders closed')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Choose size/ })).toBeNull();
    const open = screen.getByRole('heading', { name: 'Harmattan Duster' }).closest('article')!;
    expect(within(open).getByRole('link', { name: 'Choose size for Harmattan Duster' })).toBeTruthy();
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
