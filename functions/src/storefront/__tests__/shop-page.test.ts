// shopPage at its HTTP boundary: /shop's first visit as HTML with the first page drawn from the catalogue as a
// signed-out visitor sees it, its pictures on the site's own origin, and index.html as it is whenever it cannot draw.
import { renameSync } from 'node:fs';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_SHOP_QUERY } from '@aso/domain/catalogue/shop-aisles';
import { db, makeProduct, readProduct, testId } from '../../../test/factories';
import { logged } from '../../../test/logs';
import { stackInfo } from '../../../test/stack';
import { template, templateFile } from '../../../test/storefront-template';
import { RENDERED_CACHE, renderShopResponse, type ShopPageDeps } from '../shop-page';

const shopPage = (query = '', init?: RequestInit) => fetch(`${stackInfo().urls.functions}/shopPage${query}`, init);

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
/** Card names in the order the page shows them. */
const cardNames = (html: string) =>
  [...html.matchAll(/class="product-card__name"><a [^>]*>([^<]*)</g)].map((m) => unescape(m[1] ?? ''));
/** Each card's picture as a phone shows it: the first srcset candidate (the 400 px copy) where there is one, else src. */
const cardImages = (html: string) =>
  [...html.matchAll(/<article class="product-card"[\s\S]*?(<img [^>]*>)/g)].map((m) => {
    const img = m[1] ?? '';
    // The first row's copies in srcset; the later cards' in data-srcset, for the page's own script (render-shop.tsx).
    return /(?:srcSet|data-srcset)="([^" ]*)/.exec(img)?.[1] ?? /\ssrc="([^"]*)"/.exec(img)?.[1] ?? '';
  });

async function firstPage(type?: string): Promise<string[]> {
  let query = db().collection('products').where('active', '==', true);
  if (type) query = query.where('type', '==', type);
  const snap = await query.orderBy('name').orderBy(FieldPath.documentId()).limit(12).get();
  return snap.docs.map((d) => String(d.get('name')));
}

const created: string[] = [];

beforeAll(async () => {
  template();
  // First by name: one hidden from visitors, one shown with a real picture (a demo product's second, in Storage).
  const kaftan = await readProduct('p-adire-indigo-kaftan');
  const hidden = await makeProduct({ name: `AAA Hidden ${testId('x')}`, active: false });
  const shown = await makeProduct({ name: `AAA Shown ${testId('x')}` });
  await db()
    .doc(`products/${shown.id}`)
    .update({ images: kaftan?.images.slice(1) ?? [] });
  created.push(hidden.id, shown.id);
});

afterAll(async () => {
  await Promise.all(created.flatMap((id) => [db().doc(`products/${id}`).delete(), db().doc(`stock/${id}`).delete()]));
});

describe('shopPage', () => {
  it('draws the first 12 active products by name, the count and the pager, cached a minute at the CDN', async () => {
    const response = await shopPage();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe(RENDERED_CACHE);
    const html = await response.text();
    const expected = await firstPage();
    expect(expected[0]).toMatch(/^AAA Shown/);
    expect(cardNames(html)).toEqual(expected);
    expect(html).not.toContain('AAA Hidden');
    const total = (await db().collection('products').where('active', '==', true).count().get()).data().count;
    expect(html).toContain(`${total} pieces`);
    expect(html).toContain(`Page 1 / ${Math.ceil(total / 12)}`);
    expect(html).toContain('window.__asoServer=');
    // The settings too (the app's branding): the page needs none of index.html's early reads, whose script stays out.
    expect(html).toContain(
      '\\"settings\\":{\\"name\\":\\"projects/demo-aso/databases/(default)/documents/settings/global',
    );
    expect(html).not.toContain('id="aso-early-reads"');
  });

  it("names every card's picture on the site's origin, nothing inline, the first row eager", async () => {
    const html = await (await shopPage()).text();
    const images = cardImages(html);
    expect(images.length).toBeGreaterThan(2);
    for (const src of images) expect(src).toMatch(/^\/img\/360\/products\/[^/]+$/);
    expect(html).not.toContain('data:image/webp');
    const eager = [...html.matchAll(/<img [^>]*loading="eager"[^>]*>/g)];
    expect(eager).toHaveLength(2);
    for (const [img] of eager) expect(img).toContain('fetchPriority="high"');
    // The rest are given their addresses by the page once the first row's have arrived.
    const later = [...html.matchAll(/<img [^>]*loading="lazy"[^>]*>/g)].map(([img]) => img);
    expect(later.length).toBe(images.length - 2);
    for (const img of later) expect(img).not.toMatch(/\s(src|srcSet)=/);
  });

  it('applies the type filter of the URL and ignores what it does not know', async () => {
    const mto = await (await shopPage('?type=MTO')).text();
    expect(cardNames(mto)).toEqual(await firstPage('MTO'));
    expect(cardNames(mto).length).toBeGreaterThan(0);
    const unknown = await (await shopPage('?type=HATS&size=XXL')).text();
    expect(cardNames(unknown)).toEqual(await firstPage());
  });

  it('serves index.html as it is for later pages (the app draws those) and answers only GET', async () => {
    const later = await shopPage('?page=2');
    expect(later.headers.get('cache-control')).toBe('no-cache');
    expect(await later.text()).toBe(template());
    expect((await shopPage('', { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('says the shop is being updated, uncached, when there is no index.html to draw into', async () => {
    renameSync(templateFile, `${templateFile}.away`);
    try {
      const response = await shopPage();
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('The shop is being updated. Please try again in a minute.');
    } finally {
      renameSync(`${templateFile}.away`, templateFile);
    }
    expect((await shopPage()).status).toBe(200);
  });
});

describe('renderShopResponse', () => {
  it('serves index.html as it is, and says so, when the catalogue cannot be read', async () => {
    const fail = () => {
      throw new Error('Firestore is down');
    };
    const down = { collection: fail, doc: fail } as unknown as Firestore;
    const deps: ShopPageDeps = {
      db: down,
      projectId: 'demo-aso',
      storageBase: 'http://127.0.0.1:9/v0/b/none/o/',
      template: () => Promise.resolve('<html>index</html>'),
      renderer: () => ({
        shopRequest: () => ({ filters: PLAIN_SHOP_QUERY, page: 1 }),
        renderShopPage: () => 'drawn',
      }),
    };
    expect(await renderShopResponse(deps, '/shop')).toEqual({
      status: 200,
      html: '<html>index</html>',
      cacheControl: 'no-cache',
    });
    expect(logged('shopPageFellBack')).toContainEqual(
      expect.objectContaining({
        severity: 'WARNING',
        fields: expect.objectContaining({ url: '/shop', error: 'Firestore is down' }) as unknown,
      }),
    );
  });
});
