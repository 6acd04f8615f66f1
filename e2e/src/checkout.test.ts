// Checkout journeys with the Paystack test double (issue 7): RTW + MTO paid in the popup and then at step 1 of 5
// in My Orders; a declined card keeps the cart; a pre-order deposit, then the balance from My Orders.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNaira } from '@aso/domain/money';
import { shortId } from '@aso/domain/text';
import { ordersOf, readDoc } from './lib/backend';
import { registerCustomer } from './lib/accounts';
import { newShopper, shootBoth } from './lib/browser';
import { KAFTAN, addInSize, expectToast, openNav } from './lib/shop-ui';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** A new customer, registered through the Register screen; returns the account's uid. */
const register = registerCustomer;

const paystack = (page: Page) => page.getByRole('dialog', { name: 'Paystack test checkout' });

async function fillDelivery(page: Page): Promise<void> {
  await page.getByLabel('Shipping address').fill('14 Adeniran Ogunsanya Street, Surulere, Lagos');
  await page.getByLabel('Shipping zone').selectOption('LAGOS');
}

describe('checkout', () => {
  it('pays for RTW and MTO pieces in the Paystack popup and shows the order at step 1 of 5', async () => {
    const { context, page } = await newShopper(browser);
    const { uid, email } = await register(page, 'bisi');
    await addInSize(page, KAFTAN);
    await page.goto('/product/custom-bridal-kaftan');
    await page.getByRole('heading', { level: 1, name: 'Custom Bridal Kaftan' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Added to cart: Custom Bridal Kaftan.');

    await (await openNav(page)).getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Email for your receipt').inputValue()).toBe(email);

    // Nothing filled in: the spec's words, next to the fields.
    await page.getByLabel('Email for your receipt').fill('not-an-email');
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await page.getByText('Enter a valid email for your receipt.').first().waitFor();
    await page.getByLabel('Email for your receipt').fill(email);
    await fillDelivery(page);
    const measurements = page.getByRole('group', { name: 'Measurements for Custom Bridal Kaftan' });
    await measurements.getByLabel('Bust (in)').fill('36');
    await measurements.getByLabel('Waist (in)').fill('30');
    await measurements.getByLabel('Hips (in)').pressSequentially('41.5');
    await shootBoth(page, 'checkout');

    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    // 38,500 + 185,000 + Lagos shipping 2,500, priced by the server and shown before paying.
    await paystack(page).waitFor();
    await page.getByRole('region', { name: 'Your order' }).getByText(formatNaira(226_000)).first().waitFor();
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful! Order confirmed.').first().waitFor();
    await shootBoth(page, 'checkout-paid');

    const [order] = await ordersOf(uid);
    expect(order?.data).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      total: 226_000,
      amountPaid: 226_000,
      shippingZone: 'LAGOS',
    });
    expect(order?.events).toEqual([expect.objectContaining({ status: 'pending', note: 'Order received' })]);
    // The kaftan's line keeps exactly the measurements typed for it; the customer record keeps no set of its own.
    const kaftanLine = (order?.data.items as { name: string; measurements: unknown }[]).find(
      (i) => i.name === 'Custom Bridal Kaftan',
    );
    expect(kaftanLine?.measurements).toEqual({
      unit: 'in',
      bust: 36,
      waist: 30,
      hips: 41.5,
      shoulder: null,
      sleeve: null,
      length: null,
      height: null,
      notes: null,
    });
    expect((await readDoc(`customers/${uid}`))?.measurements ?? null).toBeNull();

    await page.getByRole('link', { name: 'View my orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    const card = page.locator('article.order', { hasText: `Order #${shortId(order!.id)}` });
    await card.getByText('Progress: step 1 of 5, Received').waitFor();
    await card.locator('.badge', { hasText: /^Paid$/ }).waitFor();
    await shootBoth(page, 'orders-after-checkout');
    // The cart is empty after a paid order.
    expect(await page.getByRole('link', { name: 'Cart, 0 items' }).count()).toBe(1);
    await context.close();
  });

  it("says 'Payment failed or cancelled.' when the card is declined, and keeps the cart", async () => {
    const { context, page } = await newShopper(browser);
    const { uid } = await register(page, 'kunle');
    await addInSize(page, { slug: 'kente-flare-midi-dress', name: 'Kente Flare Midi Dress' }, 'S');
    const stockBefore = (await readDoc('stock/p-kente-flare-midi'))?.sizes as Record<string, { onHand: number }>;

    await page.goto('/checkout');
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await paystack(page).getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('alert').getByText('Payment failed or cancelled.').first().waitFor();
    await shootBoth(page, 'checkout-declined');

    // The reservation is released at once and the order is cancelled; the cart still holds the dress.
    await expect
      .poll(
        async () =>
          ((await readDoc('stock/p-kente-flare-midi'))?.sizes as Record<string, { onHand: number }> | undefined)?.S
            ?.onHand,
      )
      .toBe(stockBefore.S?.onHand);
    const [order] = await ordersOf(uid);
    expect(order?.data).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    await page.goto('/cart');
    await page.getByText('1 item', { exact: true }).waitFor();
    expect(
      await page.getByRole('list', { name: 'Items in your cart' }).getByText('Kente Flare Midi Dress').count(),
    ).toBe(1);
    await context.close();
  });

  it('pays a pre-order deposit at checkout, then the balance from My Orders', async () => {
    const { context, page } = await newShopper(browser);
    const { uid } = await register(page, 'tolu');
    await page.goto('/preorder');
    await page.getByRole('button', { name: 'Pay deposit for Harmattan Kente Puffer' }).click();
    await expectToast(page, 'Added to cart: Harmattan Kente Puffer.');

    await page.goto('/checkout');
    const choice = page.getByRole('radiogroup', { name: 'How to pay for Harmattan Kente Puffer' });
    expect(await choice.getByRole('radio', { name: /deposit now/ }).isChecked()).toBe(true);
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    // 40% of 68,000 now with Lagos shipping; 40,800 later.
    await page.getByRole('region', { name: 'Your order' }).getByText(formatNaira(29_700)).waitFor();
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful! Order confirmed.').first().waitFor();
    const [deposit] = await ordersOf(uid);
    expect(deposit?.data).toMatchObject({ paymentStatus: 'deposit_paid', amountPaid: 29_700, balanceDue: 40_800 });

    await page.getByRole('link', { name: 'View my orders' }).click();
    const card = page.locator('article.order', { hasText: `Order #${shortId(deposit!.id)}` });
    await card.locator('.badge', { hasText: /^Deposit paid$/ }).waitFor();
    await shootBoth(page, 'orders-deposit');
    await card.getByRole('button', { name: `Pay balance ${formatNaira(40_800)}` }).click();
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Payment successful! Order confirmed.');
    await card.locator('.badge', { hasText: /^Paid$/ }).waitFor();
    expect(await card.getByRole('button', { name: /Pay balance/ }).count()).toBe(0);
    const [paid] = await ordersOf(uid);
    expect(paid?.data).toMatchObject({ paymentStatus: 'paid', amountPaid: 70_500, balanceDue: 0 });
    expect(paid?.events.map((e) => String(e.note))).toEqual(['Order received', 'Balance paid']);
    await shootBoth(page, 'orders-balance-paid');
    await context.close();
  });
});

describe('a checkout left in the middle', () => {
  it('resumes after a refresh during the popup, and My Orders shows it Awaiting payment with Pay and Cancel that work', async () => {
    const { context, page } = await newShopper(browser);
    const { uid } = await register(page, 'femi');
    // The last unit of size S.
    expect(((await readDoc('stock/p-indigo-adire-shirt'))?.sizes as Record<string, { onHand: number }>).S?.onHand).toBe(
      1,
    );
    await addInSize(page, { slug: 'indigo-adire-short-sleeve-shirt', name: 'Indigo Adire Short-Sleeve Shirt' }, 'S');
    const stockS = async () =>
      ((await readDoc('stock/p-indigo-adire-shirt'))?.sizes as Record<string, { onHand: number }>).S?.onHand;

    await page.goto('/checkout');
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await paystack(page).waitFor();
    const [first] = await ordersOf(uid);
    const reference = String(first?.data.paystackReference);
    await paystack(page).getByText(reference, { exact: false }).waitFor();

    // The tab is refreshed while the popup is open, then Pay is pressed again: the same checkout comes back.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await paystack(page).getByText(reference, { exact: false }).waitFor();
    expect(await page.getByText('is sold out in size S').count()).toBe(0);
    expect(await ordersOf(uid)).toHaveLength(1);
    expect(await stockS()).toBe(0);

    // Refreshed again and gone to My Orders: awaiting payment, never a balance due; Cancel puts the shirt back.
    await page.reload();
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    const card = page.locator('article.order', { hasText: `Order #${shortId(first!.id)}` });
    await card.locator('.badge', { hasText: /^Awaiting payment$/ }).waitFor();
    expect(await card.getByText('Balance due').count()).toBe(0);
    await card.getByRole('button', { name: `Pay ${formatNaira(25_500)}` }).waitFor();
    await shootBoth(page, 'orders-awaiting-payment');
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Order cancelled. Its pieces are back on sale.');
    await card.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await card.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    expect(await card.getByText('Balance due').count()).toBe(0);
    expect(await stockS()).toBe(1);

    // Again, left mid-popup: this time My Orders' Pay finishes it in the same Paystack transaction.
    await page.goto('/checkout');
    await fillDelivery(page);
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await paystack(page).waitFor();
    await page.reload();
    await page.goto('/orders');
    const [second] = await ordersOf(uid);
    expect(second?.id).not.toBe(first?.id);
    const open = page.locator('article.order', { hasText: `Order #${shortId(second!.id)}` });
    await open.getByRole('button', { name: `Pay ${formatNaira(25_500)}` }).click();
    await paystack(page).getByText(String(second?.data.paystackReference), { exact: false }).waitFor();
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Payment successful! Order confirmed.');
    await open.locator('.badge', { hasText: /^Paid$/ }).waitFor();
    const [paid] = await ordersOf(uid);
    expect(paid?.data).toMatchObject({ status: 'pending', paymentStatus: 'paid', amountPaid: 25_500 });
    expect(await stockS()).toBe(0);
    await context.close();
  });
});
