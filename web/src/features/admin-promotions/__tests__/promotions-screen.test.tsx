// Back office → Promotions (docs/product.md#promotions): the list with what each promotion did, and the form's
// refusals beside their fields in words — a 120 % discount, an end before the start, a sale on nothing, a code that
// is not a code — with nothing sent and nothing clamped; only an admin (or staff when Settings allow) may change them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { getAuthInstance } from '../../../lib/firebase';
import { clearFirestore, createAccount, readDoc, renderRoute, seed, testEmail, ts } from '../../../../test/helpers';

const DAY = 86_400_000;

const promotion = (over: Record<string, unknown>) => ({
  name: 'Amaka’s first order',
  kind: 'code',
  code: 'AMAKA10',
  offer: 'percent',
  percent: 10,
  amount: null,
  minSubtotal: 0,
  zones: {},
  scope: { productIds: [], collections: [], types: [] },
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  maxUsesPerCustomer: null,
  firstOrderOnly: true,
  status: 'active',
  uses: 3,
  held: 1,
  createdAt: ts(new Date(Date.now() - 5 * DAY).toISOString()),
  updatedAt: ts(new Date(Date.now() - 5 * DAY).toISOString()),
  createdBy: 'admin',
  updatedBy: 'admin',
  endedAt: null,
  ...over,
});

/** The field a message belongs to: the input it describes (aria-describedby), by the input's label. */
async function messageOf(label: string): Promise<string | null> {
  const input = await screen.findByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.className.includes('field__error'));
  return error?.textContent ?? null;
}

async function signInAs(name: string, role: 'staff' | 'admin'): Promise<void> {
  await createAccount(testEmail(name), `${name}-pass-2026`, role);
  await signInWithEmailAndPassword(await getAuthInstance(), testEmail(name), `${name}-pass-2026`);
}

beforeAll(async () => {
  await clearFirestore();
  await seed('promotions/amaka10', promotion({}));
  await seed(
    'promotions/detty',
    promotion({
      name: 'Detty December',
      kind: 'sale',
      code: null,
      offer: null,
      percent: 15,
      scope: { productIds: [], collections: ['Owambe'], types: [] },
      startsAt: ts(new Date(Date.now() - DAY).toISOString()),
      endsAt: ts(new Date(Date.now() + 10 * DAY).toISOString()),
      maxUses: null,
      firstOrderOnly: false,
      uses: 0,
      held: 0,
    }),
  );
  await seed(`stats/${lagosDayKey(new Date(Date.now() - DAY))}`, {
    orders: 2,
    revenue: 137_250,
    promotions: {
      detty: { name: 'Detty December', orders: 2, discount: 25_500, revenue: 137_250 },
      amaka10: { name: 'Amaka’s first order', orders: 1, discount: 7_225, revenue: 65_025 },
    },
  });
});

afterAll(async () => {
  await signOut(await getAuthInstance());
});

describe('Promotions (admin)', () => {
  beforeAll(async () => {
    await signInAs('promo-admin', 'admin');
  });

  it('lists each promotion with what it gives, its state, uses, revenue and discount given', async () => {
    renderRoute('/admin/promotions');
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const code = within(table).getByText('Amaka’s first order').closest('tr') as HTMLElement;
    expect(within(code).getByText('Discount code · AMAKA10')).toBeTruthy();
    expect(within(code).getByText('10% off, first order only')).toBeTruthy();
    expect(within(code).getByText('Running')).toBeTruthy();
    expect(within(code).getByText('3 of 100 (1 awaiting payment)')).toBeTruthy();
    expect(await within(code).findByText('₦65,025')).toBeTruthy();
    expect(within(code).getByText('₦7,225')).toBeTruthy();
    const sale = within(table).getByText('Detty December').closest('tr') as HTMLElement;
    expect(within(sale).getByText('On the Owambe collection')).toBeTruthy();
    expect(within(sale).getByText('2 orders')).toBeTruthy();
    expect(within(sale).getByText('₦25,500')).toBeTruthy();
  });

  it('refuses a 120 % sale, an end before its start and a sale on nothing, beside each field; sends nothing', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/promotions');
    await user.click(await screen.findByRole('button', { name: 'New sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'New automatic sale' });
    await user.type(within(dialog).getByLabelText('Name'), 'Black Friday');
    await user.type(within(dialog).getByLabelText('Percentage off'), '120');
    fireEvent.change(within(dialog).getByLabelText('Starts (Lagos time)'), { target: { value: '2026-12-10T09:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends (Lagos time)'), { target: { value: '2026-12-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await messageOf('Percentage off')).toBe('Enter a percentage from 1 to 90.');
    expect(await messageOf('Ends (Lagos time)')).toBe('The end must be after the start.');
    expect(
      within(dialog).getByText('Choose at least one piece, collection or type, or choose Everything.'),
    ).toBeTruthy();
    // Never clamped: the box still says what was typed.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Percentage off').value).toBe('120');

    // Fixing a field takes its message away; the others stay until the next try.
    await user.clear(within(dialog).getByLabelText('Percentage off'));
    await user.type(within(dialog).getByLabelText('Percentage off'), '25');
    expect(await messageOf('Percentage off')).toBeNull();
    expect(await messageOf('Ends (Lagos time)')).toBe('The end must be after the start.');
    expect(await readDoc('promotions/black-friday')).toBeUndefined();
  });

  it('a code: refuses what is not a code, a percentage past 90 and uses per customer above the uses in all', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/promotions');
    await user.click(await screen.findByRole('button', { name: 'New discount code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Name'), 'Sallah special');
    await user.type(within(dialog).getByLabelText('Code'), 'sallah 5');
    await user.type(within(dialog).getByLabelText('Percentage off'), '95');
    await user.click(within(dialog).getByLabelText('Everything in the shop'));
    await user.type(within(dialog).getByLabelText('Uses in all — optional'), '10');
    await user.type(within(dialog).getByLabelText('Uses per customer — optional'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await messageOf('Code')).toBe('Use 3 to 20 letters, digits or dashes.');
    expect(await messageOf('Percentage off')).toBe('Enter a percentage from 1 to 90.');
    expect(await messageOf('Uses per customer — optional')).toBe(
      'Uses per customer cannot be more than the uses in all.',
    );
    // Naira off: 0 is refused too.
    await user.selectOptions(within(dialog).getByLabelText('The code gives'), 'amount');
    await user.type(within(dialog).getByLabelText('Naira off (₦)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await messageOf('Naira off (₦)')).toBe('Enter an amount in whole naira, ₦1 or more.');
  });

  it('free delivery: a zone ticked needs its order value in whole naira', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/promotions');
    await user.click(await screen.findByRole('button', { name: 'New free delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'New free delivery' });
    await user.type(within(dialog).getByLabelText('Name'), 'Lagos weekend');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Choose at least one zone and the order value from which its delivery is free.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Lagos'));
    await user.type(within(dialog).getByLabelText('Order value for free delivery to Lagos (₦)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await messageOf('Order value for free delivery to Lagos (₦)')).toBe(
      'Enter the order value in whole naira, 0 or more.',
    );
  });
});

describe('Promotions (staff)', () => {
  beforeAll(async () => {
    await signOut(await getAuthInstance());
    await signInAs('promo-staff', 'staff');
  });

  it('staff read the list and are told an admin changes promotions, unless Settings let staff', async () => {
    const view = renderRoute('/admin/promotions');
    expect(
      await screen.findByText(
        'Only an admin can change promotions. An admin can let staff do it in Settings → General.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New sale' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    view.unmount();

    await seed('settings/global', { promotions: { staffMayManage: true } });
    renderRoute('/admin/promotions');
    await waitFor(() => expect(screen.getByRole('button', { name: 'New sale' })).toBeTruthy());
  });
});
