// /shop's aisles (docs/product.md#shop): one function over the active catalogue, the same on the server and in the app.
import { describe, expect, it } from 'vitest';
import {
  PLAIN_SHOP_QUERY,
  isPlainShopQuery,
  priceBound,
  readShopQuery,
  shopAisle,
  shopCollections,
  shopSearchParams,
  type AisleProduct,
} from '../shop-aisles';

const piece = (over: Partial<AisleProduct> & Pick<AisleProduct, 'id' | 'name' | 'price'>): AisleProduct => ({
  sku: `SKU-${over.id}`,
  description: '',
  type: 'RTW',
  sizeOptions: ['S', 'M', 'L', 'XL'],
  availability: { S: 'in', M: 'in', L: 'in', XL: 'in' },
  preorderWindowId: null,
  collection: null,
  createdAt: new Date('2026-01-01'),
  ...over,
});

const catalogue = [
  piece({
    id: 'a',
    name: 'Adire Wrap Dress',
    price: 32500,
    collection: 'Adire Everyday',
    createdAt: new Date('2026-03-01'),
  }),
  piece({
    id: 'b',
    name: 'Kente Flare Midi',
    price: 45000,
    availability: { M: 'out', L: 'low' },
    collection: 'Owambe',
  }),
  piece({ id: 'c', name: 'Custom Bridal Kaftan', price: 180000, type: 'MTO', sizeOptions: [], availability: {} }),
  piece({
    id: 'd',
    name: 'Harmattan Kente Puffer',
    price: 68000,
    type: 'PREORDER',
    sizeOptions: ['M', 'L'],
    availability: {},
    preorderWindowId: 'open',
    description: 'Quilted kente for the dry season.',
    createdAt: new Date('2026-11-01'),
  }),
  piece({
    id: 'e',
    name: 'Aso-Oke Varsity Jacket',
    price: 72000,
    type: 'PREORDER',
    sizeOptions: ['M'],
    availability: {},
    preorderWindowId: 'closed',
    collection: 'owambe',
  }),
];
const open = new Set(['open']);
const names = (query: Partial<typeof PLAIN_SHOP_QUERY>, page = 1) =>
  shopAisle(catalogue, { ...PLAIN_SHOP_QUERY, ...query }, page, open).products.map((p) => p.name);

describe('the shop’s aisles', () => {
  it('lists by name; sorts by price either way and newest first', () => {
    expect(names({})).toEqual([
      'Adire Wrap Dress',
      'Aso-Oke Varsity Jacket',
      'Custom Bridal Kaftan',
      'Harmattan Kente Puffer',
      'Kente Flare Midi',
    ]);
    expect(names({ sort: 'price-asc' })[0]).toBe('Adire Wrap Dress');
    expect(names({ sort: 'price-desc' })[0]).toBe('Custom Bridal Kaftan');
    expect(names({ sort: 'newest' }).slice(0, 2)).toEqual(['Harmattan Kente Puffer', 'Adire Wrap Dress']);
  });

  it('finds every word of a search in the name, SKU, description, kind or collection, accents aside', () => {
    expect(names({ q: 'kente' })).toEqual(['Harmattan Kente Puffer', 'Kente Flare Midi']);
    expect(names({ q: 'dry SEASON' })).toEqual(['Harmattan Kente Puffer']);
    expect(names({ q: 'made-to-order' })).toEqual(['Custom Bridal Kaftan']);
    expect(names({ q: 'kéntè midi' })).toEqual(['Kente Flare Midi']);
    expect(names({ q: 'owambe jacket' })).toEqual(['Aso-Oke Varsity Jacket']);
  });

  it('keeps a size’s ready-to-wear in stock and the pre-orders sold in it while their window is open', () => {
    expect(names({ size: 'M' })).toEqual(['Adire Wrap Dress', 'Harmattan Kente Puffer']);
    expect(names({ size: 'L' })).toEqual(['Adire Wrap Dress', 'Harmattan Kente Puffer', 'Kente Flare Midi']);
    expect(names({ size: 'S' })).toEqual(['Adire Wrap Dress']);
  });

  it('narrows to a price range (inclusive) and a collection (whatever its case)', () => {
    expect(names({ minPrice: 45000, maxPrice: 72000 })).toEqual([
      'Aso-Oke Varsity Jacket',
      'Harmattan Kente Puffer',
      'Kente Flare Midi',
    ]);
    expect(names({ collection: 'Owambe' })).toEqual(['Aso-Oke Varsity Jacket', 'Kente Flare Midi']);
    expect(shopCollections(catalogue)).toEqual(['Adire Everyday', 'Owambe']);
  });

  it('counts every match and pages them; a page past the end is empty', () => {
    const many = Array.from({ length: 14 }, (_, i) => piece({ id: `p${i}`, name: `Piece ${i + 10}`, price: 1000 }));
    const view = shopAisle(many, PLAIN_SHOP_QUERY, 2);
    expect(view).toMatchObject({ count: 14, pages: 2 });
    expect(view.products.map((p) => p.name)).toEqual(['Piece 22', 'Piece 23']);
    expect(shopAisle(many, PLAIN_SHOP_QUERY, 3).products).toEqual([]);
  });
});

describe('the URL of a view', () => {
  it('reads what it knows, sets a backwards range right, and writes back only what differs from the plain shop', () => {
    const { query, page } = readShopQuery(
      new URLSearchParams('q=+adire+&type=RTW&size=M&sort=price-desc&min=50000&max=20000&collection=Owambe&page=2'),
    );
    expect(query).toEqual({
      q: 'adire',
      type: 'RTW',
      size: 'M',
      sort: 'price-desc',
      minPrice: 20000,
      maxPrice: 50000,
      collection: 'Owambe',
    });
    expect(page).toBe(2);
    expect(shopSearchParams(query, page).toString()).toBe(
      'q=adire&type=RTW&size=M&collection=Owambe&min=20000&max=50000&sort=price-desc&page=2',
    );
    expect(readShopQuery(new URLSearchParams('type=HATS&sort=cheap&min=-1&page=0'))).toEqual({
      query: PLAIN_SHOP_QUERY,
      page: 1,
    });
    expect(isPlainShopQuery({ ...PLAIN_SHOP_QUERY, type: 'MTO' })).toBe(true);
    expect(isPlainShopQuery({ ...PLAIN_SHOP_QUERY, size: 'M' })).toBe(false);
  });

  it('takes a price as whole naira, with ₦ and commas, and nothing else', () => {
    expect(priceBound('₦25,000')).toBe(25000);
    expect(priceBound(' ')).toBeNull();
    expect(priceBound('2.5')).toBeUndefined();
    expect(priceBound('-3')).toBeUndefined();
  });
});
