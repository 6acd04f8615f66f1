// The server render of /shop's first visit: the app's own cards from Firestore's REST JSON, their pictures on the
// site's own origin, the reads for React's first render after the page, and index.html otherwise untouched.
import { PLAIN_SHOP_QUERY } from '@aso/domain/catalogue/shop-aisles';
import { describe, expect, it } from 'vitest';
import { renderShopMain, renderShopPage, shopRequest, type ShopPageData } from '../render-shop';
import { LATER_PICTURES } from '../server-page';

const TEMPLATE = [
  '<!doctype html><html lang="en-NG"><head><title>Aso</title><style>[data-shell]{display:none}</style>',
  '<script>markRoute()</script></head><body><div id="root"><div class="app"><header>Aso</header><main>',
  '<div data-shell="/"><section class="hero">Wear the city</section></div><!--/shell-->',
  '<div data-shell="/shop"><h1>Shop</h1></div><!--/shell-->',
  '</main></div></div></body></html>',
].join('');

type Fields = Record<string, unknown>;
const str = (v: string) => ({ stringValue: v });
const product = (id: string, fields: Fields) => ({
  document: { name: `projects/demo-aso/databases/(default)/documents/products/${id}`, fields },
});
const images = (...paths: string[]) => ({ arrayValue: { values: paths.map(str) } });
const availability = (sizes: Record<string, string>) => ({
  mapValue: { fields: Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, str(v)])) },
});

/** An active product as Firestore's REST API returns it; `fields` adds or replaces the rest. */
const activeProduct = (id: string, name: string, type: string, price: number, fields: Fields = {}) =>
  product(id, {
    name: str(name),
    type: str(type),
    price: { integerValue: String(price) },
    active: { booleanValue: true },
    ...fields,
  });

const PRODUCTS = [
  activeProduct('p1', 'Adire Crop Top', 'RTW', 18500, {
    slug: str('adire-crop-top'),
    description: str('Indigo </script> adire'),
    images: images('products/adire-crop-top-1.webp', 'products/adire-crop-top-2.webp'),
    availability: availability({ S: 'in', M: 'out', L: 'low', XL: 'in' }),
  }),
  activeProduct('p2', 'Ankara Bomber', 'RTW', 42000, {
    slug: str('ankara-bomber'),
    images: images('https://cdn.example/bomber.webp'),
  }),
  activeProduct('p3', 'Bridal Kaftan', 'MTO', 180000, {
    slug: str('bridal-kaftan'),
    images: images('products/bridal-kaftan-1.webp'),
  }),
  activeProduct('p4', 'Gele Scarf', 'RTW', 9000),
];
/** The same pieces as plain data (name, price), for what a view should list. */
const PRODUCT_LIST = [
  { name: 'Adire Crop Top', price: 18500 },
  { name: 'Ankara Bomber', price: 42000 },
  { name: 'Bridal Kaftan', price: 180000 },
  { name: 'Gele Scarf', price: 9000 },
];
const COUNT = [{ result: { aggregateFields: { count: { integerValue: '14' } } } }];
const storageUrl = (path: string) =>
  `http://127.0.0.1:9199/v0/b/demo-aso.appspot.com/o/${encodeURIComponent(path)}?alt=media`;

const data = (over: Partial<ShopPageData> = {}): ShopPageData => ({
  url: '/shop',
  products: PRODUCTS,
  count: COUNT,
  storageUrl,
  ...over,
});

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('renderShopPage', () => {
  it("draws the first page with the app's cards, count and pager in place of the /shop shell", () => {
    const doc = parse(renderShopPage(TEMPLATE, data()));
    const shell = doc.querySelector('[data-shell="/shop"]');
    expect(shell?.querySelector('h1')?.textContent).toBe('Shop');
    expect([...(shell?.querySelectorAll('.product-card h2') ?? [])].map((h) => h.textContent)).toEqual([
      'Adire Crop Top',
      'Ankara Bomber',
      'Bridal Kaftan',
      'Gele Scarf',
    ]);
    expect(shell?.querySelector('.result-count')?.textContent).toBe('14 pieces');
    expect(shell?.querySelector('.pager__label')?.textContent).toBe('Page 1 / 2');
    expect(shell?.querySelector('.price')?.textContent).toBe('₦18,500.00');
    expect(shell?.querySelector('a[href="/product/adire-crop-top"]')).not.toBeNull();
    // A product without a slug is linked by id; sold-out sizes say so.
    expect(shell?.querySelector('a[href="/product/p4"]')).not.toBeNull();
    expect(shell?.textContent).toContain('M: sold out');
    // The home page's hero never shows on /shop: it is not sent.
    expect(doc.querySelector('[data-shell="/"]')).toBeNull();
    expect(doc.body.textContent).not.toContain('Wear the city');
    // Shown without the head script too (index.html's CSS shows the shell of the path on <html data-route>).
    expect(doc.documentElement.getAttribute('data-route')).toBe('/shop');
  });

  it("names product pictures on the site's origin at the card's widths, the first row eager, the rest after it", () => {
    const html = renderShopPage(TEMPLATE, data());
    const doc = parse(html);
    const [first, second, third, fourth] = [...doc.querySelectorAll<HTMLImageElement>('.product-card img')];
    // Nothing inline: the HTML stays within one TCP window, and the pictures come on its connection.
    expect(html).not.toContain('data:image/');
    expect(first?.getAttribute('src')).toBe('/img/600/products/adire-crop-top-1.webp');
    expect(first?.getAttribute('srcset')).toBe(
      '/img/360/products/adire-crop-top-1.webp 360w, /img/400/products/adire-crop-top-1.webp 400w, /img/600/products/adire-crop-top-1.webp 600w, /img/800/products/adire-crop-top-1.webp 800w',
    );
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    // A picture given as a URL is shown as it is; a product without pictures shows the logo.
    expect(second?.getAttribute('src')).toBe('https://cdn.example/bomber.webp');
    expect(second?.hasAttribute('srcset')).toBe(false);
    // The cards after the first row name their copies for the page's script (LATER_PICTURES), which gives them once
    // the first row's have arrived: nothing of theirs shares the first row's round trip.
    expect(third?.hasAttribute('src')).toBe(false);
    expect(third?.hasAttribute('srcset')).toBe(false);
    expect(third?.getAttribute('data-src')).toBe('/img/600/products/bridal-kaftan-1.webp');
    expect(third?.getAttribute('data-srcset')).toMatch(/^\/img\/360\/products\/bridal-kaftan-1\.webp 360w, /);
    expect(third?.getAttribute('loading')).toBe('lazy');
    expect(fourth?.getAttribute('data-src')).toBe('/logo.png');
    expect(html).toContain(LATER_PICTURES);
    expect(html).not.toContain(storageUrl('products/adire-crop-top-1.webp'));
  });

  it('carries the reads it was drawn from before the head script, both after the page, safe inside <script>', () => {
    const html = renderShopPage(TEMPLATE, data({ url: '/shop?type=RTW' }));
    const head = html.slice(0, html.indexOf('</head>'));
    const tail = html.slice(html.indexOf('</main>'));
    // Nothing to compile before the first paint: the drawn page comes first, then the hand-over to the app.
    expect(head).not.toContain('<script');
    expect(tail.indexOf('window.__asoServer=')).toBeGreaterThan(-1);
    expect(tail.indexOf('window.__asoServer=')).toBeLessThan(tail.indexOf('markRoute()'));
    expect(html).not.toContain('</script> adire');
    const literal = /window\.__asoServer=JSON\.parse\((.*?)\)<\/script>/.exec(tail)?.[1] ?? '';
    const server = JSON.parse(JSON.parse(literal) as string) as { results: Record<string, unknown> };
    // The public offers too (none here), so the app's first render shows the sale prices the HTML shows.
    expect(server.results).toEqual({ 'shop:RTW:': PRODUCTS, 'shopCount:RTW:': COUNT, offers: [] });
  });

  it('shows the filters of the URL and the empty state', () => {
    const doc = parse(
      renderShopPage(
        TEMPLATE,
        data({
          url: '/shop?type=MTO&size=XXL',
          products: [],
          count: [{ result: { aggregateFields: { count: { integerValue: '0' } } } }],
        }),
      ),
    );
    expect(doc.querySelector<HTMLSelectElement>('select[name="type"] option[selected]')?.value).toBe('MTO');
    expect(doc.querySelector<HTMLSelectElement>('select[name="size"] option[selected]')?.value).toBe('');
    expect(doc.body.textContent).toContain('No products match these filters.');
    expect(doc.querySelector('.pager__label')?.textContent).toBe('Page 1 / 1');
  });

  it('refuses a template without the /shop shell', () => {
    expect(() => renderShopPage('<html><head></head><body><div id="root"></div></body></html>', data())).toThrow(
      /no \/shop shell/,
    );
  });
});

describe('what the server needs to know', () => {
  it('reads the URL like the route: unknown filters ignored, the page a whole number', () => {
    expect(shopRequest('/shop')).toEqual({ filters: PLAIN_SHOP_QUERY, page: 1 });
    expect(shopRequest('/shop?type=PREORDER&size=M&page=3')).toEqual({
      filters: { ...PLAIN_SHOP_QUERY, type: 'PREORDER', size: 'M' },
      page: 3,
    });
    expect(shopRequest('/shop?type=HATS&size=XXL&page=abc&sort=cheapest&min=-5&max=lots')).toEqual({
      filters: PLAIN_SHOP_QUERY,
      page: 1,
    });
    expect(shopRequest('/shop?q=%20adire%20kaftan%20&sort=price-asc&min=30000&max=10000')).toEqual({
      filters: { ...PLAIN_SHOP_QUERY, q: 'adire kaftan', sort: 'price-asc', minPrice: 10000, maxPrice: 30000 },
      page: 1,
    });
  });

  it('works an aisle out over the catalogue it was given, and carries only the page it drew', () => {
    const html = renderShopPage(TEMPLATE, data({ url: '/shop?sort=price-desc&max=30000', count: null }));
    const doc = parse(html);
    const names = [...doc.querySelectorAll('article h2')].map((h) => h.textContent);
    const expected = [...PRODUCT_LIST]
      .filter((p) => p.price <= 30000)
      .sort((a, b) => b.price - a.price || (a.name < b.name ? -1 : 1))
      .map((p) => p.name);
    expect(names).toEqual(expected.slice(0, 12));
    expect(doc.querySelector<HTMLSelectElement>('select[name="sort"] option[selected]')?.value).toBe('price-desc');
    expect(doc.querySelector<HTMLInputElement>('input[name="max"]')?.value).toBe('30000');
    const literal = /window\.__asoServer=JSON\.parse\((.*?)\)<\/script>/.exec(html)?.[1] ?? '';
    const server = JSON.parse(JSON.parse(literal) as string) as { results: Record<string, unknown[]> };
    expect(Object.keys(server.results)).toEqual([
      'shopView:max=30000&sort=price-desc',
      'shopViewCount:max=30000&sort=price-desc',
      'offers',
    ]);
    expect(server.results['shopView:max=30000&sort=price-desc']).toHaveLength(Math.min(12, expected.length));
  });

  it('renders the main content on its own for any page of products', () => {
    expect(renderShopMain(data({ products: PRODUCTS.slice(3) }))).toContain('Gele Scarf');
  });
});
