// Inventory and purchasing journey (docs/product.md#inventory, docs/product.md#purchase-orders): staff create a
// material, adjust it, raise a purchase order for it, submit and receive it — with a double click — and see stock and
// the ledger rise exactly once.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PO_NEEDS_LINE, PO_VENDOR_REQUIRED } from '@aso/domain/messages';
import { shortId } from '@aso/domain/text';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { ownerDb } from './lib/backend';
import { shootBoth } from './lib/browser';
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

    // New Material
    await page.getByRole('button', { name: 'New material' }).click();
    const create = page.getByRole('dialog', { name: 'New material' });
    await create.getByLabel('SKU').fill(sku);
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Unit').selectOption('meter');
    await create.getByLabel('Category').fill('Fabric');
    await create.getByLabel('Initial quantity').fill('5');
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

    // Receive, clicking the confirm button twice in a row.
    await page.getByRole('button', { name: `Open PO ${shortId(poId)} from ${vendor}` }).click();
    await editor.getByRole('button', { name: 'Receive' }).click();
    const confirm = page.getByRole('dialog', { name: `Receive PO ${shortId(poId)}?` });
    await confirm.getByRole('button', { name: 'Receive and add stock' }).dblclick();
    await expectToast(page, `PO ${shortId(poId)} received: stock added.`);
    await page
      .getByRole('table', { name: 'Purchase orders, newest first' })
      .getByRole('row')
      .filter({ hasText: shortId(poId) })
      .getByText('Received')
      .waitFor();

    expect((await materialBySku(sku)).data.onHand).toBe(15);
    const ledger = await ledgerOf(material.id);
    expect(ledger.map((e): unknown[] => [e.delta, e.reason])).toEqual([
      [5, 'initial'],
      [-2, 'damaged'],
      [12, 'receive'],
    ]);
    expect(ledger[2]).toMatchObject({
      unitCost: 1500,
      vendorName: vendor,
      ref: { collection: 'purchaseOrders', id: poId },
    });

    // A received PO cannot be cancelled or received again.
    await page.getByRole('button', { name: `Open PO ${shortId(poId)} from ${vendor}` }).click();
    expect(await editor.getByRole('button', { name: 'Cancel PO' }).isDisabled()).toBe(true);
    expect(await editor.getByRole('button', { name: 'Receive' }).isDisabled()).toBe(true);

    // Inventory shows the new figure and the ledger.
    await adminNav(page, 'Inventory');
    // 15 is above the reorder level of 10: no longer low.
    await expect.poll(async () => (await row.locator('td').nth(3).textContent())?.trim()).toBe('15');
    await page.getByRole('button', { name: `Ledger of ${name}` }).click();
    const ledgerDialog = page.getByRole('dialog', { name: `Ledger: ${name}` });
    const rows = ledgerDialog.getByRole('table', { name: `Stock movements of ${name}` }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('+12');
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

  it('says quantities with their unit, in the plural where it is one (10 yards, not 10 yard)', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const name = `Journey adire ${tag}`;
    const { context, page } = await staffSession(browser, '/admin/inventory', 'Inventory', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'New material' }).click();
    const create = page.getByRole('dialog', { name: 'New material' });
    await create.getByLabel('SKU').fill(`MAT-U${tag}`);
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Unit').selectOption('yard');
    await create.getByRole('button', { name: 'Create material' }).click();
    await expectToast(page, `Material ${name} created.`);

    await page.getByRole('button', { name: `Receive stock of ${name}` }).click();
    const receive = page.getByRole('dialog', { name: 'Receive stock' });
    await receive.getByLabel('Quantity (yard)').fill('10');
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await expectToast(page, `Received 10 yards of ${name}. On hand: 10 yards.`);
    await page.getByRole('button', { name: `Adjust ${name}` }).click();
    const adjust = page.getByRole('dialog', { name: `Adjust ${name}` });
    await adjust.getByText('On hand now: 10 yards.').waitFor();
    await adjust.getByLabel('Change').fill('-9');
    await adjust.getByLabel('Reason').selectOption('correction');
    await adjust.getByRole('button', { name: 'Apply adjustment' }).click();
    await expectToast(page, `${name}: -9 yards. On hand: 1 yard.`);
    await page.getByRole('button', { name: `Ledger of ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Ledger: ${name}` })
      .getByText('On hand: 1 yard.')
      .waitFor();
    await context.close();
  });
});
