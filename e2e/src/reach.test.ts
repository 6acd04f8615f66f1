// Selling where the customers are (issue 17): a product link shared on WhatsApp unfurls with picture, name and
// naira price and the product page offers "Share on WhatsApp"; a `?ref=` link carries its code to checkout, where
// the server applies it, and the visit is counted for the referral screen.
import { doc, setDoc } from 'firebase/firestore/lite';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { formatNaira } from '@aso/domain/shared/money';
import { ordersOf, ownerDb, readDoc } from './lib/backend';
import { registerCustomer } from './lib/accounts';
import { newShopper } from './lib/browser';
import { KAFTAN, addInSize } from './lib/shop-ui';
import { stackInfo } from './lib/stack';
import { browserPerFile } from './lib/per-file';
import { crawlerMeta } from './lib/crawler';

let browser: Browser;
browserPerFile((b) => (browser = b));

const register = registerCustomer;

describe('product links', () => {
  it('unfurl on WhatsApp with picture, name and naira price, and the page shares name, price and link', async () => {
    const web = stackInfo().urls.web;
    // What WhatsApp's crawler gets from the same URL a visitor opens (the local preview serves it as Hosting would).
    const tags = await crawlerMeta(browser, `${web}/product/adire-indigo-kaftan`);
    expect(tags).toMatchObject({
      'og:type': 'product',
      'og:title': 'Adire Indigo Kaftan',
      'og:url': `${web}/product/adire-indigo-kaftan`,
      'product:price:amount': '38500',
      'product:price:currency': 'NGN',
    });
    expect(tags['og:description']).toContain(formatNaira(38_500));
    const picture = await fetch(tags['og:image'] ?? '');
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);

    const { context, page } = await newShopper(browser);
    await page.goto('/product/adire-indigo-kaftan');
    await page.getByRole('heading', { level: 1, name: 'Adire Indigo Kaftan' }).waitFor();
    const href = (await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    // The link carries its own campaign tags, so an order it brings counts under WhatsApp shares.
    expect(text).toBe(
      `Adire Indigo Kaftan · ${formatNaira(38_500)}\n${web}/product/adire-indigo-kaftan?utm_source=whatsapp&utm_medium=share&utm_campaign=product`,
    );
    await context.close();
  });
});

describe('referral links', () => {
  it('carry ?ref= to checkout, where the server applies the discount, and count the visit', async () => {
    const code = `LINK-${Date.now().toString(36).slice(-6).toUpperCase()}`;
    // A referrer of the test's own: the code's owner is another customer.
    await setDoc(doc(ownerDb(), 'referralCodes', code), { customerId: `referrer-${code}` });
    const { context, page } = await newShopper(browser);
    const { uid } = await register(page, 'refi');

    await addInSize(page, KAFTAN, 'M', `?ref=${code}`);
    // Reached through the app's own links later in the session: the code is still there at checkout.
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Referral code').inputValue()).toBe(code);

    await page.getByLabel('Delivery address').fill('14 Adeniran Ogunsanya Street, Surulere, Lagos');
    await page.getByLabel('Delivery zone').selectOption('LAGOS');
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    const paystack = page.getByRole('dialog', { name: 'Paystack test checkout' });
    // startCheckout's first call starts its worker: slow on a busy machine.
    await paystack.waitFor({ timeout: 60_000 });
    await paystack.getByRole('button', { name: 'Pay', exact: true }).click();
    // Settlement goes through the webhook and the functions emulator: slow on a busy machine.
    await page.getByText('Payment successful! Order confirmed.').first().waitFor({ timeout: 60_000 });

    const [order] = await ordersOf(uid);
    expect(order?.data.referralCode).toBe(code);
    expect(Number(order?.data.discount)).toBeGreaterThan(0);
    // The visit through the link, counted once for this session on today's counter.
    await expect
      .poll(async () => Number((await readDoc(`referralVisits/${code}_${lagosDayKey(new Date())}`))?.visits ?? 0), {
        timeout: 15_000,
      })
      .toBe(1);
    await context.close();
  });
});
