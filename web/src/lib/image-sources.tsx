// Where a product card's picture comes from. Usually the file's URL (lib/images.ts). On a server-rendered /shop
// (src/server/render-shop.tsx) the first row's pictures arrive inside the HTML as small WebP data URLs, so the
// page's largest paint needs no request after the HTML; the cards React draws over that HTML reuse them (the
// page's inline script collects them into `window.__asoThumbs`), so the swap costs no download and no blank.
// `srcset` still picks the full file where the card is drawn wider than the thumbnail (desktop, dense screens).
import { createContext, useContext } from 'react';
import { FALLBACK_IMAGE, firstImagePath, storageDownloadUrl, storagePathOf } from './images';

export interface ImageSource {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
  /** The Storage path a thumbnail stands for (marks the <img> so the page's script can collect it). */
  readonly thumbnailOf?: string;
  /** The inline picture itself (a data URL), for an <img> drawn at the thumbnail's own width, without srcset. */
  readonly inline?: string;
}

/** Width of the inline thumbnails: a card's width on a 2-column phone at up to ~2× density. */
export const THUMBNAIL_WIDTH = 400;
/** Width the stored product pictures are described with in `srcset` (the demo's are 600 px wide). */
const FULL_WIDTH = 600;
/** A product card's width: half the screen on a phone, a third of the page (~360 px) from 760 px up. */
const CARD_SIZES = '(min-width: 760px) 360px, 50vw';

/**
 * A card picture drawn from an inline thumbnail where it is wide enough, else from the full file. The data URL is
 * only in `srcset` (with width descriptors a browser never takes `src` as a candidate): `src`, the fallback for a
 * browser without srcset, names the file, so the page carries each inline picture once.
 */
function thumbnailSource(path: string, thumbnail: string, fullUrl: string): ImageSource {
  return {
    src: fullUrl,
    srcSet: `${thumbnail} ${THUMBNAIL_WIDTH}w, ${fullUrl} ${FULL_WIDTH}w`,
    sizes: CARD_SIZES,
    thumbnailOf: path,
    inline: thumbnail,
  };
}

/**
 * A picture entry's source, in the browser and on the server alike: nothing → the fallback image, URLs and site
 * paths as they are, Storage paths through `storageUrl`, with the inline thumbnail where the page has one.
 */
export function pictureSource(
  entry: string | null,
  storageUrl: (path: string) => string,
  thumbnails: Readonly<Record<string, string>> | undefined,
): ImageSource {
  if (entry === null) return { src: FALLBACK_IMAGE };
  const path = storagePathOf(entry);
  if (path === null) return { src: entry };
  const thumbnail = thumbnails?.[entry];
  return thumbnail ? thumbnailSource(entry, thumbnail, storageUrl(path)) : { src: storageUrl(path) };
}

/** `inline: false` asks for the file itself (a small copy elsewhere on the page must not repeat the inline one). */
export type ImageSourceResolver = (pathOrUrl: string | null, inline?: boolean) => ImageSource;

/** In the browser: the thumbnails the server put in this page (`window.__asoThumbs`), else the file's URL. */
function browserSource(pathOrUrl: string | null, inline = true): ImageSource {
  const thumbs =
    typeof window === 'undefined' ? undefined : (window as { __asoThumbs?: Record<string, string> }).__asoThumbs;
  return pictureSource(pathOrUrl, storageDownloadUrl, inline ? thumbs : undefined);
}

const ImageSourceContext = createContext<ImageSourceResolver>(browserSource);

/** The server render supplies its own resolver (its thumbnails and Storage URLs). */
export const ImageSourceProvider = ImageSourceContext.Provider;

/** The resolver of this render (the browser's, or the server render's). */
export function useImageSources(): ImageSourceResolver {
  return useContext(ImageSourceContext);
}

/** The source of a product's first picture (or the fallback image), as a card's <img> takes it. */
export function useProductImage(images: readonly string[] | null | undefined): Omit<ImageSource, 'inline'> {
  const { inline: _inline, ...card } = useContext(ImageSourceContext)(firstImagePath(images));
  return card;
}
