// The maker's journey (docs/product.md#production): staff receive materials with their prices through Receive stock,
// define a bill of materials in the catalogue form and see what a piece costs at those prices, make a run on the
// Production screen and see stock rise, materials fall with production ledger entries and the run's cost a piece,
// are refused with the shortfall named when materials are short (its purchase order priced at the average costs),
// and see cost of goods and gross margin on Finance.
import type { Browser } from 'playwright-core';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { periodDays } from '@aso/domain/finance/finance';
import { formatNairaAdmin } from '@aso/domain/shared/money';
import { ownerDb, rtwProductDoc } from './lib/backend';
import { expectConsoleErrors, refused, shootBoth } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { adminNav, staffSession } from './lib/admin';
import { browserPerFile, productsMadeHere } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();

/** A material with nothing on hand and no cost yet: what Receive stock brings in is all it has. */
async function makeMaterial(id: string, name: string, unit: string) {
  const now = new Date();
  await setDoc(doc(ownerDb(), 'materials', id), {
    sku: id.toUpperCase(),
    name,
    unit,
    category: 'Fabric',
    active: true,
    minLevel: null,
    onHand: 0,
    reorderLevel: null,
    unitCost: null,
    createdAt: now,
    updatedAt: now,
  });
}

interface LedgerDoc {
  delta: number;
  reason: string;
  ref: { collection: string; id: string } | null;
}
async function ledgerOf(materialId: string): Promise<LedgerDoc[]> {
  const snap = await getDocs(query(collection(ownerDb(), 'materialLedger'), where('materialId', '==', materialId)));
  return snap.docs.map((d) => d.data() as LedgerDoc);
}
/** On hand of size M of the product. */
async function stockM(productId: string): Promise<number> {
  const data = (await getDoc(doc(ownerDb(), 'stock', productId))).data() as
    { sizes: Record<string, { onHand: number }> } | undefined;
  return data?.sizes.M?.onHand ?? 0;
}

describe('production', () => {
  it('defines a bill, makes a run, is refused a short run with the shortfall named, and sees COGS in finance', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const name = `AAA Maker Dress ${tag}`;
    const productId = `p-maker-${tag.toLowerCase()}`;
    const cotton = `Maker cotton ${tag}`;
    const buttons = `Maker buttons ${tag}`;
    const cottonId = `m-cotton-${tag.toLowerCase()}`;
    const buttonsId = `m-buttons-${tag.toLowerCase()}`;
    const now = new Date();
    await makeMaterial(cottonId, cotton, 'yard');
    await makeMaterial(buttonsId, buttons, 'piece');
    made.push(productId);
    await setDoc(doc(ownerDb(), 'products', productId), {
      ...rtwProductDoc(
        {
          sku: `RTW-MKR-${tag}`,
          slug: productId,
          name,
          price: 30000,
          active: true,
          description: 'Made by the production journey.',
        },
        now,
      ),
      availability: { M: 'low' },
    });
    await setDoc(doc(ownerDb(), 'stock', productId), { sizes: { M: { onHand: 1, reorderLevel: 2 } } });

    // Receive stock: 20 yards of cotton at ₦3,000 and 30 buttons at ₦50 arrive with their prices.
    const { context, page } = await staffSession(browser, '/admin/inventory', 'Inventory');
    // The short run is refused with the shortfall named (HTTP 400 with the words).
    expectConsoleErrors(page, refused(400, 'recordProductionRun'));
    for (const [label, qty, unitCost] of [
      [`${cotton} (${cottonId.toUpperCase()})`, '20', '3000'],
      [`${buttons} (${buttonsId.toUpperCase()})`, '30', '50'],
    ] as const) {
      await page.getByRole('button', { name: 'Receive stock', exact: true }).click();
      const receive = page.getByRole('dialog', { name: 'Receive stock' });
      await receive.getByLabel('Material').selectOption({ label });
      await receive.getByLabel(/^Quantity/).fill(qty);
      await receive.getByLabel('Unit cost (₦)').fill(unitCost);
      // A double click receives it once.
      await receive.getByRole('button', { name: 'Receive' }).dblclick();
      await receive.waitFor({ state: 'detached' });
    }
    expect((await getDoc(doc(ownerDb(), 'materials', cottonId))).data()).toMatchObject({ onHand: 20, unitCost: 3000 });
    expect((await getDoc(doc(ownerDb(), 'materials', buttonsId))).data()).toMatchObject({ onHand: 30, unitCost: 50 });
    const materialRow = (sku: string) =>
      page.getByRole('table', { name: 'Raw materials' }).getByRole('row').filter({ hasText: sku });
    await materialRow(cottonId.toUpperCase()).getByText('₦3,000 / yard').waitFor();
    await materialRow(buttonsId.toUpperCase()).getByText('₦50 / piece').waitFor();

    // The bill: 2.5 yards of cotton and 6 buttons a piece, plus ₦1,000 labour: 7,500 + 300 + 1,000 = ₦8,800 a piece.
    await adminNav(page, 'Catalog');
    await page.getByRole('heading', { level: 1, name: 'Catalog', exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByRole('button', { name: 'Add material to M' }).click();
    await edit.getByLabel('Material (M, line 1)').selectOption({ label: `${cotton} (yard)` });
    await edit.getByLabel('Per piece (yards)').fill('2.5');
    await edit.getByRole('button', { name: 'Add material to M' }).click();
    await edit.getByLabel('Material (M, line 2)').selectOption({ label: `${buttons} (piece)` });
    await edit.getByLabel('Per piece (pieces)').fill('6');
    await edit.getByLabel('Labour per piece (₦)').fill('1000');
    await edit.getByText('about ₦8,800 a piece', { exact: false }).waitFor();
    await edit.getByRole('button', { name: 'Save bill of materials' }).click();
    await expectToast(page, 'Bill of materials saved (2 lines).');
    const costs = (await getDoc(doc(ownerDb(), 'productCosts', productId))).data() as
      { bom: Record<string, unknown> } | undefined;
    expect(costs?.bom.M).toEqual([
      { materialId: cottonId, qty: 2.5, unit: 'yard' },
      { materialId: buttonsId, qty: 6, unit: 'piece' },
    ]);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Make 4: stock 1 → 5, cotton 20 → 10, buttons 30 → 6, one production ledger entry each.
    await adminNav(page, 'Production');
    await page.getByRole('heading', { level: 1, name: 'Production', exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'New production run' });
    await form.getByLabel('Product').selectOption({ label: name });
    await form.getByLabel('Size').selectOption('M');
    await form.getByLabel('Pieces').fill('4');
    await form.getByRole('button', { name: 'Make now' }).click();
    await expectToast(page, `Made 4 × ${name} (M). Stock is now 5.`);
    expect(await stockM(productId)).toBe(5);
    expect((await getDoc(doc(ownerDb(), 'materials', cottonId))).data()?.onHand).toBe(10);
    expect((await getDoc(doc(ownerDb(), 'materials', buttonsId))).data()?.onHand).toBe(6);
    for (const [id, received, delta] of [
      [cottonId, 20, -10],
      [buttonsId, 30, -24],
    ] as const) {
      const ledger = await ledgerOf(id);
      expect(ledger.map((e) => [e.delta, e.reason]).sort((a, b) => Number(b[0]) - Number(a[0]))).toEqual([
        [received, 'receive'],
        [delta, 'production'],
      ]);
      expect(ledger.find((e) => e.reason === 'production')?.ref?.collection).toBe('productionRuns');
    }
    const made4 = page
      .getByRole('table', { name: 'Production runs' })
      .getByRole('row')
      .filter({ hasText: `4 × ${name} (M)` });
    await made4.getByText('₦8,800', { exact: true }).waitFor();
    await page
      .getByRole('table', { name: 'What can be made' })
      .getByRole('row')
      .filter({ hasText: name })
      .getByText('1 more')
      .waitFor();

    // Make 10 more: refused, each short material named with what is missing; nothing moves.
    await form.getByLabel('Pieces').fill('10');
    await form.getByRole('button', { name: 'Make now' }).click();
    await form
      .getByRole('alert')
      .getByText(
        `Not enough materials to make 10 × ${name} (M): ${cotton} short by 15 yards; ${buttons} short by 54 pieces.`,
      )
      .waitFor();
    expect(await stockM(productId)).toBe(5);
    expect((await getDoc(doc(ownerDb(), 'materials', cottonId))).data()?.onHand).toBe(10);

    // Plan the same 10 instead: nothing is taken; one click drafts a purchase order for the shortfall.
    await form.getByRole('button', { name: 'Plan run' }).click();
    await expectToast(page, `Planned 10 × ${name} (M).`);
    const planned = page
      .getByRole('table', { name: 'Production runs' })
      .getByRole('row')
      .filter({ hasText: 'Planned' })
      .filter({ hasText: name });
    await planned.getByRole('button', { name: 'Draft purchase order from shortfall' }).click();
    await expectToast(page, 'Choose its vendor in Purchase orders.');
    const drafts = await getDocs(
      query(collection(ownerDb(), 'purchaseOrders'), where('notes', '==', `Shortfall for 10 × ${name} (M)`)),
    );
    expect(drafts.docs.map((d) => d.data().lines as unknown)).toEqual([
      [
        { materialId: cottonId, qty: 15, unitCost: 3000, received: 0 },
        { materialId: buttonsId, qty: 54, unitCost: 50, received: 0 },
      ],
    ]);
    expect(drafts.docs[0]?.data().status).toBe('draft');
    // Completing it while short is refused the same way, on its own row.
    await planned.getByRole('button', { name: 'Complete' }).click();
    await planned.getByText(`${cotton} short by 15 yards`, { exact: false }).waitFor();
    expect((await getDoc(doc(ownerDb(), 'materials', cottonId))).data()?.onHand).toBe(10);
    await shootBoth(page, 'admin-production');

    // Finance: cost of goods and gross margin beside the proxy, from the days' stats.
    await adminNav(page, 'Finance');
    await page.getByRole('heading', { level: 1, name: 'Finance', exact: true }).waitFor();
    const { from, to } = periodDays(30, new Date());
    const days = (await getDocs(collection(ownerDb(), 'stats'))).docs.filter((d) => d.id >= from && d.id <= to);
    const cogs = days.reduce((s, d) => s + Number(d.data().cogs ?? 0), 0);
    const revenue = days.reduce((s, d) => s + Number(d.data().revenue ?? 0), 0);
    await page
      .getByRole('region', { name: 'Cost of goods sold' })
      .getByText(formatNairaAdmin(cogs), { exact: true })
      .waitFor();
    await page
      .getByRole('region', { name: 'Gross margin' })
      .getByText(formatNairaAdmin(Math.round((revenue - cogs) * 100) / 100), { exact: true })
      .waitFor();
    await page.getByRole('region', { name: 'Gross profit (proxy)' }).waitFor();
    // The product-type table has a cost-of-goods column. This page is on a phone now (shootBoth leaves it at 390 px):
    // the header is there for screen readers and each row's card names the figure.
    const byType = page.getByRole('table', { name: 'Revenue by product type' });
    await byType.getByRole('columnheader', { name: 'Cost of goods' }).waitFor({ state: 'attached' });
    await byType.locator('td[data-label="Cost of goods"]').first().waitFor();
    await context.close();
  });
});
