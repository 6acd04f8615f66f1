// My Orders against firestore.rules: a customer sees only their own orders, newest first, with the progress
// step of the latest timeline event and the balance of a deposit order; a transfer on its way is awaited, a
// checkout never paid is folded away as "Payment not completed", and late money says what became of it.
import { screen, waitFor, within } from '@testing-library/react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAuthInstance } from '../../lib/firebase';
import { clearFirestore, createAccount, renderRoute, seed, testEmail, ts } from '../../../test/helpers';

/** The orders' headings in the page's order (the referral card's heading comes and goes with its own read). */
const orderHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((text) => text?.startsWith('Order #'));

let amaka = '';
let tunde = '';
let bola = '';
const unpaid = { paymentStatus: 'unpaid', amountPaid: 0, paidAt: null };

function order(userId: string, over: Record<string, unknown>) {
  return {
    userId,
    customerId: userId,
    email: 'buyer@example.com',
    channel: 'web',
    eventId: null,
    status: 'pending',
    paymentStatus: 'paid',
    items: [
      {
        productId: 'p1',
        sku: 'RTW-ADIRE',
        name: 'Adire Wrap Dress',
        type: 'RTW',
        size: 'M',
        qty: 2,
        unitPrice: 32500,
        payMode: 'full',
        depositPercent: null,
        amountDueNow: 65000,
        measurements: null,
        image: null,
      },
    ],
    subtotal: 65000,
    shippingZone: 'LAGOS',
    shippingAddress: '4 Admiralty Way, Lekki',
    shippingFee: 2500,
    shippingLeadTimeDays: 3,
    discount: 0,
    total: 67500,
    amountDueNow: 67500,
    amountPaid: 67500,
    depositPaid: 0,
    balanceDue: 0,
    referralCode: null,
    paystackReference: 'ASO-1',
    createdAt: ts('2026-02-01T09:00:00Z'),
    paidAt: ts('2026-02-01T09:05:00Z'),
    ...over,
  };
}

beforeAll(async () => {
  await clearFirestore();
  amaka = await createAccount(testEmail('amaka'), 'amaka-2026');
  tunde = await createAccount(testEmail('tunde'), 'tunde-2026');
  await seed('orders/a1b2c3d4e5f6older', order(amaka, { createdAt: ts('2026-01-10T09:00:00Z'), status: 'pending' }));
  await seed('orders/a1b2c3d4e5f6older/events/e1', {
    status: 'pending',
    note: 'Order received',
    authorId: null,
    createdAt: ts('2026-01-10T09:05:00Z'),
  });
  await seed('orders/a1b2c3d4e5f6older/events/e2', {
    status: 'in_production',
    note: '',
    authorId: 'staff',
    createdAt: ts('2026-01-11T09:00:00Z'),
  });
  await seed('orders/a1b2c3d4e5f6older/events/e3', {
    status: 'shipped',
    note: 'GIG Logistics, waybill 7781',
    authorId: 'staff',
    createdAt: ts('2026-01-14T09:00:00Z'),
  });
  await seed(
    'orders/ffee0011deposit',
    order(amaka, {
      createdAt: ts('2026-02-20T09:00:00Z'),
      paymentStatus: 'deposit_paid',
      items: [
        {
          productId: 'p9',
          sku: 'PRE-HD',
          name: 'Harmattan Duster',
          type: 'PREORDER',
          size: null,
          qty: 1,
          unitPrice: 60000,
          payMode: 'deposit',
          depositPercent: 40,
          amountDueNow: 24000,
          measurements: null,
          image: null,
        },
      ],
      subtotal: 60000,
      shippingFee: 2500,
      total: 62500,
      amountDueNow: 26500,
      amountPaid: 26500,
      depositPaid: 26500,
      balanceDue: 36000,
    }),
  );
  await seed('orders/ffee0011deposit/events/e1', {
    status: 'pending',
    note: 'Order received',
    authorId: null,
    createdAt: ts('2026-02-20T09:05:00Z'),
  });
  await seed('orders/99tunde0order', order(tunde, { createdAt: ts('2026-03-01T09:00:00Z') }));
  bola = await createAccount(testEmail('bola'), 'bola-2026-pass');
  await seed(
    'orders/b01a0transfer',
    order(bola, {
      ...unpaid,
      paymentStatus: 'pending',
      paymentChannel: 'bank_transfer',
      createdAt: ts('2026-03-03T09:00:00Z'),
    }),
  );
  await seed(
    'orders/b01a0neverpaid',
    order(bola, { ...unpaid, status: 'abandoned', closedReason: 'expired', createdAt: ts('2026-03-02T09:00:00Z') }),
  );
  await seed(
    'orders/b01a0latemoney',
    order(bola, {
      ...unpaid,
      status: 'abandoned',
      closedReason: 'expired',
      latePayment: 'refunded',
      refund: { status: 'pending', amountKobo: 6_750_000, at: ts('2026-03-01T14:00:00Z'), failure: null },
      createdAt: ts('2026-03-01T09:00:00Z'),
    }),
  );
});

afterEach(async () => {
  await (await getAuthInstance()).signOut();
});

describe('/orders', () => {
  it('sends a signed-out visitor to the login page', async () => {
    renderRoute('/orders');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('lists only the customer’s own orders, newest first, with short ids, items, totals, progress and timeline', async () => {
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('amaka'), 'amaka-2026');
    renderRoute('/orders');
    await waitFor(() => expect(orderHeadings()).toEqual(['Order #FFEE0011', 'Order #A1B2C3D4']));
    expect(screen.queryByText('Order #99TUNDE0')).toBeNull();

    const older = screen.getByRole('article', { name: 'Order #A1B2C3D4' });
    // The order still says pending; its latest timeline event (shipped) wins: step 4 of 5. Each card's timeline is its
    // own listener, so it may land just after the list.
    expect(await within(older).findByText('Progress: step 4 of 5, Shipped')).toBeTruthy();
    expect(within(older).getByText('Adire Wrap Dress · M × 2')).toBeTruthy();
    expect(within(older).getByText('Total').closest('div')?.textContent).toBe('Total₦67,500.00');
    expect(within(older).getByText('Delivery').closest('div')?.textContent).toBe('Delivery₦2,500.00');
    expect(within(older).getByText(/GIG Logistics, waybill 7781/)).toBeTruthy();
    expect(within(older).queryByRole('button', { name: /Pay balance/ })).toBeNull();

    const deposit = screen.getByRole('article', { name: 'Order #FFEE0011' });
    expect(within(deposit).getByText('Progress: step 1 of 5, Received')).toBeTruthy();
    expect(within(deposit).getByText('Deposit paid')).toBeTruthy();
    expect(within(deposit).getByText('Balance due')).toBeTruthy();
    expect(within(deposit).getByRole('button', { name: 'Pay balance ₦36,000.00' })).toBeTruthy();
  });

  it('shows another customer only theirs', async () => {
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('tunde'), 'tunde-2026');
    renderRoute('/orders');
    await waitFor(() => expect(orderHeadings()).toEqual(['Order #99TUNDE0']));
  });

  it('awaits a transfer, folds a checkout never paid away, and says what became of money that came late', async () => {
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('bola'), 'bola-2026-pass');
    renderRoute('/orders');
    await waitFor(() => expect(orderHeadings()).toEqual(['Order #B01A0TRA', 'Order #B01A0LAT']));

    const transfer = screen.getByRole('article', { name: 'Order #B01A0TRA' });
    expect(within(transfer).getByText('Awaiting your bank transfer')).toBeTruthy();
    expect(within(transfer).getByText(/We are waiting for your bank transfer of ₦67,500\.00 to arrive/)).toBeTruthy();
    // No second payment and no cancel while the money is on its way.
    expect(within(transfer).queryByRole('button', { name: /Pay|Cancel/ })).toBeNull();

    const late = screen.getByRole('article', { name: 'Order #B01A0LAT' });
    expect(within(late).getByText('Payment not completed', { selector: 'p' })).toBeTruthy();
    expect(within(late).getByText(/Your payment arrived after this checkout had closed/)).toBeTruthy();
    expect(within(late).getByText('Refund pending: ₦67,500.00')).toBeTruthy();
    expect(within(late).queryByText('Cancelled')).toBeNull();

    const folded = screen.getByRole('list', { name: 'Checkouts not completed' });
    expect(screen.getByText('1 checkout not completed').tagName).toBe('SUMMARY');
    expect(within(folded).getByText('#B01A0NEV')).toBeTruthy();
    expect(within(folded).getByText('Payment not completed')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Order #B01A0NEV' })).toBeNull();
  });

  it('tells a paying customer whose code staff cleared that they have none, and makes no new one', async () => {
    const uid = await createAccount(testEmail('withdrawn'), 'withdrawn-2026');
    await seed(`customers/${uid}`, {
      userId: uid,
      email: testEmail('withdrawn'),
      name: 'Bola Ade',
      phone: '',
      city: '',
      tags: [],
      referralCode: null,
      referralCodeWithdrawn: true,
      lifetimeValue: 135000,
      orderCount: 2,
      lastOrderAt: ts('2026-02-01T09:05:00Z'),
      createdAt: ts('2026-01-01T09:00:00Z'),
    });
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('withdrawn'), 'withdrawn-2026');
    renderRoute('/orders');
    const share = await screen.findByRole('region', { name: 'Your referral link' });
    expect(
      await within(share).findByText('You have no referral code at the moment. Ask us if you would like one.'),
    ).toBeTruthy();
    expect(within(share).queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
  });

  it('says when there are no orders', async () => {
    await createAccount(testEmail('new'), 'new-2026-pass');
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('new'), 'new-2026-pass');
    renderRoute('/orders');
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
  });
});
