// Which channel sells (issue 33, item 2; docs/product.md#channels): a visitor who lands from an Instagram story's
// link, signs up, browses on from a Google link, and pays is counted under the story — the first touch — on the
// order, on the Dashboard and in Finance, whose CSV says the same.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNairaAdmin } from '@aso/domain/shared/money';
import { registerCustomer } from './lib/accounts';
import { downloadedCsv, staffSession } from './lib/admin';
import { ordersOf } from './lib/backend';
import { newShopper, shootBoth } from './lib/browser';
import { KAFTAN, addInSize } from './lib/shop-ui';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

const paystack = (page: Page) => page.getByRole('dialog', { name: 'Paystack test checkout' });

/** The channel's row in the screen's Sales by channel table. */
const channelRow = (page: Page, channel: string) =>
  page.getByTestId('channel-sales').getByRole('row').filter({ hasText: channel });

describe('sales by channel', () => {
  it('an order is counted under the link the buyer first came from, through sign-up and checkout', async () => {
    // A source of this run's own, so the day's figures for it are this journey's alone.
    const source = `ig${Date.now().toString(36)}`;
    const channel = `${source} / story`;
    const { context, page } = await newShopper(browser);
    await page.goto(`/product/${KAFTAN.slug}?utm_source=${source}&utm_medium=Story&utm_campaign=Harmattan%20Drop`);
    await page.getByRole('heading', { level: 1, name: KAFTAN.name }).waitFor();
    const { uid } = await registerCustomer(page, 'ronke');
    // A later visit from another link does not take the credit from the first.
    await page.goto('/shop?utm_source=google&utm_medium=shopping');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await addInSize(page, KAFTAN);
    await page.goto('/checkout');
    await page.getByLabel('Delivery address').fill('7 Kemta Road, Idi-Aba, Abeokuta');
    await page.getByLabel('Delivery zone').selectOption('ABEOKUTA');
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    // startCheckout's first call of the run may start its worker: slow on a busy machine.
    await paystack(page).waitFor({ timeout: 60_000 });
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful! Order confirmed.').first().waitFor();
    await context.close();

    const [order] = await ordersOf(uid);
    expect(order?.data.attribution).toMatchObject({ source, medium: 'story', campaign: 'harmattan drop' });
    const total = Number(order?.data.total);
    const figures = [channel, '1', '1', formatNairaAdmin(total), '100.0%'];

    const staff = await staffSession(browser, '/admin', 'Dashboard');
    await channelRow(staff.page, channel).waitFor();
    expect(await channelRow(staff.page, channel).getByRole('cell').allInnerTexts()).toEqual(figures);

    await staff.page.goto('/admin/finance');
    await staff.page.getByRole('heading', { level: 1, name: 'Finance' }).waitFor();
    await channelRow(staff.page, channel).waitFor();
    expect(await channelRow(staff.page, channel).getByRole('cell').allInnerTexts()).toEqual(figures);
    const csv = await downloadedCsv(staff.page, () =>
      staff.page.getByRole('button', { name: 'Export channels CSV' }).click(),
    );
    expect(csv.fileName).toMatch(/^sales-by-channel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows.find((r) => r.Channel === channel)).toEqual({
      Channel: channel,
      'Checkouts started': '1',
      'Paid orders': '1',
      Revenue: String(total),
      'Conversion %': '100',
    });
    await shootBoth(staff.page, 'finance-channels');
    await staff.context.close();
  });
});
