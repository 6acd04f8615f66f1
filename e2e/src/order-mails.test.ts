// Customers hear about their order (docs/product.md#order-mails): a customer pays through the Paystack double, staff
// move the order through its statuses, and each customer-facing change lands exactly one mail in the local inbox
// (MailDev, read through its API); the back office's "Message on WhatsApp" carries the text for the order's state,
// and My Orders' "Ask about this order" names the order to the shop's number.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shortId } from '@aso/domain/shared/text';
import { CHECKOUT_PHONE_INVALID } from '@aso/domain/checkout/messages';
import { customerOrderQuestion, staffOrderMessage, whatsappChatUrl } from '@aso/domain/marketing/whatsapp';
import { doc, setDoc } from 'firebase/firestore/lite';
import { ownerDb, ordersOf, readDoc, sellableProduct } from './lib/backend';
import { newShopper, VIEWPORTS } from './lib/browser';
import { addInSize, expectToast } from './lib/shop-ui';
import { newCustomer, signIn, staffSession } from './lib/admin';
import { expectInbox, inboxOf } from './lib/mail';
import { browserPerFile, productsMadeHere } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();

/** An RTW piece of this journey's own, on sale with stock. */
const makeProduct = () =>
  sellableProduct(made, { label: 'mail-journey', name: 'Mail Journey Agbada', price: 41_000, stock: 5 });

async function payForOne(
  page: Page,
  product: { slug: string; name: string },
  email: string,
  phone: string,
): Promise<void> {
  await addInSize(page, product);
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByLabel('Email for your receipt').fill(email);
  await page.getByLabel('Delivery address').fill('7 Kuto Road, Abeokuta');
  await page.getByLabel('Delivery zone').selectOption('LAGOS');
  // A number a digit short is refused beside the field before anything is asked of the shop.
  const phoneField = page.getByLabel('Phone — optional');
  await phoneField.fill(phone.slice(0, -1));
  await page.getByRole('button', { name: 'Pay with Paystack' }).click();
  await page.getByText(CHECKOUT_PHONE_INVALID).first().waitFor();
  expect(await phoneField.getAttribute('aria-invalid')).toBe('true');
  await phoneField.fill(phone);
  await page.getByRole('button', { name: 'Pay with Paystack' }).click();
  const popup = page.getByRole('dialog', { name: 'Paystack test checkout' });
  await popup.waitFor();
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  // Settlement runs in the Functions emulator; a busy machine can take a while.
  await page.getByText('Payment successful! Order confirmed.').first().waitFor({ timeout: 60_000 });
}

async function whatsappHref(detail: Locator): Promise<string | null> {
  return detail.getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href');
}

describe('order mails', () => {
  it('each customer-facing change lands exactly one mail in the inbox; WhatsApp links carry the right text', async () => {
    const customer = await newCustomer('mails');
    const product = await makeProduct();
    const shopper = await newShopper(browser, VIEWPORTS.phone);
    await signIn(shopper.page, customer, '/');
    // The customer's number, given at checkout, for staff to message.
    const phone = '0803 555 0199';
    await payForOne(shopper.page, product, customer.email, phone);

    const [order] = await ordersOf(customer.uid);
    const orderId = order!.id;
    const ref = shortId(orderId);
    const settings = await readDoc('settings/global');
    const brand = String((settings?.branding as { brandName?: string } | undefined)?.brandName ?? 'Aso');
    const receipt = await expectInbox(customer.email, 1);
    expect(receipt[0]?.subject).toBe(`${brand} order ${ref}: confirmed, paid in full`);

    // Kept in international form on the order and, having none, in the customer's record.
    expect(order?.data.shippingPhone).toBe('+2348035550199');
    expect((await readDoc(`customers/${customer.uid}`))?.phone).toBe('+2348035550199');
    await setDoc(doc(ownerDb(), 'customers', customer.uid), { name: 'Kemi Adebayo' }, { merge: true });

    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    await page.getByRole('button', { name: `Open order ${ref}` }).click();
    const detail = page.getByRole('region', { name: `Order ${ref}` });
    await detail.getByText(customer.email).first().waitFor();
    // The name is the CRM record's, read after the order: staff see it in the Customer block, then the link has it.
    await detail.getByText('Kemi Adebayo').first().waitFor();
    const expectedHref = async () => {
      const o = (await readDoc(`orders/${orderId}`))!;
      return whatsappChatUrl(
        phone,
        staffOrderMessage(
          {
            id: orderId,
            status: o.status as never,
            paymentStatus: o.paymentStatus as never,
            amountPaid: o.amountPaid as number,
            balanceDue: o.balanceDue as number,
            refund: null,
          },
          'Kemi Adebayo',
          brand,
        ),
      );
    };
    expect(await whatsappHref(detail)).toBe(await expectedHref());
    expect(decodeURIComponent((await whatsappHref(detail)) ?? '')).toContain(
      `https://wa.me/2348035550199?text=Hello Kemi, this is ${brand}. Thank you for your order ${ref}`,
    );

    const steps = [
      ['in_production', 'In production', '', 'in production', 'is in production'],
      ['ready', 'Ready', '', 'ready', 'is ready'],
      ['shipped', 'Shipped', 'GIG Logistics 4521', 'on its way', 'is on its way to you'],
      ['completed', 'Delivered', '', 'delivered', 'has been delivered'],
    ] as const;
    for (const [i, [status, label, note, subject, whatsappWords]] of steps.entries()) {
      await detail.getByLabel('Status', { exact: true }).selectOption(status);
      await detail.getByLabel('Note (optional)').fill(note);
      await detail.getByRole('button', { name: 'Update status' }).click();
      await expectToast(page, `Status set to ${label}.`);
      const mails = await expectInbox(customer.email, i + 2);
      expect(mails.at(-1)?.subject).toBe(`${brand} order ${ref}: ${subject}`);
      await expect.poll(() => whatsappHref(detail)).toBe(await expectedHref());
      expect(decodeURIComponent((await whatsappHref(detail)) ?? '')).toContain(`Your order ${ref} ${whatsappWords}`);
    }
    const shipped = (await inboxOf(customer.email)).find((m) => m.subject.endsWith(': on its way'));
    expect(shipped?.text).toContain('Delivery details: GIG Logistics 4521');
    expect(shipped?.html).toContain('View your order');

    // A note on the same status is a timeline entry, not news: no mail.
    await detail.getByLabel('Status', { exact: true }).selectOption('completed');
    await detail.getByLabel('Note (optional)').fill('Customer sent a photo wearing it');
    await detail.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, 'Note added to the timeline.');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await inboxOf(customer.email)).map((m) => m.subject.replace(/^.* order \S+: /, ''))).toEqual([
      'confirmed, paid in full',
      'in production',
      'ready',
      'on its way',
      'delivered',
    ]);
    const deliveries = await Promise.all(
      ['in_production', 'ready', 'shipped', 'completed'].map(
        async (k) => ((await readDoc(`mail/order-${orderId}-${k}`))?.delivery as { state: string } | undefined)?.state,
      ),
    );
    expect(deliveries).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS']);

    // The customer asks the shop about this order on WhatsApp.
    await shopper.page.goto('/orders');
    const card = shopper.page.locator('article.order').filter({ has: shopper.page.locator(`[id="order-${orderId}"]`) });
    const ask = card.getByRole('link', { name: 'Ask about this order' });
    const shopNumber = String(
      (settings?.notifications as { whatsappNumber?: string } | undefined)?.whatsappNumber ?? '',
    );
    expect(await ask.getAttribute('href')).toBe(whatsappChatUrl(shopNumber, customerOrderQuestion(orderId, brand)));
    await shopper.context.close();
    await context.close();
  });
});
