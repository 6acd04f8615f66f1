// The product feeds as Meta and Google read them: the files are parsed with real CSV and XML parsers and each item is
// held to the published specification's required fields and formats (product-feed-specs.ts names the pages).
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { priceCheckout } from '../../checkout/checkout';
import { googleFeedXml, metaFeedCsv } from '../product-feed-files';
import { feedItems, type FeedProduct, type FeedWindow } from '../product-feeds';
import { googleFeedProblems, metaFeedProblems } from '../product-feed-specs';
import { startCheckoutInput } from '../../checkout/schemas/order';
import { defaultSettings } from '../../settings/settings';

const NOW = new Date('2026-11-28T09:00:00Z');
const ORIGIN = 'https://aso.example';

const product = (over: Partial<FeedProduct> & Pick<FeedProduct, 'id' | 'type' | 'price'>): FeedProduct => ({
  slug: over.id,
  name: `Piece ${over.id}`,
  description: 'Hand-dyed adire cotton from Itoku market, cut and sewn in Abeokuta.',
  active: true,
  images: [`products/${over.id}.jpg`],
  sizeOptions: [],
  leadTimeDays: null,
  preorderWindowId: null,
  availability: {},
  ...over,
});

const PRODUCTS: FeedProduct[] = [
  product({
    id: 'kaftan',
    type: 'RTW',
    price: 38500,
    name: 'Adire Indigo Kaftan',
    sizeOptions: ['S', 'M', 'L'],
    availability: { S: 'in', M: 'low', L: 'out' },
  }),
  product({ id: 'agbada', type: 'MTO', price: 185000, leadTimeDays: 21 }),
  product({ id: 'gown', type: 'PREORDER', price: 62000, preorderWindowId: 'harmattan', sizeOptions: ['M', 'L'] }),
  product({ id: 'cap', type: 'PREORDER', price: 9500, preorderWindowId: 'open-ended' }),
  product({ id: 'draft', type: 'RTW', price: 20000, active: false, availability: { M: 'in' } }),
  product({ id: 'last-season', type: 'PREORDER', price: 45000, preorderWindowId: 'closed' }),
  product({ id: 'sample', type: 'RTW', price: 0, availability: { M: 'in' } }),
];
const WINDOWS = new Map<string, FeedWindow>([
  ['harmattan', { active: true, endAt: new Date('2026-12-20T23:00:00Z') }],
  ['open-ended', { active: true, endAt: null }],
  ['closed', { active: false, endAt: new Date('2026-10-01T00:00:00Z') }],
]);
const args = { products: PRODUCTS, windows: WINDOWS, origin: ORIGIN, brand: 'Aso', now: NOW };

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' });

interface GoogleDoc {
  rss: {
    '@_version': string;
    '@_xmlns:g': string;
    channel: { title: string; link: string; description: string; item?: Record<string, string>[] };
  };
}

function googleItems(text: string): Record<string, string>[] {
  const doc = parser.parse(text) as GoogleDoc;
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  for (const field of ['title', 'link', 'description'] as const) expect(doc.rss.channel[field]).not.toBe('');
  return (doc.rss.channel.item ?? []).map((item) =>
    Object.fromEntries(Object.entries(item).map(([key, value]) => [key.replace(/^g:/, ''), value])),
  );
}

function metaRows(text: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const google = () => googleItems(googleFeedXml(feedItems(args, 'google'), { title: 'Aso', origin: ORIGIN }));
const meta = () => metaRows(metaFeedCsv(feedItems(args, 'meta')));

describe('the product feeds', () => {
  it('meet each published specification', () => {
    expect(googleFeedProblems(google(), NOW)).toEqual([]);
    expect(metaFeedProblems(meta())).toEqual([]);
  });

  it('list one item per size of a piece sold in sizes, grouped by the product, each with its own stock', () => {
    const kaftan = meta().filter((row) => row.item_group_id === 'kaftan');
    expect(kaftan.map((row) => [row.id, row.size, row.availability])).toEqual([
      ['kaftan-S', 'S', 'in stock'],
      ['kaftan-M', 'M', 'in stock'],
      ['kaftan-L', 'L', 'out of stock'],
    ]);
    expect(google().find((item) => item.id === 'kaftan-L')?.availability).toBe('out_of_stock');
    expect(kaftan[1]).toMatchObject({
      title: 'Adire Indigo Kaftan',
      price: '38500.00 NGN',
      brand: 'Aso',
      condition: 'new',
      link: `${ORIGIN}/product/kaftan?size=M&utm_source=meta&utm_medium=catalog`,
      image_link: `${ORIGIN}/og/kaftan.jpg`,
    });
  });

  it('never list a draft, a closed pre-order or a piece that costs nothing', () => {
    const ids = [...meta(), ...google()].map((row) => row.id ?? '');
    for (const gone of ['draft', 'last-season', 'sample']) expect(ids.some((id) => id.startsWith(gone))).toBe(false);
  });

  it('date a pre-order the house lead time after its window closes, and made-to-order its own lead time', () => {
    const items = google();
    const gown = items.filter((item) => item.item_group_id === 'gown');
    expect(gown.map((item) => [item.size, item.availability, item.availability_date])).toEqual([
      ['M', 'preorder', '2026-12-30T23:00Z'],
      ['L', 'preorder', '2026-12-30T23:00Z'],
    ]);
    const agbada = items.find((item) => item.id === 'agbada');
    expect(agbada).toMatchObject({ availability: 'backorder', availability_date: '2026-12-19T09:00Z' });
    expect(agbada?.size).toBeUndefined();
    expect(meta().find((row) => row.id === 'agbada')).toMatchObject({ availability: 'available for order', size: '' });
  });

  it('leave out of Google a pre-order with no date to give it, and keep it in Meta, which needs none', () => {
    expect(google().some((item) => item.id === 'cap')).toBe(false);
    expect(meta().find((row) => row.id === 'cap')?.availability).toBe('preorder');
  });

  it('name every price the checkout would charge for that piece and size', () => {
    for (const item of feedItems(args, 'google')) {
      const source = PRODUCTS.find((p) => p.id === (item.itemGroupId ?? item.id))!;
      const priced = priceCheckout({
        input: startCheckoutInput.parse({
          lines: [{ productId: source.id, size: item.size, qty: 1 }],
          email: 'amaka@aso.demo',
          shipping: { address: '4 Ibara Housing Estate, Abeokuta', zone: 'ABEOKUTA' },
          measurements: item.size ? {} : { [source.id]: { bust: 36, waist: 30, hips: 40, unit: 'in' } },
        }),
        products: new Map([[source.id, { ...source, sku: source.id }]]),
        windows: new Map([...WINDOWS].map(([id, w]) => [id, { active: w.active, depositPercent: 40 }])),
        settings: defaultSettings(),
        buyerCustomerId: 'c1',
        referralOwnerId: null,
      });
      expect(priced.items[0]?.unitPrice).toBe(item.price);
    }
  });

  it('carry names and descriptions with commas, quotes, ampersands and line breaks through both formats', () => {
    const tricky = product({
      id: 'tricky',
      type: 'MTO',
      price: 15000,
      name: 'Ankara & Aso-oke "Owambe" Set <limited>',
      description: 'Two pieces, one gift:\nwrapper, "buba" & gele.',
    });
    const one = { ...args, products: [tricky] };
    const [row] = metaRows(metaFeedCsv(feedItems(one, 'meta')));
    const [item] = googleItems(googleFeedXml(feedItems(one, 'google'), { title: 'Aso & Co', origin: ORIGIN }));
    for (const parsed of [row, item]) {
      expect(parsed?.title).toBe(tricky.name);
      expect(parsed?.description).toBe(tricky.description);
    }
  });

  it('an empty catalogue is still a well-formed feed', () => {
    const empty = { ...args, products: [] };
    expect(googleItems(googleFeedXml(feedItems(empty, 'google'), { title: 'Aso', origin: ORIGIN }))).toEqual([]);
    expect(metaRows(metaFeedCsv(feedItems(empty, 'meta')))).toEqual([]);
  });
});

describe('a sale in the feeds (docs/product.md#product-feeds)', () => {
  const detty = {
    kind: 'sale' as const,
    id: 'detty',
    name: 'Detty December',
    percent: 15,
    scope: { productIds: [], collections: ['Owambe'], types: [] },
    startsAt: new Date('2026-12-01T00:00:00Z'),
    endsAt: new Date('2026-12-26T22:59:00Z'),
  };
  const onSale = {
    ...args,
    products: PRODUCTS.map((p) => (p.id === 'kaftan' || p.id === 'agbada' ? { ...p, collection: 'Owambe' } : p)),
    offers: [detty],
  };

  it('carries sale_price and its ISO 8601 window beside the price, as both specifications define them', () => {
    const rows = metaRows(metaFeedCsv(feedItems(onSale, 'meta')));
    expect(rows.find((row) => row.id === 'kaftan-M')).toMatchObject({
      price: '38500.00 NGN',
      sale_price: '32725.00 NGN',
      sale_price_effective_date: '2026-12-01T00:00Z/2026-12-26T22:59Z',
    });
    expect(rows.find((row) => row.id === 'gown-M')).toMatchObject({ sale_price: '', sale_price_effective_date: '' });
    const items = googleItems(googleFeedXml(feedItems(onSale, 'google'), { title: 'Aso', origin: ORIGIN }));
    expect(items.find((item) => item.id === 'agbada')).toMatchObject({
      price: '185000.00 NGN',
      sale_price: '157250.00 NGN',
      sale_price_effective_date: '2026-12-01T00:00Z/2026-12-26T22:59Z',
    });
    expect(items.find((item) => item.id === 'gown-M')?.sale_price).toBeUndefined();
    expect(googleFeedProblems(items, NOW)).toEqual([]);
    expect(metaFeedProblems(rows)).toEqual([]);
  });

  it('the sale price is what checkout charges inside the window', () => {
    const [item] = feedItems(onSale, 'google').filter((i) => i.id === 'kaftan-M');
    const kaftan = onSale.products.find((p) => p.id === 'kaftan')!;
    const priced = priceCheckout({
      input: startCheckoutInput.parse({
        lines: [{ productId: 'kaftan', size: 'M', qty: 1 }],
        email: 'amaka@aso.demo',
        shipping: { address: '4 Ibara Housing Estate, Abeokuta', zone: 'ABEOKUTA' },
      }),
      products: new Map([['kaftan', { ...kaftan, sku: 'kaftan' }]]),
      windows: new Map(),
      settings: defaultSettings(),
      buyerCustomerId: 'c1',
      referralOwnerId: null,
      promotions: { now: new Date('2026-12-05T12:00:00Z'), offers: [detty], code: null },
    });
    expect(priced.items[0]?.unitPrice).toBe(item?.sale?.price);
  });

  it('the checks refuse a sale price not below the price, and a window that is not an interval', () => {
    const row = metaRows(metaFeedCsv(feedItems(onSale, 'meta'))).find((r) => r.id === 'kaftan-M')!;
    expect(metaFeedProblems([{ ...row, sale_price: '38500.00 NGN' }]).join('\n')).toContain('is not below price');
    expect(metaFeedProblems([{ ...row, sale_price: '30000.00 USD' }]).join('\n')).toContain('is not below price');
    expect(metaFeedProblems([{ ...row, sale_price: '30,000 NGN' }]).join('\n')).toContain("sale_price '30,000 NGN'");
    expect(metaFeedProblems([{ ...row, sale_price_effective_date: '2026-12-01' }]).join('\n')).toContain(
      'is not two ISO 8601 times',
    );
    expect(
      metaFeedProblems([{ ...row, sale_price_effective_date: '2026-12-26T22:59Z/2026-12-01T00:00Z' }]).join('\n'),
    ).toContain('ends before it starts');
    expect(metaFeedProblems([{ ...row, sale_price: '' }]).join('\n')).toContain('without a sale_price');
  });
});

describe('the specification checks catch what the platforms refuse', () => {
  const good = () => google().find((item) => item.id === 'kaftan-M')!;
  const goodRow = () => meta().find((row) => row.id === 'kaftan-M')!;

  it.each([
    [{ price: '38500 naira' }, "price '38500 naira' is not '<number> <ISO 4217>'"],
    [{ price: '38,500.00 NGN' }, "price '38,500.00 NGN' is not '<number> <ISO 4217>'"],
    [{ availability: 'in stock' }, "availability 'in stock' is not one of"],
    [{ availability: 'preorder' }, 'availability_date is required with preorder'],
    [{ title: 'x'.repeat(151) }, 'title is over 150 characters'],
    [{ link: '/product/kaftan' }, "link '/product/kaftan' is not an http(s) URL"],
    [{ brand: '' }, 'brand is required'],
    [{ size: '' }, 'an item with item_group_id has no size'],
    [{ availability: 'backorder', availability_date: '2026-12-19' }, 'is not ISO 8601 with a time zone'],
    [{ availability: 'preorder', availability_date: '2028-01-01T00:00Z' }, 'more than a year ahead'],
  ])('Google: %o', (change, problem) => {
    expect(googleFeedProblems([{ ...good(), ...change }], NOW).join('\n')).toContain(problem);
  });

  it.each([
    [{ availability: 'in_stock' }, "availability 'in_stock' is not one of"],
    [{ condition: '' }, 'condition is required'],
    [{ description: '<p>Adire</p>' }, 'description has HTML in it'],
    [{ id: 'x'.repeat(101) }, 'id is over 100 characters'],
    [{ price: 'NGN 38500.00' }, "is not '<number> <ISO 4217>'"],
  ])('Meta: %o', (change, problem) => {
    expect(metaFeedProblems([{ ...goodRow(), ...change }]).join('\n')).toContain(problem);
  });

  it('both: an id used twice', () => {
    expect(metaFeedProblems([goodRow(), goodRow()])).toContain('kaftan-M: id is not unique');
    expect(googleFeedProblems([good(), good()], NOW)).toContain('kaftan-M: id is not unique');
  });
});
