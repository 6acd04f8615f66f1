// The site's copies of product pictures: WebP at the asked width, made once per file and width and kept; a file
// that is missing or not a picture is "no such picture" (not kept: the next ask tries again).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SITE_PICTURE_BYTE_CEILINGS } from '@aso/domain/catalogue/site-pictures';
import { SitePictureCache, UnreadablePicture } from '../site-pictures';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 140 } } })
    .png()
    .toBuffer();

describe('SitePictureCache', () => {
  it('makes a WebP copy at each width, once per file and width', async () => {
    const reads: string[] = [];
    const cache = new SitePictureCache(async (path) => {
      reads.push(path);
      return picture(1200, 1500);
    });
    const card = await cache.get('products/kaftan.jpg', 400);
    expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: 400, height: 500 });
    const gallery = await cache.get('products/kaftan.jpg', 600);
    expect(await sharp(gallery).metadata()).toMatchObject({ format: 'webp', width: 600, height: 750 });
    expect(await cache.get('products/kaftan.jpg', 400)).toBe(card);
    expect(reads).toEqual(['products/kaftan.jpg', 'products/kaftan.jpg']);
  });

  it("steps a phone's first-paint copy down until it fits its byte ceiling; a laptop's copy keeps quality 50", async () => {
    // A photograph's detail (grain that survives the resize), strong enough that quality 50 weighs more than the
    // width's ceiling allows. The grain is seeded, so every run encodes the same pixels: sharp's own noise differs per
    // call, and on one run in a few its 480 px copy at quality 30 weighed over the ceiling.
    const photograph = (sigma: number) => {
      const [width, height] = [300, 375];
      let seed = 1;
      const uniform = () => {
        seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
        return seed / 2 ** 32;
      };
      // The sum of four uniforms, scaled to the asked spread: near enough to a normal for grain.
      const gaussian = () => (uniform() + uniform() + uniform() + uniform() - 2) * Math.sqrt(3) * sigma;
      const pixels = Buffer.alloc(width * height * 3);
      const background = [120, 90, 60];
      for (let i = 0; i < pixels.length; i += 1)
        pixels[i] = Math.min(255, Math.max(0, Math.round((background[i % 3] ?? 0) + gaussian())));
      return sharp(pixels, { raw: { width, height, channels: 3 } })
        .resize(1200, 1500, { kernel: 'cubic' })
        .jpeg({ quality: 90 })
        .toBuffer();
    };
    const atFifty = async (photo: Buffer, width: number) =>
      (await sharp(photo).resize({ width }).webp({ quality: 50, effort: 4 }).toBuffer()).length;
    for (const [width, sigma] of [
      [360, 16],
      [400, 14],
      [480, 14],
    ] as const) {
      const photo = await photograph(sigma);
      const cache = new SitePictureCache(() => Promise.resolve(photo));
      const ceiling = SITE_PICTURE_BYTE_CEILINGS[width] ?? 0;
      expect(await atFifty(photo, width)).toBeGreaterThan(ceiling);
      const copy = await cache.get('products/photo.jpg', width);
      expect(copy.length).toBeLessThanOrEqual(ceiling);
      expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width });
      expect((await cache.get('products/photo.jpg', 1200)).length).toBe(await atFifty(photo, 1200));
    }
  });

  it('never enlarges a small picture', async () => {
    const cache = new SitePictureCache(() => picture(240, 300));
    expect(await sharp(await cache.get('products/small.png', 600)).metadata()).toMatchObject({ width: 240 });
  });

  it('says a file it cannot read is unreadable, and tries again next time', async () => {
    let broken = true;
    const cache = new SitePictureCache(async () => (broken ? Buffer.from('not a picture') : picture(800, 1000)));
    await expect(cache.get('products/garbled.webp', 400)).rejects.toBeInstanceOf(UnreadablePicture);
    broken = false;
    expect(await sharp(await cache.get('products/garbled.webp', 400)).metadata()).toMatchObject({ width: 400 });
  });

  it('expires entries, so a long-lived instance follows what the shop shows', async () => {
    let now = 0;
    let reads = 0;
    const cache = new SitePictureCache(
      async () => {
        reads += 1;
        return picture(800, 1000);
      },
      () => now,
    );
    await cache.get('products/a.webp', 400);
    now += 29 * 60_000;
    await cache.get('products/a.webp', 400);
    expect(reads).toBe(1);
    now += 2 * 60_000;
    await cache.get('products/a.webp', 400);
    expect(reads).toBe(2);
  });
});
