import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, renderRoute, seed, seedProduct, seedProductList, ts } from '../../../test/helpers';

/** The pieces' names, one per card (the page's steps and timeline have headings of their own). */
const names = () =>
  screen
    .queryAllByRole('article')
    .map((card) => card.querySelector('h3')?.textContent ?? null)
    .filter((n): n is string => Boolean(n));

async function seedWindows() {
  await seed('preorderWindows/w-new', {
    name: 'Detty December Drop',
    active: true,
    startAt: ts('2026-11-01T00:00:00Z'),
    endAt: null,
    depositPercent: 25,
  });
  await seed('preorderWindows/w-old', {
    name: 'Harmattan Drop',
    active: true,
    startAt: ts('2026-01-10T00:00:00Z'),
    endAt: ts('2026-02-28T00:00:00Z'),
    depositPercent: 40,
  });
  await seed('preorderWindows/w-closed', {
    name: 'Closed Drop',
    active: false,
    startAt: ts('2025-01-10T00:00:00Z'),
    endAt: null,
    depositPercent: 50,
  });
}

async function seedPieces() {
  const pieces = [
    'Akwete Cape',
    'Beaded Kaftan',
    'Coral Bead Set',
    'Damask Agbada',
    'Eko Trench',
    'Fila Cap',
    'Gidi Gown',
    'Hausa Boubou',
    'Ife Bronze Tee',
    'Jos Plateau Knit',
  ];
  await seedProductList(
    pieces,
    (i) => `pre-${i}`,
    50000,
    (_, i) => ({ type: 'PREORDER', preorderWindowId: i < 7 ? 'w-new' : 'w-old', sku: `PRE-${String(100 + i)}` }),
  );
  await seedProduct({ id: 'rtw-1', name: 'Aaa Not A Preorder', type: 'RTW' });
}

beforeEach(async () => {
  localStorage.clear();
  await clearFirestore();
});

describe('/preorder', () => {
  it('says there is no active window when there is none', async () => {
    renderRoute('/preorder');
    expect(await screen.findByRole('heading', { level: 1, name: 'No active pre-order window.' })).toBeTruthy();
    expect(await screen.findByText('No pre-order pieces match.')).toBeTruthy();
  });

  it('shows every open window with its terms, 8 pieces, and Load more for the rest', async () => {
    const user = userEvent.setup();
    await seedWindows();
    await seedPieces();
    renderRoute('/preorder');
    // Both open windows, newest first, each with its own deposit, dates and balance due day; never the closed one.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detty December Drop and Harmattan Drop' }),
    ).toBeTruthy();
    const detty = within(screen.getByLabelText('Detty December Drop'));
    expect(detty.getByText('25%')).toBeTruthy();
    expect(detty.getByText('TBD')).toBeTruthy();
    expect(detty.getByText('When it closes')).toBeTruthy();
    const harmattan = within(screen.getByLabelText('Harmattan Drop'));
    expect(harmattan.getByText('40%')).toBeTruthy();
    // It closes, and its balance falls due, on its last day.
    expect(harmattan.getAllByText('28 Feb 2026')).toHaveLength(2);
    expect(screen.queryByText('Closed Drop')).toBeNull();
    // The FAQ names each window's day: no piece is told another window's date.
    expect(
      screen.getByText(/Detty December Drop: its date is still to come; Harmattan Drop: by 28 Feb 2026\./),
    ).toBeTruthy();
    await waitFor(() => expect(names()).toHaveLength(8));
    expect(names()).not.toContain('Aaa Not A Preorder');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    // The collection filter lists active windows only.
    const options = within(screen.getByLabelText('Collection'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All', 'Detty December Drop', 'Harmattan Drop']);
  });

  it('searches by name or SKU and filters by window', async () => {
    const user = userEvent.setup();
    await seedWindows();
    await seedPieces();
    renderRoute('/preorder');
    await waitFor(() => expect(names()).toHaveLength(8));
    await user.type(screen.getByLabelText('Search by name or SKU'), 'kaftan');
    await waitFor(() => expect(names()).toEqual(['Beaded Kaftan']));
    await user.clear(screen.getByLabelText('Search by name or SKU'));
    await user.type(screen.getByLabelText('Search by name or SKU'), 'pre-108');
    await waitFor(() => expect(names()).toEqual(['Ife Bronze Tee']));
    await user.clear(screen.getByLabelText('Search by name or SKU'));
    await user.selectOptions(screen.getByLabelText('Collection'), 'Harmattan Drop');
    await waitFor(() => expect(names()).toEqual(['Hausa Boubou', 'Ife Bronze Tee', 'Jos Plateau Knit']));
  });

  it('adds with Pay deposit and Pay full (qty 1, no size, type PREORDER) and shows the window deposit', async () => {
    const user = userEvent.setup();
    await seedWindows();
    await seedPieces();
    renderRoute('/preorder');
    const card = (await screen.findByRole('heading', { name: 'Akwete Cape' })).closest('article')!;
    expect(within(card).getByText('₦12,500.00')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Pay deposit for Akwete Cape' }));
    const hausa = screen.getByRole('heading', { name: 'Hausa Boubou' }).closest('article')!;
    expect(within(hausa).getByText('₦22,800.00')).toBeTruthy();
    await user.click(within(hausa).getByRole('button', { name: 'Pay full for Hausa Boubou' }));
    const stored = JSON.parse(localStorage.getItem('aso_cart_guest') ?? '{}') as { lines: unknown[] };
    expect(stored.lines).toEqual([
      {
        productId: 'pre-0',
        name: 'Akwete Cape',
        sku: 'PRE-100',
        type: 'PREORDER',
        size: null,
        qty: 1,
        unitPrice: 50000,
        payMode: 'deposit',
      },
      {
        productId: 'pre-7',
        name: 'Hausa Boubou',
        sku: 'PRE-107',
        type: 'PREORDER',
        size: null,
        qty: 1,
        unitPrice: 57000,
        payMode: 'full',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/checkout');
  });
});
