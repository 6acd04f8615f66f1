// Payments to review (admin): a payment whose amount did not match waits for a decision, a refund that keeps
// failing shows its tries, and a refund Paystack could not complete shows Paystack's reason until the admin asks
// again; the admin sees each case with its history and decides once. Staff never see the screen.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { doc, writeBatch, type WriteBatch } from 'firebase/firestore/lite';
import { ownerDb, readDoc, rtwProductDoc, stockOfSizeM } from './lib/backend';
import { expectConsoleErrors, newShopper, refused, VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { refundReleasedToast } from '@aso/domain/orders/messages';
import { shortId } from '@aso/domain/shared/text';
import { stackInfo } from './lib/stack';
import { oneLineOrderDoc } from './lib/orders';
import { ADMIN, STAFF, account, adminNav, signIn, staffSession } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

/**
 * An unpaid ₦20,500 Lagos order of `kind`'s buyer for one size-M piece (hidden from the shop, 1 in stock), awaiting
 * `reference`; its ids, SKU and slug are made from `kind`, `code` and the run's `tag`.
 */
function setUnpaidOrder(
  batch: WriteBatch,
  o: {
    kind: 'review' | 'refund';
    code: string;
    tag: string;
    name: string;
    status: 'pending' | 'cancelled';
    address: string;
    reference: string;
  },
  now: Date,
): { orderId: string; productId: string } {
  const db = ownerDb();
  const orderId = `${o.kind}-order-${o.tag}`;
  const productId = `${o.kind}-product-${o.tag}`;
  const sku = `RTW-${o.code}-${o.tag}`;
  const { name } = o;
  batch.set(
    doc(db, 'products', productId),
    rtwProductDoc({ sku, slug: `${o.kind}-${o.tag}`, name, price: 18_000, active: false }, now),
  );
  batch.set(doc(db, 'stock', productId), stockOfSizeM(1));
  batch.set(
    doc(db, 'orders', orderId),
    oneLineOrderDoc({
      buyer: `${o.kind}-buyer`,
      email: `${o.kind}.buyer@example.com`,
      line: { productId, sku, name, type: 'RTW', size: 'M', qty: 1, unitPrice: 18_000 },
      status: o.status,
      paymentStatus: 'unpaid',
      shippingAddress: o.address,
      shippingFee: 2_500,
      amountPaid: 0,
      paystackReference: o.reference,
      // Before the Dashboard's week: these orders are written here, not by a checkout the day's stats counted.
      createdAt: new Date(now.getTime() - 8 * 86_400_000),
    }),
  );
  return { orderId, productId };
}

/** As the shop leaves them: an order cancelled because Paystack took ₦10,000 of ₦20,500, and a refund failing 3 times. */
async function cases(): Promise<{ orderId: string; mismatch: string; refund: string; productId: string }> {
  const tag = Date.now().toString(36).toUpperCase();
  const mismatch = `ASO-${Date.now()}-MM${tag.slice(-4)}`;
  const refund = `ASO-${Date.now()}-RF${tag.slice(-4)}`;
  const now = new Date();
  const db = ownerDb();
  const batch = writeBatch(db);
  const order = { kind: 'review', code: 'REV', tag, name: 'Review Agbada', status: 'cancelled' } as const;
  const { orderId, productId } = setUnpaidOrder(
    batch,
    { ...order, address: '1 Review Road', reference: mismatch },
    now,
  );
  batch.set(doc(db, 'payments', mismatch), {
    orderId,
    userId: 'review-buyer',
    purpose: 'order',
    amountKobo: 2_050_000,
    status: 'pending',
    createdAt: now,
    verifiedAt: now,
    refundRequired: false,
    refundedAt: null,
    review: {
      kind: 'amount_mismatch',
      status: 'open',
      receivedKobo: 1_000_000,
      receivedCurrency: 'NGN',
      flaggedAt: now,
      resolvedBy: null,
      resolvedAt: null,
      history: [{ at: now, note: 'Paystack received 1000000 kobo in NGN; the order expected 2050000 kobo in NGN' }],
    },
  });
  batch.set(doc(db, 'refunds', refund), {
    orderId: `gone-${tag}`,
    amountKobo: 500_000,
    reason: 'unpayable',
    status: 'owed',
    attempts: 3,
    nextAttemptAt: new Date(now.getTime() + 3_600_000),
    lastError: 'Refund could not be processed at this time',
    paystackRefundId: null,
    createdAt: now,
    updatedAt: now,
    refundedAt: null,
    leaseUntil: null,
    history: [
      { at: now, note: 'Refund of ₦5,000 started' },
      { at: now, note: 'Try 3 failed: Refund could not be processed at this time' },
    ],
  });
  await batch.commit();
  return { orderId, mismatch, refund, productId };
}

describe('payments to review', () => {
  it('shows each open case with its history; the admin applies a short payment once and retries a failing refund', async () => {
    const { orderId, mismatch, refund, productId } = await cases();
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { context, page } = await newShopper(browser, viewport);
      await signIn(page, account(ADMIN), viewport === VIEWPORTS.desktop ? '/admin' : '/admin/payments');
      if (viewport === VIEWPORTS.desktop) {
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await adminNav(page, 'Payments to review');
      }
      await page.getByRole('heading', { level: 1, name: 'Payments to review' }).waitFor();
      await expect.poll(() => page.locator('.state--loading').count(), { timeout: 20_000 }).toBe(0);
      const refundRow = page.getByRole('row').filter({ hasText: refund });
      await expect.poll(() => refundRow.textContent()).toContain('Failing (3 tries)');
      expect(await refundRow.textContent()).toContain('Paid after the order was closed');
      expect(await page.evaluate('document.documentElement.scrollWidth'), `${viewport.width}px`).toBeLessThanOrEqual(
        viewport.width,
      );
      await context.close();
    }

    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signIn(page, account(ADMIN), '/admin/payments');
    const row = page.getByRole('row').filter({ hasText: mismatch });
    await row.waitFor();
    expect(await row.textContent()).toMatch(
      /Amount does not match the order.*₦10,000.*order asked ₦20,500.*Needs a decision/,
    );
    await row.getByText('1 event').click();
    await row.getByText('Paystack received 1000000 kobo in NGN; the order expected 2050000 kobo in NGN').waitFor();

    await row.getByRole('button', { name: `Apply ${mismatch}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply this payment to the order?' });
    await dialog.getByText('₦10,000 counts as paid on order').waitFor();
    await dialog.getByRole('button', { name: 'Apply', exact: true }).dblclick();
    await expectToast(page, 'Payment applied to the order.');
    await expect.poll(() => row.count()).toBe(0);
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({
      status: 'pending',
      paymentStatus: 'deposit_paid',
      amountPaid: 10_000,
      balanceDue: 10_500,
    });
    expect(await readDoc(`stock/${productId}`)).toMatchObject({ sizes: { M: { onHand: 0 } } });
    expect(await readDoc(`payments/${mismatch}`)).toMatchObject({ status: 'success', review: { status: 'applied' } });

    // The failing refund: Paystack does not know this transaction, so the try fails again and is kept for later.
    const refundRow = page.getByRole('row').filter({ hasText: refund });
    await refundRow.getByRole('button', { name: `Refund ${refund}` }).click();
    const refundDialog = page.getByRole('dialog', { name: 'Refund this payment?' });
    // An irreversible step states its amount in figures and words.
    await refundDialog.getByText(/^₦[\d,]+ \([a-z ,-]+ naira\) goes back to the customer/).waitFor();
    await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expectToast(page, 'Paystack refused the refund again; it will be retried.');
    await expect.poll(async () => (await readDoc(`refunds/${refund}`))?.attempts as number | undefined).toBe(4);
    await expect.poll(() => refundRow.textContent()).toContain('Failing (4 tries)');
    await context.close();

    // Staff: not in the navigation, and the screen says it is an admin's.
    const staff = await newShopper(browser, VIEWPORTS.desktop);
    // The money cases are an admin's: the callable refuses staff (HTTP 403), and the screen says so.
    expectConsoleErrors(staff.page, refused(403, 'listPaymentReviews'));
    await signIn(staff.page, account(STAFF), '/admin/payments');
    await staff.page.getByText('Only an admin can see and decide money cases.').waitFor();
    expect(
      await staff.page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents(),
    ).not.toContain('Payments to review');
    await staff.context.close();
  });
});

/** A checkout as startCheckout leaves it (order and payment pending), then paid on Paystack: the webhook settles it. */
async function paidThroughPaystack(): Promise<{ orderId: string; reference: string }> {
  const info = stackInfo();
  const tag = Date.now().toString(36).toUpperCase();
  const reference = `ASO-${Date.now()}-CX${tag.slice(-4)}`;
  const now = new Date();
  const db = ownerDb();
  const batch = writeBatch(db);
  const order = { kind: 'refund', code: 'RFD', tag, name: 'Refund Buba', status: 'pending' } as const;
  const { orderId } = setUnpaidOrder(batch, { ...order, address: '9 Refund Street, Yaba', reference }, now);
  batch.set(doc(db, 'payments', reference), {
    orderId,
    userId: 'refund-buyer',
    purpose: 'order',
    amountKobo: 2_050_000,
    status: 'pending',
    createdAt: now,
    verifiedAt: null,
    refundRequired: false,
    refundedAt: null,
  });
  await batch.commit();
  const init = await fetch(`${info.urls.paystack}/transaction/initialize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${info.paystackSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'refund.buyer@example.com', amount: 2_050_000, reference }),
  });
  expect(init.status).toBe(200);
  const paid = await fetch(`${info.urls.paystack}/_control/transactions/${reference}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success', wait: true }),
  });
  expect(paid.status).toBe(200);
  await expect
    .poll(async () => (await readDoc(`orders/${orderId}`))?.paymentStatus as string | undefined, { timeout: 15_000 })
    .toBe('paid');
  return { orderId, reference };
}

describe('a paid order cancelled by staff', () => {
  it('asks first with the amount in words, waits for an admin to release the refund, and the timeline names both', async () => {
    const { orderId, reference } = await paidThroughPaystack();
    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    await page.getByRole('button', { name: `Open order ${shortId(orderId)}` }).click();
    const detail = page.getByRole('region', { name: `Order ${shortId(orderId)}` });
    await detail.getByText('9 Refund Street, Yaba').waitFor();
    await detail.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await detail.getByLabel('Note (optional)').fill('Out of fabric');
    await detail.getByRole('button', { name: 'Update status' }).click();
    // Nothing happens until staff confirm, having read the amount in figures and words.
    const confirm = page.getByRole('dialog', { name: `Cancel order ${shortId(orderId)}?` });
    await confirm.getByText('₦20,500 (twenty thousand, five hundred naira)').waitFor();
    await confirm.getByText('Cancelling asks an admin to release the refund', { exact: false }).waitFor();
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: 'pending' });
    await confirm.getByRole('button', { name: 'Cancel and request the refund' }).click();
    await expectToast(page, 'Order cancelled. The refund of ₦20,500 waits for an admin to release it.');
    await detail.getByText('Refund awaiting release ₦20,500').waitFor();
    await detail.getByText('An admin releases this refund.').waitFor();
    await detail
      .getByRole('list', { name: 'Timeline' })
      .getByText(`Refund of ₦20,500 requested by ${STAFF}; it waits for an admin to release it.`)
      .waitFor();
    // No money has moved: no refund with Paystack, the order still reads paid.
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundRequest: { status: 'awaiting', amountKobo: 2_050_000 },
    });
    expect(await readDoc(`refunds/${reference}`)).toBeUndefined();
    await context.close();

    // The owner releases it from Payments to review, after reading it back in words.
    const owner = await newShopper(browser, VIEWPORTS.desktop);
    await signIn(owner.page, account(ADMIN), '/admin/payments');
    const awaiting = owner.page.getByRole('table', { name: 'Refunds awaiting release' });
    const row = awaiting.getByRole('row').filter({ hasText: `Order ${shortId(orderId)}` });
    await row.getByText(STAFF).waitFor();
    await row.getByRole('button', { name: 'Release refund ₦20,500' }).click();
    const release = owner.page.getByRole('dialog', { name: `Refund order ${shortId(orderId)}?` });
    await release.getByText('₦20,500 (twenty thousand, five hundred naira)').waitFor();
    await release.getByRole('button', { name: 'Refund ₦20,500' }).click();
    await expectToast(owner.page, refundReleasedToast('₦20,500'));
    await row.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await readDoc(`orders/${orderId}`))?.paymentStatus as string | undefined, { timeout: 15_000 })
      .toBe('refunded');
    expect(await readDoc(`refunds/${reference}`)).toMatchObject({ status: 'refunded', reason: 'order_cancelled' });

    // The order's detail says so, and who asked and who released.
    await adminNav(owner.page, 'Orders');
    await owner.page.getByRole('button', { name: `Open order ${shortId(orderId)}` }).click();
    const ownerDetail = owner.page.getByRole('region', { name: `Order ${shortId(orderId)}` });
    await ownerDetail.getByText('Refunded ₦20,500').first().waitFor();
    const timeline = ownerDetail.getByRole('list', { name: 'Timeline' });
    await timeline.getByText(`Refund of ₦20,500 released by ${ADMIN}`).waitFor();
    await timeline.getByText('Refund of ₦20,500 confirmed by Paystack').waitFor();
    await owner.context.close();
  });
});

describe('a refund Paystack could not complete', () => {
  it("shows Paystack's reason to the admin and on the order, and goes through when the admin asks again", async () => {
    const { orderId, reference } = await paidThroughPaystack();
    const info = stackInfo();
    // The order was cancelled after payment and its refund is owed; Paystack will fail the first one.
    const now = new Date();
    await writeBatch(ownerDb())
      .set(doc(ownerDb(), 'refunds', reference), {
        orderId,
        amountKobo: 2_050_000,
        reason: 'order_cancelled',
        status: 'owed',
        attempts: 0,
        nextAttemptAt: new Date(now.getTime() + 3_600_000),
        lastError: null,
        paystackRefundId: null,
        createdAt: now,
        updatedAt: now,
        refundedAt: null,
        leaseUntil: null,
        history: [{ at: now, note: 'Refund of ₦20,500 started' }],
      })
      .commit();
    const failing = await fetch(`${info.urls.paystack}/_control/refund-outcomes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, outcome: 'failed', reason: 'Customer bank account closed' }),
    });
    expect(failing.status).toBe(200);

    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signIn(page, account(ADMIN), '/admin/payments');
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.getByRole('button', { name: `Refund ${reference}` }).click();
    await page
      .getByRole('dialog', { name: 'Refund this payment?' })
      .getByRole('button', { name: 'Refund', exact: true })
      .click();
    await expectToast(page, 'Paystack could not complete the refund again; its reason is on the list.');
    const reason = 'Paystack could not complete the refund: Customer bank account closed';
    await expect.poll(() => row.textContent()).toContain('Failed at Paystack');
    expect(await row.textContent()).toContain(reason);
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ refund: { status: 'failed', failure: reason } });
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: `Open order ${shortId(orderId)}` }).click();
    const detail = page.getByRole('region', { name: `Order ${shortId(orderId)}` });
    await detail.getByText('Refund failed ₦20,500').first().waitFor();
    await detail.getByText(reason).waitFor();

    // The admin asks again; this time Paystack processes it.
    await page.goto('/admin/payments');
    await row.getByRole('button', { name: `Refund ${reference}` }).click();
    await page
      .getByRole('dialog', { name: 'Refund this payment?' })
      .getByRole('button', { name: 'Refund', exact: true })
      .click();
    await expectToast(page, 'Refund sent to Paystack.');
    await expect.poll(() => row.count()).toBe(0);
    await expect
      .poll(async () => ((await readDoc(`refunds/${reference}`)) as { status?: string } | undefined)?.status)
      .toBe('refunded');
    await context.close();
  });
});
