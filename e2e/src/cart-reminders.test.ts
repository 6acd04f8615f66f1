// Cart reminders (docs/product.md#cart-reminders): a customer says yes to mails when creating the account, leaves a
// cart, and — after the owner's delay — the reminder job mails them once (MailDev). The mail's link brings the cart
// back on another device after signing in, with the size that sold out meanwhile said so in the mail and the cart;
// its unsubscribe link works signed out and a damaged one changes nothing. On the build Hosting serves and on the
// dev server `npm start` serves.
import type { Browser, Page } from 'playwright-core';
import { doc, setDoc, updateDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { lagosDayKey, startOfLagosDay } from '@aso/domain/shared/lagos-time';
import { EMAIL_OPT_IN_LABEL, UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from '@aso/domain/marketing/messages';
import { soldOutInCart } from '@aso/domain/checkout/messages';
import { accountUid, freshEmail, ownerDb, readDoc, rtwProductDoc } from './lib/backend';
import { expectConsoleErrors, newShopper, VIEWPORTS, webUrl, type WebServer } from './lib/browser';
import { expectInbox, inboxOf } from './lib/mail';
import { browserPerFile, productsMadeHere } from './lib/per-file';
import { runSchedule } from './lib/schedules';
import { addInSize } from './lib/shop-ui';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();
const HOUR = 3_600_000;

/** A piece of this journey's own in M (5) and L (1 left). */
async function twoSizePiece(label: string): Promise<{ id: string; slug: string; name: string }> {
  const tag = Date.now().toString(36);
  const id = `${label}-${tag}`;
  const name = `Reminder Adire Shirt ${tag.slice(-4)}`;
  made.push(id);
  await setDoc(doc(ownerDb(), 'products', id), {
    ...rtwProductDoc({ sku: `RTW-REM-${tag.toUpperCase()}`, slug: id, name, price: 27_500, active: true }),
    sizeOptions: ['M', 'L'],
    availability: { M: 'in', L: 'low' },
    unitsLeft: { L: 1 },
  });
  await setDoc(doc(ownerDb(), 'stock', id), {
    sizes: { M: { onHand: 5, reorderLevel: 0 }, L: { onHand: 1, reorderLevel: 0 } },
  });
  return { id, slug: id, name };
}

/** The last L sells to someone else while the cart waits. */
async function sellOutL(productId: string): Promise<void> {
  await updateDoc(doc(ownerDb(), 'products', productId), { availability: { M: 'in', L: 'out' }, unitsLeft: {} });
  await updateDoc(doc(ownerDb(), 'stock', productId), { 'sizes.L.onHand': 0 });
}

/** Registers with the mail opt-in ticked; answers the account. */
async function registerSayingYes(page: Page, name: string) {
  const email = freshEmail(name);
  const password = `${name}-aso-2026`;
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel(EMAIL_OPT_IN_LABEL).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  await expect.poll(() => accountUid(email).catch(() => ''), { timeout: 10_000 }).not.toBe('');
  return { uid: await accountUid(email), email, password };
}

/** Noon in Lagos today: the job's clock, so a run at night is not held by the quiet hours. */
const lagosNoon = (): Date => new Date(startOfLagosDay(lagosDayKey(new Date())).getTime() + 12 * HOUR);

/** The link after `label: ` in the mail's text, opened on `server`. */
function linkIn(text: string, label: string, server: WebServer): string {
  const match = new RegExp(`${label}: (\\S+)`).exec(text);
  if (!match) throw new Error(`No "${label}" link in the mail: ${text}`);
  const url = new URL(match[1]!);
  return `${webUrl(server)}${url.pathname}${url.search}`;
}

describe.each(['build', 'dev'] as const)('cart reminders (%s)', (server) => {
  it('a customer who said yes is reminded once; the link brings the cart back; unsubscribe works', async () => {
    const shopper = await newShopper(browser, VIEWPORTS.phone, server);
    const customer = await registerSayingYes(shopper.page, `reminded-${server}`);
    // The answer is written just after the account is made; My Account shows it once there.
    await expect.poll(async () => (await readDoc(`profiles/${customer.uid}`))?.emailOptIn as unknown).toBe(true);
    await shopper.page.reload();
    await expect.poll(() => shopper.page.getByLabel(EMAIL_OPT_IN_LABEL).isChecked()).toBe(true);

    const piece = await twoSizePiece(`reminder-${server}`);
    await addInSize(shopper.page, piece, 'M');
    await addInSize(shopper.page, piece, 'L');
    await expect
      .poll(async () => ((await readDoc(`carts/${customer.uid}`))?.lines as unknown[] | undefined)?.length ?? 0)
      .toBe(2);
    await shopper.context.close();

    // Four hours pass (the default delay is 3), and the last L sells meanwhile.
    const now = lagosNoon();
    await updateDoc(doc(ownerDb(), 'carts', customer.uid), { updatedAt: new Date(now.getTime() - 4 * HOUR) });
    await sellOutL(piece.id);
    await runSchedule('sendCartReminders', now);
    await runSchedule('sendCartReminders', new Date(now.getTime() + HOUR));
    const [mail] = await expectInbox(customer.email, 1);
    expect(mail?.subject).toBe('Aso: you left something in your cart');
    const text = mail?.text ?? '';
    expect(text).toContain(`1 × ${piece.name} (M)`);
    expect(text).toContain(`1 × ${piece.name} (L) — ₦27,500.00 · Sold out in size L`);

    // The mail app's own Unsubscribe (List-Unsubscribe, one click): its POST reaches the shop through this server's
    // rewrite of /mail/unsubscribe; a damaged address is refused there and changes nothing.
    expect(mail?.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(mail?.headers?.['list-unsubscribe'] ?? '')?.[1] ?? 'http://missing/');
    expect(oneClick.pathname).toBe('/mail/unsubscribe');
    const damaged = await fetch(`${webUrl(server)}${oneClick.pathname}${oneClick.search.slice(0, -3)}AAA`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect([damaged.status, await damaged.text()]).toEqual([400, UNSUBSCRIBE_LINK_INVALID]);
    expect((await readDoc(`profiles/${customer.uid}`))?.emailOptIn).toBe(true);

    // On another device, signed out: the link opens the cart, which asks to sign in and then has both lines.
    const phone = await newShopper(browser, VIEWPORTS.phone, server);
    await phone.page.goto(linkIn(text, 'Back to my cart', server));
    await phone.page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
    await phone.page.getByRole('link', { name: 'Sign in' }).click();
    await phone.page.getByLabel('Email').fill(customer.email);
    await phone.page.getByLabel('Password').fill(customer.password);
    await phone.page.getByRole('button', { name: 'Sign in' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/cart');
    const lines = phone.page.getByRole('list', { name: 'Items in your cart' });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);
    await phone.page.getByText(soldOutInCart(piece.name, 'L')).first().waitFor();
    await phone.context.close();

    // The unsubscribe link, signed out: a damaged copy is refused and changes nothing; the real one turns mails off.
    const reader = await newShopper(browser, VIEWPORTS.phone, server);
    expectConsoleErrors(reader.page, /status of 400/);
    const unsubscribe = linkIn(text, 'Unsubscribe', server);
    await reader.page.goto(`${unsubscribe.slice(0, -3)}AAA`);
    await reader.page.getByRole('alert').filter({ hasText: UNSUBSCRIBE_LINK_INVALID }).waitFor();
    expect((await readDoc(`profiles/${customer.uid}`))?.emailOptIn).toBe(true);
    await reader.page.goto(unsubscribe);
    await reader.page.getByRole('status').filter({ hasText: UNSUBSCRIBED }).waitFor();
    expect((await readDoc(`profiles/${customer.uid}`))?.emailOptIn).toBe(false);
    await reader.context.close();

    // The next day a changed cart is not reminded: the customer said no.
    await updateDoc(doc(ownerDb(), 'carts', customer.uid), { updatedAt: new Date(now.getTime() + 20 * HOUR) });
    await runSchedule('sendCartReminders', new Date(now.getTime() + 26 * HOUR));
    expect(await inboxOf(customer.email)).toHaveLength(1);
  });
});
