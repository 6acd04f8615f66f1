// Promotions from the back office to a paid order (issue 42, docs/product.md#promotions): an admin creates, in
// Back office → Promotions, a timed sale on a piece of this journey's own and a discount code with a name of this
// run; a shopper sees the "Was" price, applies the code in the cart and pays in the Paystack popup. One pricing
// pipeline, one set of figures: the cart, the Paystack charge, the order, the receipt mail, Finance's discount per
// promotion (and the Promotions list), and the feeds' sale_price all say the same amounts.
import type { Browser, Locator, Page } from 'playwright-core';
import { collection, getDocs, query, where, type Timestamp } from 'firebase/firestore/lite';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { feedDateRange, feedPrice } from '@aso/domain/marketing/product-feeds';
import { discountLabel } from '@aso/domain/promotions/price-order';
import { PROMOTION_CREATED, codeApplied, saleBadge, saleSavings } from '@aso/domain/promotions/messages';
import { lagosDayKey, lagosWallTime } from '@aso/domain/shared/lagos-time';
import { formatNaira, formatNairaAdmin } from '@aso/domain/shared/money';
import { shortId } from '@aso/domain/shared/text';
import { registerCustomer } from './lib/accounts';
import { adminNav, signInTo } from './lib/admin';
import { ownerDb, ordersOf, readDoc, sellableProduct } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS, webUrl } from './lib/browser';
import { expectInbox } from './lib/mail';
import { browserPerFile, productsMadeHere } from './lib/per-file';
import { addInSize, expectToast } from './lib/shop-ui';
import { stackInfo } from './lib/stack';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();

const DAY = 86_400_000;
const PRICE = 48_000;
const SALE_PERCENT = 25;
const CODE_PERCENT = 10;
/** 48,000 less 25 %: what the piece costs while the sale runs. */
const SALE_PRICE = 36_000;
/** 10 % of the sale price. */
const CODE_OFF = 3_600;

const paystack = (page: Page) => page.getByRole('dialog', { name: 'Paystack test checkout' });

/** The figure of one row of a totals list (`<dt>label</dt><dd>figure</dd>`), as the shopper reads it. */
function figure(list: Locator, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return list
    .locator('div')
    .filter({ has: list.page().locator('dt', { hasText: exact }) })
    .locator('dd');
}

async function expectFigure(list: Locator, label: string, text: string): Promise<void> {
  await expect.poll(async () => (await figure(list, label).textContent())?.trim(), { timeout: 20_000 }).toBe(text);
}

/** The Paystack double's record of a transaction (its control API: amount in kobo, status). */
async function paystackTransaction(reference: string): Promise<{ amount: number; status: string; currency: string }> {
  const res = await fetch(`${stackInfo().urls.paystack}/_control/transactions/${encodeURIComponent(reference)}`);
  if (!res.ok) throw new Error(`The Paystack double answered ${res.status} for ${reference}`);
  return ((await res.json()) as { transaction: { amount: number; status: string; currency: string } }).transaction;
}

/** The one promotion of this run with that name, as savePromotion wrote it. */
async function promotionNamed(name: string): Promise<{ id: string; data: Record<string, unknown> }> {
  const snap = await getDocs(query(collection(ownerDb(), 'promotions'), where('name', '==', name)));
  expect(snap.docs).toHaveLength(1);
  const found = snap.docs[0]!;
  return { id: found.id, data: found.data() };
}

async function feedText(path: string): Promise<string> {
  const res = await fetch(`${webUrl()}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

describe('promotions', () => {
  it('a timed sale and a code made in the back office price one paid order the same everywhere', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const saleName = `Journey Flash ${tag}`;
    const codeName = `Journey code ${tag}`;
    const code = `E2E-${tag}`;
    const piece = await sellableProduct(made, {
      label: 'promo-journey',
      name: 'Promo Journey Buba',
      price: PRICE,
      stock: 3,
    });

    // The admin creates both in the Promotions screen: the sale has run since a few minutes ago and runs two days.
    const admin = await newShopper(browser, VIEWPORTS.desktop);
    const back = admin.page;
    await signInTo(back, 'admin', '/admin/promotions', 'Promotions');

    await back.getByRole('button', { name: 'New sale', exact: true }).click();
    const sale = back.getByRole('dialog', { name: 'New automatic sale' });
    await sale.getByLabel('Name', { exact: true }).fill(saleName);
    await sale.getByLabel('Percentage off', { exact: true }).fill(String(SALE_PERCENT));
    await sale.getByLabel('Pieces', { exact: true }).selectOption(piece.id);
    await sale.getByRole('button', { name: 'Add piece' }).click();
    await sale.getByRole('list', { name: 'Pieces chosen' }).getByText(piece.name).waitFor();
    await sale.getByLabel('Starts (Lagos time)').fill(lagosWallTime(new Date(Date.now() - 5 * 60_000)));
    await sale.getByLabel('Ends (Lagos time)').fill(lagosWallTime(new Date(Date.now() + 2 * DAY)));
    await sale.getByRole('button', { name: 'Create' }).click();
    await expectToast(back, PROMOTION_CREATED);
    await sale.waitFor({ state: 'detached' });

    await back.getByRole('button', { name: 'New discount code', exact: true }).click();
    const coupon = back.getByRole('dialog', { name: 'New discount code' });
    await coupon.getByLabel('Name', { exact: true }).fill(codeName);
    await coupon.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    expect(await coupon.getByLabel('The code gives').inputValue()).toBe('percent');
    await coupon.getByLabel('Percentage off', { exact: true }).fill(String(CODE_PERCENT));
    await coupon.getByLabel('Pieces', { exact: true }).selectOption(piece.id);
    await coupon.getByRole('button', { name: 'Add piece' }).click();
    await coupon.getByRole('list', { name: 'Pieces chosen' }).getByText(piece.name).waitFor();
    await coupon.getByLabel('Uses in all — optional').fill('5');
    await coupon.getByLabel('Uses per customer — optional').fill('1');
    await coupon.getByRole('button', { name: 'Create' }).click();
    await expectToast(back, PROMOTION_CREATED);
    await coupon.waitFor({ state: 'detached' });

    const list = back.getByRole('table', { name: 'Promotions', exact: true });
    const saleRow = list.getByRole('row').filter({ hasText: saleName });
    const codeRow = list.getByRole('row').filter({ hasText: codeName });
    await saleRow.getByText('Running', { exact: true }).waitFor();
    await saleRow.getByText(`${SALE_PERCENT}% off`).waitFor();
    await codeRow.getByText('Running', { exact: true }).waitFor();
    await codeRow.getByText(`Discount code · ${code}`).waitFor();
    const salePromotion = await promotionNamed(saleName);
    const codePromotion = await promotionNamed(codeName);
    expect(codePromotion.data).toMatchObject({ kind: 'code', code, percent: CODE_PERCENT, maxUses: 5, uses: 0 });

    // A shopper: the piece reads its sale price, "Was" its own.
    const shopper = await newShopper(browser);
    const { page } = shopper;
    const { uid, email } = await registerCustomer(page, 'promo');
    await addInSize(page, piece);
    await page
      .getByRole('main')
      .getByText(`Was ${formatNaira(PRICE)}`)
      .first()
      .waitFor();
    await page.getByRole('main').getByText(formatNaira(SALE_PRICE), { exact: true }).first().waitFor();

    // The cart: the line at its sale price with "Was", the code applied, its own line, and the total.
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'My Cart' }).waitFor();
    const line = page.getByRole('list', { name: 'Items in your cart' });
    await line.getByText(`Was ${formatNaira(PRICE)}`).waitFor();
    await line.getByText(saleBadge(SALE_PERCENT, saleName)).waitFor();
    await page.getByRole('textbox', { name: 'Referral or discount code' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectToast(page, codeApplied(code, `${CODE_PERCENT}% off`));
    await page.getByRole('list', { name: 'Codes applied' }).getByText(code, { exact: true }).waitFor();
    const cartTotals = page.locator('dl[aria-label="Cart totals"]');
    const codeLine = discountLabel({ kind: 'code', name: codeName, code });
    await expectFigure(cartTotals, 'Subtotal', formatNaira(SALE_PRICE));
    await expectFigure(cartTotals, saleSavings(saleName), `−${formatNaira(PRICE - SALE_PRICE)}`);
    await expectFigure(cartTotals, codeLine, `−${formatNaira(CODE_OFF)}`);
    const piecesTotal = SALE_PRICE - CODE_OFF;
    await expectFigure(cartTotals, 'Total', formatNaira(piecesTotal));
    await shootBoth(page, 'promotions-cart');

    // Checkout adds Lagos delivery (the settings' fee); the shop confirms the same total and Paystack asks for it.
    const settings = await readDoc('settings/global');
    const lagos = (settings?.shipping as { zones: Record<string, { fee: number; label: string }> }).zones.LAGOS;
    const fee = Number(lagos?.fee);
    expect(fee).toBeGreaterThan(0);
    const total = piecesTotal + fee;
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Discount code', { exact: true }).inputValue()).toBe(code);
    await page.getByLabel('Delivery address').fill('9 Lalupon Close, Ikoyi, Lagos');
    await page.getByLabel('Delivery zone').selectOption('LAGOS');
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    await paystack(page)
      .getByText(`NGN ${total.toLocaleString('en-US')}.00`, { exact: true })
      .waitFor();
    const confirmed = page.locator('dl[aria-label="Total confirmed by the shop"]');
    await expectFigure(confirmed, 'Subtotal', formatNaira(SALE_PRICE));
    await expectFigure(confirmed, `Delivery (${lagos?.label})`, formatNaira(fee));
    await expectFigure(confirmed, codeLine, `−${formatNaira(CODE_OFF)}`);
    await expectFigure(confirmed, 'Total', formatNaira(total));
    await expectFigure(confirmed, 'To pay now', formatNaira(total));
    await expect.poll(async () => (await ordersOf(uid)).length).toBe(1);
    const reference = String((await ordersOf(uid))[0]?.data.paystackReference);
    await paystack(page).getByText(reference, { exact: false }).waitFor();
    expect(await paystackTransaction(reference)).toMatchObject({
      amount: total * 100,
      currency: 'NGN',
      status: 'abandoned',
    });
    await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
    // Settlement runs in the Functions emulator; a busy machine can take a while.
    await page.getByText('Payment successful! Order confirmed.').first().waitFor({ timeout: 60_000 });
    expect(await paystackTransaction(reference)).toMatchObject({ amount: total * 100, status: 'success' });

    // The order: the line's "was" price and sale, the code's line and use, the same total, paid.
    await expect.poll(async () => (await ordersOf(uid))[0]?.data.paymentStatus, { timeout: 30_000 }).toBe('paid');
    const [order] = await ordersOf(uid);
    expect(order?.data).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      paystackReference: reference,
      subtotal: SALE_PRICE,
      shippingZone: 'LAGOS',
      shippingFee: fee,
      discount: CODE_OFF,
      total,
      amountPaid: total,
      balanceDue: 0,
      discountCode: code,
      codeUse: expect.objectContaining({ promotionId: codePromotion.id, code, state: 'used' }),
    });
    expect(order?.data.items).toEqual([
      expect.objectContaining({
        productId: piece.id,
        size: 'M',
        qty: 1,
        listPrice: PRICE,
        unitPrice: SALE_PRICE,
        discount: CODE_OFF,
        sale: { promotionId: salePromotion.id, name: saleName, percent: SALE_PERCENT },
      }),
    ]);
    expect(order?.data.discounts).toEqual(
      expect.arrayContaining([
        { kind: 'sale', promotionId: salePromotion.id, name: saleName, code: null, amount: PRICE - SALE_PRICE },
        { kind: 'code', promotionId: codePromotion.id, name: codeName, code, amount: CODE_OFF },
      ]),
    );
    expect(order?.data.discounts).toHaveLength(2);
    await shopper.context.close();

    // The receipt: the piece at its sale price with what it was, the code's line, the same total paid.
    const [mail] = await expectInbox(email, 1);
    expect(mail?.subject).toMatch(new RegExp(`order ${shortId(order!.id)}: confirmed, paid in full$`));
    const text = mail?.text ?? '';
    expect(text).toContain(`1 × ${piece.name} (M) — ${formatNaira(SALE_PRICE)} (was ${formatNaira(PRICE)})`);
    expect(text).toContain(`You saved ${formatNaira(PRICE - SALE_PRICE)} in the ${saleName} sale.`);
    expect(text).toContain(`Subtotal: ${formatNaira(SALE_PRICE)}`);
    expect(text).toContain(`Delivery: ${formatNaira(fee)}`);
    expect(text).toContain(`${codeLine}: ${formatNaira(-CODE_OFF)}`);
    expect(text).toContain(`Total: ${formatNaira(total)}`);
    expect(text).toContain(`Paid: ${formatNaira(total)}`);

    // The day's figures: this run's two promotions, one order each, their discount, the order's revenue.
    const createdAt = (order!.data.createdAt as Timestamp).toDate();
    const day = `stats/${lagosDayKey(createdAt)}`;
    await expect
      .poll(async () => ((await readDoc(day))?.promotions as Record<string, unknown> | undefined)?.[codePromotion.id])
      .toEqual({ name: codeName, orders: 1, discount: CODE_OFF, revenue: total });
    expect(((await readDoc(day))?.promotions as Record<string, unknown>)[salePromotion.id]).toEqual({
      name: saleName,
      orders: 1,
      discount: PRICE - SALE_PRICE,
      revenue: total,
    });

    // Finance shows each promotion's row: its order, the discount it gave and the revenue after it.
    await adminNav(back, 'Finance');
    await back.getByRole('heading', { level: 1, name: 'Finance' }).waitFor();
    const perPromotion = back.getByRole('table', { name: 'Discount given per promotion' });
    for (const [name, discount] of [
      [codeName, CODE_OFF],
      [saleName, PRICE - SALE_PRICE],
    ] as const) {
      const row = perPromotion.getByRole('row').filter({ hasText: name });
      await row.getByRole('cell', { name: formatNairaAdmin(discount), exact: true }).waitFor();
      await row.getByRole('cell', { name: formatNairaAdmin(total), exact: true }).waitFor();
      await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    }

    // The Promotions list says the same: the code's one use of five, its revenue and discount. Opened afresh: the
    // app keeps a list it read less than a minute ago (the query client's staleTime), as it did before the payment.
    await back.goto('/admin/promotions');
    await back.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await codeRow.getByRole('cell', { name: '1 of 5', exact: true }).waitFor();
    await codeRow.getByRole('cell', { name: formatNairaAdmin(CODE_OFF), exact: true }).waitFor();
    await codeRow.getByRole('cell', { name: formatNairaAdmin(total), exact: true }).waitFor();
    await saleRow.getByRole('cell', { name: '1 order', exact: true }).waitFor();
    await saleRow.getByRole('cell', { name: formatNairaAdmin(PRICE - SALE_PRICE), exact: true }).waitFor();
    await admin.context.close();

    // The feeds: the piece's size M at its own price, the sale's price and the sale's window.
    const startsAt = (salePromotion.data.startsAt as Timestamp).toDate();
    const endsAt = (salePromotion.data.endsAt as Timestamp).toDate();
    const window = feedDateRange(startsAt, endsAt);
    const google = await feedText('/feeds/google.xml');
    const item = google.split('<item>').find((i) => i.includes(`<g:id>${piece.id}-M</g:id>`)) ?? '';
    expect(item).toContain(`<g:price>${feedPrice(PRICE)}</g:price>`);
    expect(item).toContain(`<g:sale_price>${feedPrice(SALE_PRICE)}</g:sale_price>`);
    expect(item).toContain(`<g:sale_price_effective_date>${window}</g:sale_price_effective_date>`);
    const meta = Papa.parse<Record<string, string>>(await feedText('/feeds/meta.csv'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(meta.data.find((row) => row.id === `${piece.id}-M`)).toMatchObject({
      price: feedPrice(PRICE),
      sale_price: feedPrice(SALE_PRICE),
      sale_price_effective_date: window,
    });
  }, 300_000);
});
