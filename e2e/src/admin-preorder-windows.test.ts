// The owner runs a drop herself (docs/product.md#pre-order-windows): from the side navigation she makes a window
// with its days and deposit, puts a pre-order piece on it, switches it on — the customer waiting for the piece is
// mailed, and the shop offers the piece with that deposit — and off again, and the shop stops offering it.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { doc, setDoc } from 'firebase/firestore/lite';
import { WAITLIST_PREORDER_TITLE, windowSwitched } from '@aso/domain/catalogue/messages';
import { preorderAlertId } from '@aso/domain/catalogue/waitlist';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { ownerDb, readDoc, rtwProductDoc } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { adminNav, staffSession } from './lib/admin';
import { expectToast } from './lib/shop-ui';
import { expectInbox } from './lib/mail';
import { browserPerFile, productsMadeHere } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();
const DAY = 86_400_000;

/** A made-to-measure pre-order piece of this journey's own, on no window, and a customer waiting for it. */
async function pieceWithOneWaiting() {
  const tag = Date.now().toString(36);
  const id = `drop-piece-${tag}`;
  const name = `Detty Sequin Cape ${tag.slice(-4)}`;
  made.push(id);
  const product = rtwProductDoc({ sku: `PRE-DSC-${tag.toUpperCase()}`, slug: id, name, price: 70_000, active: true });
  await setDoc(doc(ownerDb(), 'products', id), {
    ...product,
    type: 'PREORDER',
    sizeOptions: [],
    preorderWindowId: null,
    availability: {},
  });
  const uid = `drop-waiter-${tag}`;
  const email = `${uid}@example.test`;
  await setDoc(doc(ownerDb(), 'preorderAlerts', preorderAlertId(id, uid)), {
    productId: id,
    productName: name,
    productSlug: id,
    uid,
    email,
    createdAt: new Date(),
    notifiedAt: null,
    closedAt: null,
  });
  return { id, slug: id, name, email, alertId: preorderAlertId(id, uid), tag };
}

/**
 * The piece's page as a visitor opens it shows it offered for pre-order (`open`) or closed with the request. The page
 * is live: a copy the browser already holds may draw first and the server's answer a moment later, so this waits for
 * the state the shop should settle on, then checks the other is gone.
 */
async function expectOffered(page: Page, piece: { slug: string; name: string }, windowName: string, open: boolean) {
  await page.goto(`/product/${piece.slug}`);
  await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();
  const closedNotice = page.getByRole('region', { name: WAITLIST_PREORDER_TITLE });
  const openNotice = page.getByText(`Pre-order: ${windowName}.`);
  await (open ? openNotice : closedNotice).first().waitFor();
  expect(await (open ? closedNotice : openNotice).count()).toBe(0);
}

describe('pre-order windows', () => {
  it('makes a window, puts a piece on it, opens and closes it, and the shop follows', async () => {
    const piece = await pieceWithOneWaiting();
    const windowName = `AAA Journey Drop ${piece.tag.slice(-4)}`;
    const { context, page } = await staffSession(browser, '/admin', 'Dashboard');
    await adminNav(page, 'Pre-order windows');
    await page.getByRole('heading', { level: 1, name: 'Pre-order windows' }).waitFor();

    await page.getByRole('button', { name: 'New window' }).click();
    const dialog = page.getByRole('dialog', { name: 'New pre-order window' });
    await dialog.getByLabel('Name').fill(windowName);
    await dialog.getByLabel('First day').fill(lagosDayKey(new Date()));
    await dialog.getByLabel('Last day').fill(lagosDayKey(new Date(Date.now() + 20 * DAY)));
    await dialog.getByLabel('Deposit (%)').fill('35%');
    await dialog.getByRole('button', { name: 'Create window' }).click();
    await expectToast(page, `Pre-order window ${windowName} created, switched off until you switch it on.`);
    const card = page.locator('section', { has: page.getByRole('heading', { level: 2, name: windowName }) });
    await card.getByText('Off', { exact: true }).waitFor();

    await card.getByLabel(`Put a pre-order piece on ${windowName}`).selectOption(piece.id);
    await card.getByRole('button', { name: 'Put on window' }).click();
    await expectToast(page, `${piece.name} is on ${windowName}.`);
    await card.getByRole('row', { name: new RegExp(`${piece.name}.* 1`) }).waitFor();
    await shootBoth(page, 'admin-preorder-windows');

    // Not switched on yet: the shop says pre-orders are closed, and offers the request.
    const shopper = await newShopper(browser, VIEWPORTS.phone);
    await expectOffered(shopper.page, piece, windowName, false);

    await card.getByRole('button', { name: 'Switch on' }).click();
    const confirm = page.getByRole('dialog', { name: `Switch on ${windowName}?` });
    await confirm.getByText('The 1 customer waiting will be mailed that pre-orders are open.').waitFor();
    await confirm.getByRole('button', { name: 'Switch on' }).click();
    await expectToast(page, windowSwitched(windowName, true, 1));
    await card.getByText('On: taking pre-orders').waitFor();
    const [mail] = await expectInbox(piece.email, 1);
    expect(mail?.subject).toMatch(new RegExp(`: pre-orders for ${piece.name} are open$`));
    expect((await readDoc(`preorderAlerts/${piece.alertId}`))?.notifiedAt).toBeTruthy();

    // Open: the shop offers the piece with the window's 35% deposit.
    await expectOffered(shopper.page, piece, windowName, true);
    await shopper.page.getByText(/35%/).first().waitFor();

    await card.getByRole('button', { name: 'Switch off' }).click();
    await expectToast(page, windowSwitched(windowName, false, 0));
    await card.getByText('Off', { exact: true }).waitFor();
    await expectOffered(shopper.page, piece, windowName, false);

    await Promise.all([shopper.context.close(), context.close()]);
  });
});
