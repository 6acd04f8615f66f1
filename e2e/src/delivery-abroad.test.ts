// An order abroad, end to end (issue 45; docs/product.md#delivery-abroad): a customer in London sees the ≈ £ prices,
// chooses the United Kingdom at checkout and is offered only UK & Ireland, with its fee in naira and ≈ £; a pre-order
// in the same cart is refused beside its line (pre-orders are delivered within Nigeria); paid, the receipt names the
// address, country, zone and the day it should arrive, the order keeps them, and the receipt mail charges the zone's
// fee. A London address can no longer go as "Nationwide".
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNaira } from '@aso/domain/shared/money';
import { dayKeyWords } from '@aso/domain/shared/lagos-time';
import { approxPrice } from '@aso/domain/catalogue/currency';
import { newCustomer, signIn } from './lib/admin';
import { ordersOf, readDoc } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { expectInbox } from './lib/mail';
import { browserPerFile } from './lib/per-file';
import { KAFTAN, addInSize, expectToast } from './lib/shop-ui';

let browser: Browser;
browserPerFile((b) => (browser = b));

const paystack = (page: Page) => page.getByRole('dialog', { name: 'Paystack test checkout' });
interface Zone {
  readonly label: string;
  readonly fee: number;
  readonly leadTimeDays: number;
}
const PUFFER = { slug: 'harmattan-kente-puffer', name: 'Harmattan Kente Puffer' } as const;

describe('delivery abroad', () => {
  it('takes an order to London through UK & Ireland, with its fee in ≈ £, and refuses the pre-order beside it', async () => {
    const settings = (await readDoc('settings/global')) as
      { shipping: { zones: Record<string, Zone> }; currency: { rates: Record<string, number> } } | undefined;
    const zone = settings!.shipping.zones.UK_IRELAND!;
    const gbp = settings!.currency.rates.GBP!;
    const who = await newCustomer('london');
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await page.addInitScript("localStorage.setItem('aso.currency', 'GBP')");
    await signIn(page, who, '/');
    await addInSize(page, KAFTAN, 'L');
    await addInSize(page, PUFFER, 'M');

    await page.goto('/checkout');
    await page.getByLabel('Delivery address').fill('Flat 3, 41 Rye Lane, Peckham, London SE15 5BY');
    // Nigeria to begin with: the zones of Nigeria, each fee with its ≈ £ as every price she sees. The United Kingdom:
    // UK & Ireland alone, chosen for her.
    const zones = page.getByLabel('Delivery zone');
    const nationwide = settings!.shipping.zones.NATIONWIDE!.fee;
    expect(await zones.locator('option').allTextContents()).toContain(
      `Nationwide — ${formatNaira(nationwide)} (${approxPrice(nationwide, 'GBP', settings!.currency.rates)}) · 5 days`,
    );
    await page.getByLabel('Country').selectOption('GB');
    const approx = `≈ £${Math.round(zone.fee / gbp)}`;
    expect(await zones.locator('option').allTextContents()).toEqual([
      'Choose a zone…',
      `${zone.label} — ${formatNaira(zone.fee)} (${approx}) · ${zone.leadTimeDays} days`,
    ]);
    expect(await zones.inputValue()).toBe('UK_IRELAND');
    const summary = page.getByRole('region', { name: 'Your order' });
    await summary.getByText(`Delivery (${zone.label})`).waitFor();
    expect(await summary.getByText(`Delivery (${zone.label})`).locator('..').textContent()).toContain(approx);

    // The pre-order is not sent abroad: said beside it, before anything is asked of the shop.
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await page
      .getByText(`${PUFFER.name}: we do not send pre-orders to ${zone.label}. Remove it to order the rest.`)
      .first()
      .waitFor();
    await shootBoth(page, 'checkout-abroad-refused');

    await page.goto('/cart');
    await page.getByRole('button', { name: new RegExp(`^Remove ${PUFFER.name}`) }).click();
    await expectToast(page, 'Item removed.');
    await page.goto('/checkout');
    // Nothing was ordered yet (the shop refused the checkout), so there is no delivery to remember: typed again.
    await page.getByLabel('Delivery address').fill('Flat 3, 41 Rye Lane, Peckham, London SE15 5BY');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful! Order confirmed.').first().waitFor();
    await page.getByText(/Flat 3, 41 Rye Lane, Peckham, London SE15 5BY, United Kingdom/).waitFor();
    await page.getByText(new RegExp(`${zone.label}, ${zone.leadTimeDays} days from dispatch`)).waitFor();

    const [order] = await ordersOf(who.uid);
    expect(order?.data).toMatchObject({
      paymentStatus: 'paid',
      shippingCountry: 'GB',
      shippingZone: 'UK_IRELAND',
      shippingFee: zone.fee,
      shippingLeadTimeDays: zone.leadTimeDays,
    });
    const deliveryBy = order?.data.deliveryBy as string;
    expect(deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByText(`by ${dayKeyWords(deliveryBy)}`).waitFor();
    await shootBoth(page, 'checkout-abroad-paid');

    const [mail] = await expectInbox(who.email, 1);
    expect(mail?.text).toContain(`Delivery: ${formatNaira(zone.fee)}`);

    // Her next checkout starts from this delivery: London, UK & Ireland.
    await addInSize(page, KAFTAN, 'M');
    await page.goto('/checkout');
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('GB');
    expect(await page.getByLabel('Delivery address').inputValue()).toBe(
      'Flat 3, 41 Rye Lane, Peckham, London SE15 5BY',
    );
    expect(await zones.inputValue()).toBe('UK_IRELAND');
    await context.close();
  });
});
