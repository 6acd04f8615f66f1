// Catalog journey (docs/product.md#catalogue): staff create a ready-to-wear product with an image and sizes; the shop
// shows it with the uploaded image and its stock per size; an edit of the stock and Deactivate reach the shop.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME_REQUIRED, PRODUCT_PRICE_INVALID } from '@aso/domain/catalogue/messages';
import { collection, doc, getDocs, query, where, writeBatch } from 'firebase/firestore/lite';
import { mtoProductDoc, ownerDb, readDoc } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { staffSession } from './lib/admin';
import { browserPerFile } from './lib/per-file';

// A 2×2 PNG: enough for Storage, the image rules (image/*) and the browser to decode.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4EaABRAwQCgAljgUBqTNxyAAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
browserPerFile((b) => (browser = b));

async function productNamed(name: string) {
  const snap = await getDocs(query(collection(ownerDb(), 'products'), where('name', '==', name)));
  expect(snap.size).toBe(1);
  return { id: snap.docs[0]!.id, data: snap.docs[0]!.data() };
}

describe('catalogue', () => {
  it('creates a product with an image and sizes, and the shop shows it; stock edits and Deactivate follow', async () => {
    // "AAA" sorts before every demo product, so it is on the first page of the shop.
    const name = `AAA Journey Wrap ${Date.now().toString(36)}`;
    const { context, page } = await staffSession(browser, '/admin/catalog', 'Catalog');
    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });

    // The spec's messages for a blank name and price.
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await dialog.getByText(PRODUCT_NAME_REQUIRED).waitFor();
    await dialog.getByText(PRODUCT_PRICE_INVALID).waitFor();

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Price (₦)').fill('21000');
    await dialog.getByLabel('Cost (₦)').fill('8000');
    await dialog.getByLabel('Description').fill('Adire wrap made by the journey.');
    await dialog.getByLabel('Offer size L').uncheck();
    await dialog.getByLabel('Offer size XL').uncheck();
    await dialog.getByLabel('Size S on hand').fill('3');
    await dialog.getByLabel('Size S reorder level').fill('1');
    await dialog.getByLabel('Size M on hand').fill('0');
    await dialog
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'Journey Wrap (front).png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText(/^Main · .*journey-wrap-front\.png$/).waitFor();
    await shootBoth(page, 'admin-catalog-new-product');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expectToast(page, 'Product created (RTW-');
    await page.getByRole('table', { name: 'Products' }).getByText(name).waitFor();

    const created = await productNamed(name);
    expect(created.data).toMatchObject({
      type: 'RTW',
      price: 21000,
      active: true,
      sizeOptions: ['S', 'M'],
      leadTimeDays: null,
      availability: { S: 'in', M: 'out' },
    });
    expect(created.data.sku).toMatch(/^RTW-[0-9A-Z]+$/);
    const images = created.data.images as string[];
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^products\/[0-9a-f]{8}-journey-wrap-front\.png$/);
    expect(await readDoc(`stock/${created.id}`)).toEqual({
      sizes: { S: { onHand: 3, reorderLevel: 1 }, M: { onHand: 0, reorderLevel: 0 } },
      // S is above its level and M has none: no alert (docs/product.md#dashboard).
      alerts: 0,
    });
    expect(await readDoc(`productCosts/${created.id}`)).toEqual({ cost: 8000 });

    // A visitor sees it on /shop with the uploaded image and its sizes.
    const shopper = await newShopper(browser, VIEWPORTS.desktop);
    await shopper.page.goto('/shop');
    const card = shopper.page.getByRole('article', { name });
    await card.waitFor();
    // Shown from the site's own copy of the upload (a WebP made from it), not from Storage's host.
    const src = await card.locator('img').getAttribute('src');
    expect(src).toBe(`/img/600/products/${encodeURIComponent(images[0]!.slice('products/'.length))}`);
    await card.getByText('S: in stock').waitFor();
    await card.getByText('M: sold out').waitFor();
    const served = await shopper.page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    const webp = Buffer.from(await served.body());
    expect([webp.subarray(0, 4).toString('latin1'), webp.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);

    // Edit: S sells out (3 → 0); the shop's availability follows.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Size S on hand').fill('0');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Product saved.');
    expect((await productNamed(name)).data.availability).toEqual({ S: 'out', M: 'out' });
    await shopper.page.reload();
    await card.getByText('S: sold out').waitFor();

    // Deactivate: it leaves the shop.
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expectToast(page, `${name} deactivated.`);
    expect((await productNamed(name)).data.active).toBe(false);
    await shopper.page.reload();
    await shopper.page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await shopper.page.locator('article.product-card').first().waitFor();
    expect(await shopper.page.getByRole('article', { name }).count()).toBe(0);

    await shootBoth(page, 'admin-catalog');
    await shopper.context.close();
    await context.close();
  });
});

describe('catalogue errors on a phone (issue 31)', () => {
  it('an empty Create product brings its first error into view with the focus on Name; an SVG is refused in words', async () => {
    const { context, page } = await staffSession(browser, '/admin/catalog', 'Catalog', { width: 390, height: 700 });
    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    // Scroll the form down to its button, as a person does on a phone, and press it with nothing filled in.
    const create = dialog.getByRole('button', { name: 'Create product' });
    await create.scrollIntoViewIfNeeded();
    await create.click();
    const name = dialog.getByLabel('Name', { exact: true });
    const nameId = await name.getAttribute('id');
    await expect.poll(() => page.evaluate<string>("document.activeElement?.id ?? ''")).toBe(nameId);
    const message = dialog.getByText(PRODUCT_NAME_REQUIRED);
    const box = await message.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 700, 'the first message is on screen').toBe(true);

    // An SVG: what the shop accepts, in words, and never Firebase's own text.
    await dialog.getByLabel('Upload an image').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await dialog
      .getByText('Upload failed: choose a JPEG, PNG, WebP, GIF or AVIF picture (SVG and other files are not accepted).')
      .waitFor();
    expect(await dialog.getByText(/storage\//).count()).toBe(0);
    await context.close();
  });
});

/** `count` archived fillers and one live product, all named to sort after every demo product. */
async function bigCatalogue(count: number): Promise<{ id: string; name: string; sku: string }> {
  const db = ownerDb();
  const tag = Date.now().toString(36).toUpperCase();
  const now = new Date();
  const product = (name: string, sku: string, active: boolean) =>
    mtoProductDoc(
      {
        sku,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name,
        price: 18_000,
        active,
        description: 'Made for the office journey.',
      },
      now,
    );
  for (let start = 0; start < count; start += 50) {
    const batch = writeBatch(db);
    for (let i = start; i < Math.min(count, start + 50); i++) {
      const n = String(i).padStart(3, '0');
      batch.set(
        doc(db, 'products', `office-filler-${tag}-${n}`),
        product(`Zz Office Filler ${tag} ${n}`, `MTO-FILL-${tag}-${n}`, false),
      );
    }
    await batch.commit();
  }
  const live = { id: `office-live-${tag}`, name: `Zzz Office Live Kaftan ${tag}`, sku: `MTO-LIVE-${tag}` };
  const batch = writeBatch(db);
  batch.set(doc(db, 'products', live.id), product(live.name, live.sku, true));
  await batch.commit();
  return live;
}

describe('a catalogue larger than one read (issue 22)', () => {
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
    const stillLive = await getDocs(
      query(collection(ownerDb(), 'products'), where('sku', '==', live.sku), where('active', '==', true)),
    );
    expect(stillLive.size).toBe(0);
    await context.close();
  });
});
