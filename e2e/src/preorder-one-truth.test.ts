// A pre-order from deposit to balance with one stated due date (issue 45; docs/product.md#pre-order): /preorder's
// banner and FAQ, the product page, the receipt, the deposit mail and My Orders all name the same day — the window's
// last — for the balance; once the balance is paid the order no longer reads "(deposit)" and a mail says the balance
// arrived. A piece whose window is switched off is not offered anywhere.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { balanceDueSentence, depositOfferWords } from '@aso/domain/catalogue/preorder-terms';
import { dayKeyWords, lagosDayKey } from '@aso/domain/shared/lagos-time';
import { formatNaira } from '@aso/domain/shared/money';
import { shortId } from '@aso/domain/shared/text';
import { newCustomer, signIn } from './lib/admin';
import { ordersOf, readDoc } from './lib/backend';
import { newShopper, shootBoth } from './lib/browser';
import { expectInbox } from './lib/mail';
import { browserPerFile } from './lib/per-file';
import { appHasTakenOver, expectToast } from './lib/shop-ui';

let browser: Browser;
browserPerFile((b) => (browser = b));

const paystack = (page: Page) => page.getByRole('dialog', { name: 'Paystack test checkout' });

describe('a pre-order tells one truth', () => {
  it('names one balance due date from the pre-order page to the balance paid, which drops "(deposit)"', async () => {
    const puffer = await readDoc('products/p-harmattan-kente-puffer');
    const window = await readDoc(`preorderWindows/${puffer?.preorderWindowId as string}`);
    const due = lagosDayKey((window?.endAt as { toDate(): Date }).toDate());
    const words = dayKeyWords(due);
    const who = await newCustomer('sallah');
    const { context, page } = await newShopper(browser);
    await signIn(page, who, '/preorder');
    await appHasTakenOver(page);

    // /preorder: the banner names each open window with its balance due day, and the FAQ says the day.
    await page.getByRole('heading', { level: 1, name: window?.name as string }).waitFor();
    await page
      .getByLabel(window?.name as string)
      .getByText('Balance due')
      .locator('..')
      .getByText(words)
      .waitFor();
    await page.getByText('When do I pay the balance?').click();
    expect(await page.locator('details', { hasText: 'When do I pay the balance?' }).textContent()).toContain(words);
    expect(await page.getByText(/when (it|your piece) is ready|before dispatch/i).count()).toBe(0);

    // The product page: the same day beside the deposit.
    await page.getByRole('link', { name: 'Choose size for Harmattan Kente Puffer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Harmattan Kente Puffer' }).waitFor();
    await page.getByText(depositOfferWords(window?.depositPercent as number, due)).waitFor();
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Added to cart: Harmattan Kente Puffer.');

    await page.goto('/checkout');
    await page.getByLabel('Delivery address').fill('12 Ake Road, Abeokuta');
    await page.getByLabel('Delivery zone').selectOption('ABEOKUTA');
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful! Order confirmed.').first().waitFor();
    await page.getByText(balanceDueSentence(due)).waitFor();
    const [deposit] = await ordersOf(who.uid);
    expect(deposit?.data).toMatchObject({ paymentStatus: 'deposit_paid', balanceDueOn: due });
    const balance = deposit?.data.balanceDue as number;
    const [receipt] = await expectInbox(who.email, 1);
    expect(receipt?.text).toContain(`It is due by ${words}, when the pre-order window closes`);

    // My Orders: the deposit line, and the day.
    await page.getByRole('link', { name: 'View my orders' }).click();
    const card = page.locator('article.order', { hasText: `Order #${shortId(deposit!.id)}` });
    await card.getByText(balanceDueSentence(due)).waitFor();
    await card.getByText(/\(deposit\)/).waitFor();
    await shootBoth(page, 'preorder-deposit-one-date');

    // The balance: paid in full, no "(deposit)" any more, and a mail that says so.
    await card.getByRole('button', { name: `Pay balance ${formatNaira(balance)}` }).click();
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await card.locator('.badge', { hasText: /^Paid$/ }).waitFor();
    expect(await card.getByText(/\(deposit\)/).count()).toBe(0);
    expect(await card.getByText(balanceDueSentence(due)).count()).toBe(0);
    const mails = await expectInbox(who.email, 2);
    const balanceMail = mails.find((m) => m.subject.endsWith('balance received, paid in full'));
    expect(balanceMail?.text).toContain(
      `Your balance of ${formatNaira(balance)} has arrived: order ${shortId(deposit!.id)} is paid in full.`,
    );
    await context.close();
  });

  it('offers a piece whose window is switched off nowhere: not on /preorder, closed on /shop and its page', async () => {
    const { context, page } = await newShopper(browser);
    // The demo's varsity jacket sits on the Sallah Edit, switched off.
    const jacket = await readDoc('products/p-asooke-varsity');
    expect((await readDoc(`preorderWindows/${jacket?.preorderWindowId as string}`))?.active).toBe(false);
    await page.goto('/preorder');
    await appHasTakenOver(page);
    await page.getByRole('heading', { name: 'Harmattan Kente Puffer' }).first().waitFor();
    expect(await page.getByRole('heading', { name: jacket?.name as string }).count()).toBe(0);

    await page.goto('/shop?type=PREORDER');
    const card = page.locator('article.product-card', { hasText: jacket?.name as string });
    await card.getByText('Pre-orders closed').waitFor();
    expect(await card.getByRole('link', { name: /Choose size/ }).count()).toBe(0);

    await page.goto(`/product/${jacket?.slug as string}`);
    await page.getByText('Pre-orders are closed for this piece.').waitFor();
    expect(await page.getByText(/deposit/i).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await context.close();
  });
});
