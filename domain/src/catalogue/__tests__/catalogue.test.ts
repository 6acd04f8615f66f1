import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MTO_LEAD_TIME_DAYS,
  DEFAULT_SIZES,
  classifyProductKey,
  collectionNameOf,
  collectionNames,
  generateSku,
  initialSize,
  leadTimeOf,
  matchesProductText,
  pageCount,
  fitOf,
  productFieldsForSave,
  productLookupPlan,
  sizesOf,
  skuPrefix,
  slugify,
} from '../catalogue';
import { productSchema, saveProductInput } from '../schemas/product';

describe('product keys', () => {
  it('classifies UUID, SKU, slug and name', () => {
    expect(classifyProductKey('3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b')).toBe('id');
    expect(classifyProductKey('3F2B8C1E-9A4D-4E2F-8B1A-0C9D8E7F6A5B')).toBe('id');
    expect(classifyProductKey('RTW-M7Q2K9ZC')).toBe('sku');
    expect(classifyProductKey('pre-abc')).toBe('sku');
    expect(classifyProductKey('custom-bridal-kaftan')).toBe('slug');
    expect(classifyProductKey('Custom Bridal Kaftan')).toBe('name');
  });

  it('a UUID is looked up by id only; anything else by SKU, then slug, then case-insensitive name', () => {
    expect(productLookupPlan(' 3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b ')).toEqual([
      { field: 'id', value: '3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b' },
    ]);
    expect(productLookupPlan('Custom Bridal Kaftan')).toEqual([
      { field: 'sku', value: 'CUSTOM BRIDAL KAFTAN' },
      { field: 'slug', value: 'custom-bridal-kaftan' },
      { field: 'nameLower', value: 'custom bridal kaftan' },
    ]);
    expect(productLookupPlan('rtw-abc')[0]).toEqual({ field: 'sku', value: 'RTW-ABC' });
    expect(productLookupPlan('')).toEqual([]);
    expect(productLookupPlan('!!!')).toEqual([
      { field: 'sku', value: '!!!' },
      { field: 'nameLower', value: '!!!' },
    ]);
  });
});

describe('slugs and SKUs', () => {
  it('slug from name: accents dropped, punctuation to dashes, at most 80', () => {
    expect(slugify('Àdìre Wrap Dress (Blue)')).toBe('adire-wrap-dress-blue');
    expect(slugify('  --Agbada & Fila--  ')).toBe('agbada-fila');
    expect(slugify('')).toBe('');
    const long = slugify(`${'a'.repeat(79)} b`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });

  it('a blank SKU is the type prefix plus a time-based code', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    expect(skuPrefix('RTW')).toBe('RTW');
    expect(skuPrefix('MTO')).toBe('MTO');
    expect(skuPrefix('PREORDER')).toBe('PRE');
    expect(generateSku('PREORDER', now)).toBe(`PRE-${now.getTime().toString(36).toUpperCase()}`);
    expect(generateSku('RTW', new Date(now.getTime() + 1))).not.toBe(generateSku('RTW', now));
  });
});

describe('sizes, lead time, paging', () => {
  it('default sizes S, M, L, XL; M first when offered', () => {
    expect(DEFAULT_SIZES).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizesOf({ sizeOptions: [] })).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizesOf({ sizeOptions: null })).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizesOf({ sizeOptions: ['L'] })).toEqual(['L']);
    expect(initialSize(['S', 'M'])).toBe('M');
    expect(initialSize(['L', 'XL'])).toBe('L');
    expect(initialSize([])).toBeNull();
  });

  it('MTO lead time defaults to 10 days', () => {
    expect(DEFAULT_MTO_LEAD_TIME_DAYS).toBe(10);
    expect(leadTimeOf({ leadTimeDays: 14 })).toBe(14);
    expect(leadTimeOf({ leadTimeDays: null })).toBe(10);
    expect(leadTimeOf({})).toBe(10);
    expect(leadTimeOf({ leadTimeDays: 0 })).toBe(10);
    expect(leadTimeOf({ leadTimeDays: 2.5 })).toBe(10);
  });

  it('at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(5, 0)).toBe(5);
  });

  it('text filter over name and SKU', () => {
    const p = { name: 'Adire Shirt', sku: 'RTW-123' };
    expect(matchesProductText(p, 'adire')).toBe(true);
    expect(matchesProductText(p, 'rtw-1')).toBe(true);
    expect(matchesProductText(p, '  ')).toBe(true);
    expect(matchesProductText(p, 'kaftan')).toBe(false);
  });
});

describe('saving a product', () => {
  const now = new Date('2025-03-01T10:00:00Z');
  const base = {
    sku: '',
    name: ' Adire Shirt ',
    type: 'RTW' as const,
    sizeOptions: [],
    leadTimeDays: 12,
    preorderWindowId: 'w1',
    images: ['a.jpg', ' ', ''],
  };

  it('RTW: generated SKU, default sizes, no lead time or window, no blank images', () => {
    expect(productFieldsForSave(base, now)).toEqual({
      sku: generateSku('RTW', now),
      name: 'Adire Shirt',
      type: 'RTW',
      sizeOptions: ['S', 'M', 'L', 'XL'],
      leadTimeDays: null,
      preorderWindowId: null,
      images: ['a.jpg'],
      slug: 'adire-shirt',
      nameLower: 'adire shirt',
    });
    expect(productFieldsForSave({ ...base, sku: ' rtw-x ', sizeOptions: ['XL', 'S'] }, now)).toMatchObject({
      sku: 'RTW-X',
      sizeOptions: ['S', 'XL'],
    });
  });

  it('MTO keeps only a lead time (default 10); PREORDER keeps only its window; no images → []', () => {
    expect(productFieldsForSave({ ...base, type: 'MTO', sizeOptions: ['S'] }, now)).toMatchObject({
      sizeOptions: [],
      leadTimeDays: 12,
      preorderWindowId: null,
    });
    expect(productFieldsForSave({ ...base, type: 'MTO', leadTimeDays: null }, now).leadTimeDays).toBe(10);
    expect(productFieldsForSave({ ...base, type: 'PREORDER', images: [] }, now)).toMatchObject({
      leadTimeDays: null,
      preorderWindowId: 'w1',
      images: [],
    });
    expect(productFieldsForSave({ ...base, name: '***', sku: 'RTW-9' }, now).slug).toBe('rtw-9');
  });

  it('a pre-order keeps the sizes it comes in, in chart order; none ticked is made to measure', () => {
    const sized = productFieldsForSave({ ...base, type: 'PREORDER', sizeOptions: ['L', 'S'] }, now);
    expect(sized.sizeOptions).toEqual(['S', 'L']);
    expect(fitOf(sized)).toBe('size');
    const measured = productFieldsForSave({ ...base, type: 'PREORDER', sizeOptions: [] }, now);
    expect(measured.sizeOptions).toEqual([]);
    expect(fitOf(measured)).toBe('measurements');
    expect(fitOf({ type: 'RTW', sizeOptions: [] })).toBe('size');
    expect(fitOf({ type: 'MTO', sizeOptions: ['S'] })).toBe('measurements');
  });
});

describe('collections', () => {
  it('a typed name is trimmed with its spaces made one; blank is no collection', () => {
    expect(collectionNameOf('  Adire   Everyday ')).toBe('Adire Everyday');
    expect(collectionNameOf('   ')).toBeNull();
    expect(collectionNameOf(null)).toBeNull();
  });

  it('a name typed in another case joins the collection already in use', () => {
    expect(collectionNameOf('owambe', ['Harmattan ’27', 'Owambe'])).toBe('Owambe');
    expect(collectionNameOf('Sallah Edit', ['Owambe'])).toBe('Sallah Edit');
  });

  it('the names in use, each once, A→Z', () => {
    expect(
      collectionNames([
        { collection: 'Owambe' },
        { collection: null },
        { collection: 'owambe ' },
        { collection: 'Adire Everyday' },
        {},
      ]),
    ).toEqual(['Adire Everyday', 'Owambe']);
  });

  it('saveProduct keeps the cleaned name and refuses one longer than 60 characters in words', () => {
    const input = { name: 'Kente Jumpsuit', price: 48000, type: 'RTW' as const };
    expect(saveProductInput.parse({ ...input, collection: ' Owambe ' }).collection).toBe('Owambe');
    expect(saveProductInput.parse({ ...input, collection: '' }).collection).toBeNull();
    expect(saveProductInput.parse(input).collection).toBeNull();
    const long = saveProductInput.safeParse({ ...input, collection: 'O'.repeat(61) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({
      path: ['collection'],
      message: 'Keep the collection name to 60 characters.',
    });
  });

  it('a product stored before collections reads as in none', () => {
    const stored = {
      sku: 'RTW-1',
      slug: 'a',
      name: 'A',
      nameLower: 'a',
      price: 1,
      type: 'RTW',
      active: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    expect(productSchema.parse(stored).collection).toBeNull();
    expect(productSchema.parse({ ...stored, collection: 'Owambe' }).collection).toBe('Owambe');
  });
});
