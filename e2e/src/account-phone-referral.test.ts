// Said once, known everywhere (issue 31, items 3–4): a phone saved in My Account reaches the customer record at
// once, so staff can message the customer on WhatsApp from the customer's own panel; a customer with a paid order
// finds their referral code and its link where the home page's banner sends them, and one without is told when it
// comes.
import type { Browser, Page } from 'playwright-core';
import { doc, setDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { accountUid, freshEmail, ownerDb, readDoc } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { expectToast, openNav } from './lib/shop-ui';
import { newCustomer, pageWidth, signIn, staffSession } from './lib/admin';
import { stackInfo } from './lib/stack';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** Registers with a name, as the Register screen offers; answers the account's uid. */
async function registerNamed(page: Page, name: string): Promise<string> {
  const email = freshEmail(name.split(' ')[0]!.toLowerCase());
  await page.goto('/register');
  await page.getByLabel('Name (optional)').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('kemi-aso-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  await expect.poll(() => accountUid(email).catch(() => ''), { timeout: 10_000 }).not.toBe('');
  return accountUid(email);
}

describe('a phone saved in My Account', () => {
  it('reaches the customer record at once, and staff message the customer from their panel', async () => {
    const run = Date.now().toString(36);
    const digits = String(Date.now()).slice(-7);
    const local = `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`;
    const name = `Kemi Adetiba ${run}`;
    const { context, page } = await newShopper(browser, VIEWPORTS.phone);
    const uid = await registerNamed(page, name);

    await page.getByLabel('Phone').fill(local);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Profile updated');
    // Kept in international form on the profile and, in the same write, on the customer record.
    await expect.poll(async () => String((await readDoc(`customers/${uid}`))?.phone)).toBe(`+234803${digits}`);
    expect((await readDoc(`profiles/${uid}`))?.phone).toBe(`+234803${digits}`);
    await context.close();

    const staff = await staffSession(browser, '/admin/customers', 'Customers', VIEWPORTS.desktop);
    await staff.page.getByLabel('Search').fill(local);
    await staff.page.getByText('1 match', { exact: true }).waitFor();
    await staff.page.getByRole('button', { name: `Open ${name}` }).click();
    const panel = staff.page.getByRole('region', { name });
    const chat = panel.getByRole('link', { name: 'Message on WhatsApp' });
    const href = (await chat.getAttribute('href')) ?? '';
    const [target, text] = href.split('?text=');
    expect(target).toBe(`https://wa.me/234803${digits}`);
    expect(decodeURIComponent(text ?? '')).toBe('Hello Kemi, this is Aso.');
    // The number as it is read here, in the panel's form too.
    expect(await panel.getByLabel('Phone').inputValue()).toBe(local);
    await shootBoth(staff.page, 'admin-customer-whatsapp');
    await staff.context.close();
  });
});

describe('referral codes for customers', () => {
  it('a customer with paid orders and no code gets one, with its link, where the home banner sends them', async () => {
    const customer = await newCustomer('bimbo');
    // Four paid orders under the old rule, which gave nobody a code.
    await setDoc(doc(ownerDb(), 'customers', customer.uid), {
      userId: customer.uid,
      name: 'Bimbo Adeyemi',
      email: customer.email,
      phone: '',
      city: 'Abeokuta',
      tags: [],
      referralCode: null,
      lifetimeValue: 196_000,
      orderCount: 4,
      lastOrderAt: new Date(),
      measurements: null,
      createdAt: new Date(),
    });
    const { context, page } = await newShopper(browser, { width: 360, height: 780 });
    await signIn(page, customer, '/');
    await page.getByRole('link', { name: 'Get my referral link' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();

    const share = page.getByRole('region', { name: 'Your referral link' });
    // The code is made by claimReferralCode, whose first call starts its worker: slow on a busy machine.
    await share.locator('.referral-share__code').waitFor({ timeout: 60_000 });
    const code = ((await share.locator('.referral-share__code').textContent()) ?? '').trim();
    expect(code).toMatch(/^BIMBOA-[A-Z0-9]{4}$/);
    const link = `${stackInfo().urls.web}/?ref=${code}`;
    await share.getByText(link, { exact: true }).waitFor();
    await share.getByText('Friends who shop through your link get 5% off; it is filled in at checkout.').waitFor();
    const whatsapp = decodeURIComponent(
      ((await share.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '').split('?text=')[1] ??
        '',
    );
    expect(whatsapp).toBe(
      `Shop Aso with my code ${code} for 5% off your order:\n${link}&utm_source=whatsapp&utm_medium=referral`,
    );
    expect((await readDoc(`customers/${customer.uid}`))?.referralCode).toBe(code);
    expect(await readDoc(`referralCodes/${code}`)).toEqual({ customerId: customer.uid });
    // Whole on a phone: the link wraps rather than pushing the page sideways.
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await shootBoth(page, 'orders-referral-link');

    // The same code on My Account, and again after a reload: one code, made once.
    await (await openNav(page)).getByRole('link', { name: 'Account' }).click();
    await page.getByRole('region', { name: 'Your referral link' }).getByText(code, { exact: true }).waitFor();
    await page.goto('/orders');
    await page.getByRole('region', { name: 'Your referral link' }).getByText(code, { exact: true }).waitFor();
    expect((await readDoc(`customers/${customer.uid}`))?.referralCode).toBe(code);
    await context.close();
  });

  it('a customer before a first paid order is told when the code comes', async () => {
    const customer = await newCustomer('newbie');
    const { context, page } = await newShopper(browser);
    await signIn(page, customer, '/orders');
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    await page
      .getByRole('region', { name: 'Your referral link' })
      .getByText('Your referral code comes with your first paid order, and you will find it here to share.')
      .waitFor();
    expect((await readDoc(`customers/${customer.uid}`))?.referralCode ?? null).toBeNull();
    await context.close();
  });
});
