// The preview picture a shared product link shows (og:image): 1200×630 JPEG made from the product's first picture.
// The product photos are portrait, so the piece is shown whole over a blurred, darkened copy of itself filling
// the frame (a crop would cut the garment in half). WhatsApp drops previews over 300 KB: the quality steps down
// until the file fits. Kept in memory by picture path (an upload is a new path, so an entry never goes stale).
import type { ReadFile } from './site-pictures';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** WhatsApp shows no picture for larger files. */
export const OG_MAX_BYTES = 300 * 1024;
const QUALITIES = [82, 72, 60, 48] as const;
const MAX_ENTRIES = 32;
/** The brand's ink (index.html's theme colour): the frame when a product has no picture to show. */
const PLAIN_BACKGROUND = { r: 17, g: 24, b: 39 } as const;

export async function makeOgImage(picture: Buffer | null): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let frame: Buffer;
  if (picture) {
    const [background, piece] = await Promise.all([
      sharp(picture).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' }).blur(24).modulate({ brightness: 0.7 }).toBuffer(),
      sharp(picture).resize(OG_WIDTH, OG_HEIGHT, { fit: 'inside' }).toBuffer(),
    ]);
    frame = await sharp(background)
      .composite([{ input: piece, gravity: 'center' }])
      .toBuffer();
  } else {
    frame = await sharp({
      create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: PLAIN_BACKGROUND },
    })
      .png()
      .toBuffer();
  }
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(frame).flatten({ background: PLAIN_BACKGROUND }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) break;
  }
  return jpeg;
}

export class OgImageCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly readFile: ReadFile) {}

  /**
   * The preview for a picture path (null: the product has none in Storage). A picture that cannot be read or is
   * not a picture gets the plain frame, not kept: the next request tries the file again.
   */
  get(path: string | null): Promise<Buffer> {
    const key = path ?? '';
    const cached = this.entries.get(key);
    if (cached) return cached;
    const made = (async () => {
      if (!path) return makeOgImage(null);
      try {
        return await makeOgImage(await this.readFile(path));
      } catch {
        this.entries.delete(key);
        return makeOgImage(null);
      }
    })();
    this.entries.set(key, made);
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }
}
