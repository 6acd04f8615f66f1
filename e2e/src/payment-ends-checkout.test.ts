// A payment that lands ends the checkout everywhere, live (issue 45; docs/architecture.md#live-carts). A customer pays
// by bank transfer in one tab while a second tab sits on /cart and a third on /checkout: when the transfer lands (the
// Paystack double confirms it seconds later) settlement takes the paid piece off the account's cart in its own
// transaction, the waiting checkout turns into the receipt, and the other two tabs empty and say which order was
// paid — none of them offers to charge the piece again. My Orders' referral card gives the code at once.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shortId } from '@aso/domain/shared/text';
import { newCustomer, signIn } from './lib/admin';
import { ordersOf, readDoc, sellableProduct } from './lib/backend';
import { newShopper, shootBoth } from './lib/browser';
import { browserPerFile, productsMadeHere } from './lib/per-file';
import { addInSize, openNav } from './lib/shop-ui';
import { stackInfo } from './lib/stack';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();

const paystack = (page: Page) => page.getByRole('dialog', { name: 'Paystack test checkout' });
const transfersLandAfter = (confirmAfterMs: number | null) =>
  fetch(`${stackInfo().urls.paystack}/_control/transfers`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ confirmAfterMs }),
  });
const cartBadge = async (page: Page) =>
  (await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).getAttribute('aria-label')) ?? '';

describe('a payment that lands ends the checkout everywhere', () => {
  it('settles a transfer to paid and empties the cart and checkout open in two more tabs', async () => {
    const product = await sellableProduct(made, { label: 'tabs', name: 'Three Tabs Buba', price: 30_000, stock: 3 });
    const who = await newCustomer('tabs');
    const { context, page } = await newShopper(browser);
    await signIn(page, who, '/');
    await addInSize(page, product);

    // Tab 2 on the cart, tab 3 on checkout: each offers to pay for the buba.
    const cartTab = await context.newPage();
    await cartTab.goto('/cart');
    await cartTab.getByRole('heading', { level: 3, name: product.name }).waitFor();
    const checkoutTab = await context.newPage();
    await checkoutTab.goto('/checkout');
    await checkoutTab.getByRole('button', { name: 'Pay with Paystack' }).waitFor();
    expect(await cartBadge(checkoutTab)).toBe('Cart, 1 item');

    // Tab 1 pays by transfer, and the window closes while the money is on its way.
    await transfersLandAfter(6_000);
    try {
      await page.goto('/checkout');
      await page.getByLabel('Delivery address').fill('7 Kuto Road, Abeokuta');
      await page.getByLabel('Delivery zone').selectOption('ABEOKUTA');
      await page.getByRole('button', { name: 'Pay with Paystack' }).click();
      await paystack(page).getByRole('button', { name: 'Pay by transfer' }).click();
      await paystack(page)
        .getByText(/Waiting for your payment to arrive/)
        .waitFor();
      await paystack(page).getByRole('button', { name: 'Close' }).click();
      await page.getByRole('heading', { name: 'Waiting for your payment' }).waitFor();
      const [order] = await ordersOf(who.uid);
      expect(order?.data).toMatchObject({ paymentStatus: 'pending', paymentChannel: 'bank_transfer' });
      const ref = shortId(order!.id);

      // The transfer lands: within seconds every tab knows, without a reload.
      await page.getByText('Payment successful! Order confirmed.').first().waitFor({ timeout: 30_000 });
      await page.getByText('Delivering to').waitFor();
      await page.getByText(/7 Kuto Road, Abeokuta, Nigeria/).waitFor();
      const paidWords = `Your payment for order #${ref} has arrived: the order is paid, and its pieces have left your cart.`;
      for (const tab of [cartTab, checkoutTab]) {
        await tab.getByText('Your cart is empty.').waitFor({ timeout: 15_000 });
        await tab.getByText(paidWords).waitFor();
        expect(await tab.getByRole('button', { name: 'Pay with Paystack' }).count()).toBe(0);
        expect(await cartBadge(tab)).toBe('Cart, 0 items');
      }
      await shootBoth(cartTab, 'cart-paid-elsewhere');
      expect(await readDoc(`carts/${who.uid}`)).toBeUndefined();
      expect((await ordersOf(who.uid))[0]?.data).toMatchObject({ paymentStatus: 'paid' });

      // My Orders gives the referral code at once: the first paid order has been counted.
      await (await openNav(page)).getByRole('link', { name: 'My Orders' }).click();
      await page.getByText(/^Your code is /).waitFor({ timeout: 15_000 });
      expect(await page.getByText(/comes with your first paid order/).count()).toBe(0);
    } finally {
      await transfersLandAfter(null);
    }
    await context.close();
  });
});
