// The storefront's copies of product pictures (`/img/<width>/products/<file>`, @aso/domain/catalogue/site-pictures): WebP at
// the card's or the gallery's width, served from the shop's own origin so a page's pictures share its HTML's
// connection. Made from the file in Storage on first use and kept in memory by the instance; the CDN keeps each
// for a year (an admin's upload is a new file name, so a copy never goes stale under its path). Entries still
// expire, so memory follows what the shop shows now.
// A copy a phone's first paint waits on has a byte ceiling: its quality steps down from 50 until it fits, so on a
// 400 ms link it arrives one round trip after the HTML (docs/design.md#what-each-landing-routes-first-paint-needs).
import { SITE_PICTURE_BYTE_CEILINGS, type SitePictureWidth } from '@aso/domain/catalogue/site-pictures';

/** From the best to the last one tried: below 30 a print's lines and a weave's stripes run into each other. */
const QUALITIES = [50, 45, 40, 35, 30] as const;
const MAX_ENTRIES = 64;
const TTL_MS = 30 * 60_000;

export type ReadFile = (path: string) => Promise<Buffer>;

/** The file is not in Storage: the page shows the logo instead. */
export class NoSuchPicture extends Error {}
/** The file is there but sharp cannot read it (a browser may still show it): the site sends the file itself. */
export class UnreadablePicture extends Error {}

interface Entry {
  readonly webp: Promise<Buffer>;
  readonly at: number;
}

export class SitePictureCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly readFile: ReadFile,
    private readonly now: () => number = Date.now,
  ) {}

  /** The copy at a width; rejects when the file cannot be read or is not a picture (not kept: the next ask retries). */
  get(path: string, width: SitePictureWidth): Promise<Buffer> {
    const key = `${width} ${path}`;
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.at < TTL_MS) return cached.webp;
    const webp = this.readFile(path).then(async (file) => {
      // Loaded on first use: the one bundle serves every function, and only storefrontFiles needs libvips.
      const { default: sharp } = await import('sharp');
      try {
        // Resized once, as raw pixels: each step encodes the same pixels, never a re-encoded copy.
        const { data, info } = await sharp(file)
          .resize({ width, withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const raw = { width: info.width, height: info.height, channels: info.channels };
        const ceiling = SITE_PICTURE_BYTE_CEILINGS[width] ?? Infinity;
        let webp: Buffer = Buffer.alloc(0);
        for (const quality of QUALITIES) {
          webp = await sharp(data, { raw }).webp({ quality, effort: 4 }).toBuffer();
          if (webp.length <= ceiling) break;
        }
        return webp;
      } catch (error) {
        throw new UnreadablePicture(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    webp.catch(() => this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { webp, at: this.now() });
    // Oldest first: Map keeps insertion order.
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return webp;
  }
}
