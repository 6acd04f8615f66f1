// My Orders against firestore.rules: a customer sees only their own orders, newest first, with the progress
// step of the latest timeline event and the balance of a deposit order.
import { screen, waitFor, within } from '@testing-library/react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAuthInstance } from '../../../lib/firebase';
import { clearFirestore, createAccount, renderRoute, seed, testEmail, ts } from '../../../../test/helpers';

const orderHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

let amaka = '';
let tunde = '';

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
    expect(within(older).getByText('Shipping').closest('div')?.textContent).toBe('Shipping₦2,500.00');
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
