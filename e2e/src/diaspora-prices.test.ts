// Diaspora prices (issue 17): an admin sets the GBP rate in Settings; a shopper whose browser says en-GB sees
// "≈ £…" beside the naira prices on /shop, the product page (its deposit line too), the cart (unit price), at
// checkout and in My Orders, and still pays in naira.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNaira } from '@aso/domain/shared/money';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { signInTo } from './lib/admin';
import { accountUid, freshEmail, ordersOf, readDoc } from './lib/backend';
import { newShopper, VIEWPORTS } from './lib/browser';
import { stackInfo } from './lib/stack';
import { KAFTAN, addInSize, expectToast } from './lib/shop-ui';
import { browserPerFile, keepSettings } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));
keepSettings();

describe('diaspora prices', () => {
  it('an admin sets the GBP rate; a UK shopper sees ≈ £ beside naira prices and pays in naira', async () => {
    const admin = await newShopper(browser, VIEWPORTS.desktop);
    await signInTo(admin.page, 'admin', '/admin/settings', 'Settings');
    await admin.page.getByLabel('Naira per £1 (GBP)').fill('2000');
    await admin.page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(admin.page, 'Settings saved.');
    expect((await readDoc('settings/global'))?.currency).toMatchObject({
      rates: { GBP: 2000 },
      asOf: lagosDayKey(new Date()),
    });
    await admin.context.close();

    // A first visit from a British browser: GBP is chosen without asking anything.
    const context = await browser.newContext({
      baseURL: stackInfo().urls.web,
      viewport: VIEWPORTS.phone,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/shop');
    const picker = page.getByLabel('Show prices also in');
    await expect.poll(() => picker.inputValue()).toBe('GBP');
    // Adire Indigo Kaftan: ₦38,500 at ₦2,000 a pound.
    const card = page.locator('article.product-card', { hasText: 'Adire Indigo Kaftan' });
    await card.getByText(formatNaira(38_500)).waitFor();
    const approx = card.getByText('≈ £19', { exact: true });
    await approx.waitFor();
    expect(await approx.getAttribute('title')).toBe('Approximate; you pay in naira.');

    await page.goto('/product/adire-indigo-kaftan');
    await page.getByRole('heading', { level: 1, name: 'Adire Indigo Kaftan' }).waitFor();
    await page.locator('.product__price').getByText('≈ £19', { exact: true }).waitFor();
    // A pre-order's deposit line: 40% of 68,000 = 27,200 ≈ £13.60, and the full price 68,000 = £34.
    await page.goto('/product/harmattan-kente-puffer');
    const howToPay = page.getByRole('group', { name: 'How would you like to pay?' });
    const depositLine = howToPay.locator('label', { hasText: 'deposit' });
    await depositLine.getByText(formatNaira(27_200)).waitFor();
    await depositLine.getByText('≈ £14', { exact: true }).waitFor();
    await howToPay.locator('label', { hasText: 'Pay in full' }).getByText('≈ £34', { exact: true }).waitFor();

    const email = freshEmail('tolu');
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('tolu-diaspora-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.waitForFunction("Object.keys(localStorage).some((k) => k.startsWith('firebase:authUser'))");
    const uid = await expect
      .poll(() => accountUid(email).catch(() => ''), { timeout: 10_000 })
      .not.toBe('')
      .then(() => accountUid(email));

    await addInSize(page, KAFTAN);
    await page.goto('/cart');
    const cartLine = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    const unitPrice = cartLine.locator('dl > div', { has: page.locator('dt', { hasText: /^Unit price$/ }) });
    await unitPrice.getByText('≈ £19', { exact: true }).waitFor();
    expect(await unitPrice.locator('dd').textContent()).toBe(`${formatNaira(38_500)}≈ £19`);
    await page.goto('/checkout');
    await page.getByLabel('Delivery address').fill('14 Adeniran Ogunsanya Street, Surulere, Lagos');
    await page.getByLabel('Delivery zone').selectOption('LAGOS');
    const summary = page.getByRole('region', { name: 'Your order' });
    // 38,500 + Lagos shipping 2,500 = 41,000 ≈ £20.50, shown in whole pounds.
    await summary.getByText(formatNaira(41_000)).first().waitFor();
    await summary.getByText('≈ £21', { exact: true }).first().waitFor();
    await summary.getByText('≈ prices are approximate; you pay in naira.').waitFor();

    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    const paystack = page.getByRole('dialog', { name: 'Paystack test checkout' });
    await paystack.waitFor();
    await paystack.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful! Order confirmed.').first().waitFor();

    // The charge stayed in naira: the order and its Paystack payment record.
    const [order] = await ordersOf(uid);
    expect(order?.data).toMatchObject({ total: 41_000, amountPaid: 41_000, paymentStatus: 'paid' });
    const payment = await readDoc(`payments/${String(order?.data.paystackReference)}`);
    expect(payment).toMatchObject({ amountKobo: 4_100_000, status: 'success' });

    // My Orders shows the same ≈ beside the order's line, total and what was paid.
    await page.goto('/orders');
    const orderCard = page.locator('article.order').first();
    const totals = orderCard.locator('dl.order__totals');
    const row = (label: string) =>
      totals.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    await row('Total').getByText('≈ £21', { exact: true }).waitFor();
    expect(await row('Total').locator('dd').textContent()).toBe(`${formatNaira(41_000)}≈ £21`);
    await row('Paid').getByText('≈ £21', { exact: true }).waitFor();
    await orderCard.locator('.order__items').getByText('≈ £19', { exact: true }).waitFor();

    // Naira only: the ≈ prices go, and the choice is remembered on the next visit.
    await picker.selectOption('NGN');
    await page.goto('/shop');
    await page
      .locator('article.product-card', { hasText: 'Adire Indigo Kaftan' })
      .getByText(formatNaira(38_500))
      .waitFor();
    expect(await page.getByLabel('Show prices also in').inputValue()).toBe('NGN');
    expect(await page.getByText('≈ £19').count()).toBe(0);
    await context.close();
  });
});
