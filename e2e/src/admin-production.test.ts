// The maker's journey (docs/product.md#production): staff define a bill of materials in the catalogue form, make a
// run on the Production screen and see stock rise and materials fall with production ledger entries, are refused
// with the shortfall named when materials are short, and see cost of goods and gross margin on Finance.
import type { Browser } from 'playwright-core';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { periodDays } from '@aso/domain/finance';
import { formatNairaAdmin } from '@aso/domain/money';
import { ownerDb, rtwProductDoc } from './lib/backend';
import { shootBoth } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { adminNav, staffSession } from './lib/admin';
import { browserPerFile, productsMadeHere } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));
const made = productsMadeHere();

async function makeMaterial(id: string, name: string, unit: string, onHand: number, unitCost: number) {
  const now = new Date();
  await setDoc(doc(ownerDb(), 'materials', id), {
    sku: id.toUpperCase(),
    name,
    unit,
    category: 'Fabric',
    active: true,
    minLevel: null,
    onHand,
    reorderLevel: null,
    unitCost,
    costedQty: onHand,
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
    await makeMaterial(cottonId, cotton, 'yard', 20, 3000);
    await makeMaterial(buttonsId, buttons, 'piece', 30, 50);
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

    // The bill: 2.5 yards of cotton and 6 buttons a piece, plus ₦1,000 labour.
    const { context, page } = await staffSession(browser, '/admin/catalog', 'Catalog');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByRole('button', { name: 'Add material to M' }).click();
    await edit.getByLabel('Material (M, line 1)').selectOption({ label: `${cotton} (yard)` });
    await edit.getByLabel('Per piece (yards)').fill('2.5');
    await edit.getByRole('button', { name: 'Add material to M' }).click();
    await edit.getByLabel('Material (M, line 2)').selectOption({ label: `${buttons} (piece)` });
    await edit.getByLabel('Per piece (pieces)').fill('6');
    await edit.getByLabel('Labour per piece (₦)').fill('1000');
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
    for (const [id, delta] of [
      [cottonId, -10],
      [buttonsId, -24],
    ] as const) {
      const ledger = await ledgerOf(id);
      expect(ledger.map((e) => [e.delta, e.reason, e.ref?.collection])).toEqual([
        [delta, 'production', 'productionRuns'],
      ]);
    }
    await page.getByRole('table', { name: 'Production runs' }).getByText(`4 × ${name} (M)`).waitFor();
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
        { materialId: cottonId, qty: 15, unitCost: 3000 },
        { materialId: buttonsId, qty: 54, unitCost: 50 },
      ],
    ]);
    expect(drafts.docs[0]?.data().status).toBe('draft');
    // Completing it while short is refused the same way.
    await planned.getByRole('button', { name: 'Complete' }).click();
    await form.getByRole('alert').getByText(`${cotton} short by 15 yards`, { exact: false }).waitFor();
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
    await page.getByRole('columnheader', { name: 'Cost of goods' }).waitFor({ state: 'attached' });
    await page.locator('td[data-label="Cost of goods"]').first().waitFor();
    await context.close();
  });
});
