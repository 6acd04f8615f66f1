// Small WebP copies of product pictures for the server-rendered /shop's first row (inline, as data URLs). Made
// from the file in Storage on first use and kept in memory: the same few pictures head the shop for every visitor,
// and an instance lives for many requests. An admin's upload is a new file name (catalogue screens), so a
// picture never changes under its path; entries still expire so memory follows what the shop shows now.

/** Matches web/src/lib/image-sources.ts THUMBNAIL_WIDTH (the srcset descriptor the page gives it). */
export const THUMBNAIL_WIDTH = 400;
const QUALITY = 50;
const MAX_ENTRIES = 64;
const TTL_MS = 30 * 60_000;

export type ReadFile = (path: string) => Promise<Buffer>;

interface Entry {
  readonly dataUrl: Promise<string>;
  readonly at: number;
}

export class ThumbnailCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly readFile: ReadFile,
    private readonly now: () => number = Date.now,
    /** A product page's main picture is inline at the gallery's full width (FULL_WIDTH in the web app). */
    private readonly width: number = THUMBNAIL_WIDTH,
  ) {}

  /** The thumbnail as a data URL; rejects when the file cannot be read or is not a picture (not cached). */
  get(path: string): Promise<string> {
    const cached = this.entries.get(path);
    if (cached && this.now() - cached.at < TTL_MS) return cached.dataUrl;
    const dataUrl = this.readFile(path).then(async (file) => {
      // Loaded on first use: the one bundle serves every function, and only shopPage needs libvips.
      const { default: sharp } = await import('sharp');
      const webp = await sharp(file)
        .resize({ width: this.width, withoutEnlargement: true })
        .webp({ quality: QUALITY, effort: 4 })
        .toBuffer();
      return `data:image/webp;base64,${webp.toString('base64')}`;
    });
    dataUrl.catch(() => this.entries.delete(path));
    this.entries.delete(path);
    this.entries.set(path, { dataUrl, at: this.now() });
    // Oldest first: Map keeps insertion order.
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return dataUrl;
  }

  /** Thumbnails of those paths that could be made, by path; a missing or broken file is left out (and reported). */
  async many(
    paths: readonly string[],
    onError: (path: string, error: unknown) => void = () => undefined,
  ): Promise<Record<string, string>> {
    const made = await Promise.all(
      paths.map((path) =>
        this.get(path).then(
          (dataUrl) => [[path, dataUrl] as const],
          (error: unknown) => {
            onError(path, error);
            return [];
          },
        ),
      ),
    );
    return Object.fromEntries(made.flat());
  }
}
