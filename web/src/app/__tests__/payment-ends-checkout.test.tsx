// A payment that lands ends the checkout everywhere, live (docs/architecture.md#live-carts): a tab left on /cart or
// /checkout while another tab's bank transfer lands loses the paid pieces at once (settlement takes them off
// `carts/{uid}`, stood in for here by the owner's write), says which order was paid, and My Orders' referral card
// turns into the code as the first paid order is counted. A change this device never saw saved is sent again on the
// next load only while the account cart is still the one it changed: it never puts a paid piece back.
import { screen, waitFor } from '@testing-library/react';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { Timestamp } from 'firebase/firestore/lite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replaceCart } from '@aso/domain/checkout/cart';
import { cartKey } from '../../lib/cart/cart-follow';
import { getAuthInstance } from '../../lib/firebase';
import {
  clearFirestore,
  createAccount,
  readDoc,
  removeDoc,
  renderRoute,
  seed,
  seedProduct,
  testEmail,
  ts,
} from '../../../test/helpers';

let tolu = '';
const line = (productId: string, name: string, qty: number) => ({
  productId,
  name,
  sku: `RTW-${productId.toUpperCase()}`,
  type: 'RTW',
  size: 'M',
  qty,
  unitPrice: 18000,
  payMode: null,
});

/** An order of Tolu's as startCheckout writes it, awaiting her bank transfer. */
const transferOrder = (paymentStatus: string) => ({
  userId: tolu,
  customerId: tolu,
  email: testEmail('tolu'),
  channel: 'web',
  eventId: null,
  status: 'pending',
  paymentStatus,
  items: [{ ...line('shirt', 'Adire Shirt', 1), payMode: 'full', depositPercent: null, amountDueNow: 18000 }],
  subtotal: 18000,
  shippingZone: 'LAGOS',
  shippingAddress: '4 Admiralty Way, Lekki',
  shippingFee: 2500,
  shippingLeadTimeDays: 3,
  discount: 0,
  total: 20500,
  amountDueNow: 20500,
  amountPaid: paymentStatus === 'paid' ? 20500 : 0,
  depositPaid: 0,
  balanceDue: paymentStatus === 'paid' ? 0 : 20500,
  referralCode: null,
  paystackReference: 'ASO-TRANSFER-1',
  paymentChannel: 'bank_transfer',
  createdAt: ts('2026-11-20T09:00:00Z'),
  paidAt: paymentStatus === 'paid' ? Timestamp.now() : null,
});

beforeAll(async () => {
  await clearFirestore();
  tolu = await createAccount(testEmail('tolu'), 'tolu-2026');
  await seedProduct({ id: 'shirt', name: 'Adire Shirt', price: 18000 });
});

afterEach(async () => {
  await signOut(await getAuthInstance());
  localStorage.clear();
});

/** A change to Tolu's account cart this device kept because the page left before saveCart answered. */
function keptUnsent(qty: number, changedFrom: number) {
  const from = replaceCart([line('shirt', 'Adire Shirt', changedFrom)]);
  localStorage.setItem(
    'aso_cart_unsent',
    JSON.stringify({
      uid: tolu,
      at: Date.now(),
      lines: [line('shirt', 'Adire Shirt', qty)],
      referralCode: null,
      base: cartKey(from),
    }),
  );
}

describe('a payment that lands ends the checkout in every open tab', () => {
  it('empties the cart a tab shows, and says which order was paid', async () => {
    await seed(`carts/${tolu}`, {
      lines: [line('shirt', 'Adire Shirt', 1)],
      referralCode: null,
      updatedAt: ts('2026-11-20T08:59:00Z'),
    });
    await seed('orders/transfer0000000001', transferOrder('pending'));
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('tolu'), 'tolu-2026');
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { name: 'Adire Shirt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();

    // The transfer lands: settlement marks the order paid and takes the shirt off the cart in one transaction.
    await seed('orders/transfer0000000001', transferOrder('paid'));
    await removeDoc(`carts/${tolu}`);

    expect(await screen.findByText('Your cart is empty.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Your payment for order #TRANSFER has arrived: the order is paid, and its pieces have left your cart.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('follows a change made in another tab of the same account', async () => {
    await seed(`carts/${tolu}`, {
      lines: [line('shirt', 'Adire Shirt', 1)],
      referralCode: null,
      updatedAt: ts('2026-11-20T08:59:00Z'),
    });
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('tolu'), 'tolu-2026');
    renderRoute('/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    await seed(`carts/${tolu}`, {
      lines: [line('shirt', 'Adire Shirt', 3)],
      referralCode: null,
      updatedAt: ts('2026-11-20T09:30:00Z'),
    });
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('turns My Orders’ referral card into the code once the first paid order is counted', async () => {
    await seed(`customers/${tolu}`, {
      userId: tolu,
      email: testEmail('tolu'),
      name: 'Tolu Bankole',
      phone: '',
      city: '',
      tags: [],
      referralCode: null,
      lifetimeValue: 0,
      orderCount: 0,
      lastOrderAt: null,
      createdAt: ts('2026-11-01T09:00:00Z'),
    });
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('tolu'), 'tolu-2026');
    renderRoute('/orders');
    expect(await screen.findByText(/Your referral code comes with your first paid order/)).toBeTruthy();
    // Settlement counts the order and (claimReferralCode, or staff) the code is on the record.
    await seed(`customers/${tolu}`, {
      userId: tolu,
      email: testEmail('tolu'),
      name: 'Tolu Bankole',
      phone: '',
      city: '',
      tags: [],
      referralCode: 'TOLU-7K2P',
      lifetimeValue: 20500,
      orderCount: 1,
      lastOrderAt: ts('2026-11-20T09:10:00Z'),
      createdAt: ts('2026-11-01T09:00:00Z'),
    });
    await waitFor(() => expect(screen.getByText('TOLU-7K2P')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.queryByText(/comes with your first paid order/)).toBeNull();
  });

  it('never puts a paid piece back from a change this device never saw saved', async () => {
    // The shirt went 1 → 2 and the tab closed before the save answered; then the shirt was paid for (from the
    // account cart of 1) and settlement took it off.
    await seed('orders/transfer0000000001', transferOrder('paid'));
    await removeDoc(`carts/${tolu}`);
    keptUnsent(2, 1);
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('tolu'), 'tolu-2026');
    renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty.', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('aso_cart_unsent')).toBeNull(), { timeout: 10_000 });
    expect(await readDoc(`carts/${tolu}`)).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
  });

  it('sends again a change this device never saw saved while the account cart is still the one it changed', async () => {
    await seed(`carts/${tolu}`, {
      lines: [line('shirt', 'Adire Shirt', 1)],
      referralCode: null,
      updatedAt: ts('2026-11-20T08:59:00Z'),
    });
    keptUnsent(2, 1);
    await signInWithEmailAndPassword(await getAuthInstance(), testEmail('tolu'), 'tolu-2026');
    renderRoute('/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('aso_cart_unsent')).toBeNull(), { timeout: 10_000 });
    expect((await readDoc(`carts/${tolu}`))?.lines).toEqual([expect.objectContaining({ productId: 'shirt', qty: 2 })]);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });
});
