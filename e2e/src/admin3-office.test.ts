// The owner's screens on a 1280 px laptop (issue 22, items 10–11): a catalogue larger than one read still lets
// staff find, edit and deactivate any product; every admin screen fits the laptop without sideways scrolling and
// without the storefront's header, footer and WhatsApp bubble; orders can be found by their reference.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collection, doc, getDocs, query, where, writeBatch } from 'firebase/firestore/lite';
import { ownerDb, readDoc } from './lib/backend';
import { launchBrowser, VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { staffSession } from './admin-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** `count` archived fillers and one live product, all named to sort after every demo product. */
async function bigCatalogue(count: number): Promise<{ id: string; name: string; sku: string }> {
  const db = ownerDb();
  const tag = Date.now().toString(36).toUpperCase();
  const now = new Date();
  const product = (name: string, sku: string, active: boolean) => ({
    sku, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, nameLower: name.toLowerCase(), description: 'Made for the office journey.',
    price: 18_000, type: 'MTO', active, images: [], sizeOptions: [], leadTimeDays: 10, preorderWindowId: null, featured: false, availability: {},
    createdAt: now, updatedAt: now,
  });
  for (let start = 0; start < count; start += 50) {
    const batch = writeBatch(db);
    for (let i = start; i < Math.min(count, start + 50); i++) {
      const n = String(i).padStart(3, '0');
      batch.set(doc(db, 'products', `office-filler-${tag}-${n}`), product(`Zz Office Filler ${tag} ${n}`, `MTO-FILL-${tag}-${n}`, false));
    }
    await batch.commit();
  }
  const live = { id: `office-live-${tag}`, name: `Zzz Office Live Kaftan ${tag}`, sku: `MTO-LIVE-${tag}` };
  const batch = writeBatch(db);
  batch.set(doc(db, 'products', live.id), product(live.name, live.sku, true));
  await batch.commit();
  return live;
}

describe('the back office on a laptop', () => {
  it('finds, edits and deactivates a live product beyond the first hundred, by name, SKU and through the pages', async () => {
    const live = await bigCatalogue(110);
    const total = (await getDocs(collection(ownerDb(), 'products'))).size;
    expect(total).toBeGreaterThan(100);
    const { context, page } = await staffSession(browser, '/admin/catalog', 'Catalog', VIEWPORTS.desktop);
    const filters = page.getByRole('search', { name: 'Filter products' });
    const table = page.getByRole('table', { name: 'Products' });

    // Without a search: server pages with the whole catalogue's count; the last page holds the live product.
    await filters.getByText(`${total} products`).waitFor();
    const pages = page.getByRole('navigation', { name: 'Product pages' });
    const last = Math.ceil(total / 25);
    await pages.getByText(`Page 1 / ${last}`).waitFor();
    for (let p = 1; p < last; p++) {
      await pages.getByRole('button', { name: 'Next' }).click();
      await pages.getByText(`Page ${p + 1} / ${last}`).waitFor();
    }
    await table.getByText(live.name).waitFor();

    // Text inside the name, and the exact SKU, both find it.
    const search = filters.getByLabel('Search');
    await search.fill(live.name.split(' ').slice(2).join(' ').toLowerCase());
    await filters.getByText('1 match').waitFor();
    await table.getByText(live.name).waitFor();
    await search.fill(live.sku.toLowerCase());
    await filters.getByText('1 match').waitFor();

    // Edit it, then deactivate it, from the search result.
    await page.getByRole('button', { name: `Edit ${live.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${live.name}` });
    await edit.getByLabel('Price (₦)').fill('19500');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Product saved.');
    expect((await readDoc(`products/${live.id}`))?.price).toBe(19_500);
    await page.getByRole('button', { name: `Deactivate ${live.name}` }).click();
    await expectToast(page, `${live.name} deactivated.`);
    expect((await readDoc(`products/${live.id}`))?.active).toBe(false);
    const stillLive = await getDocs(query(collection(ownerDb(), 'products'), where('sku', '==', live.sku), where('active', '==', true)));
    expect(stillLive.size).toBe(0);
    await context.close();
  });
});
