// The waitlist (docs/product.md#waitlist). Stock comes back: a signed-out shopper on a sold-out size is asked to
// sign in and comes back to the size, asks to be told, and sees it; staff see how many wait per size (Edit modal, Most
// wanted), add stock in the back office, and the first to ask — only as many as came back — gets one mail in
// MailDev linking straight to the piece with the size chosen; the other keeps waiting. A pre-order piece whose window
// is not open (docs/product.md#pre-order-alerts) works the same way per piece: asked from the product page, listed in
// My Account, counted for staff; when staff put the piece on an open window the waiting customer gets one mail.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { doc, setDoc } from 'firebase/firestore/lite';
import { preorderAlertId, stockAlertId } from '@aso/domain/catalogue/waitlist';
import {
  WAITLIST_PREORDER_ASK,
  WAITLIST_PREORDER_CANCELLED,
  WAITLIST_PREORDER_SIGN_IN,
  WAITLIST_PREORDER_TITLE,
  WAITLIST_PREORDER_WAITING,
  WAITLIST_NO_PREORDERS,
  WAITLIST_SIZE_ASK,
  WAITLIST_SIZE_SIGN_IN,
  waitlistSizeWaiting,
} from '@aso/domain/catalogue/messages';
import { ownerDb, readDoc, rtwProductDoc, stockOfSizeM } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { newCustomer, staffSession } from './lib/admin';
import { expectInbox, inboxOf } from './lib/mail';
import { browserPerFile, productsMadeHere } from './lib/per-file';
import { runSchedule } from './lib/schedules';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();

/** A piece of this journey's own, sold out in its one size, M. */
async function soldOutPiece(): Promise<{ id: string; slug: string; name: string; sku: string }> {
  const tag = Date.now().toString(36);
  const id = `back-in-stock-${tag}`;
  const name = `Adire Back Soon Shirt ${tag.slice(-4)}`;
  const sku = `RTW-BIS-${tag.toUpperCase()}`;
  made.push(id);
  const product = rtwProductDoc({ sku, slug: id, name, price: 23_000, active: true });
  await setDoc(doc(ownerDb(), 'products', id), { ...product, availability: { M: 'out' }, unitsLeft: {} });
  await setDoc(doc(ownerDb(), 'stock', id), stockOfSizeM(0));
  return { id, slug: id, name, sku };
}

const DAY = 86_400_000;

/** A pre-order piece of this journey's own on a window that is switched off, and an open window staff can pick. */
async function closedPreorderPiece() {
  const tag = Date.now().toString(36);
  const id = `preorder-alert-${tag}`;
  const name = `Aso-Oke Later Jacket ${tag.slice(-4)}`;
  const closed = { id: `w-later-${tag}`, name: `Sallah Later ${tag.slice(-4)}` };
  const open = { id: `w-open-${tag}`, name: `Open Now ${tag.slice(-4)}` };
  made.push(id);
  const now = Date.now();
  const window = (name: string, active: boolean, startDays: number) => ({
    name,
    active,
    startAt: new Date(now + startDays * DAY),
    endAt: new Date(now + 40 * DAY),
    depositPercent: 40,
  });
  await setDoc(doc(ownerDb(), 'preorderWindows', closed.id), window(closed.name, false, 10));
  await setDoc(doc(ownerDb(), 'preorderWindows', open.id), window(open.name, true, -1));
  const product = rtwProductDoc({ sku: `PRE-PAL-${tag.toUpperCase()}`, slug: id, name, price: 59_000, active: true });
  await setDoc(doc(ownerDb(), 'products', id), {
    ...product,
    type: 'PREORDER',
    sizeOptions: [],
    preorderWindowId: closed.id,
    availability: {},
  });
  return { id, slug: id, name, sku: String(product.sku), open };
}

/** A customer signs in from the product page's button and asks to be told about size M. */
async function askAsNewCustomer(piece: { slug: string; name: string }, label: string) {
  const customer = await newCustomer(label);
  const shopper = await newShopper(browser, VIEWPORTS.phone);
  const { page } = shopper;
  await page.goto(`/product/${piece.slug}`);
  await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();
  const box = page.getByRole('region', { name: 'Sold out in your size?' });
  await box.getByText('Size M is sold out.').waitFor();
  await box.getByRole('link', { name: WAITLIST_SIZE_SIGN_IN }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back on the piece, with the size chosen.
  await page.waitForURL((url) => url.pathname === `/product/${piece.slug}` && url.searchParams.get('size') === 'M');
  await box.getByRole('button', { name: WAITLIST_SIZE_ASK }).click();
  await expectToast(page, waitlistSizeWaiting('M'));
  await box.getByText(waitlistSizeWaiting('M')).waitFor();
  await box.getByRole('button', { name: 'Cancel size M request' }).waitFor();
  return { customer, shopper };
}

describe('waitlist: stock comes back', () => {
  it('customers ask on a sold-out size; staff see the count, add stock; the first to ask gets the mail', async () => {
    const piece = await soldOutPiece();
    const first = await askAsNewCustomer(piece, 'waits-first');
    const second = await askAsNewCustomer(piece, 'waits-second');
    await shootBoth(first.shopper.page, 'back-in-stock-asked');
    const firstId = stockAlertId(piece.id, 'M', first.customer.uid);
    expect(await readDoc(`stockAlerts/${firstId}`)).toMatchObject({
      uid: first.customer.uid,
      email: first.customer.email,
      notifiedAt: null,
    });
    // My Account lists the request with Cancel.
    await first.shopper.page.goto('/account');
    const mine = first.shopper.page.getByRole('list', { name: 'Back-in-stock requests' });
    await mine.getByRole('link', { name: `${piece.name}, size M` }).waitFor();
    await mine.getByRole('button', { name: `Cancel ${piece.name} size M` }).waitFor();

    // Staff: 2 waiting for M in the Edit modal and on Most wanted; one unit comes back.
    const { context, page } = await staffSession(browser, '/admin/catalog', 'Catalog');
    const wanted = page.getByRole('table', { name: /Sold-out sizes customers asked to be told about/ });
    await wanted.getByRole('row', { name: new RegExp(`${piece.name} M 2`) }).waitFor();
    await page.getByPlaceholder('Name or SKU').fill(piece.sku);
    await page.getByRole('button', { name: `Edit ${piece.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${piece.name}` });
    await expect.poll(() => edit.locator('td[data-label="Waiting"]').nth(1).textContent()).toBe('2');
    await shootBoth(page, 'back-in-stock-waiting');
    await edit.getByLabel('Size M on hand').fill('1');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Product saved.');

    // One unit, two waiting: the first to ask is mailed once, linking to the piece in size M; the second waits on.
    const [mail] = await expectInbox(first.customer.email, 1);
    expect(mail?.subject).toMatch(new RegExp(`: ${piece.name} in size M is back$`));
    const link = /https?:\/\/\S+\/product\/\S+\?size=M/.exec(mail?.text ?? '')?.[0] ?? '';
    // The saved piece's slug (the staff save names it from its name).
    const slug = String((await readDoc(`products/${piece.id}`))?.slug);
    expect(new URL(link).pathname).toBe(`/product/${slug}`);
    expect(await inboxOf(second.customer.email)).toEqual([]);
    expect(await readDoc(`stockAlerts/${stockAlertId(piece.id, 'M', second.customer.uid)}`)).toMatchObject({
      notifiedAt: null,
    });

    // The link opens the piece with M chosen and ready to buy.
    const shopperPage = first.shopper.page;
    await shopperPage.goto(new URL(link).pathname + new URL(link).search);
    await shopperPage.getByRole('heading', { level: 1, name: piece.name }).waitFor();
    const m = shopperPage.getByRole('group', { name: 'Size' }).getByRole('radio', { name: /^M( |$)/ });
    await expect.poll(() => m.isChecked()).toBe(true);
    expect(await shopperPage.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);

    await Promise.all([first.shopper.context.close(), second.shopper.context.close(), context.close()]);
  });
});

describe('waitlist: a pre-order window opens', () => {
  it('a customer asks on a closed window; staff see the count and open a window; the mail arrives once', async () => {
    const piece = await closedPreorderPiece();
    const customer = await newCustomer('waits-preorder');
    const shopper = await newShopper(browser, VIEWPORTS.phone);
    const { page } = shopper;
    await page.goto(`/product/${piece.slug}`);
    await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();
    const box = page.getByRole('region', { name: WAITLIST_PREORDER_TITLE });
    await box.getByRole('link', { name: WAITLIST_PREORDER_SIGN_IN }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === `/product/${piece.slug}`);
    await box.getByRole('button', { name: WAITLIST_PREORDER_ASK }).click();
    await expectToast(page, WAITLIST_PREORDER_WAITING);
    await box.getByRole('button', { name: 'Cancel pre-order request' }).waitFor();
    await shootBoth(page, 'preorder-alert-asked');
    const alertId = preorderAlertId(piece.id, customer.uid);
    expect(await readDoc(`preorderAlerts/${alertId}`)).toMatchObject({ uid: customer.uid, notifiedAt: null });
    // A schedule run while the window is closed mails nobody.
    await runSchedule('tellWaitlist');
    expect(await inboxOf(customer.email)).toEqual([]);

    await page.goto('/account');
    const mine = page.getByRole('list', { name: 'Pre-order requests' });
    await mine.getByRole('link', { name: piece.name }).waitFor();
    // Cancelled there (the one cancel hook, with its toast), then asked again from the piece.
    await mine.getByRole('button', { name: `Cancel ${piece.name} pre-order request` }).click();
    await expectToast(page, WAITLIST_PREORDER_CANCELLED);
    await page.getByText(WAITLIST_NO_PREORDERS).waitFor();
    expect(await readDoc(`preorderAlerts/${alertId}`)).toBeUndefined();
    await page.goto(`/product/${piece.slug}`);
    await box.getByRole('button', { name: WAITLIST_PREORDER_ASK }).click();
    await expectToast(page, WAITLIST_PREORDER_WAITING);

    // Staff see one waiting for the piece, and put it on an open window.
    const staff = await staffSession(browser, '/admin/catalog', 'Catalog');
    const wanted = staff.page.getByRole('table', { name: /Pre-order pieces customers asked to be told about/ });
    await wanted.getByRole('row', { name: new RegExp(`${piece.name} 1`) }).waitFor();
    await staff.page.getByPlaceholder('Name or SKU').fill(piece.sku);
    await staff.page.getByRole('button', { name: `Edit ${piece.name}` }).click();
    const edit = staff.page.getByRole('dialog', { name: `Edit ${piece.name}` });
    await edit.getByLabel('Pre-order window').selectOption(piece.open.id);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(staff.page, 'Product saved.');

    // The schedule tells the waiting: one mail, linking to the piece; a second run sends nothing more.
    await runSchedule('tellWaitlist');
    const [mail] = await expectInbox(customer.email, 1);
    expect(mail?.subject).toMatch(new RegExp(`: pre-orders for ${piece.name} are open$`));
    const slug = String((await readDoc(`products/${piece.id}`))?.slug);
    const link = /https?:\/\/\S+\/product\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(new URL(link).pathname).toBe(`/product/${slug}`);
    await runSchedule('tellWaitlist');
    expect(await inboxOf(customer.email)).toHaveLength(1);
    expect((await readDoc(`preorderAlerts/${alertId}`))?.notifiedAt).toBeTruthy();

    // The piece's page no longer offers the request: pre-orders are open.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();
    await page.getByText(`Pre-order: ${piece.open.name}.`).waitFor();
    expect(await page.getByRole('region', { name: WAITLIST_PREORDER_TITLE }).count()).toBe(0);

    await Promise.all([shopper.context.close(), staff.context.close()]);
  });
});
