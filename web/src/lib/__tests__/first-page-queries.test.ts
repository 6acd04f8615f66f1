// The first page's reads that index.html starts before the app's code (first-page-queries.ts) against the Firestore
// stand-in with firestore.rules in force: they are CORS simple requests, they pass the rules as a signed-out
// visitor, the app takes their results instead of asking again, and what it shows is exactly what the SDK reads.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '@aso/domain/settings/settings';
import { CARD_PICTURE_SIZES } from '@aso/domain/catalogue/site-pictures';
import { PLAIN_SHOP_QUERY } from '@aso/domain/catalogue/shop-aisles';
import { clearFirestore, removeDoc, seed, rtwId, seedProduct, seedProductList, ts } from '../../../test/helpers';
import { cacheEarlyReads } from '../../app/first-reads';
import { featuredProductsQueryOptions, getFeaturedProducts } from '../../features/catalogue/api/get-featured-products';
import { QueryClient } from '@tanstack/react-query';
import { getShopCount, getShopPage, shopPageQueryOptions } from '../../features/catalogue/api/get-shop-page';
import { decodeValue } from '../first-page-results';
import { earlyQueriesConfig, startEarlyQueries, type EarlyQueriesConfig, type EarlyStore } from '../first-page-queries';
import { getEnv } from '../env';
import { pictureSource } from '../image-sources';
import { firstImagePath, storageDownloadUrl } from '../images';
import { getPublicOffers, offersQueryOptions } from '../offers';
import { getActivePreorderWindows, preorderWindowsQueryOptions } from '../preorder-windows';
import { getSettings } from '../settings';

type EarlyWindow = Window & { __asoEarly?: EarlyStore };

const settingsDoc = {
  ...defaultSettings(),
  updatedAt: ts('2026-01-05T10:00:00Z'),
  updatedBy: 'seed',
};

/** Runs the inline script as index.html would on `url`, with this document for its preload links. */
function visit(
  url: string,
  config: EarlyQueriesConfig = earlyQueriesConfig(getEnv(), CARD_PICTURE_SIZES),
): EarlyWindow {
  const { pathname, search } = new URL(url, 'https://shop.example');
  const win = { location: { pathname, search }, document } as unknown as EarlyWindow;
  startEarlyQueries(config, win);
  (globalThis as { __asoEarly?: EarlyStore }).__asoEarly = win.__asoEarly;
  return win;
}

/** Every request this test made, with what a browser would need to know to decide on a CORS preflight. */
function recordRequests() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.map(([input, init]) => ({
      url: String(input instanceof Request ? input.url : input),
      method: init?.method ?? 'GET',
      headers: Object.keys(Object.fromEntries(new Headers(init?.headers).entries())),
      bodyIsString: typeof init?.body === 'string',
    }));
}

/** Once the tasks the script queued, one per request, have run. */
const requestsStarted = () => new Promise((resolve) => setTimeout(resolve, 20));

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => ({
    href: l.getAttribute('href'),
    srcSet: l.getAttribute('imagesrcset') ?? undefined,
    sizes: l.getAttribute('imagesizes') ?? undefined,
    priority: l.getAttribute('fetchpriority'),
  }));

beforeAll(async () => {
  await clearFirestore();
  const rtw = [
    'Adire Agbada',
    'Ankara Bomber',
    'Aso-Oke Cap',
    'Batik Bucket Hat',
    'Dashiki Tee',
    'Gele Scarf',
    'Indigo Joggers',
    'Kente Kimono',
    'Lagos Linen Shirt',
    'Mudcloth Jacket',
    'Oyo Overshirt',
    'Raffia Tote',
    'Sunset Wrap Dress',
    'Tie-Dye Hoodie',
  ];
  await seedProductList(rtw, rtwId, 15000, (name, i) => ({
    featured: name === 'Kente Kimono',
    images:
      i === 0
        ? ['  ', 'products/adire agbada 1.webp']
        : i === 1
          ? ['https://cdn.example/ankara.webp']
          : [`products/${i}.webp`],
    availability: name === 'Dashiki Tee' ? { S: 'in', M: 'out', L: 'low', XL: 'in' } : undefined,
  }));
  await seedProduct({ id: 'mto-1', name: 'Custom Bridal Kaftan', type: 'MTO', price: 180000 });
  await seedProduct({ id: 'old-1', name: 'Aaa Retired Shirt', active: false, featured: true });
});

afterEach(async () => {
  vi.restoreAllMocks();
  // A test's last visit may leave reads unread (each starts in a task of its own, after the test's code): they land
  // here, with the pictures they preload, not in the next test.
  const unread = Object.values((globalThis as { __asoEarly?: EarlyStore }).__asoEarly?.results ?? {}).filter(
    (pending): pending is Promise<unknown> => pending !== undefined,
  );
  await Promise.allSettled(unread);
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
  delete (globalThis as { __asoEarly?: EarlyStore }).__asoEarly;
  delete (globalThis as { __asoServer?: unknown }).__asoServer;
});

/** The plain shop (a type at most), which the early script and the app read page by page. */
const plain = (type: 'RTW' | 'MTO' | 'PREORDER' | null) => ({ ...PLAIN_SHOP_QUERY, type });

describe('early queries of /shop', () => {
  it('reads page 1 and the count without a preflight, and the app uses them instead of asking again', async () => {
    const requests = recordRequests();
    visit('/shop');
    const page = await getShopPage(plain(null), 1, null);
    const count = await getShopCount(plain(null));

    const made = requests();
    expect(made.map((r) => r.url.replace(/^.*documents/, ''))).toEqual([
      '/settings/global?key=demo-api-key',
      ':runQuery?key=demo-api-key',
      ':runAggregationQuery?key=demo-api-key',
    ]);
    for (const request of made) {
      // CORS simple requests: GET, or POST with a string body (text/plain); no custom headers, the key in the URL.
      expect(request).toMatchObject(
        request.method === 'GET' ? { headers: [] } : { method: 'POST', headers: [], bodyIsString: true },
      );
      expect(request.url).toContain(`/v1/projects/${getEnv().firebase.projectId}/databases/(default)/documents`);
    }
    expect(page.products).toHaveLength(12);
    expect(count).toBe(15);

    // Exactly what the SDK reads (the early results are used once: these go through Firestore Lite).
    const sdkPage = await getShopPage(plain(null), 1, null);
    expect(page).toEqual(sdkPage);
    expect(await getShopCount(plain(null))).toBe(15);
    expect(requests().length).toBeGreaterThan(2);
  });

  it('applies the type filter of the URL like the app, and leaves the other aisles to the app', async () => {
    visit('/shop?type=RTW');
    const early = await getShopPage(plain('RTW'), 1, null);
    const earlyCount = await getShopCount(plain('RTW'));
    const sdk = await getShopPage(plain('RTW'), 1, null);
    expect(early).toEqual(sdk);
    expect(earlyCount).toBe(14);
    // A size, a search, prices, a sort or a collection is worked out over the catalogue: nothing is asked early.
    for (const aisle of ['size=M', 'q=kente', 'min=20000', 'sort=price-asc', 'collection=sallah']) {
      visit(`/shop?type=RTW&${aisle}`);
      expect(Object.keys((globalThis as { __asoEarly?: EarlyStore }).__asoEarly?.results ?? {})).toEqual(['settings']);
    }
  });

  it("fetches the first row's pictures at once, at the URLs the cards will use", async () => {
    visit('/shop');
    const page = await getShopPage(plain(null), 1, null);
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    // The same source as the card's <img> (srcset and sizes too), so the browser downloads each picture once.
    expect(preloads()).toEqual(
      page.products.slice(0, 2).map((p) => {
        const { src, srcSet, sizes } = pictureSource(firstImagePath(p.images), storageDownloadUrl);
        return { href: src, srcSet, sizes, priority: 'high' };
      }),
    );
    expect(preloads()[0]?.srcSet).toBe(
      '/img/360/products/adire%20agbada%201.webp 360w, /img/400/products/adire%20agbada%201.webp 400w, /img/600/products/adire%20agbada%201.webp 600w, /img/800/products/adire%20agbada%201.webp 800w',
    );
    expect(preloads()[1]?.href).toBe('https://cdn.example/ankara.webp');
  });

  it('leaves other pages and unknown filters to the app', async () => {
    const requests = recordRequests();
    visit('/shop?page=2');
    visit('/cart');
    // Nothing starts in the script's own task (each request has a task of its own, after the page's).
    expect(requests()).toEqual([]);
    await requestsStarted();
    expect(requests().map((r) => r.url.replace(/^.*documents/, ''))).toEqual(
      Array(2).fill('/settings/global?key=demo-api-key'),
    );

    visit('/shop?type=HATS');
    expect(Object.keys((globalThis as { __asoEarly?: EarlyStore }).__asoEarly?.results ?? {})).toEqual([
      'settings',
      'shop::',
      'shopCount::',
    ]);
  });

  it('on a server-rendered /shop asks only for the settings, and the app starts from the page the server drew', async () => {
    // What functions' shopPage puts in the page: the REST JSON of the same two reads.
    const early = visit('/shop?type=RTW');
    const rows = await early.__asoEarly?.results['shop:RTW:'];
    const count = await early.__asoEarly?.results['shopCount:RTW:'];
    delete (globalThis as { __asoEarly?: EarlyStore }).__asoEarly;
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
    (globalThis as { __asoServer?: unknown }).__asoServer = { results: { 'shop:RTW:': rows, 'shopCount:RTW:': count } };

    const requests = recordRequests();
    const win = {
      location: { pathname: '/shop', search: '?type=RTW' },
      document,
      __asoServer: {},
    } as unknown as EarlyWindow;
    startEarlyQueries(earlyQueriesConfig(getEnv(), CARD_PICTURE_SIZES), win);
    await requestsStarted();
    expect(requests().map((r) => r.url.replace(/^.*documents/, ''))).toEqual(['/settings/global?key=demo-api-key']);
    expect(preloads()).toEqual([]);

    // React Query's first render has the page at once (initialData), and only once; the SDK reads the same.
    const options = shopPageQueryOptions(new QueryClient(), plain('RTW'), 1);
    const initial = typeof options.initialData === 'function' ? options.initialData() : options.initialData;
    expect(initial).toEqual(await getShopPage(plain('RTW'), 1, null));
    expect(initial?.products).toHaveLength(12);
    const again = typeof options.initialData === 'function' ? options.initialData() : options.initialData;
    expect(again).toBeUndefined();
    expect(shopPageQueryOptions(new QueryClient(), plain('RTW'), 2).initialData).toBeUndefined();
  });

  it('falls back to the SDK when the early read fails', async () => {
    visit('/shop', {
      ...earlyQueriesConfig(getEnv(), CARD_PICTURE_SIZES),
      documents: 'http://127.0.0.1:9/v1/projects/nowhere/databases/(default)/documents',
    });
    const page = await getShopPage(plain(null), 1, null);
    expect(page.products[0]?.name).toBe('Adire Agbada');
    expect(await getShopCount(plain(null))).toBe(15);
  });

  it('ignores results older than the first page', async () => {
    visit('/shop?type=MTO');
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    const requests = recordRequests();
    const page = await getShopPage(plain('MTO'), 1, null);
    expect(page.products.map((p) => p.name)).toEqual(['Custom Bridal Kaftan']);
    expect(requests().some((r) => r.headers.length > 0)).toBe(true); // read again through the SDK
  });
});

describe('early queries of /', () => {
  it('reads the featured pieces, fills up to 4 by name, and matches the SDK', async () => {
    const requests = recordRequests();
    visit('/');
    const early = await getFeaturedProducts();
    // featured, the offers, the pre-order windows, then the fill (only 1 featured active piece)
    expect(requests().filter((r) => r.url.includes(':runQuery'))).toHaveLength(4);
    expect(requests().every((r) => r.headers.length === 0)).toBe(true);
    const sdk = await getFeaturedProducts();
    expect(early).toEqual(sdk);
    expect(early.map((p) => p.name)).toEqual(['Kente Kimono', 'Adire Agbada', 'Ankara Bomber', 'Aso-Oke Cap']);
  });

  it('reads the open pre-order windows, newest start first, as the SDK does, so the app asks for nothing', async () => {
    await seed('preorderWindows/harmattan', {
      name: 'Harmattan Drop',
      active: true,
      startAt: ts('2026-11-01T00:00:00Z'),
      endAt: null,
      depositPercent: 40,
    });
    await seed('preorderWindows/eid', {
      name: 'Eid Edit',
      active: true,
      startAt: ts('2026-12-01T00:00:00Z'),
      endAt: ts('2026-12-20T00:00:00Z'),
      depositPercent: 50,
    });
    await seed('preorderWindows/sallah', {
      name: 'Sallah Edit',
      active: false,
      startAt: ts('2027-01-01T00:00:00Z'),
      endAt: null,
      depositPercent: 50,
    });
    const requests = recordRequests();
    visit('/');
    const early = await getActivePreorderWindows();
    // Every request so far is the inline script's (the SDK's carry headers, and need a preflight).
    expect(requests().every((r) => r.headers.length === 0)).toBe(true);
    expect(early.map((w) => w.name)).toEqual(['Eid Edit', 'Harmattan Drop']);
    expect(early[0]?.endAt).toEqual(new Date('2026-12-20T00:00:00Z'));
    expect(await getActivePreorderWindows()).toEqual(early);
    expect(requests().some((r) => r.headers.length > 0)).toBe(true); // the second read is the SDK's
  });

  it("reads the sales and free delivery still to end as the SDK does, so a guest's / runs no SDK", async () => {
    const offer = (kind: 'sale' | 'delivery', name: string, startsAt: string, endsAt: string | null) => ({
      kind,
      name,
      startsAt: ts(startsAt),
      endsAt: endsAt ? ts(endsAt) : null,
      ...(kind === 'sale' ? { percent: 20, scope: { productIds: [], collections: [], types: ['RTW'] } } : {}),
      ...(kind === 'delivery' ? { zones: { Lagos: 0 } } : {}),
    });
    await seed(
      'publicPromotions/black-friday',
      offer('sale', 'Black Friday', '2026-11-27T00:00:00Z', '2099-01-01T00:00:00Z'),
    );
    await seed('publicPromotions/free-lagos', offer('delivery', 'Free Lagos delivery', '2026-11-01T00:00:00Z', null));
    await seed('publicPromotions/ended', offer('sale', 'Sallah sale', '2026-04-01T00:00:00Z', '2026-04-10T00:00:00Z'));
    const requests = recordRequests();
    visit('/');
    const early = await getPublicOffers();
    expect(requests().every((r) => r.headers.length === 0)).toBe(true);
    expect(early.map((o) => o.name).sort()).toEqual(['Black Friday', 'Free Lagos delivery']);
    const sdk = await getPublicOffers();
    expect(requests().some((r) => r.headers.length > 0)).toBe(true); // the second read is the SDK's
    expect(early.sort((a, b) => a.id.localeCompare(b.id))).toEqual(sdk.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it("gives a product page its pre-order alert's windows too, so a guest's product page runs no SDK", async () => {
    await seed('preorderWindows/harmattan', {
      name: 'Harmattan Drop',
      active: true,
      startAt: ts('2026-11-01T00:00:00Z'),
      endAt: null,
      depositPercent: 40,
    });
    const requests = recordRequests();
    visit('/product/adire-agbada');
    const early = await getActivePreorderWindows();
    expect(requests().map((r) => ({ path: r.url.replace(/^.*documents/, ''), headers: r.headers }))).toEqual([
      { path: '/settings/global?key=demo-api-key', headers: [] },
      { path: ':runQuery?key=demo-api-key', headers: [] },
    ]);
    expect(early.map((w) => w.name)).toContain('Harmattan Drop');
  });
});

describe('the early reads in the cache before the first render (app/first-reads.ts)', () => {
  it('puts every read / started in the query cache, without the SDK, so the first render draws the cards once', async () => {
    const requests = recordRequests();
    visit('/');
    const client = new QueryClient();
    await cacheEarlyReads(client);
    expect(requests().every((r) => r.headers.length === 0)).toBe(true);
    const featured = client.getQueryData<{ name: string }[]>(featuredProductsQueryOptions.queryKey);
    expect(featured?.map((p) => p.name)).toEqual(['Kente Kimono', 'Adire Agbada', 'Ankara Bomber', 'Aso-Oke Cap']);
    expect(client.getQueryState(preorderWindowsQueryOptions.queryKey)?.status).toBe('success');
    expect(client.getQueryState(offersQueryOptions.queryKey)?.status).toBe('success');
  });

  it('asks for nothing on a page whose reads were not started early (the screen reads its own)', async () => {
    const requests = recordRequests();
    visit('/account');
    const client = new QueryClient();
    await cacheEarlyReads(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(requests().every((r) => r.headers.length === 0)).toBe(true);
  });
});

describe('decodeValue', () => {
  it('gives what Firestore Lite data() gives, timestamps as Date', () => {
    expect(
      decodeValue({
        mapValue: {
          fields: {
            n: { integerValue: '14000' },
            d: { doubleValue: 1.5 },
            t: { timestampValue: '2026-07-24T23:57:42.430Z' },
            s: { stringValue: 'in' },
            b: { booleanValue: false },
            z: { nullValue: 'NULL_VALUE' },
            a: { arrayValue: { values: [{ stringValue: 'S' }, { stringValue: 'M' }] } },
            e: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({
      n: 14000,
      d: 1.5,
      t: new Date('2026-07-24T23:57:42.430Z'),
      s: 'in',
      b: false,
      z: null,
      a: ['S', 'M'],
      e: [],
    });
  });
});

describe('early settings read', () => {
  it('gives the app the stored settings on any page, without asking again', async () => {
    await seed('settings/global', {
      ...settingsDoc,
      branding: { ...settingsDoc.branding, brandName: 'Aso Lagos', primaryColor: '#1b1b1e' },
    });
    const requests = recordRequests();
    visit('/size-guide');
    const settings = await getSettings();
    expect(settings.branding).toMatchObject({ brandName: 'Aso Lagos', primaryColor: '#1b1b1e' });
    expect(settings.updatedAt).toEqual(new Date('2026-01-05T10:00:00Z'));
    expect(requests()).toHaveLength(1);
    expect(await getSettings()).toEqual(settings); // the same through the SDK
  });

  it('falls back to the defaults when there is no settings document', async () => {
    await removeDoc('settings/global');
    visit('/about');
    expect(await getSettings()).toEqual(defaultSettings());
  });

  it('takes what a server-drawn page carried (/shop, /preorder: no early reads there), asking for nothing', async () => {
    await seed('settings/global', { ...settingsDoc, branding: { ...settingsDoc.branding, brandName: 'Aso Ibadan' } });
    // The REST document, as functions' shopPage writes it into the page.
    const document = await visit('/about').__asoEarly?.results.settings;
    delete (globalThis as { __asoEarly?: EarlyStore }).__asoEarly;
    const requests = recordRequests();
    (globalThis as { __asoServer?: unknown }).__asoServer = { results: { settings: document } };
    const settings = await getSettings();
    expect(settings.branding.brandName).toBe('Aso Ibadan');
    expect(settings.updatedAt).toEqual(new Date('2026-01-05T10:00:00Z'));
    // A shop with no settings document: the server says so, and the app takes the defaults without asking.
    (globalThis as { __asoServer?: unknown }).__asoServer = { results: { settings: null } };
    expect(await getSettings()).toEqual(defaultSettings());
    expect(requests()).toEqual([]);
  });
});
