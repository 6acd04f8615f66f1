// Product pictures as the storefront shows them: WebP copies at a few fixed widths, served from the shop's own
// origin (`/img/<width>/<Storage path>`; Hosting sends the path to the storefrontFiles function, the CDN keeps each
// copy for a year, since an upload is always a new file name). On the page's own origin a picture travels on the
// HTML's connection instead of paying DNS, TCP and TLS to Storage's host: on a 400 ms link that is the difference
// between one round trip after the HTML and four. See docs/design.md#what-each-landing-routes-first-paint-needs.

/**
 * The widths a copy is made at: a gallery thumbnail (72 px) at up to ~3× density, a card on a 2-column phone at ~2×,
 * and the product gallery's full width.
 */
export const SITE_PICTURE_WIDTHS = [200, 400, 600] as const;
export type SitePictureWidth = (typeof SITE_PICTURE_WIDTHS)[number];

/** A product card's width: half the screen on a phone, a third of the page (~360 px) from 760 px up. */
export const CARD_PICTURE_SIZES = '(min-width: 760px) 360px, 50vw';

/** Whether a Storage path has copies on the site's origin: only product pictures do (the catalogue's uploads,
 * public to read in storage.rules), one folder deep. */
export const hasSitePicture = (storagePath: string): boolean => /^products\/[^/]+$/.test(storagePath);

/** The site path of a picture's copy at a width (`/img/400/products/adire-kaftan-1.webp`). */
export function sitePictureUrl(storagePath: string, width: SitePictureWidth): string {
  return `/img/${width}/${storagePath.replace(/[^/]+$/, encodeURIComponent)}`;
}

/** The picture and width a site path asks for, or null when it names none (a width not offered, another folder). */
export function readSitePictureUrl(sitePath: string): { storagePath: string; width: SitePictureWidth } | null {
  const match = /^\/img\/(\d+)\/products\/([^/?#]+)$/.exec(sitePath);
  if (!match?.[1] || !match[2]) return null;
  const width = SITE_PICTURE_WIDTHS.find((w) => String(w) === match[1]);
  if (width === undefined) return null;
  let file: string;
  try {
    file = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  // Upload names are short (the catalogue's `<id>-<name>.<ext>`): anything longer names no picture.
  if (file === '' || file === '.' || file === '..' || file.includes('/') || file.length > 200) return null;
  return { storagePath: `products/${file}`, width };
}
