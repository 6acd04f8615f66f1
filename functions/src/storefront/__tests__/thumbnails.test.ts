// The inline pictures of the server-rendered /shop: small WebP data URLs made once per file and kept, a file that
// cannot be read or is not a picture left out (the card then loads the file itself).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_WIDTH, ThumbnailCache } from '../thumbnails';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 140 } } })
    .png()
    .toBuffer();

async function decoded(dataUrl: string) {
  expect(dataUrl.startsWith('data:image/webp;base64,')).toBe(true);
  return sharp(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')).metadata();
}

describe('ThumbnailCache', () => {
  it("makes a WebP thumbnail of the card's width, once per file", async () => {
    const reads: string[] = [];
    const cache = new ThumbnailCache(async (path) => {
      reads.push(path);
      return picture(1200, 1500);
    });
    const first = await cache.get('products/kaftan.jpg');
    expect(await decoded(first)).toMatchObject({ format: 'webp', width: THUMBNAIL_WIDTH, height: 500 });
    expect(await cache.get('products/kaftan.jpg')).toBe(first);
    expect(reads).toEqual(['products/kaftan.jpg']);
  });

  it('never enlarges a small picture', async () => {
    const cache = new ThumbnailCache(() => picture(240, 300));
    expect(await decoded(await cache.get('products/small.png'))).toMatchObject({ width: 240, height: 300 });
  });

  it('leaves out what it cannot make, and tries again next time', async () => {
    let broken = true;
    const cache = new ThumbnailCache(async (path) => {
      if (path.endsWith('missing.webp')) throw new Error('Storage answered HTTP 404');
      return broken ? Buffer.from('not a picture') : picture(800, 1000);
    });
    const failed: string[] = [];
    const made = await cache.many(['products/missing.webp', 'products/garbled.webp'], (path) => failed.push(path));
    expect(made).toEqual({});
    expect(failed.sort()).toEqual(['products/garbled.webp', 'products/missing.webp']);
    broken = false;
    const again = await cache.many(['products/missing.webp', 'products/garbled.webp']);
    expect(Object.keys(again)).toEqual(['products/garbled.webp']);
  });

  it('expires entries, so a long-lived instance follows what the shop shows', async () => {
    let now = 0;
    let reads = 0;
    const cache = new ThumbnailCache(
      async () => {
        reads += 1;
        return picture(800, 1000);
      },
      () => now,
    );
    await cache.get('products/a.webp');
    now += 29 * 60_000;
    await cache.get('products/a.webp');
    expect(reads).toBe(1);
    now += 2 * 60_000;
    await cache.get('products/a.webp');
    expect(reads).toBe(2);
  });
});
