// productPage and storefrontFiles at their HTTP boundary: a product link pasted into WhatsApp unfurls with the
// product's picture, name and naira price (the tags WhatsApp's crawler reads, asked for with its user agent), the
// preview picture is a JPEG WhatsApp accepts, the pages' pictures come from the site's own origin (`/img/…`), and
// sitemap.xml / robots.txt list what a visitor may see. An aso-ebi
// group's invitation link unfurls the same way, with its piece's picture and only the group's public part.
import sharp from 'sharp';
import { addDays, lagosDayKey, startOfLagosDay } from '@aso/domain';
import type { CreateGroupResult } from '@aso/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db, makeProduct, makeWindow, measurements, readProduct, testId } from '../../../test/factories';
import { stackInfo } from '../../../test/stack';
import { template } from '../../../test/storefront-template';
import { RENDERED_CACHE } from '../shop-page';

const WHATSAPP = 'WhatsApp/2.24.6.77 A';

const functionsUrl = () => stackInfo().urls.functions;
const get = (fn: string, sitePath: string, init?: RequestInit) =>
  fetch(`${functionsUrl()}/${fn}${sitePath}`, { ...init, headers: { 'User-Agent': WHATSAPP } });
/** The shop's public origin: the stack's SITE_URL (its web app), whatever host the functions were asked on. */
const origin = () => new URL(stackInfo().urls.web).origin;

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** The head's `<meta property|name=… content=…>` values by key, as a crawler reads them. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m): [string, string] => [
      m[1] ?? '',
      unescape(m[2] ?? ''),
    ]),
  );
}
function jsonLd(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(found?.[1] ?? 'null') as Record<string, unknown>;
}

/**
 * The shop's own not-found page as the function draws it: its title first in <head>, kept out of search results,
 * the app's words in <main>, and the template's scripts after them so the app takes the page over.
 */
function expectNotFoundPage(html: string, title: string, says: string): void {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>${title}</title>`);
  expect(metaTags(html).robots).toBe('noindex');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(unescape(main)).toContain(says);
  expect(html.indexOf('window.__asoServer=')).toBeGreaterThan(html.indexOf('</main>'));
}

const created: string[] = [];
let shown = { id: '', slug: '', name: '' };
let hidden = '';

beforeAll(async () => {
  template();
  // A product with a real picture (the demo kaftan's, in Storage) and one hidden from visitors.
  const kaftan = await readProduct('p-adire-indigo-kaftan');
  const product = await makeProduct({ name: `Preview Boubou ${testId('x')}`, price: 42_500, stock: { M: 3 } });
  await db()
    .doc(`products/${product.id}`)
    .update({ images: kaftan?.images ?? [], description: 'Indigo adire boubou, hand-dyed in Abeokuta.' });
  const off = await makeProduct({ name: `Hidden Boubou ${testId('x')}`, active: false });
  created.push(product.id, off.id);
  // makeProduct gives its products their id as slug.
  const name = String((await db().doc(`products/${product.id}`).get()).get('name'));
  shown = { id: product.id, slug: product.id, name };
  hidden = off.id;
});

afterAll(async () => {
  await Promise.all(created.flatMap((id) => [db().doc(`products/${id}`).delete(), db().doc(`stock/${id}`).delete()]));
});

describe('productPage', () => {
  it('gives WhatsApp the picture, name and naira price of a shared product link, cached a minute at the CDN', async () => {
    const response = await get('productPage', `/product/${shown.slug}?ref=ADA123`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe(RENDERED_CACHE);
    const html = await response.text();
    const tags = metaTags(html);
    const url = `${origin()}/product/${shown.slug}`;
    expect(tags).toMatchObject({
      'og:type': 'product',
      'og:title': shown.name,
      'og:url': url,
      'og:image': `${origin()}/og/${shown.slug}.jpg`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'product:price:amount': '42500',
      'product:price:currency': 'NGN',
      'product:availability': 'in stock',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:description']).toBe('₦42,500.00 · Indigo adire boubou, hand-dyed in Abeokuta.');
    expect(html).toContain(`<title>${shown.name} · Aso</title>`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: shown.name,
      brand: { '@type': 'Brand', name: 'Aso' },
      offers: { '@type': 'Offer', price: '42500', priceCurrency: 'NGN', availability: 'https://schema.org/InStock' },
    });
    // The page itself, drawn by the app's route, its main picture the site's 480 px copy on a phone (the largest paint needs
    // the HTML and one request on its connection) and nothing inline.
    expect(html).toContain(`<h1 class="page__title">${shown.name}</h1>`);
    // A phone gets the 480 px copy; from 481 px up the <picture>'s source offers up to 1200 px (a retina laptop).
    const gallery = /<div class="gallery__main"><picture><source ([^>]*)\/?><img [^>]*src="([^"]+)"/.exec(html);
    const main = gallery?.[2] ?? '';
    expect(main).toMatch(/^\/img\/480\/products\/[^/]+$/);
    expect(gallery?.[1]).toContain('media="(min-width: 481px)"');
    expect(gallery?.[1]).toContain(`${main.replace('/img/480/', '/img/1200/')} 1200w`);
    const copy = await get('storefrontFiles', main);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    const picture = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 480 });
    expect(html).not.toContain('data:image/webp');
    // It carries every read the head script would start (the piece, the open windows, the branding), so a visitor's
    // browser asks Firestore for nothing: the early reads' script stays out.
    const literal = /window\.__asoServer=JSON\.parse\((.*?)\)<\/script>/.exec(html)?.[1] ?? '""';
    const server = JSON.parse(JSON.parse(literal) as string) as { results: Record<string, unknown> };
    expect(Object.keys(server.results)).toEqual(
      expect.arrayContaining([`product:${shown.slug}`, 'preorderWindows', 'settings']),
    );
    expect(html).not.toContain('id="aso-early-reads"');
  });

  it('finds a product by SKU or id as the app does, and answers an inactive one 404 with the shop’s not-found page', async () => {
    const sku = String((await db().doc(`products/${shown.id}`).get()).get('sku'));
    expect(metaTags(await (await get('productPage', `/product/${sku}`)).text())['og:title']).toBe(shown.name);
    const off = await get('productPage', `/product/${hidden}`);
    expect(off.status).toBe(404);
    expectNotFoundPage(await off.text(), 'Not found · Aso', 'We couldn’t find that piece.');
  });

  it('answers 404 with the not-found page for a link under /product or /preorder that names nothing', async () => {
    for (const [path, title, says] of [
      [`/product/${testId('nosuch')}`, 'Not found · Aso', 'We couldn’t find that piece.'],
      ['/product/', 'Page not found · Aso', 'We could not find that page.'],
      [`/product/${shown.slug}/extra`, 'Page not found · Aso', 'We could not find that page.'],
      ['/preorder/old-collection', 'Page not found · Aso', 'We could not find that page.'],
    ] as const) {
      const response = await get('productPage', path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe(RENDERED_CACHE);
      expectNotFoundPage(await response.text(), title, says);
    }
    // A trailing slash is the same page (Hosting's `/preorder` rule takes `/preorder/` too).
    const slash = await get('productPage', '/preorder/');
    expect(slash.status).toBe(200);
    expect(metaTags(await slash.text())['og:title']).toBe('Pre-order');
  });

  it('draws /preorder with the open windows and their first pieces, and carries the reads it drew them from', async () => {
    const windowId = await makeWindow({ depositPercent: 35 });
    const closedId = await makeWindow({ active: false });
    const piece = await makeProduct({
      type: 'PREORDER',
      name: `0 Early piece ${testId('pre')}`,
      preorderWindowId: windowId,
    });
    // First by name, but its window is switched off: not on sale, so not drawn.
    const closed = await makeProduct({
      type: 'PREORDER',
      name: `0 Early closed piece ${testId('pre')}`,
      preorderWindowId: closedId,
    });
    created.push(piece.id, closed.id);
    const live = await db()
      .collection('preorderWindows')
      .where('active', '==', true)
      .orderBy('startAt', 'desc')
      .limit(1)
      .get();
    const html = await (await get('productPage', '/preorder')).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('data-server-drawn');
    // With the route's own stylesheet, so it paints styled and does not jump when the app's arrives.
    expect(main).toMatch(/<style>[^<]*\.window-banner\b/);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(main)?.[1]).toContain(String(live.docs[0]?.get('name')));
    expect(main).toContain(piece.name);
    expect(main).not.toContain(closed.name);
    // A visitor's browser starts from the same reads (web/src/ssr/render-preorder.tsx).
    const literal = /window\.__asoServer=JSON\.parse\((.*?)\)<\/script>/.exec(html)?.[1] ?? '""';
    const server = JSON.parse(JSON.parse(literal) as string) as { results: Record<string, unknown> };
    expect(Object.keys(server.results)).toEqual(expect.arrayContaining(['preorderWindows', 'preorderPage']));
    await db().doc(`preorderWindows/${windowId}`).delete();
    await db().doc(`preorderWindows/${closedId}`).delete();
  });

  it('gives /preorder a website preview', async () => {
    const html = await (await get('productPage', '/preorder')).text();
    expect(metaTags(html)).toMatchObject({
      'og:type': 'website',
      'og:title': 'Pre-order',
      'og:url': `${origin()}/preorder`,
    });
  });
});

describe('productPage for an aso-ebi group link', () => {
  /** '12 Dec 2026', as the storefront writes a Lagos day. */
  const day = (key: string) =>
    new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(startOfLagosDay(key));

  it('gives WhatsApp the group, its piece, the price per member, the dates and the piece’s picture — no members', async () => {
    const organiser = await makeUser('organiser');
    const kemi = await makeUser('kemi');
    const piece = await makeProduct({ type: 'MTO', price: 50_000, name: `Aso Oke Agbada ${testId('g')}` });
    const kaftan = await readProduct('p-adire-indigo-kaftan');
    // A slug of its own (the seed's pieces have one unlike their id): the preview picture is found by it.
    const slug = `agbada-${piece.id}`;
    await db()
      .doc(`products/${piece.id}`)
      .update({ images: kaftan?.images ?? [], slug });
    created.push(piece.id);
    const eventDate = addDays(lagosDayKey(new Date()), 30);
    const joinDeadline = addDays(lagosDayKey(new Date()), 20);
    const { groupId } = await callOk<CreateGroupResult>(
      'createGroup',
      {
        title: 'Tolu & Femi’s wedding',
        productId: piece.id,
        eventDate,
        joinDeadline,
        city: 'Abeokuta',
        payMode: 'self',
      },
      organiser.idToken,
    );
    await callOk(
      'joinGroup',
      {
        groupId,
        forSelf: true,
        name: 'Kemi Zainab-Adeyemi',
        measurements: measurements({ bust: 41.75, notes: 'Loose at the sleeves' }),
      },
      kemi.idToken,
    );

    const response = await get('productPage', `/groups/${groupId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(RENDERED_CACHE);
    const html = await response.text();
    expect(metaTags(html)).toMatchObject({
      'og:type': 'website',
      'og:title': `Tolu & Femi’s wedding · ${piece.name}`,
      'og:description': `₦50,000.00 per member · event on ${day(eventDate)} in Abeokuta · join by ${day(joinDeadline)}`,
      'og:url': `${origin()}/groups/${groupId}`,
      'og:image': `${origin()}/og/${slug}.jpg`,
      'og:image:width': '1200',
      'twitter:card': 'summary_large_image',
    });
    expect(html).toContain(`<title>Tolu &amp; Femi’s wedding · ${piece.name} · Aso</title>`);
    // Only the group's public part: nobody's name or measurements.
    expect(html).not.toContain('Zainab');
    expect(html).not.toContain('41.75');
    expect(html).not.toContain('Loose at the sleeves');
    const picture = await get('storefrontFiles', `/og/${slug}.jpg`);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    // Closed: nobody can join, so the link shows the shop's own preview (index.html as it is).
    expect(await call('closeGroup', { groupId }, organiser.idToken)).toMatchObject({ ok: true });
    const closed = await get('productPage', `/groups/${groupId}`);
    expect(closed.status).toBe(200);
    expect(closed.headers.get('cache-control')).toBe('no-cache');
    expect(await closed.text()).toBe(template());
  });

  it('answers an unknown group with 404 and the not-found page, no group tags, and serves /groups/new as it is', async () => {
    for (const path of [`/groups/${testId('nogroup')}`, `/groups/${testId('nogroup')}/members`]) {
      const unknown = await get('productPage', path);
      expect(unknown.status, path).toBe(404);
      const html = await unknown.text();
      expectNotFoundPage(html, 'Page not found · Aso', 'We could not find that page.');
      expect(html).not.toContain('og:title');
    }
    const form = await get('productPage', '/groups/new');
    expect(form.status).toBe(200);
    expect(await form.text()).toBe(template());
  });
});

describe('storefrontFiles', () => {
  it('serves the preview picture as a 1200×630 JPEG under 300 KB, cached', async () => {
    const response = await get('storefrontFiles', `/og/${shown.slug}.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(jpeg.length).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    console.info(`preview JPEG: ${(jpeg.length / 1024).toFixed(1)} KB`);
    expect((await get('storefrontFiles', `/og/${hidden}.jpg`)).status).toBe(404);
  });

  it("serves a product picture's copy at the card's and the gallery's widths, cached for a year", async () => {
    const [file] = (await readProduct('p-adire-indigo-kaftan'))?.images ?? [];
    for (const width of [400, 600]) {
      const response = await get('storefrontFiles', `/img/${width}/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=31536000, immutable');
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width,
      });
    }
  });

  it('answers 404 for a picture that is not there, a width not offered, or a path outside the products folder', async () => {
    const missing = await get('storefrontFiles', `/img/400/products/${testId('none')}.webp`);
    expect(missing.status).toBe(404);
    // Asked again a minute later: an upload may be on its way.
    expect(missing.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const [file] = (await readProduct('p-adire-indigo-kaftan'))?.images ?? [];
    for (const path of [`/img/1600/${file}`, '/img/400/branding/logo.png', '/img/400/products/%2E%2E'])
      expect((await get('storefrontFiles', path)).status).toBe(404);
  });

  it('sends a file it cannot read as a picture on to Storage itself (a browser may still show it)', async () => {
    const name = `products/${testId('odd')}.webp`;
    const storage = stackInfo().urls.storage;
    const bucket = 'demo-aso.appspot.com';
    const upload = await fetch(`${storage}/v0/b/${bucket}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'image/webp' },
      body: 'not a picture sharp can read',
    });
    expect(upload.ok).toBe(true);
    const response = await get('storefrontFiles', `/img/400/${name}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${storage}/v0/b/${bucket}/o/${encodeURIComponent(name)}?alt=media`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
  });

  it('lists every active product in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await get('storefrontFiles', '/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${origin()}/product/${shown.slug}</loc>`);
    expect(sitemap).not.toContain(hidden);
    const active = await db().collection('products').where('active', '==', true).count().get();
    expect(sitemap.match(/<loc>[^<]*\/product\//g)?.length).toBe(active.data().count);
    // Hosting asks for /robots.txt; the Functions emulator keeps that path to itself, so the test asks for /robots.
    const robots = await (await get('storefrontFiles', '/robots')).text();
    expect(robots).toContain(`Sitemap: ${origin()}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });

  it('answers 404 for a file of /assets the build does not have (Hosting would send index.html as the script)', async () => {
    const response = await get('storefrontFiles', '/assets/index-0ld4sh.js');
    expect(response.status).toBe(404);
  });
});
