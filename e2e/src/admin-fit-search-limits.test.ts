// The owner's screens on a 1280 px laptop (issue 22, items 10–11): a catalogue larger than one read still lets
// staff find, edit and deactivate any product; orders can be found by their reference; labels and limits say what
// they mean. How every admin screen fits each width is every-screen.test.ts's.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collection, doc, getDocs, limit, orderBy, query, where, writeBatch } from 'firebase/firestore/lite';
import { shortId } from '@aso/domain/shared/text';
import { mtoProductDoc, ownerDb, readDoc } from './lib/backend';
import { VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { adminNav, staffSession } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

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
    const stillLive = await getDocs(
      query(collection(ownerDb(), 'products'), where('sku', '==', live.sku), where('active', '==', true)),
    );
    expect(stillLive.size).toBe(0);
    await context.close();
  });
});

describe('orders by reference', () => {
  it('finds an order by its short number, full id or payment reference, and opening one low in the list shows its detail', async () => {
    const snap = await getDocs(query(collection(ownerDb(), 'orders'), orderBy('createdAt', 'desc'), limit(40)));
    const low = snap.docs[snap.docs.length - 1]!;
    const withRef = snap.docs.find(
      (d) => typeof d.data().paystackReference === 'string' && d.data().paystackReference !== '',
    );
    const { context, page } = await staffSession(browser, '/admin/orders', 'Orders', VIEWPORTS.desktop);
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    await table.waitFor();

    // Opening an order far down the list brings its detail into view.
    const open = page.getByRole('button', { name: `Open order ${shortId(low.id)}` });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const detail = page.getByRole('region', { name: `Order ${shortId(low.id)}` });
    await detail.getByRole('heading', { name: 'Timeline' }).waitFor();
    await page.waitForTimeout(800);
    const box = await detail.getByRole('heading', { level: 2 }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(-1);
    expect(box!.y).toBeLessThan(VIEWPORTS.desktop.height);
    await detail.getByRole('button', { name: 'Close' }).click();

    // The number staff and customers see (#ABCDEF12), typed in lower case, finds exactly that order.
    const search = page.getByRole('search', { name: 'Filter orders' }).getByLabel('Find an order');
    await search.fill(`#${shortId(low.id).toLowerCase()}`);
    await page.getByRole('search', { name: 'Filter orders' }).getByText('1 order').waitFor();
    await table.getByText(shortId(low.id)).waitFor();
    await search.fill(low.id);
    await page.getByRole('search', { name: 'Filter orders' }).getByText('1 order').waitFor();
    if (withRef) {
      await search.fill(String(withRef.data().paystackReference));
      await table.getByText(shortId(withRef.id)).waitFor();
    }
    await search.fill('NO-SUCH-ORDER');
    await page.getByText('No order matches this number, name, email or phone.').waitFor();
    await context.close();
  });
});

describe('labels and limits that used to mislead', () => {
  it('shows each demo purchase order under its own label, and says the home page limit when a fifth piece is featured', async () => {
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

    // The demo flags four pieces; a fifth is not silently ignored.
    const featured = await getDocs(
      query(
        collection(ownerDb(), 'products'),
        where('active', '==', true),
        where('type', '==', 'RTW'),
        where('featured', '==', true),
      ),
    );
    expect(featured.size).toBeGreaterThanOrEqual(4);
    const other = (
      await getDocs(
        query(
          collection(ownerDb(), 'products'),
          where('active', '==', true),
          where('type', '==', 'RTW'),
          where('featured', '==', false),
          limit(1),
        ),
      )
    ).docs[0]!;
    const name = String(other.data().name);
    await adminNav(page, 'Catalog');
    await page.getByRole('search', { name: 'Filter products' }).getByLabel('Search').fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByLabel('Featured on the home page').check();
    await edit.getByText(/^The home page shows 4 featured pieces, first by name; \d+ are already featured/).waitFor();
    await edit.getByLabel('Featured on the home page').uncheck();
    expect(await edit.getByText(/^The home page shows 4 featured pieces/).count()).toBe(0);
    await context.close();
  });
});

describe('no stale messages', () => {
  it('a typed QR code in any case checks in, and clears the camera failure; a new referral code clears the old error', async () => {
    const { context, page } = await staffSession(
      browser,
      '/admin/events?event=ev-harmattan-popup',
      'Events',
      VIEWPORTS.desktop,
    );
    // No camera in this browser: its failure shows, then a typed code replaces it with the code's own answer.
    await page.getByRole('button', { name: 'Start camera' }).click();
    const failure = page
      .locator('.notice--error')
      .filter({ hasText: /^(No camera was found on this device|The camera is blocked for this site)\. / })
      .first();
    await failure.waitFor();
    await page.getByLabel('QR code').fill(' aso-hp-1002 ');
    await page.getByRole('button', { name: 'Check-in', exact: true }).click();
    await page
      .locator('.ev-answer')
      .getByText(/Check-in successful\.|Already checked in\./)
      .waitFor();
    expect(await page.locator('.notice--error').count()).toBe(0);

    // Referral editor: a bad code's error goes as soon as the code changes or one is generated.
    await adminNav(page, 'Referrals');
    await page.getByRole('heading', { level: 1, name: 'Referrals', exact: true }).waitFor();
    await page
      .getByRole('button', { name: /^Edit code of / })
      .first()
      .click();
    const panel = page.getByRole('region', { name: /^Referral code for / });
    const field = panel.getByLabel('Referral code');
    await field.fill('!');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Use 3 to 20 letters, digits or dashes.').waitFor();
    await panel.getByRole('button', { name: 'Generate' }).click();
    expect(await panel.getByText('Use 3 to 20 letters, digits or dashes.').count()).toBe(0);
    await field.fill('!');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Use 3 to 20 letters, digits or dashes.').waitFor();
    await field.press('End');
    await field.press('A');
    expect(await panel.getByText('Use 3 to 20 letters, digits or dashes.').count()).toBe(0);
    await context.close();
  });
});
