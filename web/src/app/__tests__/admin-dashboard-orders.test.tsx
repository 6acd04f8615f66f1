// One number, in her words, everywhere (docs/product.md#dashboard, #orders): the conversion card counts the checkouts
// Sales by channel adds up (the same stats days, not a count of orders read at another moment); "To act on" counts
// the paid orders not started and the refunds awaiting release and links to exactly that list; an order's detail
// says how it was paid ('paid by card') and where the buyer came from as the Dashboard names it, shows no
// 'Discount −₦0', owes nothing once cancelled or never paid, and its timeline never repeats a status as its own
// heading; a searched order follows a change like the list does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { shortId } from '@aso/domain/shared/text';
import { orderSearchKeys } from '@aso/domain/orders/order-reference';
import { getAuthInstance } from '../../lib/firebase';
import { clearFirestore, createAccount, readDoc, renderRoute, seed, testEmail } from '../../../test/helpers';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** An order as the functions store it: a shirt, ₦38,500 + ₦2,500 delivery. */
function order(over: Record<string, unknown>) {
  return {
    userId: 'buyer',
    customerId: 'buyer',
    email: 'ada@example.com',
    customerName: 'Ada Obi',
    searchKeys: [],
    channel: 'web',
    eventId: null,
    status: 'pending',
    paymentStatus: 'paid',
    items: [
      {
        productId: 'p-shirt',
        sku: 'RTW-IAS-014',
        name: 'Indigo Adire Short-Sleeve Shirt',
        type: 'RTW',
        size: 'M',
        qty: 1,
        unitPrice: 38_500,
        payMode: 'full',
        depositPercent: null,
        amountDueNow: 38_500,
        measurements: null,
      },
    ],
    subtotal: 38_500,
    shippingZone: 'LAGOS',
    shippingAddress: '14 Admiralty Way, Lekki',
    shippingFee: 2_500,
    discount: 0,
    total: 41_000,
    amountDueNow: 41_000,
    amountPaid: 41_000,
    depositPaid: 0,
    balanceDue: 0,
    createdAt: ago(90),
    paidAt: ago(88),
    ...over,
  };
}

// Distinct in their first 8 characters: the number staff and customers see.
const IDS = {
  notStartedA: 'xzqnszgdNotStarted1',
  notStartedB: 'kq7pl2mbNotStarted2',
  open: 'p3vw8ytaOpenCheckout',
  awaiting: 'b9rt4hceRefundWaits',
  abandoned: 'm2fd6xjuAbandoned00',
} as const;
const keysOf = (id: string) =>
  orderSearchKeys({ id, customerName: 'Ada Obi', emails: ['ada@example.com'], phones: [] });

let uid = '';
beforeAll(async () => {
  await clearFirestore();
  const today = lagosDayKey(new Date());
  // The stats day counts six checkouts over two channels, two of them paid. An order stored without its count (as
  // a read taken in the middle of a rush would see it) must not change the card.
  await seed(`stats/${today}`, {
    orders: 2,
    revenue: 82_000,
    byType: { RTW: { qty: 2, revenue: 77_000, cogs: 0 } },
    channels: {
      'instagram / story': { checkouts: 4, orders: 1, revenue: 41_000 },
      'direct / none': { checkouts: 2, orders: 1, revenue: 41_000 },
    },
  });
  await seed(`orders/${IDS.notStartedA}`, {
    ...order({ attribution: { source: 'instagram', medium: 'story' } }),
    paymentChannel: 'card',
    searchKeys: keysOf(IDS.notStartedA),
  });
  await seed(
    `orders/${IDS.notStartedB}`,
    order({ paymentStatus: 'deposit_paid', amountPaid: 20_000, balanceDue: 21_000 }),
  );
  // A checkout still waiting for its payment is not an order to start.
  await seed(`orders/${IDS.open}`, order({ paymentStatus: 'unpaid', amountPaid: 0, balanceDue: 41_000, paidAt: null }));
  await seed(
    `orders/${IDS.awaiting}`,
    order({
      status: 'cancelled',
      refundRequest: {
        status: 'awaiting',
        amountKobo: 4_100_000,
        requestedBy: 'staff-1',
        requestedByEmail: 'chidi@aso.demo',
        requestedAt: ago(30),
        decidedBy: null,
        decidedByEmail: null,
        decidedAt: null,
      },
    }),
  );
  await seed(
    `orders/${IDS.abandoned}`,
    order({ status: 'abandoned', paymentStatus: 'unpaid', amountPaid: 0, balanceDue: 41_000, paidAt: null }),
  );
  await seed(`orders/${IDS.notStartedA}/events/e1`, {
    status: 'pending',
    note: 'Order received',
    authorId: null,
    createdAt: ago(88),
  });
  await seed(`orders/${IDS.notStartedA}/events/e2`, {
    status: 'in_production',
    note: 'Tailor Bisi has it',
    authorId: 'staff-1',
    createdAt: ago(60),
  });
  await seed(`orders/${IDS.notStartedA}/events/e3`, {
    status: 'pending',
    note: '',
    authorId: 'staff-1',
    createdAt: ago(50),
  });
  await createAccount(testEmail('numbers-staff'), 'numbers-staff-2026', 'staff');
  uid = (await signInWithEmailAndPassword(await getAuthInstance(), testEmail('numbers-staff'), 'numbers-staff-2026'))
    .user.uid;
});

afterAll(async () => {
  await waitFor(async () => expect(await readDoc(`customers/${uid}`)).toBeDefined());
  await (await getAuthInstance()).signOut();
});

const card = (label: string) => screen.getByRole('region', { name: label });

describe('the dashboard', () => {
  it('counts the checkouts its channel rows add up, and what is to act on, linking to exactly those orders', async () => {
    renderRoute('/admin');
    await screen.findByRole('region', { name: '7-day conversion' }, { timeout: 20_000 });
    expect(within(card('7-day conversion')).getByText('2 paid of 6 checkouts started')).toBeTruthy();
    expect(within(card('7-day conversion')).getByText('33.3%')).toBeTruthy();
    const channels = screen.getByRole('table', { name: /Sales by channel/ });
    const started = [...channels.querySelectorAll('td[data-label="Checkouts started"]')].map((td) =>
      Number(td.textContent),
    );
    expect(started.reduce((a, b) => a + b, 0)).toBe(6);

    const act = card('To act on');
    expect(within(act).getByText('3')).toBeTruthy();
    expect(within(act).getByText('1 refund awaiting release (an admin releases them)')).toBeTruthy();
    const link = within(act).getByRole('link', { name: '2 paid orders not started' });
    expect(link.getAttribute('href')).toBe('/admin/orders?status=pending&payment=money_in');

    await userEvent.setup().click(link);
    const table = await screen.findByRole('table', { name: 'Orders, newest first' }, { timeout: 20_000 });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('button', { name: /^Open order / })
          .map((b) => b.textContent),
      ).toHaveLength(2),
    );
    for (const id of [IDS.notStartedA, IDS.notStartedB]) expect(within(table).getByText(shortId(id))).toBeTruthy();
  });
});

describe('an order', () => {
  it('says how it was paid and where the buyer came from, without a zero discount, and a timeline that adds', async () => {
    renderRoute(`/admin/orders?order=${IDS.notStartedA}`);
    const detail = await screen.findByRole(
      'region',
      { name: `Order ${shortId(IDS.notStartedA)}` },
      { timeout: 20_000 },
    );
    expect(await within(detail).findByText(/Channel: instagram \/ story · paid by card/)).toBeTruthy();
    const money = within(detail).getByRole('list', { name: 'Money' });
    expect(within(money).queryByText('Discount')).toBeNull();
    const timeline = await within(detail).findByRole('list', { name: 'Timeline' });
    const headings = [...timeline.querySelectorAll('li > .cell-strong')].map((e) => e.textContent);
    expect(headings).toEqual(['Order received', 'Order received → In production', 'In production → Order received']);
    expect(within(timeline).getByText('Tailor Bisi has it')).toBeTruthy();
  });

  it('owes nothing once the checkout was never paid', async () => {
    renderRoute(`/admin/orders?order=${IDS.abandoned}`);
    const detail = await screen.findByRole('region', { name: `Order ${shortId(IDS.abandoned)}` }, { timeout: 20_000 });
    const money = await within(detail).findByRole('list', { name: 'Money' });
    const due = within(money).getByText('Balance due').closest('li') as HTMLElement;
    expect(due.textContent).toBe('Balance due₦0');
  });

  it('a searched order follows a refund as the list does', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    renderRoute('/admin/orders');
    const search = await screen.findByLabelText('Find an order', undefined, { timeout: 20_000 });
    await user.type(search, `#${shortId(IDS.notStartedA)}`);
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const row = async () => (await within(table).findByText(shortId(IDS.notStartedA))).closest('tr') as HTMLElement;
    await waitFor(async () => expect(within(await row()).getByText('Paid')).toBeTruthy());
    // The refund lands (as Paystack's webhook would write it) while the search is on screen.
    await seed(`orders/${IDS.notStartedA}`, {
      ...order({ attribution: { source: 'instagram', medium: 'story' } }),
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { status: 'refunded', amountKobo: 4_100_000, at: new Date(), failure: null },
      searchKeys: keysOf(IDS.notStartedA),
    });
    // A listener's first answer can take a while on a busy machine: wait for it, not for a fixed time.
    await waitFor(async () => expect(within(await row()).getByText('Refunded')).toBeTruthy(), { timeout: 40_000 });
    expect(within(await row()).getByText('Cancelled')).toBeTruthy();
  });
});
