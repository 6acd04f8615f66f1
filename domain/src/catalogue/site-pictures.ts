// Product pictures as the storefront shows them: WebP copies at a few fixed widths, served from the shop's own
// origin (`/img/<width>/<Storage path>`; Hosting sends the path to the storefrontFiles function, the CDN keeps each
// copy for a year, since an upload is always a new file name). On the page's own origin a picture travels on the
// HTML's connection instead of paying DNS, TCP and TLS to Storage's host: on a 400 ms link that is the difference
// between one round trip after the HTML and four. See docs/design.md#what-each-landing-routes-first-paint-needs.

/**
 * The widths a copy is made at: a gallery thumbnail (72 px) at up to ~3× density, a card on a 2-column phone (360
 * on the common 360 px-wide phone at 2× and at Lighthouse's 1.75×, 400 on wider ones), the product gallery on a phone (480), wider cards and the gallery on a tablet (600), and a card (800) and the
 * gallery (1200) on a retina laptop (2 device pixels per CSS pixel at desktop widths).
 */
export const SITE_PICTURE_WIDTHS = [200, 360, 400, 480, 600, 800, 1200] as const;
export type SitePictureWidth = (typeof SITE_PICTURE_WIDTHS)[number];

/**
 * The most a copy a phone's first paint waits on may weigh (bytes). TCP's slow start grows the window by a segment
 * for each one acknowledged: after a server-drawn page's HTML (8 to 10 segments of 1,460 bytes, inside the first
 * window of 10), the next round trip carries 18 to 20 segments (26–29 KB), less the response's headers. A picture
 * within it arrives one round trip after the HTML, one over it two (on a 400 ms link, 2.4 s against 2.8 s). A
 * phone's gallery copy (480) has that window to itself, sized for the smaller page's (a product page's HTML is
 * ~11.5 KB, its floor's 8 KB); /shop's first row is two cards (360 or 400 px) sharing it.
 * docs/design.md#what-each-landing-routes-first-paint-needs.
 */
export const SITE_PICTURE_BYTE_CEILINGS: Readonly<Partial<Record<SitePictureWidth, number>>> = {
  360: 14_000,
  400: 14_000,
  480: 21_000,
};

/**
 * A product card's width: half the screen less the page's gutter and the grid's gap on a phone (181 px of a 412 px
 * screen, 156 of 360), a third of the page (~360 px) from 760 px up. Said as 50vw, a 412 px phone at 1.75× would ask
 * for 361 device pixels and take the 400 px copy for a 317-pixel slot.
 */
export const CARD_PICTURE_SIZES = '(min-width: 760px) 360px, calc(50vw - 1.5rem)';
/** A card's copies: 360 or 400 for a phone, 600 and 800 from 760 px up (800 at 2×). */
export const CARD_PICTURE_WIDTHS = [360, 400, 600, 800] as const satisfies readonly SitePictureWidth[];

/**
 * The product gallery's main picture from 481 px up (tablets, laptops): the page's width on one column, the
 * wider of two columns (about 570 px) from 860 px up. Narrower, a phone gets the 480 px copy whatever its
 * density (GALLERY_PHONE_WIDTH): the largest paint of a product page on a 400 ms link, it must fit the round trip
 * after the HTML, which a photograph's 600 px copy does not (docs/design.md#what-each-landing-routes-first-paint-needs).
 */
export const GALLERY_PHONE_WIDTH = 480 satisfies SitePictureWidth;
export const GALLERY_PICTURE_MEDIA = '(min-width: 481px)';
export const GALLERY_PICTURE_SIZES = '(min-width: 860px) min(52vw, 570px), 100vw';
export const GALLERY_PICTURE_WIDTHS = [600, 800, 1200] as const satisfies readonly SitePictureWidth[];

/** Whether a Storage path has copies on the site's origin: only product pictures do (the catalogue's uploads,
 * public to read in storage.rules), one folder deep. */
export const hasSitePicture = (storagePath: string): boolean => /^products\/[^/]+$/.test(storagePath);

/** A `srcset` of a picture's copies at these widths. */
export function sitePictureSrcSet(storagePath: string, widths: readonly SitePictureWidth[]): string {
  return widths.map((width) => `${sitePictureUrl(storagePath, width)} ${width}w`).join(', ');
}

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
