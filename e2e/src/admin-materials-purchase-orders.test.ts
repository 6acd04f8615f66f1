// Inventory and purchasing journey (docs/product.md#inventory, docs/product.md#purchase-orders): staff create a
// material, adjust it, raise a purchase order for it, submit it, record a short delivery — with a double click, while
// a second tab holds the same delivery open and is refused — then the rest at another price, and see stock, the
// average cost and the ledger rise exactly once per delivery.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PO_NEEDS_LINE, PO_RECEIPT_STALE, PO_VENDOR_REQUIRED } from '@aso/domain/purchase-orders/messages';
import { shortId } from '@aso/domain/shared/text';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { ownerDb } from './lib/backend';
import { expectConsoleErrors, refused, shootBoth, VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { adminNav, staffSession } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

async function materialBySku(sku: string) {
  const snap = await getDocs(query(collection(ownerDb(), 'materials'), where('sku', '==', sku)));
  expect(snap.size).toBe(1);
  return { id: snap.docs[0]!.id, data: snap.docs[0]!.data() };
}
async function ledgerOf(materialId: string) {
  const snap = await getDocs(query(collection(ownerDb(), 'materialLedger'), where('materialId', '==', materialId)));
  return snap.docs
    .map((d) => d.data())
    .sort(
      (a, b) => (a.createdAt as { toMillis(): number }).toMillis() - (b.createdAt as { toMillis(): number }).toMillis(),
    );
}

describe('inventory and purchase orders', () => {
  it('creates a material, adjusts it, and receives a purchase order into it exactly once', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const sku = `MAT-J${tag}`;
    const name = `Journey linen ${tag}`;
    const vendor = `Journey Textiles ${tag}`;
    const { context, page } = await staffSession(browser, '/admin/inventory', 'Inventory');
    // Submitting a purchase order without lines is refused (HTTP 400 with the words).
    expectConsoleErrors(page, refused(400, 'submitPurchaseOrder'));

    // New Material
    await page.getByRole('button', { name: 'New material' }).click();
    const create = page.getByRole('dialog', { name: 'New material' });
    await create.getByLabel('SKU').fill(sku);
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Unit', { exact: true }).selectOption('meter');
    await create.getByLabel('Category').fill('Fabric');
    await create.getByLabel('Initial quantity').fill('5');
    await create.getByLabel('Opening cost per unit (₦)').fill('1400');
    await create.getByLabel('Reorder level').fill('10');
    await create.getByRole('button', { name: 'Create material' }).click();
    await expectToast(page, `Material ${name} created.`);
    const table = page.getByRole('table', { name: 'Raw materials' });
    const row = table.getByRole('row').filter({ hasText: sku });
    await row.getByText('5 · low').waitFor();
    const material = await materialBySku(sku);

    // Adjust: −2 damaged
    await page.getByRole('button', { name: `Adjust ${name}` }).click();
    const adjust = page.getByRole('dialog', { name: `Adjust ${name}` });
    await adjust.getByLabel('Change').fill('0');
    await adjust.getByRole('button', { name: 'Apply adjustment' }).click();
    await adjust.getByText('Change must be a non-zero number.').waitFor();
    await adjust.getByText('Choose a reason for the adjustment.').waitFor();
    await adjust.getByLabel('Change').fill('-2');
    await adjust.getByLabel('Reason').selectOption('damaged');
    await adjust.getByRole('button', { name: 'Apply adjustment' }).click();
    await expectToast(page, `${name}: -2 meters. On hand: 3 meters.`);
    await row.getByText('3 · low').waitFor();

    // Purchase order: create (vendor required), add a line, submit.
    await adminNav(page, 'Purchase orders');
    await page.getByRole('heading', { level: 1, name: 'Purchase orders', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New purchase order' }).click();
    const newPo = page.getByRole('dialog', { name: 'New purchase order' });
    await newPo.getByRole('button', { name: 'Create draft' }).click();
    await newPo.getByText(PO_VENDOR_REQUIRED).waitFor();
    await newPo.getByLabel('Vendor / supplier').fill(vendor);
    await newPo.getByRole('button', { name: 'Create draft' }).click();
    const editor = page.getByRole('region', { name: /^PO [0-9A-Z]{8}/ });
    await editor.getByText('No line items yet.').waitFor();
    await editor.getByRole('button', { name: 'Submit' }).click();
    await editor.getByText(PO_NEEDS_LINE, { exact: true }).waitFor();
    await editor.getByRole('button', { name: 'Add line' }).click();
    await editor.getByLabel('Line 1 material').selectOption({ label: `${name} (${sku})` });
    await editor.getByLabel('Line 1 quantity').fill('12');
    await editor.getByLabel('Line 1 unit cost').fill('1500');
    await editor.getByText('₦18,000').first().waitFor();
    const poSnap = await getDocs(query(collection(ownerDb(), 'purchaseOrders'), where('vendorName', '==', vendor)));
    const poId = poSnap.docs[0]!.id;
    await shootBoth(page, 'admin-purchase-order-draft');
    await editor.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, `PO ${shortId(poId)} submitted.`);

    // A short delivery: 8 of the 12 metres. Another tab opens the same delivery form before it is recorded.
    const openPo = (p: typeof page) =>
      p.getByRole('button', { name: `Open PO ${shortId(poId)} from ${vendor}` }).click();
    const deliveryForm = (p: typeof page) => p.getByRole('dialog', { name: `Receive delivery on PO ${shortId(poId)}` });
    const tab2 = await context.newPage();
    // It is refused as stale (HTTP 400 with the words).
    expectConsoleErrors(tab2, refused(400, 'receivePurchaseOrder'));
    await tab2.goto('/admin/purchase-orders');
    await openPo(tab2);
    await tab2
      .getByRole('region', { name: /^PO [0-9A-Z]{8}/ })
      .getByRole('button', { name: 'Receive' })
      .click();
    await expect.poll(() => deliveryForm(tab2).getByLabel('Line 1 received now').inputValue()).toBe('12');

    await openPo(page);
    await editor.getByRole('button', { name: 'Receive' }).click();
    const delivery = deliveryForm(page);
    expect(await delivery.getByLabel('Line 1 unit cost').inputValue()).toBe('1500');
    await delivery.getByLabel('Line 1 received now').fill('8');
    await delivery.getByText('₦12,000').waitFor();
    // Record it with a double click: one delivery.
    await delivery.getByRole('button', { name: 'Record delivery' }).dblclick();
    await expectToast(page, `Delivery recorded on PO ${shortId(poId)}: stock added. The rest is still to come.`);
    const listRow = page
      .getByRole('table', { name: 'Purchase orders, newest first' })
      .getByRole('row')
      .filter({ hasText: shortId(poId) });
    await listRow.getByText('Part received').waitFor();
    expect((await materialBySku(sku)).data.onHand).toBe(11);

    // The second tab records what it saw: refused, nothing added twice.
    await deliveryForm(tab2).getByRole('button', { name: 'Record delivery' }).click();
    await deliveryForm(tab2).getByText(PO_RECEIPT_STALE).waitFor();
    expect((await materialBySku(sku)).data.onHand).toBe(11);
    await tab2.close();

    // The rest arrives at ₦1,600: the PO shows what came of each line, cannot be cancelled now, and is received.
    await openPo(page);
    await editor.getByRole('cell', { name: '8 / 12' }).waitFor();
    expect(await editor.getByRole('button', { name: 'Cancel PO' }).isDisabled()).toBe(true);
    await editor.getByRole('button', { name: 'Receive' }).click();
    expect(await delivery.getByLabel('Line 1 received now').inputValue()).toBe('4');
    await delivery.getByLabel('Line 1 unit cost').fill('1600');
    await delivery.getByRole('button', { name: 'Record delivery' }).click();
    await expectToast(page, `PO ${shortId(poId)} received: stock added.`);
    await listRow.getByText('Received', { exact: true }).waitFor();

    const after = (await materialBySku(sku)).data;
    // The average over what is on the shelf: 3 metres at ₦1,400 (opening), 8 at ₦1,500 → ₦1,472.73; 4 at ₦1,600 →
    // (11 × 1,472.73 + 4 × 1,600) ÷ 15 = ₦1,506.67.
    expect(after.onHand).toBe(15);
    expect(after.unitCost).toBe(1506.67);
    const ledger = await ledgerOf(material.id);
    expect(ledger.map((e): unknown[] => [e.delta, e.reason, e.unitCost])).toEqual([
      [5, 'initial', 1400],
      [-2, 'damaged', 1400],
      [8, 'receive', 1500],
      [4, 'receive', 1600],
    ]);
    expect(ledger[2]).toMatchObject({ vendorName: vendor, ref: { collection: 'purchaseOrders', id: poId } });

    // A received PO cannot be cancelled or received again.
    await openPo(page);
    expect(await editor.getByRole('button', { name: 'Cancel PO' }).isDisabled()).toBe(true);
    expect(await editor.getByRole('button', { name: 'Receive' }).isDisabled()).toBe(true);

    // Inventory shows the new figure and the ledger.
    await adminNav(page, 'Inventory');
    // 15 is above the reorder level of 10: no longer low.
    await expect.poll(async () => (await row.locator('td').nth(3).textContent())?.trim()).toBe('15');
    await row.getByText('₦1,507 / meter').waitFor();
    await page.getByRole('button', { name: `Ledger of ${name}` }).click();
    const ledgerDialog = page.getByRole('dialog', { name: `Ledger: ${name}` });
    const rows = ledgerDialog.getByRole('table', { name: `Stock movements of ${name}` }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('+4');
    expect(await rows.first().locator('td').nth(2).textContent()).toBe('Received');
    expect(await rows.first().locator('td').nth(4).textContent()).toBe(vendor);
    await shootBoth(page, 'admin-inventory-ledger');
    await ledgerDialog.getByRole('button', { name: 'Close' }).click();

    // Set Threshold: 20 makes it low again; an emptied field clears it.
    await page.getByRole('button', { name: `Set threshold of ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Set threshold: ${name}` })
      .getByLabel('Reorder level (meter)')
      .fill('20');
    await page
      .getByRole('dialog', { name: `Set threshold: ${name}` })
      .getByRole('button', { name: 'Save threshold' })
      .click();
    await expectToast(page, `Reorder level of ${name} set to 20.`);
    await row.getByText('15 · low').waitFor();
    await page.getByRole('button', { name: `Set threshold of ${name}` }).click();
    const threshold = page.getByRole('dialog', { name: `Set threshold: ${name}` });
    await threshold.getByLabel('Reorder level (meter)').fill('');
    await threshold.getByRole('button', { name: 'Save threshold' }).click();
    await expectToast(page, `Reorder level of ${name} cleared.`);
    await expect.poll(async () => (await row.locator('td').nth(4).textContent())?.trim()).toBe('—');
    expect(await row.getByText('15 · low').count()).toBe(0);
    expect((await materialBySku(sku)).data.reorderLevel).toBeNull();
    await context.close();
  });
});

describe('purchase order labels (issue 22)', () => {
  it('shows each demo purchase order under its own label', async () => {
    const { context, page } = await staffSession(
      browser,
      '/admin/purchase-orders',
      'Purchase orders',
      VIEWPORTS.desktop,
    );
    const table = page.getByRole('table', { name: 'Purchase orders, newest first' });
    await table.waitFor();
    const labels = (await table.locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim());
    expect(labels.length).toBeGreaterThanOrEqual(4);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('PO-DEMO-RECEIVED');

    await context.close();
  });
});
