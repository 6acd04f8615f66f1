import { describe, expect, it } from 'vitest';
import { hasSitePicture, readSitePictureUrl, sitePictureSrcSet, sitePictureUrl } from '../site-pictures';

describe('product pictures on the site origin', () => {
  it('names a copy by width and Storage path, and reads the same path back', () => {
    const url = sitePictureUrl('products/àdìrẹ kaftan #1.webp', 400);
    expect(url).toBe('/img/400/products/%C3%A0d%C3%ACr%E1%BA%B9%20kaftan%20%231.webp');
    expect(readSitePictureUrl(url)).toEqual({ storagePath: 'products/àdìrẹ kaftan #1.webp', width: 400 });
    expect(readSitePictureUrl(sitePictureUrl('products/a.webp', 600))).toEqual({
      storagePath: 'products/a.webp',
      width: 600,
    });
  });

  it('offers the copies a retina laptop needs, named in a srcset by width', () => {
    expect(readSitePictureUrl('/img/800/products/a.webp')).toEqual({ storagePath: 'products/a.webp', width: 800 });
    expect(readSitePictureUrl('/img/1200/products/a.webp')).toEqual({ storagePath: 'products/a.webp', width: 1200 });
    expect(sitePictureSrcSet('products/a b.webp', [600, 1200])).toBe(
      '/img/600/products/a%20b.webp 600w, /img/1200/products/a%20b.webp 1200w',
    );
  });

  it('offers copies of product pictures only', () => {
    expect(hasSitePicture('products/a.webp')).toBe(true);
    expect(hasSitePicture('branding/logo.png')).toBe(false);
    expect(hasSitePicture('products/')).toBe(false);
    expect(hasSitePicture('products/nested/a.webp')).toBe(false);
  });

  it('refuses widths not offered, other folders and paths that climb out', () => {
    for (const path of [
      '/img/401/products/a.webp',
      '/img/4000/products/a.webp',
      '/img/400/branding/logo.png',
      '/img/400/products/..',
      '/img/400/products/%2E%2E',
      '/img/400/products/a%2Fb.webp',
      '/img/400/products/%E0%A4%A',
      '/img/400/products/',
      '/og/a.jpg',
      `/img/400/products/${'a'.repeat(201)}.webp`,
    ])
      expect(readSitePictureUrl(path)).toBeNull();
  });
});
