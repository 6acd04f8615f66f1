// Finance sums `stats/{day}` documents. A day whose document does not fit its schema cannot be counted, and the owner
// must not read a smaller total as the truth: the screen counts the days it can read and names the ones it left out.
import { screen, waitFor, within } from '@testing-library/react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { getAuthInstance } from '../../lib/firebase';
import { formatDayKey } from '../../lib/format';
import { clearFirestore, createAccount, readDoc, renderRoute, seed, testEmail } from '../../../test/helpers';

const DAY = 24 * 60 * 60 * 1000;
const dayKey = (daysAgo: number) => lagosDayKey(new Date(Date.now() - daysAgo * DAY));
const day = (orders: number, revenue: number) => ({
  orders,
  revenue,
  byType: { RTW: { qty: orders, revenue, cogs: 0 }, MTO: { qty: 0, revenue: 0, cogs: 0 } },
});

beforeAll(async () => {
  await clearFirestore();
  await seed(`stats/${dayKey(1)}`, day(2, 64_000));
  await seed(`stats/${dayKey(3)}`, {
    ...day(1, 38_500),
    products: {
      'p-kaftan': {
        name: 'Adire Indigo Kaftan',
        qty: 1,
        revenue: 38_500,
        cogs: 15_500,
        sizes: { M: { qty: 1, revenue: 38_500, cogs: 15_500 } },
      },
    },
  });
  // Damaged: revenue written as text.
  await seed(`stats/${dayKey(2)}`, { ...day(5, 0), revenue: '120000' });
  await createAccount(testEmail('finance-staff'), 'finance-staff-2026', 'staff');
  uid = (await signInWithEmailAndPassword(await getAuthInstance(), testEmail('finance-staff'), 'finance-staff-2026'))
    .user.uid;
});
let uid = '';

afterAll(async () => {
  // The session prepares its records after sign-in (lib/account-records.ts): let it finish before signing out.
  await waitFor(async () => expect(await readDoc(`customers/${uid}`)).toBeDefined());
  await (await getAuthInstance()).signOut();
});

describe('finance', () => {
  it('counts the days it can read and names a day whose record could not be read', async () => {
    renderRoute('/admin/finance');
    const notice = await screen.findByText(
      `These figures leave out 1 day whose sales record could not be read: ${formatDayKey(dayKey(2))}.`,
    );
    expect(notice.getAttribute('role')).toBe('alert');
    const revenue = screen.getByText('Revenue (paid)').closest('.stat-card');
    expect(revenue).not.toBeNull();
    expect(within(revenue as HTMLElement).getByText(/102,500/)).toBeTruthy();
    expect(within(revenue as HTMLElement).getByText('3 orders')).toBeTruthy();
  });

  it('names every figure of Margin per product, so a phone’s card is never a column of bare numbers', async () => {
    renderRoute('/admin/finance');
    const table = await screen.findByRole('table', { name: 'Margin per product' }, { timeout: 20_000 });
    const row = within(table).getByText('Adire Indigo Kaftan').closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual([
      'Product',
      'Units',
      'Revenue',
      'Cost of goods',
      'Margin',
      'Margin %',
    ]);
    // The period in words, as every date in the back office.
    const from = formatDayKey(dayKey(29));
    expect(screen.getByText(`${from} to ${formatDayKey(dayKey(0))}`)).toBeTruthy();
  });
});
