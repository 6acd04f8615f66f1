// The owner's Pre-order windows screen (docs/product.md#pre-order-windows): reached from the side navigation, every
// window with its days in words, its deposit, its switch, the pieces on it and the customers waiting for each; a
// window whose switch and days disagree says so; the New window form refuses her mistakes at their fields before
// anything is sent; a window made here, a piece put on it and the switch turned on reach the shop's data through the
// callables, and the customers waiting are told at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_DEPOSIT_INVALID, WINDOW_END_BEFORE_START, WINDOW_NAME_REQUIRED } from '@aso/domain/catalogue/messages';
import { windowInstants } from '@aso/domain/catalogue/preorder-windows';
import { getAuthInstance } from '../../lib/firebase';
import {
  clearFirestore,
  createAccount,
  listDocs,
  readDoc,
  renderRoute,
  seed,
  seedProduct,
  testEmail,
} from '../../../test/helpers';

const DAY = 86_400_000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const waiting = (productId: string, uid: string, minutesAgo: number) =>
  seed(`preorderAlerts/${productId}_${uid}`, {
    productId,
    productName: productId,
    productSlug: productId,
    uid,
    email: `${uid}@example.com`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    notifiedAt: null,
    closedAt: null,
  });

let uid = '';
beforeAll(async () => {
  await clearFirestore();
  await seed('preorderWindows/w-harmattan', {
    name: 'Harmattan Drop',
    active: true,
    ...windowInstants('2026-12-01', '2026-12-31'),
    depositPercent: 40,
  });
  await seed('preorderWindows/w-sallah', {
    name: 'Sallah Edit',
    active: false,
    // Its days have come, but it is switched off.
    ...windowInstants(daysFromNow(-2), daysFromNow(30)),
    depositPercent: 30,
  });
  await seedProduct({ id: 'p-jacket', name: 'Aso-Oke Varsity Jacket', type: 'PREORDER', preorderWindowId: 'w-sallah' });
  await seedProduct({
    id: 'p-puffer',
    name: 'Harmattan Kente Puffer',
    type: 'PREORDER',
    preorderWindowId: 'w-harmattan',
  });
  await seedProduct({ id: 'p-loose', name: 'Owambe Sequin Boubou', type: 'PREORDER', preorderWindowId: null });
  await Promise.all([
    waiting('p-jacket', 'amaka', 30),
    waiting('p-jacket', 'tunde', 20),
    waiting('p-jacket', 'kemi', 10),
  ]);
  await createAccount(testEmail('windows-staff'), 'windows-staff-2026', 'staff');
  uid = (await signInWithEmailAndPassword(await getAuthInstance(), testEmail('windows-staff'), 'windows-staff-2026'))
    .user.uid;
});

afterAll(async () => {
  await waitFor(async () => expect(await readDoc(`customers/${uid}`)).toBeDefined());
  await (await getAuthInstance()).signOut();
});

const card = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

describe('pre-order windows', () => {
  it('lists each window with its days, deposit, switch, pieces and the customers waiting', async () => {
    renderRoute('/admin');
    // The back office's chunks are transformed on first use: a busy machine takes longer than the default.
    const nav = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 20_000 });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Pre-order windows' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-order windows' }, { timeout: 20_000 }),
    ).toBeTruthy();

    const harmattan = await card('Harmattan Drop');
    expect(within(harmattan).getByText('On: taking pre-orders')).toBeTruthy();
    expect(within(harmattan).getByText('1 Dec 2026 – 31 Dec 2026 · Deposit 40% · 0 customers waiting')).toBeTruthy();
    expect(within(harmattan).getByText('Harmattan Kente Puffer')).toBeTruthy();

    const sallah = await card('Sallah Edit');
    expect(within(sallah).getByText('Off')).toBeTruthy();
    expect(within(sallah).getByText(/Deposit 30% · 3 customers waiting$/)).toBeTruthy();
    expect(
      within(sallah).getByText('Its days have come, but it takes no pre-orders until you switch it on.'),
    ).toBeTruthy();
    const jacketRow = within(sallah).getByText('Aso-Oke Varsity Jacket').closest('tr') as HTMLElement;
    expect(within(jacketRow).getByText('3')).toBeTruthy();
    expect(within(sallah).getByRole('button', { name: 'Switch on' })).toBeTruthy();
    // A piece on no window can be put on this one; the piece already on it is not offered again.
    const picker = within(sallah).getByLabelText('Put a pre-order piece on Sallah Edit');
    const offered = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual([
      'Choose a piece',
      'Harmattan Kente Puffer (now on Harmattan Drop)',
      'Owambe Sequin Boubou (on no window)',
    ]);
  });

  it('refuses a nameless window, a last day before the first and a deposit over 90% at their fields', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/preorder-windows');
    await user.click(await screen.findByRole('button', { name: 'New window' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New pre-order window' });
    await user.type(within(dialog).getByLabelText('First day'), '2026-12-20');
    await user.type(within(dialog).getByLabelText('Last day'), '2026-12-10');
    const deposit = within(dialog).getByLabelText('Deposit (%)');
    await user.clear(deposit);
    await user.type(deposit, '95%');
    await user.click(within(dialog).getByRole('button', { name: 'Create window' }));

    const messageOf = (label: string) => {
      const field = within(dialog).getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      return field.closest('.field')?.querySelector('.field__error')?.textContent;
    };
    await waitFor(() => expect(messageOf('Name')).toBe(WINDOW_NAME_REQUIRED));
    expect(messageOf('Last day')).toBe(WINDOW_END_BEFORE_START);
    expect(messageOf('Deposit (%)')).toBe(WINDOW_DEPOSIT_INVALID);
    // The first mistake has the focus, so typing fixes it.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')));
  });

  it('makes a window, puts a piece on it and switches it on: the customers waiting are mailed at once', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/preorder-windows');
    await user.click(await screen.findByRole('button', { name: 'New window' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New pre-order window' });
    await user.type(within(dialog).getByLabelText('Name'), 'Detty December Drop');
    await user.type(within(dialog).getByLabelText('First day'), '2026-12-15');
    await user.type(within(dialog).getByLabelText('Last day'), '2027-01-02');
    const deposit = within(dialog).getByLabelText('Deposit (%)');
    await user.clear(deposit);
    await user.type(deposit, '50%');
    await user.click(within(dialog).getByRole('button', { name: 'Create window' }));
    expect(
      await screen.findByText('Pre-order window Detty December Drop created, switched off until you switch it on.'),
    ).toBeTruthy();

    const detty = await card('Detty December Drop');
    expect(within(detty).getByText('15 Dec 2026 – 2 Jan 2027 · Deposit 50% · 0 customers waiting')).toBeTruthy();
    await user.selectOptions(within(detty).getByLabelText('Put a pre-order piece on Detty December Drop'), 'p-jacket');
    await user.click(within(detty).getByRole('button', { name: 'Put on window' }));
    expect(await screen.findByText('Aso-Oke Varsity Jacket is on Detty December Drop.')).toBeTruthy();
    await waitFor(async () =>
      expect(within(await card('Detty December Drop')).getByText(/3 customers waiting$/)).toBeTruthy(),
    );

    await user.click(within(await card('Detty December Drop')).getByRole('button', { name: 'Switch on' }));
    const confirm = await screen.findByRole('dialog', { name: 'Switch on Detty December Drop?' });
    expect(
      within(confirm).getByText(
        'Its piece takes pre-orders at once, with a 50% deposit. The 3 customers waiting will be mailed that pre-orders are open.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Switch on' }));
    expect(
      await screen.findByText(
        'Detty December Drop is switched on: its pieces take pre-orders now. 3 waiting customers were mailed.',
      ),
    ).toBeTruthy();
    const stored = (await listDocs('preorderWindows')).find((w) => w.data.name === 'Detty December Drop');
    expect(stored?.data).toMatchObject({ active: true, depositPercent: 50 });
    expect((await readDoc('products/p-jacket'))?.preorderWindowId).toBe(stored?.id);
    expect((await listDocs('mail')).map((m) => String(m.data.to)).sort()).toEqual([
      'amaka@example.com',
      'kemi@example.com',
      'tunde@example.com',
    ]);
  });
});
