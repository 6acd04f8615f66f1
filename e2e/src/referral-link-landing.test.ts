// A referral link says what it does the moment it is opened (issue 31, item 6): a good `?ref=` code is checked on
// landing and shown with its discount in the cart and at checkout; a bad one is refused at once with the reason and
// never reaches checkout; one's own code is refused the same way.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNaira } from '@aso/domain/shared/money';
import { registerCustomer } from './lib/accounts';
import { readDoc } from './lib/backend';
import { expectConsoleErrors, newShopper, refused, shootBoth } from './lib/browser';
import { KAFTAN, addInSize, expectToast } from './lib/shop-ui';
import { CUSTOMER, account, signIn } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** The toast that answers a landing: the server's check comes first, and its worker may still be starting. */
const toast = (page: Page, text: string) =>
  page.locator('.toast', { hasText: text }).first().waitFor({ state: 'visible', timeout: 60_000 });

describe('referral links, checked on landing', () => {
  it('a good code is applied as the visitor lands and shows with its discount in the cart and at checkout', async () => {
    const { context, page } = await newShopper(browser);
    await registerCustomer(page, 'funke');
    await page.goto('/?ref=amaka-7q2x');
    // Checked by checkReferralCode, whose first call may start its worker: slow on a busy machine.
    await toast(page, 'Referral code AMAKA-7Q2X applied: 5% off your order.');
    await shootBoth(page, 'referral-link-applied');

    await addInSize(page, KAFTAN);
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Codes applied' }).getByText('Referral AMAKA-7Q2X').waitFor();
    // 5 % of the kaftan's 38,500.
    await page.locator('dl[aria-label="Cart totals"]').getByText('Referral AMAKA-7Q2X').waitFor();
    await page
      .locator('dl[aria-label="Cart totals"]')
      .getByText(`−${formatNaira(1925)}`)
      .waitFor();

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Referral code').inputValue()).toBe('AMAKA-7Q2X');
    await page.locator('dl[aria-label="Estimated total"]').getByText('Referral AMAKA-7Q2X').waitFor();
    await context.close();
  });

  it('a bad code is refused as the visitor lands, with the reason, and checkout never offers it', async () => {
    const { context, page } = await newShopper(browser);
    // The server's check refuses the code (HTTP 400 with the words the toast shows).
    expectConsoleErrors(page, refused(400, 'checkReferralCode'));
    await page.goto('/shop?ref=NOPE-0000');
    await toast(page, 'The referral code NOPE-0000 in your link was not applied. That referral code is not valid.');
    await shootBoth(page, 'referral-link-refused');
    await addInSize(page, KAFTAN);
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Referral or discount code' }).inputValue()).toBe('');
    expect(await page.getByText(/^Referral [A-Z0-9]/).count()).toBe(0);

    // Signed in later in the same visit: checkout's field is empty, not the refused code.
    await registerCustomer(page, 'gbenga');
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Referral code').inputValue()).toBe('');

    // Text that cannot be a code at all is said at once too.
    await page.goto('/?ref=%3Cb%3E');
    await expectToast(page, 'The referral code <B> in your link was not applied. That referral code is not valid.');
    await context.close();
  });

  it("a customer's own code is refused on landing", async () => {
    const { context, page } = await newShopper(browser);
    expectConsoleErrors(page, refused(400, 'checkReferralCode'));
    await signIn(page, account(CUSTOMER), '/orders');
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    await page.goto('/?ref=AMAKA-7Q2X');
    await toast(
      page,
      'The referral code AMAKA-7Q2X in your link was not applied. You cannot use your own referral code.',
    );
    expect((await readDoc('carts/demo-amaka'))?.referralCode ?? null).not.toBe('AMAKA-7Q2X');
    await context.close();
  });
});
